// The frame: the title band above the map and the key below it (terrain, rivers, firths, the
// border, loyalty and counters).
import { el, text } from '../../core/svg';
import { LOYALTY_COLOURS } from './colours';
import { COLOURS } from './terrain';
import { HEADER, HEIGHT, LEGEND_HEIGHT, WIDTH } from './layout';
import type { MapWords } from './types';

export function titleBand(title: string, subtitle?: string): string {
  return [
    el('rect', { x: 0, y: 0, width: WIDTH, height: HEADER - 4, fill: '#1f2a36' }),
    text({ x: 14, y: subtitle ? 20 : 30 }, title, { size: 22, bold: true, fill: '#fff', anchor: 'start' }),
    subtitle
      ? text({ x: 14, y: 45 }, subtitle, { size: 17, bold: true, fill: '#f3d98b', anchor: 'start' })
      : '',
  ].join('');
}

function swatch(x: number, y: number, fill: string, label: string): string {
  return (
    el('rect', { x, y: y - 11, width: 26, height: 22, fill, stroke: '#555', strokeWidth: 1 }) +
    text({ x: x + 32, y }, label, { size: 16, anchor: 'start' })
  );
}

function lineKey(x: number, y: number, attrs: Record<string, string | number>, label: string): string {
  return (
    el('line', { x1: x, y1: y, x2: x + 34, y2: y, strokeLinecap: 'round', ...attrs }) +
    text({ x: x + 42, y }, label, { size: 16, anchor: 'start' })
  );
}

const printed: MapWords = (english) => english;

export function legend(say: MapWords = printed): string {
  const top = HEIGHT - LEGEND_HEIGHT + 8;
  const y1 = top + 20;
  const y2 = top + 56;
  return el('g', { class: 'legend' }, [
    el('rect', { x: 0, y: top - 8, width: WIDTH, height: LEGEND_HEIGHT, fill: '#f7f5ee' }),
    swatch(14, y1, COLOURS.clear, say('clear')),
    swatch(120, y1, COLOURS.wooded, say('wooded')),
    swatch(240, y1, COLOURS.mountain, say('mountain')),
    swatch(374, y1, COLOURS.sea, say('sea')),
    lineKey(460, y1, { stroke: COLOURS.river, strokeWidth: 5.5 }, say('river +1 MP')),
    lineKey(620, y1, { stroke: COLOURS.sea, strokeWidth: 14 }, say('firth: no crossing')),
    lineKey(14, y2, { stroke: COLOURS.border, strokeWidth: 6, strokeDasharray: '0.1 11' }, say('border')),
    swatch(130, y2, LOYALTY_COLOURS.scottish.fill, say('Scots / pro-Scottish')),
    swatch(350, y2, LOYALTY_COLOURS.english.fill, say('English / pro-English')),
    swatch(580, y2, LOYALTY_COLOURS.neutral.fill, say('neutral')),
    text({ x: 690, y: y2 }, say('E3 elite 3 · R2 regular · L1 levy · ○ units'), {
      size: 14,
      anchor: 'start',
    }),
  ]);
}
