// This step's marches as arrows through hex centres in the marching side's colour (withdrawals
// dotted), and battles as a ring round the hex with a short result label.
import { arrow, el, text } from '../../core/svg';
import { MAP } from '../data';
import { SIDE_COLOURS } from './colours';
import { centre, HEX, labelWidth } from './layout';
import type { SceneBattle, SceneMarch } from './types';

function march(m: SceneMarch): string {
  const path = m.path.filter((h) => MAP.has(h)).map(centre);
  return arrow(path, {
    color: SIDE_COLOURS[m.side].fill,
    width: 6,
    dashed: m.withdrawal,
    casing: '#fff',
    shortenStart: HEX * 0.3,
    shortenEnd: HEX * 0.45,
  });
}

function ring(b: SceneBattle): string {
  const c = centre(b.hex);
  return el('g', { class: 'battle', dataHex: b.hex }, [
    el('circle', { cx: c.x, cy: c.y, r: HEX * 0.92, fill: 'none', stroke: '#fff', strokeWidth: 10 }),
    el('circle', { cx: c.x, cy: c.y, r: HEX * 0.92, fill: 'none', stroke: '#e8a000', strokeWidth: 6 }),
  ]);
}

function label(b: SceneBattle): string {
  const c = centre(b.hex);
  const size = 15;
  const w = labelWidth(b.label, size, true) + 10;
  const y = c.y - HEX * 0.95;
  return el('g', { class: 'battle-label' }, [
    el('rect', {
      x: c.x - w / 2,
      y: y - 12,
      width: w,
      height: 24,
      rx: 5,
      fill: '#111',
      stroke: '#e8a000',
      strokeWidth: 2,
    }),
    text({ x: c.x, y }, b.label, { size, bold: true, fill: '#ffd24a' }),
  ]);
}

export function drawMarches(marches: readonly SceneMarch[] = []): string {
  return el('g', { class: 'marches' }, marches.map(march));
}

/** Rings round the battle hexes (under the counters) and their result labels (over everything). */
export function drawBattles(battles: readonly SceneBattle[] = []): { rings: string; labels: string } {
  const shown = battles.filter((b) => MAP.has(b.hex));
  return { rings: el('g', { class: 'battles' }, shown.map(ring)), labels: el('g', {}, shown.map(label)) };
}
