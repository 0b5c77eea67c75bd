// The sweepers' one loop: take the next due row, act on it, and move it on, all in one transaction,
// one row at a time. `claim` takes it with the repositories' one claim step (db/repos/claim.ts: FOR
// UPDATE SKIP LOCKED), so two instances never take the same row; the row is moved on (marked done, or
// given its next due time) in the transaction that queues its mail, so a crash in between sends it
// later rather than never or twice. A row whose work fails is rolled back and passed over for the
// rest of the pass, so one broken row (a game that cannot be loaded) keeps no other from its turn;
// the failures are thrown together at the end, for the caller's log, and the row is tried again on
// the next pass.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppContext } from './context';

type Trx = Transaction<Database>;
type Id = string | number;

/** A row's work failed; the row was rolled back and left due. */
export class SweepFailure extends Error {
  constructor(
    readonly failures: readonly { id: Id; error: unknown }[],
    what: string,
  ) {
    const [first] = failures;
    const message = (e: unknown) => (e instanceof Error ? e.message : String(e));
    super(
      `${what} ${String(first?.id)} failed: ${message(first?.error)}` +
        (failures.length > 1
          ? ` (and ${failures.length - 1} more: ${failures
              .slice(1)
              .map((f) => f.id)
              .join(', ')})`
          : ''),
      { cause: first?.error },
    );
  }
}

/**
 * Sweeps at most `limit` due rows (failed ones included); returns the sum of what `act` counted
 * (mails queued, say). `claim(trx, now, skip)` gives the next due row, locked, passing over the ids in
 * `skip`, or undefined when none is due. `what` names a row in the error (`reminder`, `game`).
 */
export async function sweepClaimed<R extends { id: Id }>(
  ctx: AppContext,
  what: string,
  limit: number,
  claim: (trx: Trx, now: Date, skip: readonly R['id'][]) => Promise<R | undefined>,
  act: (trx: Trx, row: R, now: Date) => Promise<number>,
): Promise<number> {
  let total = 0;
  const failed: { id: R['id']; error: unknown }[] = [];
  for (let i = 0; i < limit; i++) {
    let claimed: R | undefined;
    try {
      const counted = await ctx.db.transaction().execute(async (trx) => {
        const now = ctx.now();
        claimed = await claim(
          trx,
          now,
          failed.map((f) => f.id),
        );
        return claimed === undefined ? null : act(trx, claimed, now);
      });
      if (counted === null) break;
      total += counted;
    } catch (error) {
      // No row was claimed: the claim itself failed (the database is down), so is every other.
      if (claimed === undefined) throw error;
      failed.push({ id: claimed.id, error });
    }
  }
  if (failed.length) throw new SweepFailure(failed, what);
  return total;
}
