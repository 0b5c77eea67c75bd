// The bot's judgement of a Scotland position for one side (docs/bots.md): the cities each side
// controls (the count decides the game, STB-12.3), the combat units each has (levies count least,
// elites most), its leaders still in play (Wallace's or Edward's death ends the game, 12.3.4), and
// the verdict the city count would give now (12.3.1-12.3.3: a majority alone is a draw for the English
// unless they hold every city in England), so that a search prefers the move that tips it, and a
// pull of its army toward the cities it does not hold, which its one-step search cannot reach.
import { distance } from '../core/hex';
import { leaderSide, otherSide, type SideId, type State } from './state';
import { cityControl, cityVerdict } from './rules/victory';
import { CITIES } from './data';
import { isToomTabard } from './rules/scenario';
import { deathEndsGame } from './rules/advanced/wallace-returns';

export const WIN = 1000;
const CITY = 4;
/** Points for the side the city count would make the winner now (none for a draw). */
const VERDICT = 12;
const GRADE = { levy: 1, regular: 2, elite: 3 } as const;
const LEADER = 4;
/** Points lost when the side's game-ending leader stands alone before an enemy that can reach him. */
const EXPOSED = 30;
/** Enemy units this near (hexes) reach him in one move (infantry 4, STB-4.1a); twice as far, in two. */
const NEAR = 4;

/** Points a hex for the side's nearest combat unit to each city it does not control, up to REACH
 *  hexes off: a city changes sides when a unit enters it (STB-11.1c), which the one-step search
 *  sees only once a unit is a move away, so this draws the army on the cities it could take. */
const PULL = 0.25;
const REACH = 8;

function cityPull(state: State, side: SideId, control: Record<string, SideId>): number {
  const mine = state.units.filter((u) => u.side === side && !u.neutral);
  let score = 0;
  for (const c of CITIES) {
    if (control[c.name] === side) continue;
    let d = REACH;
    for (const u of mine) d = Math.min(d, distance(u.hex, c.hex));
    score += PULL * (REACH - d);
  }
  return score;
}

/**
 * How exposed `side`'s leader whose death ends the game (Wallace, Edward; STB-12.3.4) is to the
 * enemy's next turn, 0 to 1: the enemy's strength that can reach his hex (units within NEAR hexes
 * in full, within two moves by half) against the strength of his own stack. The search looks at its
 * own step only and so cannot see the reply that kills him; this is that reply, guessed cheaply.
 */
export function leaderExposure(state: State, side: SideId): number {
  const enemy = otherSide(side);
  let worst = 0;
  for (const l of state.leaders) {
    if (l.status !== 'active' || !l.hex || leaderSide(l.id) !== side) continue;
    if (!deathEndsGame(state, l.id)) continue;
    let threat = 0;
    let guard = 0;
    for (const u of state.units) {
      if (u.neutral) continue;
      if (u.side === side) {
        if (u.hex === l.hex) guard += GRADE[u.grade];
        continue;
      }
      if (u.side !== enemy) continue;
      const d = distance(u.hex, l.hex);
      if (d <= NEAR) threat += GRADE[u.grade];
      else if (d <= 2 * NEAR) threat += GRADE[u.grade] / 2;
    }
    if (threat > 0) worst = Math.max(worst, threat / (threat + guard));
  }
  return worst;
}

function sideScore(state: State, side: SideId, control: Record<string, SideId>): number {
  let score = cityPull(state, side, control);
  for (const c of CITIES) if (control[c.name] === side) score += CITY;
  for (const u of state.units) if (u.side === side && !u.neutral) score += GRADE[u.grade];
  for (const l of state.leaders) if (l.status === 'active' && leaderSide(l.id) === side) score += LEADER;
  return score;
}

export function evaluate(state: State, side: string): number {
  const me = side as SideId;
  if (state.result) return state.result.winner === me ? WIN : state.result.winner ? -WIN : 0;
  const control = cityControl(state);
  // The Toom Tabard is decided otherwise (13.8): there the cities and units speak alone.
  const verdict = isToomTabard(state) ? null : cityVerdict(state, null, control).winner;
  const tipped = verdict === me ? VERDICT : verdict ? -VERDICT : 0;
  return (
    sideScore(state, me, control) -
    sideScore(state, otherSide(me), control) +
    tipped -
    EXPOSED * leaderExposure(state, me)
  );
}
