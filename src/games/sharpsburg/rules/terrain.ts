// Terrain Effects Chart (SH-TEC-1..9) as functions of the map and data/tec.json.
import { hexsideId, isAdjacent } from '../../core/hex';
import type { HexId } from '../../core/hex';
import type { GameMap } from '../map';
import { tecData } from '../data';

/** Hexside features of the side between two adjacent hexes. */
export function sideFeatures(map: GameMap, a: HexId, b: HexId): string[] {
  const side = hexsideId(a, b);
  const out: string[] = [];
  if (map.creek.has(side)) out.push('creek');
  if (map.bridges.has(side)) out.push('bridge');
  if (map.fords.has(side)) out.push('ford');
  if (map.ridges.has(side)) out.push('ridge');
  return out;
}

/** What the map says of the step from `a` into `b`, worked out once per map and pair. */
export interface StepFacts {
  /** SH-MOVE-3: `b` is next to `a`. */
  adjacent: boolean;
  /** SH-MOVE-2: the MP it costs, or undefined when impossible. */
  cost: number | undefined;
  /** SH-TEC-5: a creek is crossed only at a bridge or ford. */
  crossable: boolean;
  /** Along a road (SH-TEC-8). */
  road: boolean;
  /** SH-ZOC-5: a ZOC crosses a creek hexside only at a bridge. */
  zoc: boolean;
  /** SH-TEC-4: entering `b` from `a` takes the whole move (woods, off the road). */
  wholeTurn: boolean;
  /** SH-TEC-2/6/7: the multiplier for attacking from `a` across the hexside into `b`. */
  defence: number;
}

// Self-play asks for the same steps over and over; the map never changes, so cache per map (and
// keep the last map's table at hand: a resolution asks of one map thousands of times).
const factsCache = new WeakMap<GameMap, Map<HexId, Map<HexId, StepFacts>>>();
let lastFacts: { map: GameMap; byFrom: Map<HexId, Map<HexId, StepFacts>> } | undefined;

export function stepFacts(map: GameMap, a: HexId, b: HexId): StepFacts {
  let byFrom = lastFacts?.map === map ? lastFacts.byFrom : undefined;
  if (!byFrom) {
    byFrom = factsCache.get(map);
    if (!byFrom) factsCache.set(map, (byFrom = new Map()));
    lastFacts = { map, byFrom };
  }
  let byTo = byFrom.get(a);
  if (!byTo) byFrom.set(a, (byTo = new Map()));
  let f = byTo.get(b);
  if (!f) byTo.set(b, (f = computeFacts(map, a, b)));
  return f;
}

function computeFacts(map: GameMap, a: HexId, b: HexId): StepFacts {
  const side = hexsideId(a, b);
  const crossable = !map.creek.has(side) || map.bridges.has(side) || map.fords.has(side);
  const road = map.roadSides.has(side);
  return {
    adjacent: isAdjacent(a, b),
    cost: computeStepCost(map, a, b, crossable, road),
    crossable,
    road,
    zoc: !map.creek.has(side) || map.bridges.has(side),
    wholeTurn: !road && !!tecData().hexes[map.terrain[b] ?? 'clear']?.wholeTurn,
    defence: Math.max(1, ...sideFeatures(map, a, b).map((f) => tecData().hexsides[f]?.defence ?? 1)),
  };
}

/** SH-TEC-5, SH-MOVE-5, SH-RETREAT-4: a creek is crossed only at a bridge or ford. */
export function crossable(map: GameMap, a: HexId, b: HexId): boolean {
  return stepFacts(map, a, b).crossable;
}

export function isRoadStep(map: GameMap, a: HexId, b: HexId): boolean {
  return stepFacts(map, a, b).road;
}

/** SH-ZOC-5, SH-AMB-21 iii: a ZOC crosses a creek hexside only at a bridge (a ford blocks it). */
export function zocCrossesSide(map: GameMap, a: HexId, b: HexId): boolean {
  return stepFacts(map, a, b).zoc;
}

/**
 * MP to move from `a` into adjacent `b`, or undefined when impossible (SH-MOVE-2).
 * Along a road: 1 MP, ignoring hex and ridge costs (SH-TEC-8, SH-AMB-20 i), but a bridge's +1 is
 * still paid (SH-AMB-20 ii). Otherwise the hex cost plus every hexside feature's extra cost
 * (SH-TEC-1/2/3/4/6/7).
 */
export function stepCost(map: GameMap, a: HexId, b: HexId): number | undefined {
  return stepFacts(map, a, b).cost;
}

function computeStepCost(
  map: GameMap,
  a: HexId,
  b: HexId,
  crossable: boolean,
  road: boolean,
): number | undefined {
  if (!crossable) return undefined;
  const tec = tecData();
  const features = sideFeatures(map, a, b);
  if (road) {
    const extra = features
      .filter((f) => tec.hexsides[f]?.paidOnRoad)
      .map((f) => tec.hexsides[f]?.mpPlus ?? 0);
    return tec.road.mp + extra.reduce((s, x) => s + x, 0);
  }
  const hex = tec.hexes[map.terrain[b] ?? 'clear'];
  const extra = features.map((f) => tec.hexsides[f]?.mpPlus ?? 0);
  return (hex?.mp ?? 1) + extra.reduce((s, x) => s + x, 0);
}

/** The MP paid to enter a hex from off the map (a reinforcement's entry hex, SH-AMB-20 iii). */
export function entryCost(map: GameMap, hex: HexId): number {
  return tecData().hexes[map.terrain[hex] ?? 'clear']?.mp ?? 1;
}

/** SH-TEC-4, SH-AMB-19: entering woods off a road takes the unit's whole Movement Phase. */
export function takesWholeTurn(map: GameMap, from: HexId | undefined, to: HexId): boolean {
  if (from !== undefined) return stepFacts(map, from, to).wholeTurn;
  return !!tecData().hexes[map.terrain[to] ?? 'clear']?.wholeTurn;
}

/** SH-TEC-3/4: the defence multiplier of the defender's own hex (town, woods). */
export function hexDefence(map: GameMap, hex: HexId): number {
  return tecData().hexes[map.terrain[hex] ?? 'clear']?.defence ?? 1;
}

/** SH-TEC-2/6/7: the multiplier for attacking across this hexside (ridge, bridge, ford). */
export function sideDefence(map: GameMap, from: HexId, to: HexId): number {
  return stepFacts(map, from, to).defence;
}

/** SH-TEC-9, SH-AMB-17: doubling is never cumulative. */
export function capDefence(multiplier: number): number {
  return Math.min(multiplier, tecData().maxDefence);
}
