// A hex as a player names it (issue 42): the nearest named place of the map with the hex in brackets,
// "Dunker Church (0706)", "near Dunker Church (0707)". The named places are the town's hexes, the
// map's labels that name a spot on it, and the bridges and fords: a road's exit ("to Keedysville") and a river off the map
// ("Potomac (off map)") are directions, not places a unit can be near.
import { colRow, distance, type HexId } from '../core/hex';
import type { GameMap } from './map';
import { gameMap, type State } from './state';

interface Place {
  name: string;
  hex: HexId;
}

const placesOfMap = new WeakMap<GameMap, Place[]>();

/** The map's named places: the town's hexes first, then its labels, bridges and fords, in the map file's order. */
function places(map: GameMap): Place[] {
  let list = placesOfMap.get(map);
  if (!list) {
    list = [
      ...map.town.hexes.map((hex) => ({ name: map.town.name, hex })),
      ...map.labels
        .filter((l) => !l.text.startsWith('to ') && !l.text.includes('off map'))
        .map((l) => ({ name: l.text, hex: l.hex })),
      // A bridge or a ford names the hexes on both of its banks.
      ...[...map.bridges, ...map.fords].flatMap(([side, name]) =>
        side.split('/').map((hex) => ({ name, hex })),
      ),
    ];
    placesOfMap.set(map, list);
  }
  return list;
}

/** "Dunker Church (0706)", "near Dunker Church (0707)" (ties go to the first place); as written on a map naming no place. */
export function placeOn(map: GameMap, hex: HexId): string {
  if (!colRow(hex)) return hex;
  let best: { place: Place; d: number } | undefined;
  for (const place of places(map)) {
    const d = distance(hex, place.hex);
    if (!best || d < best.d) best = { place, d };
  }
  if (!best) return hex;
  return best.d === 0 ? `${best.place.name} (${hex})` : `near ${best.place.name} (${hex})`;
}

export const placeName = (state: State, hex: HexId): string => placeOn(gameMap(state), hex);

/** A place after its preposition: "at Sharpsburg (0609)", but "near Dunker Church (0707)". */
export function atPlace(preposition: 'at' | 'in' | 'on', map: GameMap, hex: HexId): string {
  const place = placeOn(map, hex);
  return place.startsWith('near ') ? place : `${preposition} ${place}`;
}

/** A route, each hex as a place: "near Dunker Church (0707) → Dunker Church (0706)". */
export const routeOn = (map: GameMap, route: readonly HexId[]): string =>
  route.map((hex) => placeOn(map, hex)).join(' → ');
