// A cap on the mails anyone may make the service send to an address they need not own (a club's
// invite page mails a confirmation to whatever address is typed): past STRANGER_MAILS_PER_DAY such
// mails to one address in a day, one notice says further mails are held back, then silence until
// the day has passed. Counted from the outbox, so it holds across restarts and instances; the
// address's advisory lock keeps two requests at once from both taking the last place.
import type { Db } from '../../db/repos/games';
import { lockAddress, mailsToByKind } from '../../db/repos/mail-counts';

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
  await lockAddress(trx, LOCK_SPACE, to);
  const since = new Date(now.getTime() - DAY_MS);
  const counts = await mailsToByKind(trx, to, [kind, STRANGER_CAP_KIND], since);
  const count = (k: string) => counts.get(k) ?? 0;
  if (count(kind) < perDay) return 'send';
  return count(STRANGER_CAP_KIND) > 0 ? 'silent' : 'notice';
}
