// The frame: the title band above the map and the key below it (terrain, rivers, firths, the
// border, loyalty and counters).
import { boxAt } from '../../core/labels/box';
import { measureText } from '../../core/labels/measure';
import { Paint } from '../../core/labels/paint';
import { el } from '../../core/svg';
import { LOYALTY_COLOURS } from './colours';
import { COLOURS } from './terrain';
import { HEADER, HEIGHT, LEGEND_HEIGHT, WIDTH } from './layout';
import type { MapWords } from './types';

/** The largest size up to `max` at which a line fits the width from `x` to the right margin. */
function fit(content: string, x: number, max: number, bold = false): number {
  return Math.min(max, (WIDTH - x - 14) / Math.max(1, measureText(content, 1, bold)));
}

export function titleBand(title: string, subtitle?: string): Paint {
  const paint = new Paint().solid(
    el('rect', { x: 0, y: 0, width: WIDTH, height: HEADER - 4, fill: '#1f2a36' }),
    boxAt(0, 0, WIDTH, HEADER - 4),
    'title band',
  );
  paint.text(
    { x: 14, y: subtitle ? 20 : 30 },
    title,
    { size: fit(title, 14, 22, true), bold: true, fill: '#fff', anchor: 'start' },
    'title',
  );
  if (subtitle)
    paint.text(
      { x: 14, y: 45 },
      subtitle,
      { size: fit(subtitle, 14, 17, true), bold: true, fill: '#f3d98b', anchor: 'start' },
      'subtitle',
    );
  return paint;
}

function swatch(paint: Paint, x: number, y: number, fill: string, label: string): void {
  paint
    .plain(el('rect', { x, y: y - 11, width: 26, height: 22, fill, stroke: '#555', strokeWidth: 1 }))
    .text({ x: x + 32, y }, label, { size: 16, anchor: 'start' }, `key "${label}"`);
}

function lineKey(
  paint: Paint,
  x: number,
  y: number,
  attrs: Record<string, string | number>,
  label: string,
): void {
  paint
    .plain(el('line', { x1: x, y1: y, x2: x + 34, y2: y, strokeLinecap: 'round', ...attrs }))
    .text({ x: x + 42, y }, label, { size: 16, anchor: 'start' }, `key "${label}"`);
}

const printed: MapWords = (english) => english;

export function legend(say: MapWords = printed): Paint {
  const top = HEIGHT - LEGEND_HEIGHT + 8;
  const y1 = top + 20;
  const y2 = top + 56;
  const inner = new Paint().solid(
    el('rect', { x: 0, y: top - 8, width: WIDTH, height: LEGEND_HEIGHT, fill: '#f7f5ee' }),
    boxAt(0, top - 8, WIDTH, LEGEND_HEIGHT),
    'key',
  );
  swatch(inner, 14, y1, COLOURS.clear, say('clear'));
  swatch(inner, 120, y1, COLOURS.wooded, say('wooded'));
  swatch(inner, 240, y1, COLOURS.mountain, say('mountain'));
  swatch(inner, 374, y1, COLOURS.sea, say('sea'));
  lineKey(inner, 460, y1, { stroke: COLOURS.river, strokeWidth: 5.5 }, say('river +1 MP'));
  lineKey(inner, 620, y1, { stroke: COLOURS.sea, strokeWidth: 14 }, say('firth: no crossing'));
  lineKey(
    inner,
    14,
    y2,
    { stroke: COLOURS.border, strokeWidth: 6, strokeDasharray: '0.1 11' },
    say('border'),
  );
  swatch(inner, 130, y2, LOYALTY_COLOURS.scottish.fill, say('Scots / pro-Scottish'));
  swatch(inner, 350, y2, LOYALTY_COLOURS.english.fill, say('English / pro-English'));
  swatch(inner, 580, y2, LOYALTY_COLOURS.neutral.fill, say('neutral'));
  const units = say('E3 elite 3 · R2 regular · L1 levy · ○ units');
  inner.text({ x: 690, y: y2 }, units, { size: fit(units, 690, 14), anchor: 'start' }, `key "${units}"`);
  return new Paint().group('g', { class: 'legend' }, inner);
}
