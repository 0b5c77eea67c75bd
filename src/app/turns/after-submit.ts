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

/** The side's player, with whether a vacation of theirs runs (for afterSubmitCommitted). */
export type Submitter = Awaited<ReturnType<typeof resetMisses>>;

export async function afterSubmitInTransaction(
  ctx: AppContext,
  trx: Transaction<Database>,
  game: GameRow,
  side: string,
): Promise<Submitter> {
  const player = await resetMisses(trx, game.id, side, ctx.now());
  await declineByPlayingOn(ctx, trx, game, side);
  return player;
}

export async function afterSubmitCommitted(ctx: AppContext, player: Submitter): Promise<void> {
  if (player?.onVacation) await endVacationEarly(ctx, player.playerId);
}
