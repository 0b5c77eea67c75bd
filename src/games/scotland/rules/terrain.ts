// Movement costs and who may enter a hex (STB-4.1c, STB-TEC, STB-AMB-9, AMB-75, AMB-84, AMB-86,
// STB-11.3e, STB-12.2). Shared by marches, withdrawals, displacement and placement.
import type { HexId } from '../../core/hex';
import { cityAt, countryOf, isFirthBetween, isLand, isRiverBetween, mapNeighbours, tecRow } from '../data';
import { isNeutralHex, occupiedBy, otherSide, turnHas, type SideId, type State } from '../state';
import { hostileGarrison } from './advanced/garrisons';
import { isToomTabard } from './scenario';

/** MP to step from `from` into the adjacent `to`, or undefined when it cannot be crossed. */
export function stepCost(from: HexId, to: HexId): number | undefined {
  // The map and its terrain never change: each step's cost is worked out once.
  let byTo = costCache.get(from);
  if (!byTo) costCache.set(from, (byTo = new Map()));
  if (byTo.has(to)) return byTo.get(to);
  const cost = computeStepCost(from, to);
  byTo.set(to, cost);
  return cost;
}

const costCache = new Map<HexId, Map<HexId, number | undefined>>();

function computeStepCost(from: HexId, to: HexId): number | undefined {
  if (!isLand(to) || isFirthBetween(from, to)) return undefined; // STB-TEC.sea, STB-AMB-86
  const row = tecRow(to);
  if (!row) return undefined;
  return row.mp + (isRiverBetween(from, to) ? 1 : 0); // STB-AMB-75, STB-AMB-88
}

/** STB-12.2.2 / STB-AMB-56, AMB-96 (STB-13.6 all through The Toom Tabard): no Scottish unit may
 *  enter England while the ban lasts. */
export function bannedFromEngland(state: State, side: SideId, hex: HexId): boolean {
  return side === 'scots' && countryOf(hex) === 'england' && turnHas(state, 'scots-may-not-enter-england');
}

/** The order error for a Scottish piece sent into England while it is barred. */
export function englandBanProblem(state: State, name: string): string {
  return isToomTabard(state)
    ? `${name} may not enter England: in 1296 Scottish units may not enter England (STB-13.6)`
    : `${name} may not enter England before April 1297 (STB-12.2.2, STB-AMB-56)`;
}

/** May a unit of `side` be placed in (or withdraw or be displaced into) this hex? */
export function canBePlaced(state: State, side: SideId, hex: HexId): boolean {
  return (
    isLand(hex) &&
    !isNeutralHex(state, hex) &&
    !occupiedBy(state, hex, otherSide(side)) &&
    !hostileGarrison(state, hex, side) && // STB-AMB-67: only a mover may enter, to fight it
    !bannedFromEngland(state, side, hex)
  );
}

export function landNeighbours(hex: HexId): HexId[] {
  return mapNeighbours(hex).filter((n) => stepCost(hex, n) !== undefined);
}

export type Entry = 'no' | 'stop' | 'pass';

/** STB-AMB-9, AMB-84, 11.3e, 12.2, STB-AMB-67: how a mover of `side` may enter `hex`. */
export function entry(state: State, side: SideId, hex: HexId, leaderOnly: boolean): Entry {
  if (isNeutralHex(state, hex) || bannedFromEngland(state, side, hex)) return 'no';
  const garrison = hostileGarrison(state, hex, side); // STB-14.3a, STB-AMB-67: enter only to fight it
  if (!garrison && !occupiedBy(state, hex, otherSide(side))) return 'pass';
  if (leaderOnly) return 'no';
  if (side === 'english' && state.restricted) return 'no'; // STB-12.2.1b: no English attack
  return 'stop';
}

/**
 * `entry` for one search: each hex asked once, and a hex with no piece, city or garrison fight in it
 * answered without scanning the pieces (a stack of N moving one by one made each search O(N) a hex).
 */
function entryForSearch(state: State, side: SideId, leaderOnly: boolean): (hex: HexId) => Entry {
  const busy = new Set<HexId>(state.garrisonFights);
  for (const u of state.units) busy.add(u.hex);
  for (const l of state.leaders) if (l.hex) busy.add(l.hex);
  const known = new Map<HexId, Entry>();
  return (hex) => {
    let e = known.get(hex);
    if (e === undefined) {
      e =
        busy.has(hex) || cityAt(hex)
          ? entry(state, side, hex, leaderOnly)
          : bannedFromEngland(state, side, hex)
            ? 'no'
            : 'pass';
      known.set(hex, e);
    }
    return e;
  };
}

/** Cheapest route within `allowance` MP (Dijkstra); the hexes entered, or undefined. */
export function findRoute(
  state: State,
  side: SideId,
  from: HexId,
  to: HexId,
  allowance: number,
  leaderOnly: boolean,
): HexId[] | undefined {
  const entryAt = entryForSearch(state, side, leaderOnly);
  const best = new Map<HexId, { cost: number; prev?: HexId }>([[from, { cost: 0 }]]);
  const open: HexId[] = [from];
  while (open.length) {
    open.sort((a, b) => best.get(a)!.cost - best.get(b)!.cost);
    const here = open.shift()!;
    if (here === to) break;
    if (here !== from && entryAt(here) === 'stop') continue;
    for (const next of mapNeighbours(here)) {
      const step = stepCost(here, next);
      if (step === undefined || entryAt(next) === 'no') continue;
      const cost = best.get(here)!.cost + step;
      if (cost > allowance || cost >= (best.get(next)?.cost ?? Infinity)) continue;
      best.set(next, { cost, prev: here });
      open.push(next);
    }
  }
  if (!best.has(to) || to === from) return undefined;
  const route: HexId[] = [];
  for (let h: HexId | undefined = to; h && h !== from; h = best.get(h)!.prev) route.unshift(h);
  return route;
}

/** Every hex reachable within `allowance` (for random legal orders and hints). */
export function reachable(
  state: State,
  side: SideId,
  from: HexId,
  allowance: number,
  leaderOnly: boolean,
): HexId[] {
  const entryAt = entryForSearch(state, side, leaderOnly);
  const best = new Map<HexId, number>([[from, 0]]);
  const open: HexId[] = [from];
  while (open.length) {
    const here = open.shift()!;
    if (here !== from && entryAt(here) === 'stop') continue;
    for (const next of mapNeighbours(here)) {
      const step = stepCost(here, next);
      if (step === undefined || entryAt(next) === 'no') continue;
      const cost = best.get(here)! + step;
      if (cost > allowance || cost >= (best.get(next) ?? Infinity)) continue;
      best.set(next, cost);
      open.push(next);
    }
  }
  best.delete(from);
  return [...best.keys()];
}
