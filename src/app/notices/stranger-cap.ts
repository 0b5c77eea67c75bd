// A cap on the mails anyone may make the service send to an address they need not own (a club's
// invite page mails a confirmation to whatever address is typed): past STRANGER_MAILS_PER_DAY such
// mails to one address in a day, one notice says further mails are held back, then silence until
// the day has passed. Counted from the outbox, so it holds across restarts and instances; the
// address's advisory lock keeps two requests at once from both taking the last place.
import { sql } from 'kysely';
import type { Db } from '../../db/repos/games';

export const STRANGER_MAILS_PER_DAY = 3;
export const STRANGER_CAP_KIND = 'stranger-cap';
const DAY_MS = 86_400_000;
/** The advisory locks' first key for this cap (games.ts orders game numbers with a key of its own). */
const LOCK_SPACE = 39_005;

export type StrangerAllowance = 'send' | 'notice' | 'silent';

/** Whether one more mail of `kind` may go to `to` (inside `trx`, which then queues it or the notice). */
export async function strangerAllowance(
  trx: Db,
  to: string,
  kind: string,
  now: Date,
  perDay = STRANGER_MAILS_PER_DAY,
): Promise<StrangerAllowance> {
  await sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${to}))`.execute(trx);
  const since = new Date(now.getTime() - DAY_MS);
  const rows = await trx
    .selectFrom('outbox')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('to_addr', '=', to)
    .where('kind', 'in', [kind, STRANGER_CAP_KIND])
    .where('created_at', '>', since)
    .groupBy('kind')
    .execute();
  const count = (k: string) => Number(rows.find((r) => r.kind === k)?.n ?? 0);
  if (count(kind) < perDay) return 'send';
  return count(STRANGER_CAP_KIND) > 0 ? 'silent' : 'notice';
}
