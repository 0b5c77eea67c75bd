// STB-4.0-4.2, STB-8.1: moving a stack. Every unit of a March starts in one hex (4.0c), may go its
// own way (4.0d, STB-AMB-11) up to its own allowance (4.1a), and moves at most twice a turn (4.2c).
import type { GameEvent } from '../../core/events';
import type { HexId } from '../../core/hex';
import { MOVEMENT, countryOf, isRiverBetween, leaderById } from '../data';
import {
  combatUnitsAt,
  garrisonInFight,
  moveCount,
  occupiedBy,
  otherSide,
  type SideId,
  type State,
} from '../state';
import type { EngineHooks } from './hooks';
import { unitEntered } from './loyalty';
import { bannedFromEngland, englandBanProblem, findRoute } from './terrain';
import { besiege, hostileGarrison } from './advanced/garrisons';
import type { Leg } from '../order-types';
import { pieceName } from './scenario';
import { joinMoves, moveLine } from './march-lines';
import { inPlace, placeName } from '../names';

export const MAX_MOVES = 2; // STB-4.2c

/** The movable pieces of `side` in `hex`: combat units and active leaders not yet moved twice. */
export function movableIn(state: State, side: SideId, hex: HexId): string[] {
  const units = state.units.filter((u) => u.hex === hex && u.side === side && !u.neutral).map((u) => u.id);
  const leaders = state.leaders
    .filter((l) => l.hex === hex && l.status === 'active' && leaderById(l.id)!.side === side)
    .map((l) => l.id);
  return [...units, ...leaders].filter((id) => moveCount(state, id) < MAX_MOVES);
}

/** Why this piece may not move now, or undefined. */
export function cannotMove(state: State, side: SideId, id: string, from: HexId): string | undefined {
  const unit = state.units.find((u) => u.id === id);
  const leader = state.leaders.find((l) => l.id === id);
  const hex = unit?.hex ?? leader?.hex;
  const owner = unit?.side ?? (leader && leaderById(id)!.side);
  const name = pieceName(state, id);
  if (hex === undefined || owner !== side) return `${name} is not one of your units`;
  if (hex !== from) return `${name} is not ${inPlace('in', from)}`;
  if (unit?.neutral || (leader && leader.status !== 'active'))
    return `${name} is neutral and cannot move (STB-11.3d)`;
  if (moveCount(state, id) >= MAX_MOVES) return `${name} has already moved twice this turn (STB-4.2c)`;
  if (occupiedBy(state, from, otherSide(side)))
    return `${name} has met the enemy in ${from} and must stay to fight (STB-AMB-9)`;
  // Only a garrison fight opened by entering holds a piece: a stack that starts in a city it holds
  // leaves it freely, even when its last units' going lets the city's garrison stand again.
  if (garrisonInFight(state, from) === otherSide(side))
    return `${name} has entered ${from} and must stay to fight its garrison (STB-14.3a, STB-AMB-67)`;
  if (side === 'english' && state.restricted && countryOf(from) === 'england')
    return `English units in England may not move yet (STB-12.2.1b)`;
  return undefined;
}

/** STB-4.1a; STB-10.M.forced-march.b: raised by half, fractions dropped (6, 7, 9). */
function allowance(state: State, id: string, forced: boolean): number {
  const unit = state.units.find((u) => u.id === id);
  const base = unit ? MOVEMENT[unit.kind] : MOVEMENT.leader;
  return forced ? Math.floor(base * 1.5) : base;
}

/** Moves one piece; returns a problem or undefined. */
function movePiece(
  state: State,
  side: SideId,
  id: string,
  from: HexId,
  to: HexId,
  events: GameEvent[],
  hooks: EngineHooks,
  forced: boolean,
): string | undefined {
  const why = cannotMove(state, side, id, from);
  if (why) return why;
  const unit = state.units.find((u) => u.id === id);
  if (bannedFromEngland(state, side, to)) return englandBanProblem(state, pieceName(state, id));
  const leaderOnly = !unit && combatUnitsAt(state, to, side).length === 0;
  const route = findRoute(state, side, from, to, allowance(state, id, forced), leaderOnly);
  if (!route)
    return `${pieceName(state, id)} cannot reach ${placeName(to)} from ${placeName(from)} this move`;
  state.moves[id] = moveCount(state, id) + 1;
  const before = route.length > 1 ? route[route.length - 2]! : from;
  state.riverEntries = state.riverEntries.filter((x) => x !== id);
  if (isRiverBetween(before, to)) state.riverEntries.push(id); // STB-AMB-21
  const siege: GameEvent[] = [];
  if (unit) {
    const garrison = hostileGarrison(state, to, side); // STB-14.3a: it stops there to fight it
    unit.hex = to;
    if (garrison) besiege(state, side, to, siege);
    for (const hex of route) unitEntered(state, side, hex, events, hooks); // passing through counts
  } else state.leaders.find((l) => l.id === id)!.hex = to;
  events.push({
    kind: 'move',
    text: moveLine(state, [id], [from, ...route]),
    id,
    side,
    route: [from, ...route],
  });
  events.push(...siege);
  return undefined;
}

/** One March (or one leader's move): the legs in order, combat units before leaders. */
export function moveStack(
  state: State,
  side: SideId,
  from: HexId,
  legs: readonly Leg[],
  events: GameEvent[],
  hooks: EngineHooks,
  byLeader?: string,
): string[] {
  const problems: string[] = [];
  const movable = movableIn(state, side, from);
  const ids = legs.flatMap((l) => (l.ids.length ? l.ids : movable));
  if (!ids.length) {
    const neutral = state.units.some((u) => u.hex === from && u.neutral);
    const tired = state.units.some((u) => u.hex === from && u.side === side && !u.neutral);
    if (neutral) return [`the stack ${inPlace('in', from)} is neutral and cannot move (STB-11.3d)`];
    return [
      tired
        ? `every unit ${inPlace('in', from)} has already moved twice this turn (STB-4.2c)`
        : `nothing of yours is ${inPlace('in', from)}`,
    ];
  }
  const view = { side, from, ids, to: legs.map((l) => l.to), ...(byLeader ? { byLeader } : {}) };
  const before = hooks.beforeMarch?.(state, view, events);
  if (before?.cancel) return [];
  const isUnit = (id: string) => state.units.some((u) => u.id === id);
  const moved = new Set<string>();
  const start = events.length;
  for (const pass of [true, false])
    for (const leg of legs)
      for (const id of leg.ids.length ? leg.ids : movable) {
        if (isUnit(id) !== pass || moved.has(id)) continue;
        moved.add(id);
        const problem = movePiece(state, side, id, from, leg.to, events, hooks, before?.forced ?? false);
        if (problem) problems.push(problem);
      }
  joinMoves(state, events, start);
  hooks.afterMarch?.(state, view, events);
  return problems;
}
