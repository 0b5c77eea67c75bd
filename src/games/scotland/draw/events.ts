// This step's marches as arrows through hex centres in the marching side's colour (withdrawals
// dotted), and battles as a ring round the hex with a short result tag. Arrows run under the
// counters (a counter's words matter more than the arrow's last pixels), their ends pulled back to
// the counters' edges where the arrow is long enough to keep its head in sight.
import type { Box } from '../../core/labels/box';
import { Paint } from '../../core/labels/paint';
import {
  arrowCover as sharedArrowCover,
  paintTags,
  tagRequest,
  type TagStyle,
} from '../../core/labels/shapes';
import type { LabelRequest, PlacedLabel } from '../../core/labels/place';
import { arrow, el, type Point } from '../../core/svg';
import { MAP } from '../data';
import { SIDE_COLOURS } from './colours';
import { centre, HEX } from './layout';
import type { SceneBattle, SceneMarch } from './types';

const ARROW = 6;
const HEAD = ARROW * 3.2;

function along(a: Point, b: Point, d: number): Point {
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  return { x: a.x + ((b.x - a.x) * d) / len, y: a.y + ((b.y - a.y) * d) / len };
}

/** How far from `from` towards `to` the line leaves every box in `cover`. */
function exitDistance(from: Point, to: Point, cover: readonly Box[]): number {
  const len = Math.hypot(to.x - from.x, to.y - from.y);
  for (let d = 0; d < len; d += 2) {
    const p = along(from, to, d);
    if (!cover.some((b) => p.x >= b.x0 && p.x <= b.x1 && p.y >= b.y0 && p.y <= b.y1)) return d;
  }
  return len;
}

/** The arrow's drawn line: through the hex centres, its ends pulled back clear of the counters. */
export function marchLine(m: SceneMarch, counters: readonly Box[]): Point[] {
  const pts = m.path.filter((h) => MAP.has(h)).map(centre);
  if (pts.length < 2) return pts;
  const n = pts.length;
  const startCut = Math.max(HEX * 0.3, exitDistance(pts[0]!, pts[1]!, counters) + 4);
  const endCut = Math.max(HEX * 0.45, exitDistance(pts[n - 1]!, pts[n - 2]!, counters) + 4);
  const roomy =
    n > 2 || Math.hypot(pts[1]!.x - pts[0]!.x, pts[1]!.y - pts[0]!.y) - startCut - endCut > HEAD * 1.5;
  const out = [...pts];
  out[0] = along(pts[0]!, pts[1]!, roomy ? startCut : HEX * 0.3);
  out[n - 1] = along(pts[n - 1]!, pts[n - 2]!, roomy ? endCut : HEX * 0.45);
  return out;
}

/** What an arrow along `line` hides: its cased line and its head. */
export function arrowCover(line: readonly Point[]): Box[] {
  return sharedArrowCover(line, { color: '', width: ARROW, casing: '#fff' });
}

export function drawMarches(marches: readonly SceneMarch[], lines: readonly Point[][]): Paint {
  const inner = new Paint();
  marches.forEach((m, i) => {
    const line = lines[i]!;
    inner.solid(
      arrow(line, { color: SIDE_COLOURS[m.side].fill, width: ARROW, dashed: m.withdrawal, casing: '#fff' }),
      arrowCover(line),
      `arrow ${m.path.join('-')}`,
    );
  });
  return new Paint().group('g', { class: 'marches' }, inner);
}

function ring(b: SceneBattle): string {
  const c = centre(b.hex);
  return el('g', { class: 'battle', dataHex: b.hex }, [
    el('circle', { cx: c.x, cy: c.y, r: HEX * 0.92, fill: 'none', stroke: '#fff', strokeWidth: 10 }),
    el('circle', { cx: c.x, cy: c.y, r: HEX * 0.92, fill: 'none', stroke: '#e8a000', strokeWidth: 6 }),
  ]);
}

/** A battle's result tag: gold on black. */
const TAG: TagStyle = {
  size: 15,
  height: 24,
  pad: 6,
  ink: '#ffd24a',
  fill: '#111',
  stroke: '#e8a000',
  strokeWidth: 2,
  rx: 5,
};

/** The battle's result tag, placed above its hex if there is room. */
export function battleTagRequest(b: SceneBattle): LabelRequest {
  return tagRequest(`battle ${b.hex}`, centre(b.hex), b.label, TAG, HEX * 0.95 - TAG.height / 2);
}

export function drawBattleTags(tags: readonly PlacedLabel[]): Paint {
  return new Paint().group('g', { class: 'battle-label' }, paintTags(tags, TAG));
}

/** Rings round the battle hexes (under the counters). */
export function drawRings(battles: readonly SceneBattle[]): string {
  return el('g', { class: 'battles' }, battles.map(ring));
}
