// Page geometry of the Sharpsburg map picture: about 1000 px wide, so that the PNG in a report mail
// is legible on a phone. Hex 0101's centre sits at ORIGIN; everything else follows core/hex.ts.
import { hexLayout } from '../../core/hex-layout';
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

export const { centre, corners, hexsideSegment } = hexLayout(HEX, ORIGIN);

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
