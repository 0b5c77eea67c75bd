// Square grid named like a chessboard: files a, b, c ... left to right, ranks 1, 2, 3 ... bottom to
// top ("c7" = file c, rank 7). Internally a square is {col, row}, both 0-based. Distance is the king's
// move count (a diagonal step counts 1), and two squares touching at a corner are neighbours.

export type SquareId = string;

export interface Cell {
  col: number;
  row: number;
}

const FILES = 'abcdefghijklmnopqrstuvwxyz';
const SQUARE = /^([a-z])(\d{1,2})$/i;

/** Parses "c7" to {col: 2, row: 6}; undefined when the text is not a square name. */
// Square names are parsed again and again by distance checks: the (frozen) results are remembered.
const parsed = new Map<string, Readonly<Cell> | undefined>();

export function parseSquare(name: string): Readonly<Cell> | undefined {
  const known = parsed.get(name);
  if (known !== undefined || parsed.has(name)) return known;
  const cell = parseUncached(name);
  const frozen = cell && Object.freeze(cell);
  parsed.set(name, frozen);
  return frozen;
}

function parseUncached(name: string): Cell | undefined {
  const m = SQUARE.exec(name.trim());
  if (!m) return undefined;
  const col = FILES.indexOf((m[1] as string).toLowerCase());
  const row = Number(m[2]) - 1;
  if (row < 0) return undefined;
  return { col, row };
}

export function squareName({ col, row }: Cell): SquareId {
  const file = FILES[col];
  if (file === undefined || row < 0) throw new Error(`no square name for ${col},${row}`);
  return `${file}${row + 1}`;
}

export function mustCell(name: SquareId): Readonly<Cell> {
  const c = parseSquare(name);
  if (!c) throw new Error(`not a square name: '${name}'`);
  return c;
}

/** King-move distance: the larger of the file and rank differences. */
export function kingDistance(a: SquareId, b: SquareId): number {
  const p = mustCell(a);
  const q = mustCell(b);
  return Math.max(Math.abs(p.col - q.col), Math.abs(p.row - q.row));
}

export function inBounds({ col, row }: Cell, cols: number, rows: number): boolean {
  return col >= 0 && row >= 0 && col < cols && row < rows;
}

/** The up to 8 squares sharing a side or a corner with `name`, within a `cols` x `rows` board. */
export function squareNeighbours(name: SquareId, cols: number, rows: number): SquareId[] {
  const { col, row } = mustCell(name);
  const out: SquareId[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if (dc === 0 && dr === 0) continue;
      const c = { col: col + dc, row: row + dr };
      if (inBounds(c, cols, rows)) out.push(squareName(c));
    }
  }
  return out;
}

/** True when the two squares share a side or a corner (not the same square). */
export function inContact(a: SquareId, b: SquareId): boolean {
  return kingDistance(a, b) === 1;
}

/** Every square of a `cols` x `rows` board, a1 first, rank by rank. */
export function allSquares(cols: number, rows: number): SquareId[] {
  const out: SquareId[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) out.push(squareName({ col, row }));
  }
  return out;
}

export interface Point {
  x: number;
  y: number;
}

/** Centre of a square in grid units (square a1 spans x 0..1, y 0..1). */
export function centre(name: SquareId): Point {
  const { col, row } = mustCell(name);
  return { x: col + 0.5, y: row + 0.5 };
}

export function corners(name: SquareId): Point[] {
  const { col, row } = mustCell(name);
  return [
    { x: col, y: row },
    { x: col + 1, y: row },
    { x: col + 1, y: row + 1 },
    { x: col, y: row + 1 },
  ];
}

// A segment "passes through the inside" of a square when a positive length of it lies strictly
// inside; touching an edge or a corner does not count. Liang-Barsky clipping on the open square.
const EPS = 1e-9;
function crossesInside(a: Point, b: Point, cell: Cell): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const checks: [number, number][] = [
    [-dx, a.x - (cell.col + EPS)],
    [dx, cell.col + 1 - EPS - a.x],
    [-dy, a.y - (cell.row + EPS)],
    [dy, cell.row + 1 - EPS - a.y],
  ];
  for (const [p, q] of checks) {
    if (p === 0) {
      if (q <= 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 >= t1) return false;
  }
  return t1 - t0 > EPS;
}

/** Squares whose inside the segment a-b crosses, in no particular order. */
export function squaresCrossed(a: Point, b: Point): SquareId[] {
  const out: SquareId[] = [];
  const c0 = Math.floor(Math.min(a.x, b.x));
  const c1 = Math.ceil(Math.max(a.x, b.x));
  const r0 = Math.floor(Math.min(a.y, b.y));
  const r1 = Math.ceil(Math.max(a.y, b.y));
  for (let row = Math.max(0, r0); row <= r1; row++) {
    for (let col = Math.max(0, c0); col <= c1; col++) {
      if (crossesInside(a, b, { col, row })) out.push(squareName({ col, row }));
    }
  }
  return out;
}

/** Sight lines are pure geometry of two square names, asked for again and again by every gun at
 *  every target (the bot's search most of all): kept once worked out. At most one entry per pair of
 *  squares of the largest field (a few tens of thousands). */
const sightLinesKept = new Map<string, readonly (readonly SquareId[])[]>();

/**
 * The five sight lines from the centre of `from` to the centre and the four corners of `to`, each as
 * the list of squares (other than `from` and `to`) whose inside it crosses.
 */
export function sightLines(from: SquareId, to: SquareId): readonly (readonly SquareId[])[] {
  const key = `${from}>${to}`;
  let lines = sightLinesKept.get(key);
  if (!lines) {
    const a = centre(from);
    lines = [centre(to), ...corners(to)].map((b) =>
      squaresCrossed(a, b).filter((s) => s !== from && s !== to),
    );
    sightLinesKept.set(key, lines);
  }
  return lines;
}
