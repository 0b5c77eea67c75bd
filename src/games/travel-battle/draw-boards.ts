// The set-up before the field exists (TB-SETUP-1 to 4): the boards a player chooses from, each as
// printed, with its letter and name, its four numbered edges as "orient N" names them, and a legend.
// On the orders page a tap on a board, an edge number or a side adds that order (data-order).
import { el, svgDocument, text } from '../core/svg';
import { BOARDS, BOARD_SIZE, boardById, type BoardData } from './data/load';
import type { FILL } from './draw-terrain';
import { roadBands, terrainCell } from './draw-terrain';
import { sideName, type TbSide } from './state';
import type { TbView } from './view';

const CELL = 30;
const BOARD = CELL * BOARD_SIZE;
const MARGIN = 44;
const GAP = 88;
const BAND = 44;
const TOP = BAND + 56;
const LEGEND = 110;
const WIDTH = MARGIN * 2 + BOARD * 2 + GAP;
const BELOW = 70; // the edge-1 numbers and, in the 'side' step, the two choices
const HEIGHT = TOP + BOARD + BELOW + LEGEND;

/** The steps whose choices this picture shows. */
export const BOARD_CHOICE_STEPS: readonly string[] = ['quick', 'board', 'side', 'orient'];

interface Shown {
  board: BoardData;
  caption: string;
  /** The board's own group is tappable ("board A"). */
  pick: boolean;
  /** Its edge numbers are tappable ("orient 3"). */
  orient: boolean;
}

/** Which boards the step shows: every board to choose from, or the two chosen, the player's first. */
function shownBoards(view: TbView, say: (english: string) => string): Shown[] {
  const me = view.side as TbSide | null;
  if (view.step === 'quick' || view.step === 'board') {
    return BOARDS.map((board) => ({
      board,
      caption: say(`Board ${board.id}: ${board.name}`),
      pick: true,
      orient: view.step === 'quick',
    }));
  }
  const owners: TbSide[] = me === 'blue' ? ['blue', 'red'] : ['red', 'blue'];
  return owners.flatMap((owner) => {
    const chosen = view.boards[owner];
    const board = chosen ? boardById(chosen.board) : undefined;
    if (!board) return [];
    const whose = owner === me ? 'your board' : `${sideName(owner)}'s board`;
    return [
      {
        board,
        caption: say(`Board ${board.id} (${whose}): ${board.name}`),
        pick: false,
        orient: view.step === 'orient' && owner === me,
      },
    ];
  });
}

/** Edge numbers as printed on the board's back: 1 bottom, 2 right, 3 top, 4 left (field.ts). */
function edgeMarks(x: number, y: number, tappable: boolean): string {
  const mid = BOARD / 2;
  const spots: [number, number, number][] = [
    [1, x + mid, y + BOARD + 16],
    [2, x + BOARD + 16, y + mid],
    [3, x + mid, y - 16],
    [4, x - 16, y + mid],
  ];
  return spots
    .map(([n, cx, cy]) =>
      el('g', tappable ? { dataOrder: `orient ${n}`, class: 'choice' } : {}, [
        el('circle', { cx, cy, r: 12, fill: '#fff', stroke: '#333', strokeWidth: 1.5 }),
        text({ x: cx, y: cy }, String(n), { size: 13, bold: true }),
      ]),
    )
    .join('');
}

function boardPicture(shown: Shown, x: number): string {
  const { board } = shown;
  const y = TOP;
  const cellTop = (row: number) => y + (BOARD_SIZE - 1 - row) * CELL; // row 0: printed bottom (edge 1)
  const cells: string[] = [];
  for (let row = 0; row < BOARD_SIZE; row++) {
    for (let col = 0; col < BOARD_SIZE; col++) {
      const info = { terrain: board.terrain[row]![col]!, height: board.height[row]![col]! };
      cells.push(terrainCell(x + col * CELL, cellTop(row), CELL, info));
    }
  }
  const roads = roadBands({
    cols: BOARD_SIZE,
    rows: BOARD_SIZE,
    size: CELL,
    isRoad: (col, row) => board.terrain[row]?.[col] === 'road',
    centre: (col, row) => ({ x: x + col * CELL + CELL / 2, y: cellTop(row) + CELL / 2 }),
  });
  const frame = el('rect', {
    x,
    y,
    width: BOARD,
    height: BOARD,
    fill: 'none',
    stroke: '#222',
    strokeWidth: 2.5,
  });
  const caption = text({ x: x + BOARD / 2, y: y - 40 }, shown.caption, { size: 14, bold: true });
  return el('g', shown.pick ? { dataOrder: `board ${board.id}`, class: 'choice' } : {}, [
    caption,
    ...cells,
    roads,
    frame,
    edgeMarks(x, y, shown.orient),
  ]);
}

const HEADS: Record<string, string> = {
  quick: 'Quick set-up: the boards',
  board: 'Choose your board',
  side: 'Left or right',
  orient: 'Turn your board',
};

const NOTES: Record<string, string> = {
  quick: "Send 'board A' or 'board B', 'side left' or 'side right', and 'orient N': edge N faces you.",
  board: "Send 'board A' or 'board B' (or tap a board).",
  side: "Send 'side left' or 'side right': where your board lies, as you look from your own edge.",
  orient: "Send 'orient N' (or tap a number): the board is turned so that edge N faces you.",
};

function legend(step: string, say: (english: string) => string): string {
  const y = TOP + BOARD + BELOW;
  const items: [string, { terrain: keyof typeof FILL; height: number }][] = [
    ['open', { terrain: 'open', height: 0 }],
    ['field', { terrain: 'field', height: 0 }],
    ['road', { terrain: 'road', height: 0 }],
    ['building', { terrain: 'building', height: 0 }],
    ['woods', { terrain: 'woods', height: 0 }],
    ['hill', { terrain: 'open', height: 1 }],
    ['high hill', { terrain: 'open', height: 2 }],
  ];
  const swatches = items.map(([label, info], i) => {
    const x = MARGIN + i * 100;
    const road =
      info.terrain === 'road'
        ? el('line', { x1: x + 2, y1: y + 12, x2: x + 22, y2: y + 12, stroke: '#b08a52', strokeWidth: 7 })
        : '';
    return (
      terrainCell(x, y, 24, info) +
      road +
      text({ x: x + 30, y: y + 12 }, say(label), { size: 12, anchor: 'start' })
    );
  });
  const note = text({ x: MARGIN, y: y + 50 }, say(NOTES[step] ?? ''), { size: 13, anchor: 'start' });
  const edges = text(
    { x: MARGIN, y: y + 74 },
    say('Circled numbers: the edges printed on the back of each board (1 bottom, 2 right, 3 top, 4 left).'),
    { size: 12, anchor: 'start', fill: '#333' },
  );
  return swatches.join('') + note + edges;
}

function sideChoices(): string {
  const y = TOP + BOARD + 50;
  return (['left', 'right'] as const)
    .map((choice, i) => {
      const x = WIDTH / 2 + (i === 0 ? -80 : 80); // both together: neither is "under" a board
      return el('g', { dataOrder: `side ${choice}`, class: 'choice' }, [
        el('rect', { x: x - 70, y: y - 12, width: 140, height: 24, rx: 12, fill: '#fff', stroke: '#333' }),
        text({ x, y }, `side ${choice}`, { size: 13, bold: true }),
      ]);
    })
    .join('');
}

/** `say` gives the picture's English words in the reader's language (draw.ts). */
export function drawBoardChoice(view: TbView, say: (english: string) => string = (e) => e): string {
  const shown = shownBoards(view, say);
  const title = say(`Travel Battle — ${HEADS[view.step] ?? 'Set-up'}`);
  return svgDocument(
    WIDTH,
    HEIGHT,
    [
      el('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, fill: '#f6f3ea' }),
      el('rect', { x: 0, y: 0, width: WIDTH, height: BAND, fill: '#2b2b2b' }),
      text({ x: MARGIN / 2, y: BAND / 2 }, title, { size: 18, bold: true, anchor: 'start', fill: '#fff' }),
      ...shown.map((s, i) => boardPicture(s, MARGIN + i * (BOARD + GAP))),
      view.step === 'side' ? sideChoices() : '',
      legend(view.step, say),
    ],
    say('Travel Battle set-up'),
  );
}
