// Stacks as big square-ish counters in the hex centre: the top counter's label (a leader's name or
// a unit code such as "E3"), the next one below, and a badge with the number of combat units. Two
// owners in one hex (a battle about to be fought) stand side by side, over the hex's edges.
import { el, text } from '../../core/svg';
import { SIDE_COLOURS } from './colours';
import { centre, HEX, labelWidth } from './layout';
import type { SceneStack } from './types';

const WIDE = HEX * 1.36;
const TALL = HEX * 0.9;

/** The largest font up to `max` at which `content` fits in `width`. */
function fitted(content: string, width: number, max: number): number {
  return Math.min(max, width / Math.max(1, labelWidth(content, 1, true)));
}

/** Wide enough for the labels at a readable size (a long name widens it, up to two hexes' width). */
function counterWidth(s: SceneStack): number {
  const [top = '', second = ''] = s.labels;
  const need = Math.max(labelWidth(top, 15, true), labelWidth(second, 13, true)) + 10;
  return Math.min(2 * HEX, Math.max(WIDE, need));
}

function counter(s: SceneStack, dx: number, scale: number): string {
  const c = centre(s.hex);
  const w = counterWidth(s) * scale;
  const h = TALL * scale;
  const x = c.x + dx - w / 2;
  const y = c.y - h / 2;
  const colour = SIDE_COLOURS[s.owner];
  const [top = '', second] = s.labels;
  const parts = [
    el('rect', { x: x + 3, y: y + 3, width: w, height: h, rx: 4, fill: '#000', fillOpacity: 0.35 }),
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
    text({ x: x + w / 2, y: y + h * (second ? 0.33 : 0.5) }, top, {
      size: fitted(top, w - 8, 18 * scale),
      bold: true,
      fill: colour.ink,
    }),
  ];
  if (second)
    parts.push(
      text({ x: x + w / 2, y: y + h * 0.72 }, second, {
        size: fitted(second, w - 8, 14 * scale),
        bold: true,
        fill: colour.ink,
      }),
    );
  if (s.units > 0) parts.push(countBadge(x + w, y, s.units));
  // data-unit, data-hex and data-side are what the orders page taps on (src/web/static/orders.js).
  // data-name: what the page's hints call the stack, its leader as printed ("Wallace", not "wallace").
  const name = s.kind === 'leader' ? s.labels[0] : `${s.hex}`;
  return el(
    'g',
    { class: 'stack', dataUnit: s.id, dataHex: s.hex, dataSide: s.owner, dataName: name },
    parts,
  );
}

function countBadge(x: number, y: number, n: number): string {
  const r = 12;
  return (
    el('circle', { cx: x - 2, cy: y + 2, r, fill: '#fff', stroke: '#111', strokeWidth: 2 }) +
    text({ x: x - 2, y: y + 2 }, String(n), { size: n > 9 ? 13 : 16, bold: true, fill: '#111' })
  );
}

export function drawStacks(stacks: readonly SceneStack[]): string {
  const byHex = new Map<string, SceneStack[]>();
  for (const s of stacks) byHex.set(s.hex, [...(byHex.get(s.hex) ?? []), s]);
  const out: string[] = [];
  for (const group of byHex.values()) {
    if (group.length === 1) out.push(counter(group[0]!, 0, 1));
    else {
      // Side by side, spilling into the neighbours: a contested hex is the news of the step.
      const scale = 0.9;
      const widths = group.map((s) => counterWidth(s) * scale + 6);
      let x = -widths.reduce((a, b) => a + b, 0) / 2;
      group.forEach((s, i) => {
        out.push(counter(s, x + widths[i]! / 2, scale));
        x += widths[i]!;
      });
    }
  }
  return el('g', { class: 'stacks' }, out);
}
