// The bot's judgement of a Sharpsburg position for one side (docs/bots.md): the VP count (each
// eliminated enemy strength point, SH-VICTORY), the town's 10 VP (SH-VICTORY-1, weighed by how near
// the end is), and each side's units drawn toward the town, where the game is decided.
import { distance } from '../core/hex';
import { gameMap, LAST_TURN, onBoard, type State } from './state';
import { unit, type SideId } from './units';
import { gameResult, TOWN_VP, townHolder } from './rules/victory';

const WIN = 1000;
/** Points per hex of a unit's distance from the nearer town hex (small: VP decide). */
const APPROACH = 0.05;

export function evaluate(state: State, side: string): number {
  const me = side as SideId;
  const them: SideId = me === 'union' ? 'confederate' : 'union';
  const result = gameResult(state);
  if (result)
    return (result.winner === me ? WIN : result.winner ? -WIN : 0) + result.score[me]! - result.score[them]!;
  const map = gameMap(state);
  let score = state.vp[me] - state.vp[them];
  const holder = townHolder(state, map);
  const weight = (TOWN_VP * state.turn) / LAST_TURN;
  score += holder === me ? weight : holder ? -weight : 0;
  for (const [id, u] of Object.entries(state.units)) {
    if (!onBoard(u.at) || unit(id).side !== me) continue;
    score -= APPROACH * Math.min(...map.town.hexes.map((h) => distance(u.at, h)));
  }
  return score;
}
