// Unit counters on the map: NATO-style, Union blue and Confederate butternut, strength-movement at
// the bottom. Stacks are laid out side by side (never piled), so every counter stays readable.
import { badge, counter, el } from '../../core/svg';
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

function pieceSvg(p: Piece, at: Point, size: number): string {
  if (!isUnitId(p.id)) return '';
  const u = unit(p.id);
  const out = counter({
    center: at,
    size,
    type: u.type,
    label: u.id,
    values: `${u.strength}-${u.ma}`,
    style: STYLES[u.side],
    badge: p.art ? (ART_TAGS[p.art] ?? p.art) : undefined,
    crossed: p.gone,
  });
  const en = p.engaged
    ? badge({ x: at.x - size / 2 + 7, y: at.y - size / 2 + 1 }, 'EN', size * 0.24, '#b00')
    : '';
  return el(
    'g',
    { class: p.gone ? 'unit eliminated' : 'unit', dataUnit: p.id, dataHex: p.hex, dataSide: u.side },
    out + en,
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

export function drawCounters(pieces: readonly Piece[]): string {
  const places = placePieces(pieces);
  return pieces
    .map((p) => {
      const place = places.get(p.id);
      return place ? pieceSvg(p, place.at, place.size) : '';
    })
    .join('');
}
