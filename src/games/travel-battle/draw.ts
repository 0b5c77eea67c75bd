// The field as SVG: both boards in their orientation, terrain, units with facing, formation and
// brigade colours, and this step's moves, fire and melees (draw-units.ts). Red's edge is at the bottom.
import type { GameEvent } from '../core/events';
import { el, svgDocument, text } from '../core/svg';
import { mustCell, squareName } from '../core/square';
import type { SquareId } from '../core/square';
import { FIELD_COLS, FIELD_ROWS, fieldMap, placements } from './field';
import type { SquareInfo } from './field';
import { drawEvents, drawUnits, type Layout } from './draw-units';
import { sideName } from './state';
import type { TbView } from './view';

export const CELL = 44;
const MARGIN = 22;
const TOP = 30;
const BOTTOM = 34;

export const layout: Layout = {
  cell: CELL,
  centre(sq) {
    const { col, row } = mustCell(sq);
    return { x: MARGIN + col * CELL + CELL / 2, y: TOP + (FIELD_ROWS - 1 - row) * CELL + CELL / 2 };
  },
};

const FILL: Record<SquareInfo['terrain'], string> = {
  open: '#dfe9c6',
  field: '#ece0a4',
  road: '#dfe9c6',
  building: '#dfe9c6',
  woods: '#7fa96b',
};
const HILL = ['', '#cdb98a', '#b39a62'];

function squareBg(sq: SquareId, info: SquareInfo): string {
  const c = layout.centre(sq);
  const x = c.x - CELL / 2;
  const y = c.y - CELL / 2;
  const parts = [
    el('rect', {
      x,
      y,
      width: CELL,
      height: CELL,
      fill: FILL[info.terrain],
      stroke: '#9aa58a',
      strokeWidth: 0.5,
      dataSquare: sq, // the orders page turns a tap on a square into an order line
    }),
  ];
  if (info.height > 0)
    parts.push(
      el('rect', { x, y, width: CELL, height: CELL, fill: HILL[info.height] ?? '#a08850', fillOpacity: 0.8 }),
    );
  if (info.terrain === 'field') {
    for (let k = 1; k < 4; k++)
      parts.push(
        el('line', {
          x1: x + 3,
          y1: y + (k * CELL) / 4,
          x2: x + CELL - 3,
          y2: y + (k * CELL) / 4,
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
          cx: c.x + dx,
          cy: c.y + dy,
          r: 7,
          fill: '#3f7a34',
          stroke: '#2d5a25',
          strokeWidth: 0.8,
        }),
      );
  }
  if (info.terrain === 'building')
    parts.push(
      el('rect', {
        x: c.x - 12,
        y: c.y - 10,
        width: 24,
        height: 20,
        fill: '#a0522d',
        stroke: '#5a2d14',
        strokeWidth: 1.2,
      }),
    );
  return parts.join('');
}

/** Road bands between road squares: orthogonal links, diagonal only where no corner square is road. */
function roads(map: Map<SquareId, SquareInfo>): string {
  const isRoad = (col: number, row: number) => map.get(squareName({ col, row }))?.terrain === 'road';
  const out: string[] = [];
  for (const [sq, info] of map) {
    if (info.terrain !== 'road') continue;
    const { col, row } = mustCell(sq);
    const a = layout.centre(sq);
    out.push(el('circle', { cx: a.x, cy: a.y, r: 5, fill: '#b08a52' }));
    for (const [dc, dr] of [
      [1, 0],
      [0, 1],
      [1, 1],
      [-1, 1],
    ] as const) {
      if (col + dc < 0 || col + dc >= FIELD_COLS || row + dr >= FIELD_ROWS || !isRoad(col + dc, row + dr))
        continue;
      if (dc !== 0 && dr !== 0 && (isRoad(col + dc, row) || isRoad(col, row + dr))) continue;
      const b = layout.centre(squareName({ col: col + dc, row: row + dr }));
      out.push(
        el('line', {
          x1: a.x,
          y1: a.y,
          x2: b.x,
          y2: b.y,
          stroke: '#b08a52',
          strokeWidth: 10,
          strokeLinecap: 'round',
        }),
      );
    }
  }
  return out.join('');
}

function labels(): string {
  const out: string[] = [];
  for (let col = 0; col < FIELD_COLS; col++) {
    const x = MARGIN + col * CELL + CELL / 2;
    out.push(
      text({ x, y: TOP + FIELD_ROWS * CELL + 10 }, 'abcdefghijklmnopqrst'[col] as string, {
        size: 11,
        fill: '#333',
      }),
    );
  }
  for (let row = 0; row < FIELD_ROWS; row++) {
    const y = TOP + (FIELD_ROWS - 1 - row) * CELL + CELL / 2;
    out.push(text({ x: MARGIN / 2, y }, String(row + 1), { size: 11, fill: '#333' }));
  }
  return out.join('');
}

function boardFrames(view: TbView): string {
  return placements(view)
    .map((p) => {
      const x = MARGIN + p.colOffset * CELL;
      const caption = `Board ${p.board} (${sideName(p.owner)}), edge ${p.orient} towards ${sideName(p.owner)}`;
      return (
        el('rect', {
          x,
          y: TOP,
          width: 10 * CELL,
          height: FIELD_ROWS * CELL,
          fill: 'none',
          stroke: '#333',
          strokeWidth: 2.5,
        }) + text({ x: x + 5 * CELL, y: TOP + FIELD_ROWS * CELL + 25 }, caption, { size: 11, fill: '#333' })
      );
    })
    .join('');
}

function title(view: TbView): string {
  const head =
    view.step === 'over'
      ? `Game over: ${view.winner ? sideName(view.winner) : 'nobody'} wins`
      : view.step === 'turn'
        ? `Player turn ${view.playerTurn}: ${view.phasing ? sideName(view.phasing) : ''} to move`
        : `Set-up: ${view.step}`;
  const lost = `Brigades destroyed: Red ${view.destroyed.red.length}, Blue ${view.destroyed.blue.length}`;
  return (
    text({ x: MARGIN, y: TOP / 2 }, `Travel Battle — ${head}`, { size: 14, bold: true, anchor: 'start' }) +
    text({ x: MARGIN + FIELD_COLS * CELL, y: TOP / 2 }, lost, { size: 12, anchor: 'end', fill: '#333' })
  );
}

export function drawView(view: TbView, events: GameEvent[] = []): string {
  const map = fieldMap(view);
  const width = MARGIN * 2 + FIELD_COLS * CELL;
  const height = TOP + FIELD_ROWS * CELL + BOTTOM;
  const terrain = [...map].map(([sq, info]) => squareBg(sq, info));
  return svgDocument(
    width,
    height,
    [
      el('rect', { x: 0, y: 0, width, height, fill: '#f6f3ea' }),
      title(view),
      el('g', { id: 'terrain' }, [...terrain, roads(map)]),
      boardFrames(view),
      labels(),
      el('g', { id: 'units' }, drawUnits(view, layout)),
      el('g', { id: 'events' }, drawEvents(events, layout)),
    ],
    'Travel Battle',
  );
}
