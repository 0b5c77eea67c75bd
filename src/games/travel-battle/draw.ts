// The field as SVG: both boards in their orientation, terrain, units with facing, formation and
// brigade colours, and this step's moves, fire and melees (draw-units.ts). Red's edge is at the bottom.
// Arrows run under the counters and melee tags are placed where they hide nothing (core/labels);
// mapPicture gives what each part covers so a test can check it (test/map-labels).
import type { GameEvent } from '../core/events';
import { oncePer } from '../core/kept';
import type { Lang } from '../core/lang';
import { markingText, Paint, type MapPicture, type Mark } from '../core/labels/paint';
import { placeLabels } from '../core/labels/place';
import { leaderLines, paintTags } from '../core/labels/shapes';
import { el, staticLayer, svgDocument } from '../core/svg';
import { mustCell, squareName } from '../core/square';
import type { SquareId } from '../core/square';
import { FIELD_COLS, FIELD_ROWS, fieldMap, placements } from './field';
import type { SquareInfo } from './field';
import { drawEvents, drawUnits, MELEE_TAG, solidBoxes, type Layout } from './draw-units';
import { BOARD_CHOICE_STEPS, drawBoardChoice } from './draw-boards';
import { CELL, roadBands, terrainCell } from './draw-terrain';
import { sideName } from './state';
import { tbSentence } from './texts';
import type { TbView } from './view';

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

function squareBg(sq: SquareId, info: SquareInfo): string {
  const c = layout.centre(sq);
  // data-square: the orders page turns a tap on a square into an order line.
  return terrainCell(c.x - CELL / 2, c.y - CELL / 2, CELL, info, { dataSquare: sq });
}

/** The field's roads (draw-terrain.ts draws the bands). */
function roads(map: Map<SquareId, SquareInfo>): string {
  return roadBands({
    cols: FIELD_COLS,
    rows: FIELD_ROWS,
    size: CELL,
    isRoad: (col, row) => map.get(squareName({ col, row }))?.terrain === 'road',
    centre: (col, row) => layout.centre(squareName({ col, row })),
  });
}

function labels(text: ReturnType<typeof markingText>): string {
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

/** The drawing's English words in the reader's language (data/texts-ja.json). */
type Say = (english: string) => string;

function boardFrames(view: TbView, say: Say, text: ReturnType<typeof markingText>): string {
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
        }) +
        text({ x: x + 5 * CELL, y: TOP + FIELD_ROWS * CELL + 25 }, say(caption), { size: 11, fill: '#333' })
      );
    })
    .join('');
}

function title(view: TbView, say: Say, text: ReturnType<typeof markingText>): string {
  const head =
    view.step === 'over'
      ? `Game over: ${view.winner ? sideName(view.winner) : 'nobody'} wins`
      : view.step === 'turn'
        ? `Player turn ${view.playerTurn}: ${view.phasing ? sideName(view.phasing) : ''} to move`
        : `Set-up: ${view.step}`;
  const lost = `Brigades destroyed: Red ${view.destroyed.red.length}, Blue ${view.destroyed.blue.length}`;
  return (
    text({ x: MARGIN, y: TOP / 2 }, say(`Travel Battle — ${head}`), {
      size: 14,
      bold: true,
      anchor: 'start',
    }) +
    text({ x: MARGIN + FIELD_COLS * CELL, y: TOP / 2 }, say(lost), { size: 12, anchor: 'end', fill: '#333' })
  );
}

const WIDTH = MARGIN * 2 + FIELD_COLS * CELL;
const HEIGHT = TOP + FIELD_ROWS * CELL + BOTTOM;

// The field's terrain depends on the boards alone (fieldMap keeps one object per placing of the
// boards), and is most of the drawing's work: drawn once per field, not once per picture.
const fieldLayer = oncePer((map: Map<SquareId, SquareInfo>) =>
  staticLayer([
    el('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, fill: '#f6f3ea' }),
    el('g', { id: 'terrain' }, [...[...map].map(([sq, info]) => squareBg(sq, info)), roads(map)]),
  ]),
);

/** The field picture with the boxes of what it draws (test/map-labels reads them); the set-up's
 * board choice has no marks. */
export function mapPicture(view: TbView, events: GameEvent[] = [], lang: Lang = 'en'): MapPicture {
  const say: Say = (english) => tbSentence(lang, english);
  if (BOARD_CHOICE_STEPS.includes(view.step))
    return { svg: drawBoardChoice(view, say), marks: [], width: WIDTH, height: HEIGHT };
  const frameMarks: Mark[] = [];
  const text = markingText(frameMarks, 'frame');
  const units = drawUnits(view, layout, lang);
  const ev = drawEvents(events, layout);
  const field = { x0: MARGIN, y0: TOP, x1: MARGIN + FIELD_COLS * CELL, y1: TOP + FIELD_ROWS * CELL };
  const placed = placeLabels(ev.tags, [...solidBoxes(units), ...solidBoxes(ev.under)], field);
  const paint = new Paint()
    .plain(fieldLayer(fieldMap(view)))
    .add({ parts: [labels(text), title(view, say, text), boardFrames(view, say, text)], marks: frameMarks })
    .plain(leaderLines(placed, 1.2))
    .group('g', { id: 'events' }, ev.under)
    .group('g', { id: 'units' }, units)
    .group('g', { id: 'melees' }, paintTags(placed, MELEE_TAG));
  return {
    svg: svgDocument(WIDTH, HEIGHT, paint.parts, say('Travel Battle')),
    marks: paint.marks,
    width: WIDTH,
    height: HEIGHT,
  };
}

export function drawView(view: TbView, events: GameEvent[] = [], lang: Lang = 'en'): string {
  return mapPicture(view, events, lang).svg;
}
