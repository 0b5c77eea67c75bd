// The Sharpsburg map as data (SH-DATA-1, SH-DATA-6): parses the line-based map.txt format of
// SHARPSBURG-SHARED.md and checks it. A bad map is a data bug, so `loadMap` throws with every
// problem listed; `parseMap` returns the problems for tools and tests.
import { colRow, formatHex, hexsideId, isAdjacent, neighbours, parseHex, parseHexside } from '../core/hex';
import type { HexId } from '../core/hex';

export type Terrain = 'clear' | 'woods' | 'town';

export interface Road {
  name: string;
  hexes: HexId[];
}

export interface GameMap {
  cols: number;
  rows: number;
  terrain: Record<HexId, Terrain>;
  creek: Set<string>;
  bridges: Map<string, string>;
  fords: Map<string, string>;
  ridges: Set<string>;
  roads: Road[];
  /** Hexsides joining consecutive hexes of a road (SH-TEC-8). */
  roadSides: Set<string>;
  town: { name: string; hexes: HexId[] };
  labels: { hex: HexId; text: string }[];
  edges: Map<string, HexId[]>;
}

const TERRAIN: Record<string, Terrain> = { '.': 'clear', W: 'woods', T: 'town' };

export function onMap(map: GameMap, hex: HexId): boolean {
  const p = colRow(hex);
  return !!p && p.col >= 1 && p.col <= map.cols && p.row >= 1 && p.row <= map.rows;
}

const neighbourCache = new WeakMap<GameMap, Map<HexId, HexId[]>>();
let lastNeighbours: { map: GameMap; cache: Map<HexId, HexId[]> } | undefined;

/** Neighbours of `hex` that are on the map (memoised per map, the last map's at hand: self-play
 *  asks very often). */
export function mapNeighbours(map: GameMap, hex: HexId): HexId[] {
  let cache = lastNeighbours?.map === map ? lastNeighbours.cache : undefined;
  if (!cache) {
    cache = neighbourCache.get(map);
    if (!cache) neighbourCache.set(map, (cache = new Map()));
    lastNeighbours = { map, cache };
  }
  let n = cache.get(hex);
  if (!n) cache.set(hex, (n = neighbours(hex).filter((h) => onMap(map, h))));
  return n;
}

/** Hexes on the map edge (a neighbour lies off the map). */
export function isEdgeHex(map: GameMap, hex: HexId): boolean {
  return mapNeighbours(map, hex).length < 6;
}

export function allHexes(map: GameMap): HexId[] {
  const out: HexId[] = [];
  for (let c = 1; c <= map.cols; c++) for (let r = 1; r <= map.rows; r++) out.push(formatHex(c, r));
  return out;
}

function emptyMap(): GameMap {
  return {
    cols: 0,
    rows: 0,
    terrain: {},
    creek: new Set(),
    bridges: new Map(),
    fords: new Map(),
    ridges: new Set(),
    roads: [],
    roadSides: new Set(),
    town: { name: '', hexes: [] },
    labels: [],
    edges: new Map(),
  };
}

interface Parser {
  map: GameMap;
  problems: string[];
  terrainRowsLeft: number;
  terrainRow: number;
}

function hexList(p: Parser, where: string, words: string[]): HexId[] {
  const out: HexId[] = [];
  for (const w of words) {
    if (!parseHex(w) || !onMap(p.map, w)) p.problems.push(`${where}: '${w}' is not a hex on the map`);
    else out.push(w);
  }
  return out;
}

function sideList(p: Parser, where: string, words: string[]): string[] {
  const out: string[] = [];
  for (const w of words) {
    const side = parseHexside(w);
    if (!side) p.problems.push(`${where}: '${w}' is not a hexside (two adjacent hexes, e.g. 0912/1012)`);
    else out.push(side);
  }
  return out;
}

/** "name: words" lines (road, town, edge); the name may contain spaces. */
function named(rest: string): { name: string; words: string[] } {
  const i = rest.indexOf(':');
  if (i < 0) return { name: '', words: rest.split(/\s+/).filter(Boolean) };
  return {
    name: rest.slice(0, i).trim(),
    words: rest
      .slice(i + 1)
      .split(/\s+/)
      .filter(Boolean),
  };
}

function terrainLine(p: Parser, where: string, line: string): void {
  const chars = line.replace(/\s+/g, '');
  p.terrainRow++;
  p.terrainRowsLeft--;
  if (chars.length !== p.map.cols) {
    p.problems.push(
      `${where}: terrain row ${p.terrainRow} has ${chars.length} hexes, expected ${p.map.cols}`,
    );
  }
  [...chars].forEach((ch, i) => {
    const t = TERRAIN[ch];
    if (!t) p.problems.push(`${where}: unknown terrain '${ch}' (expected . W T)`);
    else p.map.terrain[formatHex(i + 1, p.terrainRow)] = t;
  });
}

function featureLine(p: Parser, where: string, keyword: string, rest: string): void {
  const words = rest.split(/\s+/).filter(Boolean);
  const m = p.map;
  switch (keyword) {
    case 'size': {
      const [c, r] = words.map(Number);
      if (!c || !r || c > 99 || r > 99) p.problems.push(`${where}: size needs two numbers: columns rows`);
      else [m.cols, m.rows] = [c, r];
      return;
    }
    case 'terrain':
      p.terrainRowsLeft = m.rows;
      return;
    case 'creek':
      return sideList(p, where, words).forEach((s) => m.creek.add(s));
    case 'ridge':
      return sideList(p, where, words).forEach((s) => m.ridges.add(s));
    case 'bridge':
    case 'ford': {
      const [side] = sideList(p, where, words.slice(0, 1));
      if (side) (keyword === 'bridge' ? m.bridges : m.fords).set(side, words.slice(1).join(' '));
      return;
    }
    case 'road': {
      const { name, words: ws } = named(rest);
      m.roads.push({ name, hexes: hexList(p, where, ws) });
      return;
    }
    case 'town': {
      const { name, words: ws } = named(rest);
      m.town = { name, hexes: hexList(p, where, ws) };
      return;
    }
    case 'label': {
      const [hex] = hexList(p, where, words.slice(0, 1));
      if (hex) m.labels.push({ hex, text: words.slice(1).join(' ') });
      return;
    }
    case 'edge': {
      const { name, words: ws } = named(rest);
      m.edges.set(name, hexList(p, where, ws));
      return;
    }
    default:
      p.problems.push(`${where}: unknown keyword '${keyword}'`);
  }
}

function check(p: Parser): void {
  const m = p.map;
  const missing = allHexes(m).filter((h) => !m.terrain[h]);
  if (missing.length) p.problems.push(`terrain missing for ${missing.length} hexes (e.g. ${missing[0]})`);
  for (const [kind, sides] of [
    ['bridge', m.bridges],
    ['ford', m.fords],
  ] as const) {
    for (const side of sides.keys()) {
      if (!m.creek.has(side)) p.problems.push(`${kind} ${side} is not on a creek hexside`);
    }
  }
  for (const road of m.roads) {
    road.hexes.forEach((h, i) => {
      const prev = road.hexes[i - 1];
      if (prev === undefined) return;
      if (!isAdjacent(prev, h)) p.problems.push(`road ${road.name}: ${prev} and ${h} are not adjacent`);
      else m.roadSides.add(hexsideId(prev, h));
    });
  }
  if (m.town.hexes.length !== 2) p.problems.push('town: Sharpsburg must be exactly two hexes');
  for (const h of m.town.hexes)
    if (m.terrain[h] !== 'town') p.problems.push(`town hex ${h} is not terrain T`);
  for (const [name, hexes] of m.edges) {
    for (const h of hexes) if (!isEdgeHex(m, h)) p.problems.push(`edge ${name}: ${h} is not a map-edge hex`);
  }
}

export function parseMap(text: string): { map: GameMap; problems: string[] } {
  const p: Parser = { map: emptyMap(), problems: [], terrainRowsLeft: 0, terrainRow: 0 };
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') return;
    const where = `map line ${i + 1}`;
    if (p.terrainRowsLeft > 0) return terrainLine(p, where, line);
    const [keyword = '', ...rest] = line.split(/\s+/);
    featureLine(p, where, keyword.toLowerCase(), rest.join(' '));
  });
  if (p.map.cols === 0) p.problems.push('size line missing');
  else check(p);
  return p;
}

const cache = new Map<string, GameMap>();

/** Parses once per text; throws listing every problem, since a broken map is a data bug. */
export function loadMap(text: string): GameMap {
  const hit = cache.get(text);
  if (hit) return hit;
  const { map, problems } = parseMap(text);
  if (problems.length) throw new Error(`invalid map:\n  ${problems.join('\n  ')}`);
  cache.set(text, map);
  return map;
}
