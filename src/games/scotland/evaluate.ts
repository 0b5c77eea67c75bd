// The bot's judgement of a Scotland position for one side (docs/bots.md): the cities each side
// controls (the count decides the game, STB-12.3), the combat units each has (levies count least,
// elites most), its leaders still in play (Wallace's or Edward's death ends the game, 12.3.4), and
// the verdict the city count would give now (12.3.1-12.3.3: a majority alone is a draw for the English
// unless they hold every city in England), so that a search prefers the move that tips it.
import { leaderSide, otherSide, type SideId, type State } from './state';
import { cityCounts, cityVerdict } from './rules/victory';
import { isToomTabard } from './rules/scenario';

const WIN = 1000;
const CITY = 4;
/** Points for the side the city count would make the winner now (none for a draw). */
const VERDICT = 12;
const GRADE = { levy: 1, regular: 2, elite: 3 } as const;
const LEADER = 4;

function sideScore(state: State, side: SideId, cities: Record<SideId, number>): number {
  let score = CITY * cities[side];
  for (const u of state.units) if (u.side === side && !u.neutral) score += GRADE[u.grade];
  for (const l of state.leaders) if (l.status === 'active' && leaderSide(l.id) === side) score += LEADER;
  return score;
}

export function evaluate(state: State, side: string): number {
  const me = side as SideId;
  if (state.result) return state.result.winner === me ? WIN : state.result.winner ? -WIN : 0;
  const cities = cityCounts(state);
  // The Toom Tabard is decided otherwise (13.8): there the cities and units speak alone.
  const verdict = isToomTabard(state) ? null : cityVerdict(state).winner;
  const tipped = verdict === me ? VERDICT : verdict ? -VERDICT : 0;
  return sideScore(state, me, cities) - sideScore(state, otherSide(me), cities) + tipped;
}
