// STB-14.1.2a-b (option `wallaceReturns`): Wallace does not die for good. Killed in turn T, he is
// on the Turn Record Track until T+6 and comes back at the start of that Scottish player turn, alone,
// pro-Scottish, before any Scottish move (STB-AMB-77, STB-AMB-85, STB-AMB-65); his death neither
// ends nor decides the game. Balliol, who stands on Wallace's counter in The Toom Tabard, dies as
// any leader (14.1.2b): the rule names Wallace.
import type { GameEvent } from '../../../core/events';
import type { HexId } from '../../../core/hex';
import { CITIES, countryOf } from '../../data';
import { combatUnitsAt, isNeutralHex, occupiedBy, type State } from '../../state';
import { entryHexes } from '../reinforcements';
import { advanced } from './options';
import { leaderOf } from '../scenario';

export const WALLACE = 'wallace';
/** 8.5.1's six turns, which 14.1.2a's "6 months" points at (STB-AMB-77). */
const RETURN_AFTER = 6;

/** Whether this death of `leader` is Wallace's under 14.1.2 (then the game goes on). */
export function wallaceSurvives(state: State, leader: string): boolean {
  return leader === WALLACE && advanced(state, 'wallaceReturns') && state.scenario !== 'toom-tabard';
}

/** Whether `leader`'s death would end the game now: Wallace's or Edward's (STB-12.3.4), not
 *  Wallace's under 14.1.2a, nobody's but Edward's in The Toom Tabard (STB-AMB-57). */
export function deathEndsGame(state: State, leader: string): boolean {
  return leaderOf(state, leader).deathEndsGame && !wallaceSurvives(state, leader);
}

/** Puts Wallace on the track: he returns six turns later (STB-AMB-85). */
export function wallaceOnTrack(state: State, events: GameEvent[]): void {
  const w = state.leaders.find((l) => l.id === WALLACE)!;
  w.returnTurn = state.turn + RETURN_AFTER;
  events.push({
    kind: 'leader-dead',
    text: 'Wallace is struck down, but the rising goes on: he comes back in six turns (STB-14.1.2a).',
    leader: WALLACE,
  });
}

/** Where he comes back: a pro-Scottish city of Scotland without neutral units (with the most Scots
 * there), else a north-edge hex without English units; none: he tries again next turn. */
function returnHex(state: State): HexId | undefined {
  const cities = CITIES.filter(
    (c) =>
      countryOf(c.hex) === 'scotland' &&
      state.loyalty[c.name] === 'scots' &&
      !isNeutralHex(state, c.hex) &&
      !occupiedBy(state, c.hex, 'english'),
  )
    .map((c) => c.hex)
    .sort(
      (a, b) =>
        combatUnitsAt(state, b, 'scots').length - combatUnitsAt(state, a, 'scots').length ||
        a.localeCompare(b),
    );
  return cities[0] ?? entryHexes(state, 'scots')[0];
}

/** At the start of the Scottish player turn: Wallace due now (or waiting) comes back. */
export function returnWallace(state: State, events: GameEvent[]): void {
  const w = state.leaders.find((l) => l.id === WALLACE);
  if (!w || w.status !== 'out' || w.returnTurn === undefined || w.returnTurn > state.turn) return;
  const hex = returnHex(state);
  if (!hex) {
    w.returnTurn = state.turn + 1;
    events.push({
      kind: 'leader-returns',
      text: 'Wallace finds nowhere to rise: he tries again next turn.',
      leader: WALLACE,
    });
    return;
  }
  w.status = 'active';
  w.hex = hex;
  delete w.returnTurn;
  delete w.dead;
  events.push({
    kind: 'leader-returns',
    text: `Wallace is back, in ${hex}: the rising has its leader again (STB-14.1.2a).`,
    leader: WALLACE,
    hex,
  });
}
