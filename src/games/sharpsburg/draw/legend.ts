// The frame around the map: title and turn track above, the Potomac strip at the west edge, and
// the key below (terrain, counters, artillery tags, event marks, units off the map).
import { boxAt } from '../../core/labels/box';
import { measureText } from '../../core/labels/measure';
import { markingText, Paint, type Mark } from '../../core/labels/paint';
import { paintCounter, paintTurnedText } from '../../core/labels/shapes';
import { arrow, el } from '../../core/svg';
import { COLOURS } from './terrain';
import { ARROW } from './events';
import { STYLES } from './counters';
import { HEADER, LEGEND_HEIGHT, MARGIN, WIDTH } from './layout';
import type { Lang } from '../../core/lang';
import { terrainNameIn } from '../japanese';

/** The picture's words in the reader's language (draw.ts): its English sentences said in `lang`. */
export interface PictureWords {
  lang: Lang;
  say(english: string): string;
}

export const ENGLISH: PictureWords = { lang: 'en', say: (t) => t };

export interface FrameInfo {
  turn?: number;
  lastTurn: number;
  side?: string | null;
  vp?: { union: number; confederate: number };
  town?: string;
  offMap: { id: string; turn?: number; hex?: string }[];
  eliminated: string[];
}

const SIDE_NAMES: Record<string, string> = { union: 'Union', confederate: 'Confederate' };

export function header(info: FrameInfo, w: PictureWords = ENGLISH): Paint {
  const marks: Mark[] = [];
  const text = markingText(marks, 'title band');
  const who = info.side ? `${SIDE_NAMES[info.side] ?? info.side} player turn` : 'Game over';
  const turnLine = w.say(`Turn ${info.turn ?? '?'} of ${info.lastTurn} · ${who}`);
  const parts = [
    text({ x: 14, y: 17 }, w.say('Battle of Sharpsburg · 17 September 1862'), {
      size: 15,
      bold: true,
      fill: '#fff',
      anchor: 'start',
    }),
    text({ x: 14, y: 39 }, turnLine, {
      size: 14,
      fill: '#f3d98b',
      anchor: 'start',
      bold: true,
    }),
  ];
  if (info.vp) {
    const vp = `VP Union ${info.vp.union} · Confederate ${info.vp.confederate}${info.town ? ` · ${info.town}` : ''}`;
    // After the turn line, and as small as it must be to end before the north arrow.
    const x = Math.max(300, 14 + measureText(turnLine, 14, true) + 16);
    const size = Math.min(12, (WIDTH - 60 - x) / Math.max(1, measureText(w.say(vp), 1)));
    parts.push(text({ x, y: 39 }, w.say(vp), { size, fill: '#ddd', anchor: 'start' }));
  }
  parts.push(turnTrack(info, text));
  return new Paint()
    .solid(
      el('rect', { x: 0, y: 0, width: WIDTH, height: HEADER - 4, fill: '#2b2a24' }),
      boxAt(0, 0, WIDTH, HEADER - 4),
      'title band',
    )
    .add({ parts, marks });
}

function turnTrack(info: FrameInfo, text: ReturnType<typeof markingText>): string {
  const x0 = WIDTH - 14 - info.lastTurn * 26;
  const boxes = Array.from({ length: info.lastTurn }, (_, i) => {
    const now = i + 1 === info.turn;
    return (
      el('rect', {
        x: x0 + i * 26,
        y: 9,
        width: 23,
        height: 20,
        fill: now ? '#f3d98b' : '#4a4840',
        stroke: '#888',
      }) +
      text({ x: x0 + i * 26 + 11.5, y: 19 }, String(i + 1), {
        size: 11,
        bold: now,
        fill: now ? '#000' : '#ccc',
      })
    );
  });
  const north = [
    arrow(
      [
        { x: WIDTH - 28, y: 52 },
        { x: WIDTH - 28, y: 34 },
      ],
      { color: '#fff', width: 2.5 },
    ),
    text({ x: WIDTH - 44, y: 44 }, 'N', { size: 13, bold: true, fill: '#fff' }),
  ];
  return boxes.join('') + north.join('');
}

/** The Potomac lies off the west edge (DATA.md): a strip in the left margin says so. */
export function potomac(mapTop: number, mapHeight: number, w: PictureWords = ENGLISH): Paint {
  const cx = MARGIN / 2 - 4;
  const cy = mapTop + mapHeight / 2;
  return new Paint()
    .plain(el('rect', { x: 0, y: mapTop, width: MARGIN - 12, height: mapHeight, fill: '#bcd6ee' }))
    .add(
      paintTurnedText(
        { x: cx, y: cy },
        w.say('POTOMAC RIVER  (beyond the west edge)'),
        { size: 11, bold: true, fill: '#2f5f94' },
        -90,
        'Potomac',
      ),
    );
}

function swatch(
  text: ReturnType<typeof markingText>,
  x: number,
  y: number,
  label: string,
  body: string,
): string {
  return body + text({ x: x + 30, y }, label, { size: 11, anchor: 'start', fill: '#222' });
}

function terrainKey(text: ReturnType<typeof markingText>, y: number, w: PictureWords): string {
  const name = (id: string, en: string) => (w.lang === 'en' ? en : terrainNameIn(w.lang, id));
  const box = (x: number, fill: string) =>
    el('rect', { x, y: y - 8, width: 24, height: 16, fill, stroke: COLOURS.grid });
  const line = (x: number, stroke: string, w: number, dash?: string) =>
    el('line', { x1: x, y1: y, x2: x + 24, y2: y, stroke, strokeWidth: w, strokeDasharray: dash });
  const items: [string, string][] = [
    [name('clear', 'Clear'), box(14, COLOURS.clear)],
    [name('woods', 'Woods'), box(98, COLOURS.woods)],
    [name('town', 'Town'), box(182, COLOURS.town)],
    [name('creek', 'Creek'), line(258, COLOURS.creek, 5)],
    [
      name('bridge', 'Bridge'),
      line(342, COLOURS.creek, 5) +
        el('rect', { x: 347, y: y - 5, width: 14, height: 10, fill: COLOURS.bridge }),
    ],
    [
      name('ford', 'Ford'),
      line(432, COLOURS.creek, 5) +
        el('rect', {
          x: 437,
          y: y - 5,
          width: 14,
          height: 10,
          rx: 3,
          fill: COLOURS.ford,
          stroke: COLOURS.creek,
          strokeDasharray: '3 2',
        }),
    ],
    [
      name('ridge', 'Ridge'),
      line(510, COLOURS.ridge, 3) +
        [4, 10, 16, 22]
          .map((d) =>
            el('line', {
              x1: 510 + d,
              y1: y - 5,
              x2: 510 + d,
              y2: y + 5,
              stroke: COLOURS.ridge,
              strokeWidth: 1.6,
            }),
          )
          .join(''),
    ],
    [name('road', 'Road'), line(592, COLOURS.roadCasing, 7) + line(592, COLOURS.road, 2.6)],
  ];
  const xs = [14, 98, 182, 258, 342, 432, 510, 592];
  return (
    items.map(([label, body], i) => swatch(text, xs[i]!, y, label, body)).join('') + eventKey(text, 680, y, w)
  );
}

function eventKey(text: ReturnType<typeof markingText>, x: number, y: number, w: PictureWords): string {
  const line = (dx: number, dy: number, colour: string, width: number, dashed = false) =>
    arrow(
      [
        { x: x + dx, y: y + dy },
        { x: x + dx + 24, y: y + dy },
      ],
      { color: colour, width, dashed },
    );
  const words = (dx: number, label: string) =>
    text({ x: x + dx + 29, y }, w.say(label), { size: 11, anchor: 'start' });
  return [
    line(0, -5, ARROW.union, 2.5),
    line(0, 5, ARROW.confederate, 2.5),
    words(0, 'move'),
    line(68, 0, ARROW.attack, 3),
    words(68, 'attack'),
    line(140, 0, ARROW.attack, 3, true),
    words(140, 'bombard'),
    line(224, 0, ARROW.confederate, 2.5, true),
    words(224, 'retreat'),
  ].join('');
}

function counterKey(text: ReturnType<typeof markingText>, y: number, w: PictureWords): string {
  const sample = (x: number, side: 'union' | 'confederate', label: string, values: string, badge?: string) =>
    paintCounter(
      { center: { x, y }, size: 36, type: 'infantry', label, values, style: STYLES[side], badge },
      'key counter',
    ).svg();
  const tags = 'D deployed · L limbered · L1 L2 limbering · U1 U2 unlimbering · RT retreated';
  return [
    sample(34, 'union', 'II', '12-4'),
    sample(76, 'confederate', 'DH', '4-4'),
    text({ x: 102, y: y - 8 }, w.say('unit id, NATO type (X infantry, / cavalry, • artillery),'), {
      size: 11,
      anchor: 'start',
    }),
    text({ x: 102, y: y + 8 }, w.say('strength-movement. Red 3-1 DR: odds and result at the defender.'), {
      size: 11,
      anchor: 'start',
    }),
    text({ x: 540, y: y - 8 }, w.say('Union artillery:'), { size: 11, anchor: 'start', bold: true }),
    text({ x: 540, y: y + 8 }, w.say(tags), { size: 9.5, anchor: 'start' }),
  ].join('');
}

/** "turn 2: XII (1001), MC AN (0112) · turn 5: ..." — reinforcements grouped by turn and entry hex. */
export function arrivals(offMap: FrameInfo['offMap'], w: PictureWords = ENGLISH): string {
  const byTurn = new Map<string, Map<string, string[]>>();
  for (const u of [...offMap].sort((a, b) => (a.turn ?? 99) - (b.turn ?? 99))) {
    const turn = w.say(u.turn === undefined ? 'later' : `turn ${u.turn}`);
    const hexes = byTurn.get(turn) ?? new Map<string, string[]>();
    hexes.set(u.hex ?? '', [...(hexes.get(u.hex ?? '') ?? []), u.id]);
    byTurn.set(turn, hexes);
  }
  return [...byTurn]
    .map(([turn, hexes]) => {
      const groups = [...hexes].map(([hex, ids]) => `${ids.join(' ')}${hex ? ` (${hex})` : ''}`);
      return `${turn}: ${groups.join(', ')}`;
    })
    .join(' · ');
}

/** Greedy wrap at `width` characters, on spaces (a wide character, as in Japanese, counts two). */
function wrap(line: string, width: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current && columns(current) + columns(word) + 1 > width) {
      out.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  return current ? [...out, current] : out;
}

const columns = (s: string) => s.length + (s.match(/[\u2e80-\u9fff\uff00-\uffef]/g)?.length ?? 0);

export function legend(top: number, info: FrameInfo, w: PictureWords = ENGLISH): Paint {
  const lines = [
    info.offMap.length ? w.say(`Reinforcements, ${arrivals(info.offMap, w)}`) : '',
    info.eliminated.length ? w.say(`Eliminated: ${info.eliminated.join(', ')}`) : '',
    w.say('Scale: 1 hex = about 1/3 mile. Reconstructed map (the 1975 map does not survive).'),
  ]
    .filter(Boolean)
    .flatMap((l) => wrap(l, 150));
  const marks: Mark[] = [];
  const text = markingText(marks, 'key');
  const parts = [
    terrainKey(text, top + 18, w),
    counterKey(text, top + 56, w),
    ...lines.map((l, i) =>
      text({ x: 14, y: top + 88 + i * 15 }, l, { size: 11, anchor: 'start', fill: '#333' }),
    ),
  ];
  return new Paint()
    .solid(
      el('rect', { x: 0, y: top, width: WIDTH, height: 200, fill: '#faf8f0' }),
      boxAt(0, top, WIDTH, LEGEND_HEIGHT),
      'key',
    )
    .add({ parts, marks });
}
