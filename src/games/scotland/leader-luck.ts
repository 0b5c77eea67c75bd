// The luck of the casualty checks of the leaders whose death ends the game (Wallace, Edward;
// STB-8.5.3a-b, 12.3.4), for the bot's search (docs/bots.md, `botLuck`). Such a check loses or wins
// the game on one die (killed on a 1), which a search of three imagined dice sees in one trial in
// six at best: taken off as luck, every trial with a check counts the check's odds instead, so the
// bot weighs each battle that risks Wallace by what it risks.
import type { GameEvent } from '../core/events';
import { leaderSide, type SideId, type State } from './state';
import { leaderOf } from './rules/scenario';
import { deathEndsGame } from './rules/advanced/wallace-returns';
import { WIN } from './evaluate';

export function leaderLuck(state: State, events: readonly GameEvent[], side: SideId): number {
  let luck = 0;
  for (const e of events) {
    if (e.kind !== 'battle-leader-killed' && e.kind !== 'battle-leader-withdraws') continue;
    const id = String(e.leader);
    // With no hex to withdraw into he is lost whatever the die (STB-AMB-26): no luck in that.
    if (!deathEndsGame(state, id) || e.trapped) continue;
    const odds = leaderOf(state, id).killedOn / 6;
    // The game is the stake: better than the odds for his side when he lives, worse when he dies.
    const forHisSide = e.kind === 'battle-leader-withdraws' ? odds * WIN : -(1 - odds) * WIN;
    luck += leaderSide(id) === side ? forHisSide : -forHisSide;
  }
  return luck;
}
