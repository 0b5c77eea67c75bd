// The sweepers' one loop: take the next due row, act on it, and move it on, all in one transaction,
// one row at a time. `claim` selects it FOR UPDATE SKIP LOCKED, so two instances never take the same
// row; the row is moved on (marked done, or given its next due time) in the transaction that queues
// its mail, so a crash in between sends it later rather than never or twice.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppContext } from './context';

type Trx = Transaction<Database>;

/**
 * Sweeps at most `limit` due rows; returns the sum of what `act` counted (mails queued, say).
 * `claim(trx, now)` gives the next due row, locked, or undefined when none is due.
 */
export async function sweepClaimed<R>(
  ctx: AppContext,
  limit: number,
  claim: (trx: Trx, now: Date) => Promise<R | undefined>,
  act: (trx: Trx, row: R, now: Date) => Promise<number>,
): Promise<number> {
  let total = 0;
  for (let i = 0; i < limit; i++) {
    const counted = await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.now();
      const row = await claim(trx, now);
      return row === undefined ? null : act(trx, row, now);
    });
    if (counted === null) break;
    total += counted;
  }
  return total;
}
