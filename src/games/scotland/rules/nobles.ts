// STB-8.5.1b, STB-11.3, STB-AMB-73/93/94/95: a dead noble's kinsman returns neutral to his home city
// at the start of the Initial Segment; whoever occupies it is displaced beside it by the owner's
// standing order (STB-DEC-4), or eliminated (killed, for a leader) if no hex is eligible.
import type { GameEvent } from '../../core/events';
import { distance, type HexId } from '../../core/hex';
import { CITIES, homeCityOf, leaderById } from '../data';
import { combatUnitsAt, controller, leaderSide, type SideId, type State } from '../state';
import { sideName } from './battle/state';
import { killLeader } from './leaders';
import { unitEntered } from './loyalty';
import { canBePlaced, landNeighbours } from './terrain';

export type DisplaceRule = 'friends' | 'city';

function nearestCity(state: State, hex: HexId, side: SideId): number {
  const d = CITIES.filter((c) => controller(state, c.hex, c.name) === side).map((c) => distance(hex, c.hex));
  return d.length ? Math.min(...d) : 99;
}

/** STB-DEC-4: the eligible hex with the most friendly units, then nearest a controlled city ('city' swaps them). */
export function displaceTarget(
  state: State,
  hex: HexId,
  side: SideId,
  rule: DisplaceRule,
): HexId | undefined {
  const friends = (h: HexId) => combatUnitsAt(state, h, side).length;
  const city = (h: HexId) => nearestCity(state, h, side);
  return landNeighbours(hex)
    .filter((h) => canBePlaced(state, side, h))
    .sort((a, b) =>
      rule === 'friends'
        ? friends(b) - friends(a) || city(a) - city(b) || a.localeCompare(b)
        : city(a) - city(b) || friends(b) - friends(a) || a.localeCompare(b),
    )[0];
}

export function displace(
  state: State,
  hex: HexId,
  rules: Record<SideId, DisplaceRule>,
  events: GameEvent[],
): void {
  for (const side of ['scots', 'english'] as const) {
    const units = state.units.filter((u) => u.hex === hex && u.side === side && !u.neutral);
    const leaders = state.leaders.filter(
      (l) => l.hex === hex && l.status === 'active' && leaderSide(l.id) === side,
    );
    if (!units.length && !leaders.length) continue;
    const to = displaceTarget(state, hex, side, rules[side]);
    if (!to) {
      state.units = state.units.filter((u) => !units.includes(u)); // STB-AMB-73
      events.push({
        kind: 'displaced',
        text: `No hex beside ${hex} can take the ${side} there: their units are eliminated.`,
        hex,
        side,
      });
      for (const l of leaders) killLeader(state, l.id, events); // STB-AMB-93
      continue;
    }
    for (const u of units) u.hex = to;
    for (const l of leaders) l.hex = to;
    events.push({
      kind: 'displaced',
      text: `The ${sideName(side)} in ${hex} are displaced to ${to} (STB-11.3f).`,
      hex,
      to,
      side,
    });
    if (units.length) unitEntered(state, side, to, events); // STB-AMB-94
  }
}

/** STB-8.5.1b, STB-AMB-95: kinsmen due this turn come back neutral, at the Initial Segment. */
export function returnNobles(state: State, rules: Record<SideId, DisplaceRule>, events: GameEvent[]): void {
  for (const l of state.leaders) {
    if (l.status !== 'out' || l.returnTurn !== state.turn) continue;
    const home = homeCityOf(l.id);
    if (!home) continue;
    displace(state, home.hex, rules, events);
    if (state.result) return;
    l.status = 'neutral';
    l.hex = home.hex;
    delete l.returnTurn;
    delete l.dead;
    events.push({
      kind: 'noble-returns',
      text: `A kinsman of ${leaderById(l.id)!.name} comes forward: he is neutral in ${home.name} (STB-8.5.1b).`,
      leader: l.id,
    });
  }
}
