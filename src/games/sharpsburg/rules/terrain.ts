// Terrain Effects Chart (SH-TEC-1..9) as functions of the map and data/tec.json.
import { hexsideId } from '../../core/hex';
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

/** SH-TEC-5, SH-MOVE-5, SH-RETREAT-4: a creek is crossed only at a bridge or ford. */
export function crossable(map: GameMap, a: HexId, b: HexId): boolean {
  const side = hexsideId(a, b);
  return !map.creek.has(side) || map.bridges.has(side) || map.fords.has(side);
}

export function isRoadStep(map: GameMap, a: HexId, b: HexId): boolean {
  return map.roadSides.has(hexsideId(a, b));
}

/**
 * MP to move from `a` into adjacent `b`, or undefined when impossible (SH-MOVE-2).
 * Along a road: 1 MP, ignoring hex and ridge costs (SH-TEC-8, SH-AMB-20 i), but a bridge's +1 is
 * still paid (SH-AMB-20 ii). Otherwise the hex cost plus every hexside feature's extra cost
 * (SH-TEC-1/2/3/4/6/7).
 */
export function stepCost(map: GameMap, a: HexId, b: HexId): number | undefined {
  let costs = costCache.get(map);
  if (!costs) costCache.set(map, (costs = new Map()));
  const key = a + b;
  if (!costs.has(key)) costs.set(key, computeStepCost(map, a, b));
  return costs.get(key);
}

// Self-play asks for the same steps over and over; the map never changes, so cache per map.
const costCache = new WeakMap<GameMap, Map<string, number | undefined>>();

function computeStepCost(map: GameMap, a: HexId, b: HexId): number | undefined {
  if (!crossable(map, a, b)) return undefined;
  const tec = tecData();
  const features = sideFeatures(map, a, b);
  if (isRoadStep(map, a, b)) {
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
  if (from !== undefined && isRoadStep(map, from, to)) return false;
  return !!tecData().hexes[map.terrain[to] ?? 'clear']?.wholeTurn;
}

/** SH-TEC-3/4: the defence multiplier of the defender's own hex (town, woods). */
export function hexDefence(map: GameMap, hex: HexId): number {
  return tecData().hexes[map.terrain[hex] ?? 'clear']?.defence ?? 1;
}

/** SH-TEC-2/6/7: the multiplier for attacking across this hexside (ridge, bridge, ford). */
export function sideDefence(map: GameMap, from: HexId, to: HexId): number {
  const tec = tecData();
  return Math.max(1, ...sideFeatures(map, from, to).map((f) => tec.hexsides[f]?.defence ?? 1));
}

/** SH-TEC-9, SH-AMB-17: doubling is never cumulative. */
export function capDefence(multiplier: number): number {
  return Math.min(multiplier, tecData().maxDefence);
}
