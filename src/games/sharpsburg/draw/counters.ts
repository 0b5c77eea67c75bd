// Unit counters on the map: NATO-style, Union blue and Confederate butternut, strength-movement at
// the bottom. Stacks are laid out side by side (never piled), so every counter stays readable, and
// clear of the next hexes' counters (placePieces).
import { Paint } from '../../core/labels/paint';
import { counterBox, paintCounter } from '../../core/labels/shapes';
import { overlaps, type Box } from '../../core/labels/box';
import type { CounterStyle, Point } from '../../core/svg';
import type { HexId } from '../../core/hex';
import { isUnitId, unit } from '../units';
import { centre } from './layout';

export const STYLES: Record<'union' | 'confederate', CounterStyle> = {
  union: { fill: '#2f5597', ink: '#ffffff', border: '#14264a' },
  confederate: { fill: '#cdb78a', ink: '#2b2114', border: '#5e4b2a' },
};

/** Short tags for the Union artillery limber cycle (SH-ART-5, SH-AMB-7/8). */
export const ART_TAGS: Record<string, string> = {
  deployed: 'D',
  'limbering-1': 'L1',
  'limbering-2': 'L2',
  limbered: 'L',
  'unlimbering-1': 'U1',
  'unlimbering-2': 'U2',
  displaced: 'RT',
};

export interface Piece {
  id: string;
  hex: HexId;
  art?: string;
  engaged?: string;
  /** Eliminated this step: drawn crossed out where it fell. */
  gone?: boolean;
}

interface StackLayout {
  size: number;
  offsets: Point[];
}

/** n counters of `size` in rows of `cols`, `gap` apart, centred on (0, dy). */
function grid(n: number, size: number, cols: number, gap = 2, dy = 2): StackLayout {
  const step = size + gap;
  const rows = Math.ceil(n / cols);
  return {
    size,
    offsets: Array.from({ length: n }, (_, i) => ({
      x: ((i % cols) - (cols - 1) / 2) * step,
      y: (Math.floor(i / cols) - (rows - 1) / 2) * step + dy,
    })),
  };
}

/**
 * The ways to lay out a stack of n counters, the first the largest and most usual: side by side, a
 * little higher or lower, smaller, in one column. A stack takes the first that stands clear of its
 * neighbours' counters (placePieces): a wide stack reaches into the corners of the next hexes.
 */
export function stackLayouts(n: number): StackLayout[] {
  if (n <= 1)
    return [
      { size: 40, offsets: [{ x: 0, y: 2 }] },
      { size: 34, offsets: [{ x: 0, y: 2 }] },
    ];
  if (n === 2)
    return [
      grid(2, 34, 2),
      grid(2, 34, 2, 2, -4),
      grid(2, 34, 2, 2, 8),
      grid(2, 30, 2),
      grid(2, 30, 1),
      grid(2, 28, 2),
      grid(2, 26, 1),
    ];
  if (n <= 4) return [grid(n, 29, 2), grid(n, 26, 2), grid(n, 24, 2), grid(n, 22, 2, 1)];
  return [grid(n, 22, 3), grid(n, 22, 3, 1), grid(n, 22, 2), grid(n, 20, 3, 1)];
}

function piecePaint(p: Piece, at: Point, size: number): Paint {
  if (!isUnitId(p.id)) return new Paint();
  const u = unit(p.id);
  const body = paintCounter(
    {
      center: at,
      size,
      type: u.type,
      label: u.id,
      values: `${u.strength}-${u.ma}`,
      style: STYLES[u.side],
      badge: p.art ? (ART_TAGS[p.art] ?? p.art) : undefined,
      flag: p.engaged ? { content: 'EN', fill: '#b00' } : undefined,
      crossed: p.gone,
    },
    `counter ${u.id}`,
  );
  return new Paint().group(
    'g',
    { class: p.gone ? 'unit eliminated' : 'unit', dataUnit: p.id, dataHex: p.hex, dataSide: u.side },
    body,
  );
}

/**
 * Where each unit's counter is drawn (used to aim arrows at counters). The largest stacks are laid
 * out first, each in the first of its layouts (stackLayouts) whose counters stand clear of those
 * already placed, so no counter covers a neighbour's words or tags.
 */
export function placePieces(pieces: readonly Piece[]): Map<string, { at: Point; size: number }> {
  const byHex = new Map<HexId, Piece[]>();
  for (const p of pieces) byHex.set(p.hex, [...(byHex.get(p.hex) ?? []), p]);
  const out = new Map<string, { at: Point; size: number }>();
  const taken: Box[] = [];
  const stacks = [...byHex].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1));
  for (const [hex, stack] of stacks) {
    const c = centre(hex);
    const boxes = (l: StackLayout) =>
      l.offsets.slice(0, stack.length).map((o) => counterBox({ x: c.x + o.x, y: c.y + o.y }, l.size));
    const layouts = stackLayouts(stack.length);
    const { size, offsets } =
      layouts.find((l) => !boxes(l).some((b) => taken.some((t) => overlaps(b, t)))) ?? layouts.at(-1)!;
    stack.forEach((p, i) => {
      const at = { x: c.x + offsets[i]!.x, y: c.y + offsets[i]!.y };
      out.set(p.id, { at, size });
      taken.push(counterBox(at, size));
    });
  }
  return out;
}

/** What the counters hide (for the label placer and the hex numbers). */
export function counterBoxes(pieces: readonly Piece[]): Box[] {
  return [...placePieces(pieces).values()].map((p) => counterBox(p.at, p.size));
}

export function drawCounters(pieces: readonly Piece[]): Paint {
  const places = placePieces(pieces);
  const paint = new Paint();
  for (const p of pieces) {
    const place = places.get(p.id);
    if (place) paint.add(piecePaint(p, place.at, place.size));
  }
  return new Paint().group('g', { class: 'counters' }, paint);
}
