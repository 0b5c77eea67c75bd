// The map of Scotland the Brave (STB-2.3, STB-DATA-1, STB-DATA-9), built once from map.json and
// cities.json. The grid is core/hex.ts's: flat-topped, CCRR ids, even columns half a hex lower, which
// is the convention of the proposed grid (shared/research/game-data.md), so no wrapper is needed.
import { formatHex, hexsideId, neighbours, parseHexside, type HexId } from '../../core/hex';
import rawMap from './map.json' with { type: 'json' };
import rawCities from './cities.json' with { type: 'json' };
import { citiesFileSchema, mapFileSchema, type CityData, type Country, type MapTerrain } from './schema';

export interface MapHex {
  id: HexId;
  col: number;
  row: number;
  terrain: MapTerrain;
  /** Coastline and land in one hex (STB-14.2.1). Never true of an all-sea hex. */
  coastal: boolean;
  /** Which side of the dotted border (STB-2.3b); meaningless for an all-sea hex ('scotland'). */
  country: Country;
  /** The city in this hex, if any. */
  city?: string;
}

export interface City extends CityData {
  /** STB-11.1a, STB-DATA-8: every Scottish city has a loyalty marker; the 5 English ones have none. */
  loyaltyMarker: boolean;
}

const TERRAIN_LETTER: Record<string, MapTerrain> = { c: 'clear', w: 'wooded', m: 'mountain', s: 'sea' };

const mapFile = mapFileSchema.parse(rawMap);
const citiesFile = citiesFileSchema.parse(rawCities);

function parseGrid(): Map<HexId, MapHex> {
  if (mapFile.grid.length !== mapFile.rows) throw new Error(`map.json: ${mapFile.grid.length} rows`);
  const hexes = new Map<HexId, MapHex>();
  mapFile.grid.forEach((line, r) => {
    const cells = line.trim().split(/\s+/);
    if (cells.length !== mapFile.columns) throw new Error(`map.json: row ${r + 1} has ${cells.length} cells`);
    cells.forEach((cell, c) => {
      const terrain = TERRAIN_LETTER[cell[0]!.toLowerCase()];
      if (!terrain || !/^[CWMScwms]\*?$/.test(cell)) throw new Error(`map.json: bad cell '${cell}'`);
      const id = formatHex(c + 1, r + 1);
      const country: Country = cell[0] === cell[0]!.toLowerCase() ? 'england' : 'scotland';
      hexes.set(id, { id, col: c + 1, row: r + 1, terrain, coastal: cell.endsWith('*'), country });
    });
  });
  return hexes;
}

function placeCities(hexes: Map<HexId, MapHex>): City[] {
  return citiesFile.cities.map((c) => {
    const hex = hexes.get(c.hex);
    if (!hex || hex.terrain === 'sea') throw new Error(`cities.json: ${c.name} is not on a land hex`);
    if (hex.city) throw new Error(`cities.json: ${c.name} and ${hex.city} share ${c.hex}`);
    if (hex.country !== c.country) throw new Error(`cities.json: ${c.name} is on the wrong side of the border`);
    hex.city = c.name;
    return { ...c, loyaltyMarker: c.country === 'scotland' };
  });
}

function sideSet(named: Record<string, string[]>, what: string): Set<string> {
  const out = new Set<string>();
  for (const [name, sides] of Object.entries(named))
    for (const text of sides) {
      const side = parseHexside(text);
      if (!side) throw new Error(`map.json: ${what} ${name}: ${text} is not a hexside`);
      out.add(side);
    }
  return out;
}

/** Every hex of the map by id (STB-DATA-1). */
export const MAP: ReadonlyMap<HexId, MapHex> = parseGrid();
/** The 30 cities (STB-AMB-50), in the order of cities.json. */
export const CITIES: readonly City[] = placeCities(MAP as Map<HexId, MapHex>);
/** River hexsides by river name, as written in map.json (STB-TEC.river). */
export const RIVERS: Readonly<Record<string, readonly string[]>> = mapFile.rivers;
/** All-water hexsides by name: firths and bays that cannot be crossed (STB-AMB-86). */
export const FIRTHS: Readonly<Record<string, readonly string[]>> = mapFile.firths;
/** Every river hexside in normal form ("0405/0406", lower id first). */
export const RIVER_SIDES: ReadonlySet<string> = sideSet(mapFile.rivers, 'river');
/** Every firth hexside in normal form. */
export const FIRTH_SIDES: ReadonlySet<string> = sideSet(mapFile.firths, 'firth');
/** Coastal hexes whose sea is off the map edge (their coast is not drawn between two hexes). */
export const EDGE_COAST: readonly HexId[] = mapFile.edgeCoast;

/** The six neighbours of a hex that are on the map (N, NE, SE, S, SW, NW order, as core/hex.ts). */
export function mapNeighbours(hex: HexId): readonly HexId[] {
  // The map never changes: each hex's list is made once (the marches ask for it at every step).
  let n = neighbourCache.get(hex);
  if (!n) neighbourCache.set(hex, (n = neighbours(hex).filter((h) => MAP.has(h))));
  return n;
}

const neighbourCache = new Map<HexId, readonly HexId[]>();

function landSides(keep: (a: MapHex, b: MapHex) => boolean): string[] {
  const out = new Set<string>();
  for (const a of MAP.values())
    for (const n of mapNeighbours(a.id)) {
      const b = MAP.get(n)!;
      if (a.terrain !== 'sea' && b.terrain !== 'sea' && keep(a, b)) out.add(hexsideId(a.id, b.id));
    }
  return [...out].sort();
}

/** The dotted border (STB-2.3b): the hexsides between a Scottish and an English land hex. */
export const BORDER_SIDES: readonly string[] = landSides((a, b) => a.country !== b.country);
/** Land hexes of the north edge, row 01 (STB-9.2.2b, STB-14.1.1). */
export const NORTH_EDGE: readonly HexId[] = [...MAP.values()]
  .filter((h) => h.row === 1 && h.terrain !== 'sea')
  .map((h) => h.id);
/** English land hexes of the south edge, the last row (STB-9.2.1c). */
export const SOUTH_EDGE: readonly HexId[] = [...MAP.values()]
  .filter((h) => h.row === mapFile.rows && h.terrain !== 'sea' && h.country === 'england')
  .map((h) => h.id);
export const MAP_COLUMNS = mapFile.columns;
export const MAP_ROWS = mapFile.rows;

const cityByName = new Map(CITIES.map((c) => [c.name.toLowerCase(), c]));

/** The city of that name (any case), or undefined. */
export function cityNamed(name: string): City | undefined {
  return cityByName.get(name.trim().toLowerCase());
}

/** The hex of a city (any case), or undefined if there is no such city. */
export function hexOf(cityName: string): HexId | undefined {
  return cityNamed(cityName)?.hex;
}

/** The city in a hex, or undefined. */
export function cityAt(hex: HexId): City | undefined {
  // Asked for every hex a march looks at; the map never changes, so each hex's answer is kept.
  if (cityCache.has(hex)) return cityCache.get(hex);
  const name = MAP.get(hex)?.city;
  const city = name === undefined ? undefined : cityNamed(name);
  cityCache.set(hex, city);
  return city;
}

const cityCache = new Map<HexId, City | undefined>();

/** The printed terrain of a hex, or undefined off the map. */
export function terrainOf(hex: HexId): MapTerrain | undefined {
  return MAP.get(hex)?.terrain;
}

/** True for an on-map hex that is not all-sea (STB-TEC.sea). */
export function isLand(hex: HexId): boolean {
  const t = terrainOf(hex);
  return t !== undefined && t !== 'sea';
}

export function countryOf(hex: HexId): Country | undefined {
  return MAP.get(hex)?.country;
}

export function isCoastal(hex: HexId): boolean {
  return MAP.get(hex)?.coastal ?? false;
}

/** True if a river runs along the hexside between a and b (STB-TEC.river). */
export function isRiverBetween(a: HexId, b: HexId): boolean {
  return RIVER_SIDES.has(hexsideId(a, b));
}

/** True if a firth or bay lies between a and b: no crossing (STB-AMB-86). */
export function isFirthBetween(a: HexId, b: HexId): boolean {
  return FIRTH_SIDES.has(hexsideId(a, b));
}

/** True if the dotted border runs between a and b (STB-2.3b). */
export function isBorderBetween(a: HexId, b: HexId): boolean {
  return BORDER_SIDES.includes(hexsideId(a, b));
}
