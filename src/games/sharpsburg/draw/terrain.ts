// The printed part of the map: terrain fills, hexside features (creek, bridges, fords, ridges) and
// roads through hex centres, drawn once per map; and the words printed on it (hex numbers, place
// names, bridge and ford names), which each picture places clear of its counters, arrows and tags
// (core/labels). Symbols follow the map key in DATA.md.
import { textBox } from '../../core/labels/measure';
import type { LabelRequest } from '../../core/labels/place';
import type { YieldingText } from '../../core/labels/place';
import { textLabelRequest } from '../../core/labels/shapes';
import { el, num, points, type TextOptions } from '../../core/svg';
import type { Point } from '../../core/svg';
import { allHexes } from '../map';
import type { GameMap } from '../map';
import { centre, corners, HEX, hexsideSegment, midpoint } from './layout';

export const COLOURS = {
  clear: '#f1efd9',
  woods: '#a8cc8c',
  tree: '#6f9d58',
  town: '#e4c7ad',
  house: '#9a5b45',
  grid: '#b3ae94',
  creek: '#3a78c9',
  ridge: '#8a5a2b',
  road: '#6b4a2f',
  roadCasing: '#fbf8ec',
  bridge: '#5a3a1c',
  ford: '#cfe4f7',
};

const SQ3 = Math.sqrt(3);

function hexFill(map: GameMap, hex: string): string {
  const t = map.terrain[hex] ?? 'clear';
  const poly = el('polygon', {
    dataHex: hex, // the orders page turns a tap on a hex into an order line
    points: points(corners(hex)),
    fill: COLOURS[t],
    stroke: COLOURS.grid,
    strokeWidth: 0.8,
  });
  const c = centre(hex);
  if (t === 'woods') return poly + trees(c);
  if (t === 'town') return poly + houses(c);
  return poly;
}

// Where tree crowns and houses sit around a hex centre (px), clear of the counter in the middle.
const TREE_SPOTS = '-20,-8 20,-8 -24,12 24,12 0,26 -10,-22 10,-22';
const HOUSE_SPOTS = '-24,-6 18,-10 -20,14 22,12 -4,24 -8,-24 12,-24';

function scatter(c: Point, spots: string, mark: (p: Point) => string): string {
  return spots
    .split(' ')
    .map((xy) => xy.split(',').map(Number))
    .map(([dx, dy]) => mark({ x: c.x + dx!, y: c.y + dy! }))
    .join('');
}

/** A few tree crowns, so woods read as woods even in grey print. */
function trees(c: Point): string {
  return scatter(c, TREE_SPOTS, (p) =>
    el('circle', { cx: p.x, cy: p.y, r: 5, fill: COLOURS.tree, stroke: '#4f7a3c', strokeWidth: 0.6 }),
  );
}

function houses(c: Point): string {
  return scatter(c, HOUSE_SPOTS, (p) =>
    el('rect', { x: p.x - 4, y: p.y - 3, width: 8, height: 6, fill: COLOURS.house }),
  );
}

function roads(map: GameMap): string {
  const lines = map.roads.map((r) => points(r.hexes.map(centre)));
  const casing = lines.map((p) =>
    el('polyline', {
      points: p,
      fill: 'none',
      stroke: COLOURS.roadCasing,
      strokeWidth: 7,
      strokeLinejoin: 'round',
      strokeLinecap: 'round',
    }),
  );
  const ink = lines.map((p) =>
    el('polyline', {
      points: p,
      fill: 'none',
      stroke: COLOURS.road,
      strokeWidth: 2.6,
      strokeLinejoin: 'round',
      strokeLinecap: 'round',
    }),
  );
  return el('g', { class: 'roads' }, [...casing, ...ink]);
}

function creek(map: GameMap): string {
  const segs = [...map.creek].map((s) => hexsideSegment(s)).filter((s) => s !== undefined);
  return el(
    'g',
    { class: 'creek', stroke: COLOURS.creek, strokeWidth: 5, strokeLinecap: 'round' },
    segs.map(([a, b]) => el('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y })),
  );
}

/** A brown hexside with short hachures across it. */
function ridge(side: string): string {
  const seg = hexsideSegment(side);
  if (!seg) return '';
  const [a, b] = seg;
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const n = { x: ((b.y - a.y) / len) * 5, y: ((a.x - b.x) / len) * 5 };
  const ticks = [0.2, 0.4, 0.6, 0.8].map((t) => {
    const p = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    return el('line', { x1: p.x - n.x, y1: p.y - n.y, x2: p.x + n.x, y2: p.y + n.y, strokeWidth: 1.6 });
  });
  return el('g', { stroke: COLOURS.ridge, strokeLinecap: 'round' }, [
    el('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, strokeWidth: 3 }),
    ...ticks,
  ]);
}

/** A plank (bridge) or a dashed shallow (ford) laid across the creek hexside, pointing hex to hex. */
function crossing(side: string, kind: 'bridge' | 'ford'): string {
  const seg = hexsideSegment(side);
  const [h1, h2] = side.split('/');
  if (!seg || !h1 || !h2) return '';
  const m = midpoint(seg[0], seg[1]);
  const a = centre(h1);
  const b = centre(h2);
  const angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  const shape =
    kind === 'bridge'
      ? el('rect', {
          x: m.x - 13,
          y: m.y - 5,
          width: 26,
          height: 10,
          fill: COLOURS.bridge,
          stroke: '#fff',
          strokeWidth: 1.2,
        })
      : el('rect', {
          x: m.x - 12,
          y: m.y - 5,
          width: 24,
          height: 10,
          rx: 4,
          fill: COLOURS.ford,
          stroke: COLOURS.creek,
          strokeWidth: 1.4,
          strokeDasharray: '3 2',
        });
  return el('g', { transform: `rotate(${num(angle)} ${num(m.x)} ${num(m.y)})` }, shape);
}

export const CROSSING_STYLE: Record<'bridge' | 'ford', TextOptions> = {
  bridge: { size: 8.5, bold: true, fill: COLOURS.bridge, halo: '#fff' },
  ford: { size: 8.5, bold: true, fill: COLOURS.creek, halo: '#fff' },
};

/** A bridge's or ford's name for the placer: at the lower end of its hexside, where three hexes meet
 * and counters never are, in two lines (the last word on its own), else in one. */
export function crossingRequests(
  map: GameMap,
  say: (name: string) => string,
): { kind: 'bridge' | 'ford'; request: LabelRequest }[] {
  const out: { kind: 'bridge' | 'ford'; request: LabelRequest }[] = [];
  for (const [kind, list] of [
    ['bridge', map.bridges],
    ['ford', map.fords],
  ] as const)
    for (const [side, english] of list) {
      const seg = hexsideSegment(side);
      if (!seg) continue;
      const end = seg[0].y > seg[1].y ? seg[0] : seg[1];
      const name = say(english);
      const words = name.split(' ');
      const two = words.length > 1 ? `${words.slice(0, -1).join(' ')}\n${words[words.length - 1]!}` : name;
      out.push({
        kind,
        request: textLabelRequest(
          `${kind} ${english}`,
          end,
          two === name ? [name] : [two, name],
          CROSSING_STYLE[kind],
          1,
          'below',
        ),
      });
    }
  return out;
}

export const HEX_NUMBER_STYLE: TextOptions = { size: 8, fill: '#7d785f' };

/** Where a hex's number is printed: at the top of the hex. */
export function hexNumberAt(hex: string): Point {
  const c = centre(hex);
  return { x: c.x, y: c.y - (SQ3 / 2) * HEX + 7 };
}

/** Every hex's printed number and its box. */
export function hexNumbers(map: GameMap): YieldingText[] {
  return allHexes(map).map((h) => ({ id: h, box: textBox(hexNumberAt(h), h, HEX_NUMBER_STYLE) }));
}

export const PLACE_STYLE: TextOptions = { size: 9.5, fill: '#2d2a20', halo: '#fff' };

/** A place's name for the placer: below the counters in its hex, as printed, else nearby. */
export function placeRequests(map: GameMap, say: (name: string) => string): LabelRequest[] {
  return map.labels.map(({ hex, text: t }) =>
    textLabelRequest(`place ${hex} ${t}`, centre(hex), [say(t)], PLACE_STYLE, 23.5, 'below'),
  );
}

/** The printed map without its words, in painting order. */
export function drawTerrain(map: GameMap): string {
  return [
    el(
      'g',
      { class: 'hexes' },
      allHexes(map).map((h) => hexFill(map, h)),
    ),
    roads(map),
    creek(map),
    el('g', { class: 'ridges' }, [...map.ridges].map(ridge)),
    el('g', { class: 'crossings' }, [
      ...[...map.bridges].map(([s]) => crossing(s, 'bridge')),
      ...[...map.fords].map(([s]) => crossing(s, 'ford')),
    ]),
  ].join('');
}
