// How many mails an address was sent or sent us lately: the caps on answers and on mails to
// strangers (app/replies/answer-cap.ts, app/notices/stranger-cap.ts) count from the records.
import { sql } from 'kysely';
import type { Db } from './games';

/** Mails of these kinds queued to `to` since `since`, by kind. */
export async function mailsToByKind(
  db: Db,
  to: string,
  kinds: string[],
  since: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('outbox')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('to_addr', '=', to)
    .where('kind', 'in', kinds)
    .where('created_at', '>', since)
    .groupBy('kind')
    .execute();
  return new Map(rows.map((r) => [r.kind, Number(r.n)]));
}

/** Whether a mail of `kind` was ever queued to `to` (of one game, or since a moment). */
export async function wasMailedTo(
  db: Db,
  m: { to: string; kind: string; gameId?: string; since?: Date },
): Promise<boolean> {
  let q = db.selectFrom('outbox').select('id').where('to_addr', '=', m.to).where('kind', '=', m.kind);
  if (m.gameId !== undefined) q = q.where('game_id', '=', m.gameId);
  if (m.since !== undefined) q = q.where('created_at', '>', m.since);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Replies from the player of `to` handled since `since` that changed nothing: to their games'
 *  addresses (naming a side they play) and to their own (club commands, naming the player). */
export async function unproductiveRepliesSince(db: Db, to: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('inbound_mail as m')
    .innerJoin('game_sides as gs', (j) =>
      j.onRef('gs.game_id', '=', 'm.game_id').onRef('gs.side', '=', 'm.side'),
    )
    .innerJoin('players as p', 'p.id', 'gs.player_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('p.email', '=', to)
    .where('m.handled_at', '>', since)
    .where(sql<boolean>`coalesce(m.detail->>'result', '') not like '%accepted%'`)
    .executeTakeFirst();
  const own = await db
    .selectFrom('inbound_mail as m')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('m.game_id', 'is', null)
    .where(sql<boolean>`m.detail->>'player' = ${to}`)
    .where('m.handled_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0) + Number(own?.n ?? 0);
}

/** Holds the address's advisory lock (in `space`) to the end of the transaction. */
export async function lockAddress(trx: Db, space: number, address: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${space}, hashtext(${address}))`.execute(trx);
}
