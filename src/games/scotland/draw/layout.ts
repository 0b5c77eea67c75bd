// Page geometry of the Scotland map picture: 1000 px wide so the PNG in a mail reads on a phone
// (shown at about 390 px). Hex 0101's centre sits at ORIGIN; everything else follows core/hex.ts.
import { hexCenter, hexCorners, type HexId } from '../../core/hex';
import type { Point } from '../../core/svg';
import { MAP_COLUMNS, MAP_ROWS } from '../data';

export const WIDTH = 1000;
export const HEADER = 64;
export const SIDE_MARGIN = 8;
/** Centre to corner: the 12 columns fill the width (1.5 per column plus half a hex each side). */
export const HEX = (WIDTH - 2 * SIDE_MARGIN) / (1.5 * (MAP_COLUMNS - 1) + 2);
export const ORIGIN: Point = { x: SIDE_MARGIN + HEX, y: HEADER + (Math.sqrt(3) / 2) * HEX };
export const MAP_HEIGHT = Math.sqrt(3) * HEX * (MAP_ROWS + 0.5);
export const LEGEND_HEIGHT = 96;
export const HEIGHT = HEADER + MAP_HEIGHT + LEGEND_HEIGHT;

export function centre(hex: HexId): Point {
  const c = hexCenter(hex, HEX);
  return { x: c.x + ORIGIN.x, y: c.y + ORIGIN.y };
}

export function corners(hex: HexId): Point[] {
  return hexCorners(hex, HEX).map((p) => ({ x: p.x + ORIGIN.x, y: p.y + ORIGIN.y }));
}

/** The two corners the hexes of a hexside "0405/0406" share, or undefined if not adjacent. */
export function hexsideSegment(side: string): [Point, Point] | undefined {
  const [a, b] = side.split('/');
  if (!a || !b) return undefined;
  const other = corners(b);
  const shared = corners(a).filter((p) => other.some((q) => Math.hypot(p.x - q.x, p.y - q.y) < 0.5));
  return shared.length === 2 ? [shared[0]!, shared[1]!] : undefined;
}
