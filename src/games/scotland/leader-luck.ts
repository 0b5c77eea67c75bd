// The luck of the casualty checks of the leaders whose death ends the game (Wallace, Edward;
// STB-8.5.3a-b, 12.3.4), for the bot's search (docs/bots.md, `botLuck`). Such a check loses or wins
// the game on one die (killed on a 1), which a search of three imagined dice sees in one trial in
// six at best: taken off as luck, every trial with a check counts the check's odds instead, so the
// bot weighs each battle that risks Wallace by what it risks.
import type { GameEvent } from '../core/events';
import { leaderSide, otherSide, type SideId, type State } from './state';
import { leaderOf } from './rules/scenario';
import { wallaceSurvives } from './rules/advanced/wallace-returns';

/** What the game is worth to a side that wins it (evaluate.ts's WIN): the stake of such a check. */
const STAKE = 1000;

const endsGame = (state: State, id: string) =>
  leaderOf(state, id).deathEndsGame && !wallaceSurvives(state, id);

export function leaderLuck(state: State, events: readonly GameEvent[], side: SideId): number {
  let luck = 0;
  for (const e of events) {
    if (e.kind !== 'battle-leader-killed' && e.kind !== 'battle-leader-withdraws') continue;
    const id = String(e.leader);
    if (!endsGame(state, id)) continue;
    const odds = leaderOf(state, id).killedOn / 6;
    // Better than the odds for the leader's side when he lives, worse when he dies.
    const forHisSide = e.kind === 'battle-leader-withdraws' ? odds * STAKE : -(1 - odds) * STAKE;
    luck += leaderSide(id) === side ? forHisSide : leaderSide(id) === otherSide(side) ? -forHisSide : 0;
  }
  return luck;
}
