// What a player's own submission changes once it has committed (its store has ended the side's run
// of missed deadlines with it): a running vacation of the player ends early and its
// unused days go back to the bank (other games' rows are locked one at a time, never nested).
import type { AppContext } from '../base/context';
import { endVacationEarly } from '../time/vacation';

/** Who submitted: their player, and whether a vacation of theirs runs. */
export interface Submitter {
  playerId: number;
  onVacation: boolean;
}

export async function afterSubmitCommitted(ctx: AppContext, player: Submitter): Promise<void> {
  if (player.onVacation) await endVacationEarly(ctx, player.playerId);
}
