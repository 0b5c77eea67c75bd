// Stacks as big square-ish counters in the hex centre: the top counter's label (a leader's name or
// a unit code such as "E3"), the next one below, and a badge with the number of combat units. Two
// owners in one hex (a battle about to be fought) stand side by side, over the hex's edges.
import { boxAt, type Box } from '../../core/labels/box';
import { Paint } from '../../core/labels/paint';
import { el } from '../../core/svg';
import { SIDE_COLOURS } from './colours';
import { centre, HEX, labelWidth } from './layout';
import type { SceneStack } from './types';

const WIDE = HEX * 1.36;
const TALL = HEX * 0.9;
const SHADOW = 3;
const BADGE = 11;

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
  const need = Math.max(labelWidth(top, 15, true) + 2 * BADGE, labelWidth(second, 13, true)) + 10;
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

/** What a counter hides: its rectangle with its shadow, and its count badge. */
export function counterCover(p: CounterPlace): Box[] {
  const boxes = [boxAt(p.x, p.y, p.w + SHADOW, p.h + SHADOW)];
  if (p.stack.units > 0) boxes.push(boxAt(p.x + p.w - 2 * BADGE - 3, p.y + 1, 2 * BADGE + 2, 2 * BADGE + 2));
  return boxes;
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
  // The count badge sits inside the top right corner (outside it, a neighbour's counter would hide
  // it); the top line keeps to the room left of it.
  const badge = s.units > 0 ? 2 * BADGE + 4 : 0;
  const room = w - 8 - badge;
  paint.text(
    { x: x + (w - badge) / 2, y: y + h * (second ? 0.33 : 0.5) },
    top,
    {
      size: fitted(top, room, 18 * scale),
      bold: true,
      fill: colour.ink,
    },
    `${what} caption ${top}`,
  );
  if (second)
    paint.text(
      { x: x + w / 2, y: y + h * 0.72 },
      second,
      {
        size: fitted(second, w - 8, 14 * scale),
        bold: true,
        fill: colour.ink,
      },
      `${what} caption ${second}`,
    );
  if (s.units > 0) {
    const n = s.units;
    paint
      .solid(
        el('circle', {
          cx: x + w - BADGE - 2,
          cy: y + BADGE + 2,
          r: BADGE,
          fill: '#fff',
          stroke: '#111',
          strokeWidth: 2,
        }),
        counterCover(p)[1]!,
        `${what} badge`,
      )
      .text(
        { x: x + w - BADGE - 2, y: y + BADGE + 2 },
        String(n),
        { size: n > 9 ? 13 : 16, bold: true, fill: '#111' },
        `${what} count`,
      );
  }
  // data-unit, data-hex and data-side are what the orders page taps on (src/web/static/orders.js).
  // data-name: what the page's hints call the stack, its leader as printed ("Wallace", not "wallace").
  const name = s.kind === 'leader' ? s.labels[0] : `${s.hex}`;
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
