// The printed map: terrain fills with tree and peak marks, England's tint, firths and rivers along
// hexsides, the dotted border and sea names; the hex numbers apart (a label may stand over one). Thick lines: the picture is shrunk to a
// phone's width.
import { Paint } from '../../core/labels/paint';
import { el, points, type TextOptions } from '../../core/svg';
import type { Point } from '../../core/svg';
import { BORDER_SIDES, FIRTH_SIDES, MAP, RIVER_SIDES, type MapHex } from '../data';
import { centre, corners, HEX, hexsideSegment } from './layout';
import type { MapWords } from './types';

export const COLOURS = {
  clear: '#eef0cf',
  wooded: '#b4d39a',
  tree: '#5f9548',
  mountain: '#cdb48e',
  peak: '#7a5a36',
  sea: '#9cc6e6',
  seaInk: '#2f6ea3',
  england: '#e8b4a0',
  grid: '#9a9784',
  river: '#2f78c8',
  border: '#7a1020',
  hexId: '#555',
};

function fill(h: MapHex): string {
  const poly = el('polygon', {
    dataHex: h.id, // the orders page turns a tap on a hex into an order line
    points: points(corners(h.id)),
    fill: COLOURS[h.terrain],
    stroke: h.terrain === 'sea' ? COLOURS.sea : COLOURS.grid,
    strokeWidth: 1,
  });
  // England: a wash over the terrain colour (element opacity; group opacity aborts resvg).
  const tint =
    h.country === 'england' && h.terrain !== 'sea'
      ? el('polygon', { points: points(corners(h.id)), fill: COLOURS.england, fillOpacity: 0.35 })
      : '';
  return poly + tint + marks(h);
}

// Where trees and peaks sit around a hex centre, in units of HEX, clear of the counter and label.
const SPOTS: [number, number][] = [
  [-0.62, -0.25],
  [0.62, -0.25],
  [-0.7, 0.18],
  [0.7, 0.18],
  [-0.3, -0.62],
  [0.3, -0.62],
];

function marks(h: MapHex): string {
  const c = centre(h.id);
  const at = ([dx, dy]: [number, number]): Point => ({ x: c.x + dx * HEX, y: c.y + dy * HEX });
  if (h.terrain === 'wooded') return SPOTS.map((s) => tree(at(s))).join('');
  if (h.terrain === 'mountain') return SPOTS.map((s) => peak(at(s))).join('');
  return '';
}

function tree(p: Point): string {
  return el('circle', {
    cx: p.x,
    cy: p.y,
    r: HEX * 0.11,
    fill: COLOURS.tree,
    stroke: '#3f6e2f',
    strokeWidth: 1,
  });
}

function peak(p: Point): string {
  const s = HEX * 0.15;
  return el('polygon', {
    points: points([
      { x: p.x - s, y: p.y + s * 0.7 },
      { x: p.x, y: p.y - s * 0.8 },
      { x: p.x + s, y: p.y + s * 0.7 },
    ]),
    fill: '#b0936a',
    stroke: COLOURS.peak,
    strokeWidth: 1.5,
    strokeLinejoin: 'round',
  });
}

function sides(list: Iterable<string>, attrs: Record<string, string | number>): string {
  const out: string[] = [];
  for (const side of list) {
    const seg = hexsideSegment(side);
    if (seg) out.push(el('line', { x1: seg[0].x, y1: seg[0].y, x2: seg[1].x, y2: seg[1].y, ...attrs }));
  }
  return out.join('');
}

/** Firths as broad water, rivers as blue lines, the border as a row of dots (STB-2.3b). */
function lines(): string {
  return [
    sides(FIRTH_SIDES, { stroke: COLOURS.sea, strokeWidth: HEX * 0.42, strokeLinecap: 'round' }),
    sides(RIVER_SIDES, { stroke: '#fff', strokeWidth: 9, strokeLinecap: 'round' }),
    sides(RIVER_SIDES, { stroke: COLOURS.river, strokeWidth: 5.5, strokeLinecap: 'round' }),
    sides(BORDER_SIDES, {
      stroke: COLOURS.border,
      strokeWidth: 6,
      strokeLinecap: 'round',
      strokeDasharray: '0.1 11',
    }),
  ].join('');
}

export const HEX_ID_STYLE: TextOptions = { size: 12, fill: COLOURS.hexId };

/** Where a hex's number is printed: near the top of the hex, clear of the counter. */
export function hexIdAt(hex: string): Point {
  const c = centre(hex);
  return { x: c.x, y: c.y - HEX * 0.7 };
}

/** The land hexes' printed numbers, but those in `leaveOut` (a label stands over them, or an arrow
 * does and the number is printed again over it). Drawn apart from the cached printed map. */
export function drawHexIds(leaveOut: ReadonlySet<string>): Paint {
  const inner = new Paint();
  for (const h of MAP.values())
    if (h.terrain !== 'sea' && !leaveOut.has(h.id))
      inner.text(hexIdAt(h.id), h.id, HEX_ID_STYLE, `hex number ${h.id}`);
  return new Paint().group('g', { class: 'hex-numbers' }, inner);
}

/** Every land hex's number: what the placer may let a label stand over. */
export function landHexes(): string[] {
  return [...MAP.values()].filter((h) => h.terrain !== 'sea').map((h) => h.id);
}

// Sea names, in hexes of open water: two words in two hexes; in another language the whole name in
// the first hex.
const SEAS: { hexes: [string, string]; name: [string, string] }[] = [
  { hexes: ['0106', '0107'], name: ['Firth of', 'Clyde'] },
  { hexes: ['0109', '0110'], name: ['North', 'Channel'] },
  { hexes: ['0311', '0511'], name: ['Solway', 'Firth'] },
  { hexes: ['1103', '1104'], name: ['North', 'Sea'] },
];

const seaStyle = { size: 17, fill: COLOURS.seaInk, bold: true };

function seaNames(paint: Paint, say?: MapWords): void {
  for (const { hexes, name } of SEAS) {
    if (say) paint.text(centre(hexes[0]), say(name.join(' ')), seaStyle, `sea ${name.join(' ')}`);
    else hexes.forEach((hex, i) => paint.text(centre(hex), name[i] ?? '', seaStyle, `sea ${name.join(' ')}`));
  }
}

/** The printed map; `say` gives its names in another language (absent: English). */
export function drawTerrain(say?: MapWords): Paint {
  const inner = new Paint().plain([...MAP.values()].map(fill).join('')).plain(lines());
  seaNames(inner, say);
  return new Paint().group('g', { class: 'terrain' }, inner);
}
