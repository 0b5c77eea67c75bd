// How much work waits, and since when (app/health/check-health.ts: /healthz and the desk).
import { sql } from 'kysely';
import type { Db } from './games';

/** The waiting work of each kind: mail, replies, deadlines past due, steps with every order in. */
export async function waitingWork(db: Db, now: Date) {
  const mail = await db
    .selectFrom('outbox')
    .select([
      sql<string>`count(*) filter (where status = 'pending')`.as('waiting'),
      sql<string>`count(*) filter (where status = 'failed')`.as('failed'),
      sql<Date | null>`min(created_at) filter (where status = 'pending')`.as('oldest'),
    ])
    // Only the rows counted, by the index the sender claims with (outbox_due): the sent mails of
    // years are never read.
    .where('status', 'in', ['pending', 'failed'])
    .executeTakeFirstOrThrow();
  const replies = await db
    .selectFrom('inbound_mail')
    .select([sql<string>`count(*)`.as('waiting'), sql<Date | null>`min(received_at)`.as('oldest')])
    .where('handled_at', 'is', null)
    .executeTakeFirstOrThrow();
  // A step's deadline past and the step still open: the sweeper has not got to it.
  const games = await db
    .selectFrom('games')
    .leftJoin('steps', (j) =>
      j.onRef('steps.game_id', '=', 'games.id').onRef('steps.seq', '=', 'games.current_step'),
    )
    .select([
      sql<string>`count(*) filter (where steps.resolved_at is null and steps.deadline < ${now})`.as(
        'pastDue',
      ),
      sql<Date | null>`min(steps.deadline) filter (where steps.resolved_at is null and steps.deadline < ${now})`.as(
        'oldestPastDue',
      ),
      sql<string>`count(*) filter (where games.orders_in)`.as('toResolve'),
    ])
    .where('games.status', '=', 'active')
    .executeTakeFirstOrThrow();
  return {
    mailWaiting: Number(mail.waiting),
    mailFailed: Number(mail.failed),
    oldestMail: mail.oldest,
    repliesWaiting: Number(replies.waiting),
    oldestReply: replies.oldest,
    pastDue: Number(games.pastDue),
    oldestPastDue: games.oldestPastDue,
    stepsToResolve: Number(games.toResolve),
  };
}
