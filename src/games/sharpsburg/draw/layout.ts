// Page geometry of the Sharpsburg map picture: about 1000 px wide, so that the PNG in a report mail
// is legible on a phone. Hex 0101's centre sits at ORIGIN; everything else follows core/hex.ts.
import { hexCenter, hexCorners } from '../../core/hex';
import type { HexId } from '../../core/hex';
import type { Point } from '../../core/svg';

export const HEX = 40; // centre to corner, px
export const HEADER = 58; // title and turn strip above the map
export const MARGIN = 40; // left and right of the map: the Potomac, edge notes
export const ORIGIN: Point = { x: MARGIN + HEX, y: HEADER + (Math.sqrt(3) / 2) * HEX };
export const WIDTH = 1000;
export const LEGEND_HEIGHT = 158;

export function mapHeight(rows: number): number {
  return Math.sqrt(3) * HEX * (rows + 0.5);
}

export function pageHeight(rows: number): number {
  return HEADER + mapHeight(rows) + LEGEND_HEIGHT;
}

export function centre(hex: HexId): Point {
  const c = hexCenter(hex, HEX);
  return { x: c.x + ORIGIN.x, y: c.y + ORIGIN.y };
}

export function corners(hex: HexId): Point[] {
  return hexCorners(hex, HEX).map((p) => ({ x: p.x + ORIGIN.x, y: p.y + ORIGIN.y }));
}

/** The two corners the hexes of a hexside "0912/1012" share, or undefined if not adjacent. */
export function hexsideSegment(side: string): [Point, Point] | undefined {
  const [a, b] = side.split('/');
  if (!a || !b) return undefined;
  const other = corners(b);
  const shared = corners(a).filter((p) => other.some((q) => Math.hypot(p.x - q.x, p.y - q.y) < 0.5));
  return shared.length === 2 ? [shared[0]!, shared[1]!] : undefined;
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
