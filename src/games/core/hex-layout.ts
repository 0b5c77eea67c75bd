// Hexes placed on a picture: the core geometry (core/hex.ts) at a size, moved so hex 0101's centre
// sits at `origin`. Every hex map draws its hexes, corners and hexsides through one of these.
import { hexCenter, hexCorners, type HexId } from './hex';
import type { Point } from './svg';

export interface HexLayout {
  centre(hex: HexId): Point;
  corners(hex: HexId): Point[];
  /** The two corners the hexes of a hexside "0405/0406" share, or undefined if not adjacent. */
  hexsideSegment(side: string): [Point, Point] | undefined;
}

export function hexLayout(size: number, origin: Point): HexLayout {
  const corners = (hex: HexId): Point[] =>
    hexCorners(hex, size).map((p) => ({ x: p.x + origin.x, y: p.y + origin.y }));
  return {
    centre(hex) {
      const c = hexCenter(hex, size);
      return { x: c.x + origin.x, y: c.y + origin.y };
    },
    corners,
    hexsideSegment(side) {
      const [a, b] = side.split('/');
      if (!a || !b) return undefined;
      const other = corners(b);
      const shared = corners(a).filter((p) => other.some((q) => Math.hypot(p.x - q.x, p.y - q.y) < 0.5));
      return shared.length === 2 ? [shared[0] as Point, shared[1] as Point] : undefined;
    },
  };
}
