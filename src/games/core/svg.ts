// Small SVG helpers shared by every game's `draw`: escaping, an element builder, NATO-style counters
// and arrows. Output is plain SVG text with no external resources, so the same string works inline
// in a web page and through resvg to PNG (which bundles only DejaVu Sans, regular and bold).

export const FONT = 'DejaVu Sans';

export interface Point {
  x: number;
  y: number;
}

type AttrValue = string | number | undefined | null | false;
export type Attrs = Record<string, AttrValue>;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Numbers rounded to 0.1 px: stable golden files and short documents. */
export function num(n: number): string {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** SVG attributes that really are camelCase; every other camelCase key is written kebab-case. */
const CAMEL = new Set([
  'viewBox',
  'preserveAspectRatio',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'patternUnits',
  'gradientUnits',
]);

/** One element; attributes that are undefined, null or false are left out. camelCase -> kebab-case. */
export function el(name: string, attrs: Attrs = {}, children: string | string[] = ''): string {
  const parts = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => {
      const key = CAMEL.has(k) ? k : k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return ` ${key}="${typeof v === 'number' ? num(v) : escapeXml(String(v))}"`;
    });
  const body = Array.isArray(children) ? children.join('') : children;
  return body === '' ? `<${name}${parts.join('')}/>` : `<${name}${parts.join('')}>${body}</${name}>`;
}

export function svgDocument(width: number, height: number, body: string[], title?: string): string {
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width,
      height,
      viewBox: `0 0 ${num(width)} ${num(height)}`,
      fontFamily: FONT,
    },
    [title ? el('title', {}, escapeXml(title)) : '', ...body],
  );
}

/** Marks what is the same in every picture of a map (background, terrain, place names): the
 * renderer (src/render/worker.mjs) draws it once and lays each picture's own parts over it. It
 * must lie under everything else, since the rest is drawn on top of it. */
export const STATIC_OPEN = '<!--static-->';
export const STATIC_CLOSE = '<!--/static-->';
export function staticLayer(parts: readonly string[]): string {
  return `${STATIC_OPEN}${parts.join('')}${STATIC_CLOSE}`;
}

export function points(ps: readonly Point[]): string {
  return ps.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');
}

export interface TextOptions {
  size: number;
  fill?: string;
  bold?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  /** A white outline behind the glyphs, so text stays readable over lines and fills. */
  halo?: string;
}

/** Text whose y is the visual middle of the glyphs (resvg and browsers agree on this form). */
export function text(p: Point, content: string, o: TextOptions): string {
  return el(
    'text',
    {
      x: p.x,
      y: p.y + o.size * 0.36,
      fontSize: o.size,
      fontWeight: o.bold ? 'bold' : undefined,
      textAnchor: o.anchor ?? 'middle',
      fill: o.fill ?? '#000',
      stroke: o.halo,
      strokeWidth: o.halo ? Math.max(2, o.size / 4) : undefined,
      strokeLinejoin: o.halo ? 'round' : undefined,
      paintOrder: o.halo ? 'stroke' : undefined,
    },
    escapeXml(content),
  );
}

export type UnitType = 'infantry' | 'cavalry' | 'artillery';

/** The NATO unit-type frame: infantry a cross, cavalry one diagonal, artillery a filled dot. */
export function natoSymbol(type: UnitType, c: Point, w: number, h: number, color: string): string {
  const x0 = c.x - w / 2;
  const y0 = c.y - h / 2;
  const x1 = c.x + w / 2;
  const y1 = c.y + h / 2;
  const line = (ax: number, ay: number, bx: number, by: number) =>
    el('line', { x1: ax, y1: ay, x2: bx, y2: by, stroke: color, strokeWidth: 1.2 });
  const inner =
    type === 'infantry'
      ? line(x0, y0, x1, y1) + line(x0, y1, x1, y0)
      : type === 'cavalry'
        ? line(x0, y1, x1, y0)
        : el('circle', { cx: c.x, cy: c.y, r: h * 0.28, fill: color });
  return (
    el('rect', { x: x0, y: y0, width: w, height: h, fill: 'none', stroke: color, strokeWidth: 1.2 }) + inner
  );
}

export interface CounterStyle {
  fill: string;
  ink: string;
  border: string;
}

export interface ArrowStyle {
  color: string;
  width: number;
  dashed?: boolean;
  /** Pull the tip back this far from the last point (to stop at a counter's edge). */
  shortenEnd?: number;
  /** Start this far along from the first point. */
  shortenStart?: number;
  /** An outline colour drawn under the arrow, to set it apart from roads and rivers. */
  casing?: string;
}

function along(a: Point, b: Point, d: number): Point {
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  return { x: a.x + ((b.x - a.x) * d) / len, y: a.y + ((b.y - a.y) * d) / len };
}

/** Where an arrow along `path` is drawn: its line (ends pulled back as `s` asks, the last point at
 * the head's base), its tip and the head's two back corners. */
export function arrowGeometry(
  path: readonly Point[],
  s: ArrowStyle,
): { line: Point[]; tip: Point; head: [Point, Point, Point] } | undefined {
  if (path.length < 2) return undefined;
  const pts = [...path];
  const n = pts.length;
  if (s.shortenStart) pts[0] = along(pts[0]!, pts[1]!, s.shortenStart);
  if (s.shortenEnd) pts[n - 1] = along(pts[n - 1]!, pts[n - 2]!, s.shortenEnd);
  const tip = pts[n - 1]!;
  const head = s.width * 3.2;
  const back = along(tip, pts[n - 2]!, head);
  const dx = (tip.y - back.y) * 0.55;
  const dy = (back.x - tip.x) * 0.55;
  pts[n - 1] = along(tip, pts[n - 2]!, head * 0.8);
  return {
    line: pts,
    tip,
    head: [tip, { x: back.x + dx, y: back.y + dy }, { x: back.x - dx, y: back.y - dy }],
  };
}

/** An arrow along a polyline (a move's path through hex centres) with a head at the last point. */
export function arrow(path: readonly Point[], s: ArrowStyle): string {
  const g = arrowGeometry(path, s);
  if (!g) return '';
  const pts = g.line;
  const headPts = points(g.head);
  const draw = (colour: string, extra: number) => [
    el('polyline', {
      points: points(pts),
      fill: 'none',
      stroke: colour,
      strokeWidth: s.width + extra,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      strokeDasharray: s.dashed && !extra ? `${num(s.width * 2.5)} ${num(s.width * 1.6)}` : undefined,
    }),
    el('polygon', {
      points: headPts,
      fill: colour,
      stroke: extra ? colour : undefined,
      strokeWidth: extra || undefined,
      strokeLinejoin: 'round',
    }),
  ];
  return el('g', {}, [...(s.casing ? draw(s.casing, 3) : []), ...draw(s.color, 0)]);
}
