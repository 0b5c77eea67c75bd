// Hex grid with 4-digit CCRR ids as printed on wargame maps (SHARPSBURG-SHARED.md).
// Flat-topped hexes in vertical columns; EVEN columns sit half a hex lower than odd ones.
// Internally we convert to cube coordinates, where distance and line drawing are simple.

export type HexId = string;

export interface ColRow {
  col: number;
  row: number;
}

export interface Cube {
  x: number;
  y: number;
  z: number;
}

const HEX_ID = /^(\d{2})(\d{2})$/;

/** Parses "0912" to {col: 9, row: 12}; undefined when the text is not a CCRR id. */
export function parseHex(id: string): ColRow | undefined {
  const m = HEX_ID.exec(id.trim());
  if (!m) return undefined;
  return { col: Number(m[1]), row: Number(m[2]) };
}

export function formatHex(col: number, row: number): HexId {
  return `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;
}

// Engines ask for the same few hundred hexes millions of times in self-play: memoise per id.
const parsed = new Map<string, ColRow>();
const cubes = new Map<string, Cube>();
const around = new Map<string, readonly HexId[]>();

/** parseHex, memoised (for hot paths). */
export function colRow(id: HexId): ColRow | undefined {
  let p = parsed.get(id);
  if (!p) {
    p = parseHex(id);
    if (p) parsed.set(id, p);
  }
  return p;
}

function must(id: HexId): ColRow {
  const p = colRow(id);
  if (!p) throw new Error(`not a hex id: '${id}'`);
  return p;
}

function cubeOf(id: HexId): Cube {
  let c = cubes.get(id);
  if (!c) {
    c = toCube(must(id));
    cubes.set(id, c);
  }
  return c;
}

export function toCube({ col, row }: ColRow): Cube {
  const x = col;
  const z = row - (col + (col & 1)) / 2;
  return { x, z, y: -x - z };
}

export function fromCube({ x, z }: Cube): ColRow {
  return { col: x, row: z + (x + (x & 1)) / 2 };
}

/** The six neighbours in the order N, NE, SE, S, SW, NW (ids may lie off any particular map). */
export function neighbours(id: HexId): readonly HexId[] {
  let n = around.get(id);
  if (!n) {
    n = computeNeighbours(id);
    around.set(id, n);
  }
  return n;
}

function computeNeighbours(id: HexId): HexId[] {
  const { col: c, row: r } = must(id);
  const up = c % 2 === 1 ? -1 : 0; // row offset of the NE/NW neighbours
  const out: ColRow[] = [
    { col: c, row: r - 1 },
    { col: c + 1, row: r + up },
    { col: c + 1, row: r + up + 1 },
    { col: c, row: r + 1 },
    { col: c - 1, row: r + up + 1 },
    { col: c - 1, row: r + up },
  ];
  return out
    .filter((p) => p.col >= 0 && p.row >= 0 && p.col <= 99 && p.row <= 99)
    .map((p) => formatHex(p.col, p.row));
}

export function isAdjacent(a: HexId, b: HexId): boolean {
  return distance(a, b) === 1;
}

export function distance(a: HexId, b: HexId): number {
  const p = cubeOf(a);
  const q = cubeOf(b);
  return Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y), Math.abs(p.z - q.z));
}

/** The name of the hexside between two adjacent hexes: both ids, lower first, e.g. "0912/1012". */
export function hexsideId(a: HexId, b: HexId): string {
  return a < b ? `${a}/${b}` : `${b}/${a}`;
}

/** Parses "0912/1012" (either order) to its normal form; undefined unless the hexes are adjacent. */
export function parseHexside(text: string): string | undefined {
  const [a, b, extra] = text.trim().split('/');
  if (!a || !b || extra !== undefined || !parseHex(a) || !parseHex(b)) return undefined;
  return isAdjacent(a, b) ? hexsideId(a, b) : undefined;
}

export interface Point {
  x: number;
  y: number;
}

/** Pixel centre for drawing; size is centre-to-corner. Hex 0101 is at (0, 0). */
export function hexCenter(id: HexId, size: number): Point {
  const { col, row } = must(id);
  return {
    x: 1.5 * size * (col - 1),
    y: Math.sqrt(3) * size * (row - 1 + (col % 2 === 0 ? 0.5 : 0)),
  };
}

/** The six corners of a flat-topped hex, clockwise from the east corner. */
export function hexCorners(id: HexId, size: number): Point[] {
  const c = hexCenter(id, size);
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i;
    return { x: c.x + size * Math.cos(angle), y: c.y + size * Math.sin(angle) };
  });
}

/** A hex the line passes through, or a hexside (two hexes) the line runs exactly along. */
export type LineStep = { hex: HexId } | { along: [HexId, HexId] };

function roundCube(x: number, y: number, z: number): Cube {
  let rx = Math.round(x);
  let ry = Math.round(y);
  let rz = Math.round(z);
  const dx = Math.abs(rx - x);
  const dy = Math.abs(ry - y);
  const dz = Math.abs(rz - z);
  if (dx > dy && dx > dz) rx = -ry - rz;
  else if (dy > dz) ry = -rx - rz;
  else rz = -rx - ry;
  return { x: rx, y: ry, z: rz };
}

function cubeId(c: Cube): HexId {
  const { col, row } = fromCube(c);
  return formatHex(col, row);
}

/**
 * The hexes a straight line from centre of `a` to centre of `b` passes through, in order, ends
 * included. Where the line runs exactly along a hexside, the two hexes beside it are reported
 * together as `{ along }` (line of sight rules treat that case specially). Sampling each of the
 * n+1 points nudged to both sides of the line finds exactly these cases.
 */
export function hexesOnLine(a: HexId, b: HexId): LineStep[] {
  const p = toCube(must(a));
  const q = toCube(must(b));
  const n = distance(a, b);
  const steps: LineStep[] = [];
  const eps = { x: 1e-6, y: 2e-6, z: -3e-6 };
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    const x = p.x + (q.x - p.x) * t;
    const y = p.y + (q.y - p.y) * t;
    const z = p.z + (q.z - p.z) * t;
    const one = cubeId(roundCube(x + eps.x, y + eps.y, z + eps.z));
    const two = cubeId(roundCube(x - eps.x, y - eps.y, z - eps.z));
    steps.push(one === two ? { hex: one } : { along: one < two ? [one, two] : [two, one] });
  }
  return steps;
}
