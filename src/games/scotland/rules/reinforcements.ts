// STB-9.2, STB-AMB-38: once in the game each side receives reinforcements, placed at the start of its
// player turn in the month listed, on an eligible edge hex of its choice (default: the one nearest its
// own units); if none is eligible they wait a turn. Missing counters are replaced by lower levels.
import type { GameEvent } from '../../core/events';
import { distance, type HexId } from '../../core/hex';
import { NORTH_EDGE, SOUTH_EDGE, type Grade, type UnitKind } from '../data';
import { combatUnitsAt, controller, occupiedBy, turnTrack, type SideId, type State } from '../state';
import { newUnit } from '../setup';
import { unitEntered } from './loyalty';
import { available } from './pool';
import { canBePlaced } from './terrain';
import { leaderName } from './scenario';
import { inPlace } from '../names';

interface Schedule {
  event: string;
  side: SideId;
  leader: string;
  units: { kind: UnitKind; grade: Grade }[];
}

const REG = 'regular' as const;
export const REINFORCEMENTS: Schedule[] = [
  {
    event: 'reinforcement-murray',
    side: 'scots',
    leader: 'murray',
    units: [
      { kind: 'infantry', grade: REG },
      { kind: 'infantry', grade: REG },
    ],
  }, // STB-9.2.2a
  {
    event: 'reinforcement-edward', // STB-9.2.1a
    side: 'english',
    leader: 'edward',
    units: [
      { kind: 'cavalry', grade: 'elite' },
      { kind: 'cavalry', grade: REG },
      { kind: 'infantry', grade: 'elite' },
      ...Array.from({ length: 4 }, () => ({ kind: 'infantry' as const, grade: REG })),
    ],
  },
];

/** STB-9.2.1c / 9.2.2b: English-controlled south-edge hexes; north-edge hexes with no English units. */
export function entryHexes(state: State, side: SideId): HexId[] {
  if (side === 'english')
    return SOUTH_EDGE.filter((h) => controller(state, h) === 'english' && canBePlaced(state, side, h));
  return NORTH_EDGE.filter((h) => !occupiedBy(state, h, 'english') && canBePlaced(state, side, h));
}

function firstTurnOf(state: State, event: string): number {
  const i = turnTrack(state).findIndex((t) => (t.events ?? []).includes(event as never));
  return i < 0 ? Infinity : i;
}

function dueFor(state: State, side: SideId): Schedule | undefined {
  return REINFORCEMENTS.find(
    (r) =>
      r.side === side && !state.reinforced.includes(r.leader) && firstTurnOf(state, r.event) <= state.turn,
  );
}

export function reinforcementDue(state: State, side: SideId): boolean {
  return dueFor(state, side) !== undefined;
}

export function defaultEntry(state: State, side: SideId): HexId | undefined {
  const own = state.units.filter((u) => u.side === side && !u.neutral).map((u) => u.hex);
  const near = (h: HexId) => (own.length ? Math.min(...own.map((o) => distance(h, o))) : 0);
  return [...entryHexes(state, side)].sort((a, b) => near(a) - near(b) || a.localeCompare(b))[0];
}

const LOWER: Record<Grade, Grade | undefined> = { elite: 'regular', regular: 'levy', levy: undefined };

export function placeReinforcements(
  state: State,
  side: SideId,
  chosen: HexId | undefined,
  events: GameEvent[],
): void {
  const due = dueFor(state, side);
  if (!due) return;
  const eligible = entryHexes(state, side);
  const hex = chosen && eligible.includes(chosen) ? chosen : defaultEntry(state, side);
  if (!hex) {
    events.push({
      kind: 'reinforcement',
      text: `No edge hex can take the ${side} reinforcements: they wait a turn (STB-AMB-38).`,
      side,
    });
    return;
  }
  for (const u of due.units) {
    let grade: Grade | undefined = u.grade;
    while (grade && available(state, side, u.kind, grade) <= 0) grade = LOWER[grade]; // STB-9.2.1b
    if (grade) newUnit(state, side, u.kind, grade, hex);
  }
  Object.assign(
    state.leaders.find((l) => l.id === due.leader)!,
    { status: 'active', hex },
  );
  state.reinforced.push(due.leader);
  if (combatUnitsAt(state, hex, side).length) unitEntered(state, side, hex, events);
  events.push({
    kind: 'reinforcement',
    text: `Reinforcements enter ${inPlace('at', hex)}: ${leaderName(state, due.leader)} and ${due.units.length} units (STB-9.2).`,
    side,
    hex,
  });
}
