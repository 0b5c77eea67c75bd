// What a player's own submission changes besides the orders on file. Inside the submission's
// transaction: the side's run of missed deadlines ends, and a draw the other side offered is
// declined by playing on. After it has committed: a running vacation of the player ends early and
// its unused days go back to the bank (other games' rows are locked one at a time, never nested).
import type { Transaction } from 'kysely';
import type { Database, GameRow } from '../../db/schema';
import type { AppContext } from '../base/context';
import { declineByPlayingOn } from '../endings/draw-offer';
import { resetMisses } from '../time/missed-turn';
import { endVacationEarly } from '../time/vacation';

/** Returns the side's player (for afterSubmitCommitted). */
export async function afterSubmitInTransaction(
  ctx: AppContext,
  trx: Transaction<Database>,
  game: GameRow,
  side: string,
): Promise<number | undefined> {
  const playerId = await resetMisses(trx, game.id, side);
  await declineByPlayingOn(ctx, trx, game, side);
  return playerId;
}

export async function afterSubmitCommitted(ctx: AppContext, playerId: number | undefined): Promise<void> {
  if (playerId !== undefined) await endVacationEarly(ctx, playerId);
}
