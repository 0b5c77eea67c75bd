// The pieces every game's map draws, as Paint (paint.ts) that keeps what each covers: unit counters
// with their captions and corner badges, arrows, result tags and halo text labels placed by the
// label placer (place.ts), and the thin leader line from a label standing away to what it names.
import {
  arrow,
  arrowGeometry,
  el,
  natoSymbol,
  text,
  type ArrowStyle,
  type Attrs,
  type CounterStyle,
  type Point,
  type TextOptions,
  type UnitType,
} from '../svg';
import { boxAt, segmentBoxes, type Box } from './box';
import { measureText, textBox } from './measure';
import { Paint } from './paint';
import type { Direction, LabelRequest, PlacedLabel } from './place';

export interface CounterSpec {
  center: Point;
  size: number;
  type: UnitType;
  /** Top line (unit id or short name). */
  label: string;
  /** Bottom line, e.g. "7-4" (strength-movement). */
  values: string;
  style: CounterStyle;
  /** A small dark tag on the top-right corner (e.g. "L" for limbered artillery). */
  badge?: string;
  /** A small coloured tag on the top-left corner (e.g. a red "EN", engaged). */
  flag?: { content: string; fill: string };
  /** Drawn faded and crossed out (eliminated this step). */
  crossed?: boolean;
  /** Turned diagonally (a square formation); its words stay upright, inside the diamond. */
  turned?: boolean;
}

/** A small tag with white text centred on `p`: its rectangle and its text. */
export function paintBadge(p: Point, content: string, size: number, fill: string, what: string): Paint {
  const w = measureText(content, size, true) + 4;
  const box = boxAt(p.x - w / 2, p.y - size * 0.65, w, size * 1.3);
  return new Paint()
    .solid(
      el('rect', { x: box.x0, y: box.y0, width: w, height: size * 1.3, rx: 2, fill }),
      box,
      `${what} tag`,
    )
    .text(p, content, { size, bold: true, fill: '#fff' }, `${what} tag "${content}"`);
}

/** The largest size up to `max` at which `content` fits in `width`. */
function fitted(content: string, width: number, max: number): number {
  return Math.min(max, width / Math.max(1, measureText(content, 1, true)));
}

/** A counter's words never drawn below this share of its usual text size where moving a tag helps. */
const LEAST_LINE = 0.75;

/** Where the corner tags go and the room (from the centre, in map units) and size of each line. */
interface TagLayout {
  badgeDown: boolean;
  flagDown: boolean;
  top: { left: number; right: number };
  bottom: { left: number; right: number };
  topSize: number;
  bottomSize: number;
}

/**
 * The corner tags at the top corners (the top line between them), else, where that squeezes the top
 * line below LEAST_LINE of the counter's text, the badge, then both tags, at the bottom corners (the
 * values between them): the first layout whose two lines are both at least that size; failing all,
 * the one whose smaller line is largest (the first on a tie).
 */
function tagLayout(
  s: CounterSpec,
  z: number,
  rows: { width: number },
  font: number,
  widths: { badge: number; flag: number },
): TagLayout {
  const half = (z * rows.width) / 2;
  // The room of a line between the tags at its corners.
  const room = (badge: boolean, flag: boolean) => ({
    left: flag ? Math.max(-half, -z / 2 + widths.flag + 2) : -half,
    right: badge ? Math.min(half, z / 2 - widths.badge - 2) : half,
  });
  const moves = [[false, false], ...(s.badge ? [[true, false]] : []), ...(s.flag ? [[!!s.badge, true]] : [])];
  const layouts = moves.map(([badgeDown = false, flagDown = false]): TagLayout => {
    const top = room(!!s.badge && !badgeDown, !!s.flag && !flagDown);
    const bottom = room(!!s.badge && badgeDown, !!s.flag && flagDown);
    return {
      badgeDown,
      flagDown,
      top,
      bottom,
      topSize: fitted(s.label, top.right - top.left, font),
      bottomSize: fitted(s.values, bottom.right - bottom.left, font),
    };
  });
  const least = (l: TagLayout) => Math.min(l.topSize, l.bottomSize);
  return (
    layouts.find((l) => least(l) >= LEAST_LINE * font - 1e-9) ??
    layouts.reduce((best, l) => (least(l) > least(best) + 1e-9 ? l : best))
  );
}

/** What a counter of `size` at `c` hides: its square and shadow (turned: the diamond's box). */
export function counterBox(c: Point, size: number, turned = false): Box {
  const r = turned ? (size * Math.SQRT2) / 2 : size / 2;
  return { x0: c.x - r, y0: c.y - r, x1: c.x + r + 1.5, y1: c.y + r + 1.5 };
}

/**
 * A square unit counter: its id on top, the NATO symbol in the middle, its values at the bottom; the
 * top line kept clear of the corner tags (moved aside, else made smaller). `what` names it in the
 * marks ("counter XII").
 */
export function paintCounter(s: CounterSpec, what: string): Paint {
  const { center: c, size: z, style } = s;
  const font = Math.max(8, Math.round(z * 0.3));
  const body = [
    el('rect', {
      x: c.x - z / 2 + 1.5,
      y: c.y - z / 2 + 1.5,
      width: z,
      height: z,
      rx: 2,
      fill: '#000',
      fillOpacity: 0.35,
    }),
    el('rect', {
      x: c.x - z / 2,
      y: c.y - z / 2,
      width: z,
      height: z,
      rx: 2,
      fill: style.fill,
      stroke: style.border,
    }),
    natoSymbol(s.type, { x: c.x, y: c.y + z * 0.02 }, z * 0.5, z * 0.26, style.ink),
  ].join('');
  const paint = new Paint().solid(
    s.turned ? el('g', { transform: `rotate(45 ${c.x} ${c.y})` }, body) : body,
    counterBox(c, z, s.turned),
    what,
  );
  // The words' row: a turned counter's is the diamond's width at that height.
  const rows = s.turned
    ? { top: -0.27, bottom: 0.29, width: 0.78 }
    : { top: -0.3, bottom: 0.32, width: 0.96 };
  // The corner tags sit inside the counter (outside, they would hide a neighbour's words): at the top
  // corners, or at the bottom ones where the top line would be squeezed between them (tagLayout).
  const badgeSize = font * 0.85;
  const flagSize = z * 0.24;
  const badgeW = s.badge ? measureText(s.badge, badgeSize, true) + 4 : 0;
  const flagW = s.flag ? measureText(s.flag.content, flagSize, true) + 4 : 0;
  const layout = tagLayout(s, z, rows, font, { badge: badgeW, flag: flagW });
  const cornerY = (down: boolean, size: number) =>
    down ? c.y + z / 2 - size * 0.65 - 1 : c.y - z / 2 + size * 0.65 + 1;
  const badge = s.badge
    ? { x: c.x + z / 2 - badgeW / 2 - 1, y: cornerY(layout.badgeDown, badgeSize) }
    : undefined;
  const flag = s.flag ? { x: c.x - z / 2 + flagW / 2 + 1, y: cornerY(layout.flagDown, flagSize) } : undefined;
  const line = (y: number, content: string, room: { left: number; right: number }, size: number) => {
    const width = measureText(content, size, true);
    const x = c.x + Math.min(Math.max(0, room.left + width / 2), room.right - width / 2);
    paint.text({ x, y }, content, { size, bold: true, fill: style.ink }, `${what} "${content}"`);
  };
  line(c.y + z * rows.top, s.label, layout.top, layout.topSize);
  line(c.y + z * rows.bottom, s.values, layout.bottom, layout.bottomSize);
  if (badge && s.badge) paint.add(paintBadge(badge, s.badge, badgeSize, '#222', what));
  if (flag && s.flag) paint.add(paintBadge(flag, s.flag.content, flagSize, s.flag.fill, what));
  if (s.crossed) {
    const d = z / 2;
    const x = (ax: number, ay: number, bx: number, by: number) =>
      el('line', { x1: c.x + ax, y1: c.y + ay, x2: c.x + bx, y2: c.y + by, stroke: '#c00', strokeWidth: 3 });
    // A white veil rather than group opacity: resvg aborts the process on some off-canvas
    // opacity groups (seen with resvg-js 2.6), so the shared helpers never use group opacity. The
    // cross is meant to strike the counter's own words out.
    const veil = el('rect', { x: c.x - d, y: c.y - d, width: z, height: z, fill: '#fff', fillOpacity: 0.45 });
    paint.plain(veil + x(-d, -d, d, d) + x(-d, d, d, -d));
  }
  return paint;
}

/** What an arrow along `path` drawn with `s` hides: its (cased) line and its head. */
export function arrowCover(path: readonly Point[], s: ArrowStyle): Box[] {
  const g = arrowGeometry(path, s);
  if (!g) return [];
  const width = s.width + (s.casing ? 3 : 0);
  const out: Box[] = [];
  for (let i = 1; i < g.line.length; i++) out.push(...segmentBoxes(g.line[i - 1]!, g.line[i]!, width));
  const [tip, b1, b2] = g.head;
  const base = { x: (b1.x + b2.x) / 2, y: (b1.y + b2.y) / 2 };
  out.push(...segmentBoxes(base, tip, s.width * 3.2 * 1.1 + (s.casing ? 3 : 0)));
  return out;
}

/** An arrow, in a group with `attrs`, hiding what its line and head cover. */
export function paintArrow(path: readonly Point[], s: ArrowStyle, what: string, attrs: Attrs = {}): Paint {
  return new Paint().solid(el('g', attrs, arrow(path, s)), arrowCover(path, s), what);
}

/** A boxed tag's look: text on an opaque rounded rectangle (a battle's result, odds). */
export interface TagStyle {
  size: number;
  height: number;
  /** Room left and right of the text. */
  pad: number;
  ink: string;
  fill: string;
  stroke: string;
  strokeWidth: number;
  rx: number;
}

/** A tag for the placer: opaque (it may stand over a printed hex number rather than be moved far). */
export function tagRequest(
  id: string,
  anchor: Point,
  content: string,
  style: TagStyle,
  near: number,
  prefer: Direction = 'above',
): LabelRequest {
  return {
    id,
    anchor,
    names: [content],
    size: (name) => ({ width: measureText(name, style.size, true) + 2 * style.pad, height: style.height }),
    near,
    prefer,
    opaque: true,
  };
}

/**
 * One placed label on a box of its own: the rectangle hides what is under it (marked `boxWhat`),
 * its text is marked `who "name"`.
 */
export function paintTag(
  t: PlacedLabel,
  style: Pick<TagStyle, 'size' | 'ink' | 'fill' | 'stroke' | 'strokeWidth' | 'rx'>,
  who: string,
  boxWhat = who,
): Paint {
  return new Paint()
    .solid(
      el('rect', {
        x: t.box.x0,
        y: t.box.y0,
        width: t.box.x1 - t.box.x0,
        height: t.box.y1 - t.box.y0,
        rx: style.rx,
        fill: style.fill,
        stroke: style.stroke,
        strokeWidth: style.strokeWidth,
      }),
      t.box,
      boxWhat,
    )
    .text(t.at, t.name, { size: style.size, bold: true, fill: style.ink }, `${who} "${t.name}"`);
}

/** The placed tags, each a rectangle with its text, in a group with `attrs(tag)`. */
export function paintTags(
  tags: readonly PlacedLabel[],
  style: TagStyle,
  attrs: (t: PlacedLabel) => Attrs = () => ({}),
): Paint {
  const paint = new Paint();
  for (const t of tags) paint.group('g', attrs(t), paintTag(t, style, `tag ${t.id}`));
  return paint;
}

/** A line's height in a label of several lines: its ink and halo, so lines never overlap. */
function lineHeight(style: TextOptions): number {
  const b = textBox({ x: 0, y: 0 }, 'X', style);
  return b.y1 - b.y0;
}

/** The box of a text label of one or more lines ("\n" between them), centred on (0, 0). */
function linesBox(name: string, style: TextOptions): { width: number; height: number } {
  const lines = name.split('\n');
  const boxes = lines.map((l) => textBox({ x: 0, y: 0 }, l, style));
  const width = Math.max(...boxes.map((b) => b.x1 - b.x0));
  return { width, height: lines.length * lineHeight(style) };
}

/** A place's name in halo text for the placer: `names` the full form first (lines split by "\n"). */
export function textLabelRequest(
  id: string,
  anchor: Point,
  names: readonly string[],
  style: TextOptions,
  near: number,
  prefer?: Direction,
): LabelRequest {
  return { id, anchor, names, size: (n) => linesBox(n, style), near, ...(prefer ? { prefer } : {}) };
}

/** The placed text labels, each line centred in its box. */
export function paintTextLabels(placed: readonly PlacedLabel[], style: TextOptions, what: string): Paint {
  const paint = new Paint();
  for (const p of placed) {
    const lines = p.name.split('\n');
    // text() centres the glyphs' middle on its point; the box's top is the first line's ink top.
    const first = textBox({ x: 0, y: 0 }, lines[0]!, style);
    lines.forEach((l, i) =>
      paint.text(
        { x: p.at.x, y: p.box.y0 - first.y0 + i * lineHeight(style) },
        l,
        style,
        `${what} ${p.id} "${l}"`,
      ),
    );
  }
  return paint;
}

/** A thin dark line (cased in white, to read over terrain) from what a label names to the label standing away from it. */
export function leaderLine([a, b]: [Point, Point], width = 2): string {
  const line = { x1: a.x, y1: a.y, x2: b.x, y2: b.y, strokeLinecap: 'round' };
  return (
    el('line', { ...line, stroke: '#fff', strokeWidth: width + 2.5 }) +
    el('line', { ...line, stroke: '#222', strokeWidth: width })
  );
}

/** The leader lines of the placed labels that stand away from what they name. */
export function leaderLines(placed: readonly PlacedLabel[], width = 2): string {
  return placed.flatMap((p) => (p.leader ? [leaderLine(p.leader, width)] : [])).join('');
}

/** A text drawn turned by `angle` degrees about `p` (a strip's name along the edge): its mark is the
 * box the turned text covers (a right angle turns the box; other angles take its outer box). */
export function paintTurnedText(
  p: Point,
  content: string,
  o: TextOptions,
  angle: number,
  what: string,
): Paint {
  const b = textBox(p, content, o);
  const a = (angle * Math.PI) / 180;
  const corners = [
    { x: b.x0, y: b.y0 },
    { x: b.x1, y: b.y0 },
    { x: b.x0, y: b.y1 },
    { x: b.x1, y: b.y1 },
  ].map((q) => ({
    x: p.x + (q.x - p.x) * Math.cos(a) - (q.y - p.y) * Math.sin(a),
    y: p.y + (q.x - p.x) * Math.sin(a) + (q.y - p.y) * Math.cos(a),
  }));
  const paint = new Paint();
  paint.parts.push(el('g', { transform: `rotate(${angle} ${p.x} ${p.y})` }, text(p, content, o)));
  paint.marks.push({
    kind: 'text',
    box: {
      x0: Math.min(...corners.map((q) => q.x)),
      y0: Math.min(...corners.map((q) => q.y)),
      x1: Math.max(...corners.map((q) => q.x)),
      y1: Math.max(...corners.map((q) => q.y)),
    },
    what,
  });
  return paint;
}
