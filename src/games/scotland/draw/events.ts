// This step's marches as arrows through hex centres in the marching side's colour (withdrawals
// dotted), and battles as a ring round the hex with a short result tag. Arrows run under the
// counters (a counter's words matter more than the arrow's last pixels), their ends pulled back to
// the counters' edges where the arrow is long enough to keep its head in sight.
import { segmentBoxes, type Box } from '../../core/labels/box';
import { measureText } from '../../core/labels/measure';
import { Paint } from '../../core/labels/paint';
import type { LabelRequest, PlacedLabel } from '../../core/labels/place';
import { arrow, el, type Point } from '../../core/svg';
import { MAP } from '../data';
import { SIDE_COLOURS } from './colours';
import { centre, HEX } from './layout';
import type { SceneBattle, SceneMarch } from './types';

const ARROW = 6;
const CASING = 3;
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
  const out: Box[] = [];
  for (let i = 1; i < line.length; i++) out.push(...segmentBoxes(line[i - 1]!, line[i]!, ARROW + CASING));
  const n = line.length;
  if (n >= 2)
    out.push(...segmentBoxes(along(line[n - 1]!, line[n - 2]!, HEAD), line[n - 1]!, HEAD * 1.1 + CASING));
  return out;
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

const TAG_SIZE = 15;
const TAG_HEIGHT = 24;

/** The battle's result tag, placed above its hex if there is room. */
export function battleTagRequest(b: SceneBattle): LabelRequest {
  return {
    id: `battle ${b.hex}`,
    anchor: centre(b.hex),
    names: [b.label],
    size: (name) => ({ width: measureText(name, TAG_SIZE, true) + 12, height: TAG_HEIGHT }),
    near: HEX * 0.95 - TAG_HEIGHT / 2,
    prefer: 'above',
    opaque: true,
  };
}

export function drawBattleTags(tags: readonly PlacedLabel[]): Paint {
  const paint = new Paint();
  for (const t of tags) {
    paint
      .solid(
        el('rect', {
          x: t.box.x0,
          y: t.box.y0,
          width: t.box.x1 - t.box.x0,
          height: TAG_HEIGHT,
          rx: 5,
          fill: '#111',
          stroke: '#e8a000',
          strokeWidth: 2,
        }),
        t.box,
        `tag ${t.id}`,
      )
      .text(t.at, t.name, { size: TAG_SIZE, bold: true, fill: '#ffd24a' }, `tag ${t.id} "${t.name}"`);
  }
  return new Paint().group('g', { class: 'battle-label' }, paint);
}

/** A thin dark line (cased in white, to read over terrain) from what a label names to the label standing away from it. */
export function leaderLine([a, b]: [Point, Point]): string {
  const line = { x1: a.x, y1: a.y, x2: b.x, y2: b.y, strokeLinecap: 'round' };
  return (
    el('line', { ...line, stroke: '#fff', strokeWidth: 4.5 }) +
    el('line', { ...line, stroke: '#222', strokeWidth: 2 })
  );
}

/** Rings round the battle hexes (under the counters). */
export function drawRings(battles: readonly SceneBattle[]): string {
  return el('g', { class: 'battles' }, battles.map(ring));
}
