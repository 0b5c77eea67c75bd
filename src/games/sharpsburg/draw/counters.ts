// Unit counters on the map: NATO-style, Union blue and Confederate butternut, strength-movement at
// the bottom. Stacks are laid out side by side (never piled), so every counter stays readable.
import { Paint } from '../../core/labels/paint';
import { counterBox, paintCounter } from '../../core/labels/shapes';
import type { Box } from '../../core/labels/box';
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

/** Offsets and counter size for a stack of n counters centred in a hex. */
export function stackLayout(n: number): { size: number; offsets: Point[] } {
  if (n <= 1) return { size: 40, offsets: [{ x: 0, y: 2 }] };
  if (n === 2)
    return {
      size: 34,
      offsets: [
        { x: -18, y: 2 },
        { x: 18, y: 2 },
      ],
    };
  const size = n <= 4 ? 29 : 22;
  const cols = n <= 4 ? 2 : 3;
  const step = size + 2;
  const rows = Math.ceil(n / cols);
  return {
    size,
    offsets: Array.from({ length: n }, (_, i) => ({
      x: ((i % cols) - (cols - 1) / 2) * step,
      y: (Math.floor(i / cols) - (rows - 1) / 2) * step + 2,
    })),
  };
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

/** Where each unit's counter is drawn (used to aim arrows at counters). */
export function placePieces(pieces: readonly Piece[]): Map<string, { at: Point; size: number }> {
  const byHex = new Map<HexId, Piece[]>();
  for (const p of pieces) byHex.set(p.hex, [...(byHex.get(p.hex) ?? []), p]);
  const out = new Map<string, { at: Point; size: number }>();
  for (const [hex, stack] of byHex) {
    const c = centre(hex);
    const { size, offsets } = stackLayout(stack.length);
    stack.forEach((p, i) => out.set(p.id, { at: { x: c.x + offsets[i]!.x, y: c.y + offsets[i]!.y }, size }));
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
