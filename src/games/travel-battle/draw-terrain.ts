// The ground of one square, at any size: the field (draw.ts) and the set-up's board chooser
// (draw-boards.ts) draw the same terrain.
import { el } from '../core/svg';
import type { SquareInfo } from './field';

/** The field's square size, in px: the scale the terrain's details are drawn for. */
export const CELL = 44;

export const FILL: Record<SquareInfo['terrain'], string> = {
  open: '#dfe9c6',
  field: '#ece0a4',
  road: '#dfe9c6',
  building: '#dfe9c6',
  woods: '#7fa96b',
};
export const HILL = ['', '#cdb98a', '#b39a62'];

/** One square's ground: colour, hill shading, field furrows, trees or a building, drawn in a cell of
 * `size` px whose top-left corner is (x, y); `attrs` go on its base rectangle (e.g. data-square). */
export function terrainCell(
  x: number,
  y: number,
  size: number,
  info: Pick<SquareInfo, 'terrain' | 'height'>,
  attrs: Record<string, string> = {},
): string {
  const k = size / CELL;
  const c = { x: x + size / 2, y: y + size / 2 };
  const parts = [
    el('rect', {
      x,
      y,
      width: size,
      height: size,
      fill: FILL[info.terrain],
      stroke: '#9aa58a',
      strokeWidth: 0.5,
      ...attrs,
    }),
  ];
  if (info.height > 0)
    parts.push(
      el('rect', { x, y, width: size, height: size, fill: HILL[info.height] ?? '#a08850', fillOpacity: 0.8 }),
    );
  if (info.terrain === 'field') {
    for (let i = 1; i < 4; i++)
      parts.push(
        el('line', {
          x1: x + 3 * k,
          y1: y + (i * size) / 4,
          x2: x + size - 3 * k,
          y2: y + (i * size) / 4,
          stroke: '#c9b56a',
          strokeWidth: 1,
        }),
      );
  }
  if (info.terrain === 'woods') {
    for (const [dx, dy] of [
      [-10, -8],
      [8, -10],
      [-6, 9],
      [10, 7],
    ] as const)
      parts.push(
        el('circle', {
          cx: c.x + dx * k,
          cy: c.y + dy * k,
          r: 7 * k,
          fill: '#3f7a34',
          stroke: '#2d5a25',
          strokeWidth: 0.8,
        }),
      );
  }
  if (info.terrain === 'building')
    parts.push(
      el('rect', {
        x: c.x - 12 * k,
        y: c.y - 10 * k,
        width: 24 * k,
        height: 20 * k,
        fill: '#a0522d',
        stroke: '#5a2d14',
        strokeWidth: 1.2,
      }),
    );
  return parts.join('');
}

export interface RoadGrid {
  cols: number;
  rows: number;
  size: number;
  isRoad(col: number, row: number): boolean;
  centre(col: number, row: number): { x: number; y: number };
}

/** Road bands between road squares: orthogonal links, diagonal only where no corner square is road. */
export function roadBands(g: RoadGrid): string {
  const k = g.size / CELL;
  const out: string[] = [];
  for (let col = 0; col < g.cols; col++) {
    for (let row = 0; row < g.rows; row++) {
      if (!g.isRoad(col, row)) continue;
      const a = g.centre(col, row);
      out.push(el('circle', { cx: a.x, cy: a.y, r: 5 * k, fill: '#b08a52' }));
      for (const [dc, dr] of [
        [1, 0],
        [0, 1],
        [1, 1],
        [-1, 1],
      ] as const) {
        const c = col + dc;
        const r = row + dr;
        if (c < 0 || c >= g.cols || r >= g.rows || !g.isRoad(c, r)) continue;
        if (dc !== 0 && dr !== 0 && (g.isRoad(c, row) || g.isRoad(col, r))) continue;
        const b = g.centre(c, r);
        out.push(
          el('line', {
            x1: a.x,
            y1: a.y,
            x2: b.x,
            y2: b.y,
            stroke: '#b08a52',
            strokeWidth: 10 * k,
            strokeLinecap: 'round',
          }),
        );
      }
    }
  }
  return out.join('');
}
