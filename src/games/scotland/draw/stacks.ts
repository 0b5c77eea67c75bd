// Stacks as big square-ish counters in the hex centre: the top counter's label (a leader's name or
// a unit code such as "E3"), the next one below, and a badge with the number of combat units. Two
// owners in one hex (a battle about to be fought) stand side by side, over the hex's edges.
import { boxAt, type Box } from '../../core/labels/box';
import { Paint } from '../../core/labels/paint';
import { el } from '../../core/svg';
import { SIDE_COLOURS } from './colours';
import { hexLabel } from '../names';
import { centre, HEX, labelWidth } from './layout';
import type { SceneStack } from './types';

const WIDE = HEX * 1.36;
const TALL = HEX * 0.9;
const SHADOW = 3;
const BADGE = 9;

/** Where a counter stands: its stack and its rectangle. */
export interface CounterPlace {
  stack: SceneStack;
  x: number;
  y: number;
  w: number;
  h: number;
  scale: number;
}

/** The largest font up to `max` at which `content` fits in `width`. */
function fitted(content: string, width: number, max: number): number {
  return Math.min(max, width / Math.max(1, labelWidth(content, 1, true)));
}

/** Wide enough for the labels at a readable size (a long name widens it, up to two hexes' width). */
function counterWidth(s: SceneStack): number {
  const [top = '', second = ''] = s.labels;
  const badge = s.units > 0 ? 2 * BADGE + 4 : 0;
  const need = second
    ? Math.max(labelWidth(top, 15, true), labelWidth(second, 13, true) + badge) + 10
    : labelWidth(top, 15, true) + badge + 10;
  return Math.min(2 * HEX, Math.max(WIDE, need));
}

/** Every counter's rectangle, one stack a hex; two owners in a hex side by side. */
export function placeCounters(stacks: readonly SceneStack[]): CounterPlace[] {
  const byHex = new Map<string, SceneStack[]>();
  for (const s of stacks) byHex.set(s.hex, [...(byHex.get(s.hex) ?? []), s]);
  const out: CounterPlace[] = [];
  const at = (stack: SceneStack, dx: number, scale: number) => {
    const c = centre(stack.hex);
    const w = counterWidth(stack) * scale;
    const h = TALL * scale;
    out.push({ stack, x: c.x + dx - w / 2, y: c.y - h / 2, w, h, scale });
  };
  for (const group of byHex.values()) {
    if (group.length === 1) at(group[0]!, 0, 1);
    else {
      // Side by side, spilling into the neighbours: a contested hex is the news of the step.
      const scale = 0.9;
      const widths = group.map((s) => counterWidth(s) * scale + 6);
      let x = -widths.reduce((a, b) => a + b, 0) / 2;
      group.forEach((s, i) => {
        at(s, x + widths[i]! / 2, scale);
        x += widths[i]!;
      });
    }
  }
  return out;
}

/** The count badge's centre: inside the counter (outside it, a neighbour's counter would hide it),
 * in the right end of the shorter line's row (the second line's, a unit code, if there is one). */
function badgeCentre(p: CounterPlace): { x: number; y: number } {
  const low = p.stack.labels.length > 1;
  return { x: p.x + p.w - BADGE - 2, y: low ? p.y + p.h - BADGE - 1 : p.y + BADGE + 2 };
}

/** What a counter hides: its rectangle with its shadow (its badge lies inside it). */
export function counterCover(p: CounterPlace): Box[] {
  return [boxAt(p.x, p.y, p.w + SHADOW, p.h + SHADOW)];
}

function counter(p: CounterPlace): Paint {
  const { stack: s, x, y, w, h, scale } = p;
  const colour = SIDE_COLOURS[s.owner];
  const [top = '', second] = s.labels;
  const what = `counter ${s.hex} ${s.owner}`;
  const paint = new Paint().solid(
    el('rect', {
      x: x + SHADOW,
      y: y + SHADOW,
      width: w,
      height: h,
      rx: 4,
      fill: '#000',
      fillOpacity: 0.35,
    }) +
      el('rect', {
        x,
        y,
        width: w,
        height: h,
        rx: 4,
        fill: colour.fill,
        stroke: colour.border,
        strokeWidth: 2.5,
      }),
    counterCover(p)[0]!,
    what,
  );
  // The line sharing its row with the count badge keeps to the room left of it.
  const badge = s.units > 0 ? 2 * BADGE + 4 : 0;
  const line = (content: string, at: number, max: number, beside: boolean) =>
    paint.text(
      { x: x + (w - (beside ? badge : 0)) / 2, y: y + h * at },
      content,
      { size: fitted(content, w - 8 - (beside ? badge : 0), max * scale), bold: true, fill: colour.ink },
      `${what} caption ${content}`,
    );
  line(top, second ? 0.3 : 0.5, 18, !second);
  if (second) line(second, 0.72, 14, true);
  if (s.units > 0) {
    const n = s.units;
    const c = badgeCentre(p);
    paint
      .solid(
        el('circle', { cx: c.x, cy: c.y, r: BADGE, fill: '#fff', stroke: '#111', strokeWidth: 1.5 }),
        boxAt(c.x - BADGE - 1, c.y - BADGE - 1, 2 * BADGE + 2, 2 * BADGE + 2),
        `${what} badge`,
      )
      .text(c, String(n), { size: n > 9 ? 12 : 13, bold: true, fill: '#111' }, `${what} count`);
  }
  // data-unit, data-hex and data-side are what the orders page taps on (src/web/static/orders.js).
  // data-name: what the page's hints call the stack, its leader as printed ("Wallace", not "wallace"),
  // else its place ("Turnberry (0207)", a hex without a city by its number).
  const name = s.kind === 'leader' ? s.labels[0] : hexLabel(s.hex);
  return new Paint().group(
    'g',
    { class: 'stack', dataUnit: s.id, dataHex: s.hex, dataSide: s.owner, dataName: name },
    paint,
  );
}

export function drawStacks(places: readonly CounterPlace[]): Paint {
  const inner = new Paint();
  for (const p of places) inner.add(counter(p));
  return new Paint().group('g', { class: 'stacks' }, inner);
}
