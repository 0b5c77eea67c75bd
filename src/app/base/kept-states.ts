// A step's state is written once, with the step's resolution, and never changed: the orders page, its
// live check and each submission read the same one. It is kept per process, read-only and in
// canonical key order, instead of being read and parsed from the database each time.
import type { Db } from '../../db/repos/games';
import { loadState } from '../../db/repos/steps';
import { canonical } from './canonical';
import { Kept, frozen } from './kept';

const states = new Kept<unknown>(300);

/**
 * The state after step `seq` of a game (0 = after set-up), shared and read-only. A state read inside
 * a transaction is kept only when the caller knows it was committed before (`committed`, say the
 * current state of a game locked by this transaction): one the transaction wrote itself could still
 * be rolled back.
 */
export async function keptState(
  db: Db,
  gameId: string,
  seq: number,
  opts: { committed?: boolean } = {},
): Promise<unknown> {
  const key = `${gameId}/${seq}`;
  const hit = states.get(key);
  if (hit !== undefined) return hit;
  const state = frozen(canonical(await loadState(db, gameId, seq)));
  if (!db.isTransaction || opts.committed) states.set(key, state);
  return state;
}
