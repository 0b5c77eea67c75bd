// Close-ups cut from the map picture itself: on a phone the whole map is shrunk to about 330 px and
// its counters cannot be read, so a report also shows, each in a phone-width frame, every area where
// the reader has units and every place the step's events name (the action first), at a scale where
// the text of every counter it shows is at least 11 CSS px (the rule is in close-up-frame.ts, which
// places the frames: as few as show every area, none left out).
// The map marks its places (data-hex polygons, data-square rectangles) and its counters (groups with
// data-unit and data-side); a close-up is the same SVG with a smaller viewBox, drawn by the sender like
// any other picture.
import type { GameEvent } from '../../games/core/events';
import { measureText } from '../../games/core/labels/measure';
import {
  frames,
  frameSize,
  inside,
  union,
  usualSize,
  type Area,
  type Box,
  type MapGeometry,
} from './close-up-frame';

export interface CloseUp {
  svg: string;
  /** The places it shows, for the alt text and the heading. */
  places: string[];
  /** Its part of the map, in map units. */
  box: Box;
}

export interface Counter {
  box: Box;
  /** Where it stands (data-hex or data-square), if the map says. */
  at?: string;
  side: string;
  /** The smallest text on it, in map units. */
  font: number;
  /** Where its group stands in the SVG text: [start, end). */
  span: [number, number];
}

/** What a close-up needs to know of a map picture, read from its SVG. */
export interface MapMarks extends MapGeometry {
  root: string;
  places: Map<string, Box>;
  counters: Box[];
  counterFonts: number[];
  /** The boxes of the map's words outside the counters (close-up-frame.ts keeps them whole). */
  labels: Box[];
  units: Counter[];
  /** The smallest counter text of the map (12 when it has no counters): the whole map is legible
   * on a phone when it is at most frameSize(font) wide. */
  font: number;
}

const attrs = (tag: string): Record<string, string> =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
const num = (v: string | undefined) => Number(v ?? 0);
const pts = (v: string | undefined) =>
  (v ?? '')
    .trim()
    .split(/\s+/)
    .map((p) => p.split(',').map(Number) as [number, number]);
const boxOf = (xs: number[], ys: number[], pad = 0): Box => ({
  x0: Math.min(...xs) - pad,
  y0: Math.min(...ys) - pad,
  x1: Math.max(...xs) + pad,
  y1: Math.max(...ys) + pad,
});

/** The box of one drawn element (rect, circle, polygon, polyline, line, text), stroke included. */
function shapeBox(name: string, a: Record<string, string>, text: string): Box | null {
  const pad = num(a['stroke-width'] ?? (a.stroke && a.stroke !== 'none' ? '1' : '0')) / 2;
  switch (name) {
    case 'rect':
      return boxOf([num(a.x), num(a.x) + num(a.width)], [num(a.y), num(a.y) + num(a.height)], pad);
    case 'circle':
      return boxOf(
        [num(a.cx) - num(a.r), num(a.cx) + num(a.r)],
        [num(a.cy) - num(a.r), num(a.cy) + num(a.r)],
        pad,
      );
    case 'polygon':
    case 'polyline': {
      const p = pts(a.points);
      return boxOf(
        p.map((q) => q[0]),
        p.map((q) => q[1]),
        pad,
      );
    }
    case 'line':
      return boxOf([num(a.x1), num(a.x2)], [num(a.y1), num(a.y2)], pad);
    case 'text': {
      // Bold sans glyphs are at most about 0.7 em wide on average; ascent 0.8 em, descent 0.25 em.
      const size = num(a['font-size'] ?? '12');
      const w = text.length * 0.7 * size;
      const x0 =
        a['text-anchor'] === 'middle'
          ? num(a.x) - w / 2
          : a['text-anchor'] === 'end'
            ? num(a.x) - w
            : num(a.x);
      return boxOf([x0, x0 + w], [num(a.y) - 0.8 * size, num(a.y) + 0.25 * size]);
    }
    default:
      return null;
  }
}

/** The counters of a map: each group with data-unit and data-side, its box and its smallest text. */
function countersOf(svg: string): Counter[] {
  const out: Counter[] = [];
  for (const m of svg.matchAll(/<g [^>]*data-unit="[^"]*"[^>]*>/g)) {
    const head = attrs(m[0]);
    if (!head['data-side']) continue; // a move's or an attack's arrow, not a counter
    const tags = /<(\/?)(\w+)([^>]*?)(\/?)>([^<]*)/g;
    tags.lastIndex = (m.index ?? 0) + m[0].length;
    let depth = 1;
    let box: Box | null = null;
    let font = Infinity;
    let end = svg.length;
    for (let t = tags.exec(svg); t && depth > 0; t = tags.exec(svg)) {
      const [, close, name = '', rest = '', selfClose, text = ''] = t;
      if (name === 'g') depth += close ? -1 : selfClose ? 0 : 1;
      if (depth === 0) end = t.index + t[0].length - text.length;
      if (close) continue;
      const a = attrs(rest);
      if (name === 'text') font = Math.min(font, num(a['font-size'] ?? '12'));
      if (a['fill-opacity'] && num(a['fill-opacity']) < 1) continue; // a shadow: it may be cut
      const b = shapeBox(name, a, text);
      if (b) box = box ? union(box, b) : b;
    }
    if (!box) continue;
    const at = head['data-hex'] ?? head['data-square'];
    out.push({ box, side: head['data-side'], font, span: [m.index ?? 0, end], ...(at ? { at } : {}) });
  }
  return out;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (s: string) =>
  s.replace(/&(#\d+|\w+);/g, (m, e: string) =>
    e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : (ENTITIES[e] ?? m),
  );

/** A text group whose words a close-up need not keep whole: a counter's (kept whole as a counter),
 * the printed hex numbers, and turned text (a strip's name along the edge). */
const leftOut = (a: Record<string, string>) =>
  !!a['data-unit'] || (!!a.transform && !shiftOf(a)) || /\bhex-?num/.test(a.class ?? '');

/** A plain translate(dx dy) (a word a close-up moved inside its frame), else null. */
function shiftOf(a: Record<string, string>): [number, number] | null {
  const m = /^translate\((-?[\d.]+)[ ,](-?[\d.]+)\)$/.exec(a.transform ?? '');
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** A text element's box, measured with the font as svg.ts's text() draws it (its baseline 0.36 em
 * below its middle), its halo included. */
function wordBox(a: Record<string, string>, content: string): Box {
  const size = num(a['font-size'] ?? '12');
  const w = measureText(unescape(content), size, a['font-weight'] === 'bold');
  const x = num(a.x);
  const x0 = a['text-anchor'] === 'middle' ? x - w / 2 : a['text-anchor'] === 'end' ? x - w : x;
  const halo = num(a['stroke-width']) / 2;
  return {
    x0: x0 - halo,
    y0: num(a.y) - 0.78 * size - halo,
    x1: x0 + w + halo,
    y1: num(a.y) + 0.24 * size + halo,
  };
}

/** The boxes of the map's words outside the counters: place names, crossings, tags, notes; each
 * measured with the font as svg.ts's text() draws it (its baseline 0.36 em below its middle). */
function labelsOf(svg: string): Box[] {
  const out: Box[] = [];
  // For each open <g>: whether its words are left out, and how far it moves them.
  const open: { out: boolean; dx: number; dy: number }[] = [];
  for (const t of svg.matchAll(/<(\/?)(g|text)\b([^>]*?)(\/?)>([^<]*)/g)) {
    const [, close, name, rest = '', selfClose, content = ''] = t;
    const outer = open.at(-1) ?? { out: false, dx: 0, dy: 0 };
    const a = attrs(rest);
    const [dx, dy] = shiftOf(a) ?? [0, 0];
    if (name === 'g') {
      if (close) open.pop();
      else if (!selfClose) open.push({ out: outer.out || leftOut(a), dx: outer.dx + dx, dy: outer.dy + dy });
      continue;
    }
    if (close || selfClose || outer.out || content.trim() === '') continue;
    if (a.transform && !shiftOf(a)) continue;
    const b = wordBox(a, content);
    const [x, y] = [outer.dx + dx, outer.dy + dy];
    out.push({ x0: b.x0 + x, y0: b.y0 + y, x1: b.x1 + x, y1: b.y1 + y });
  }
  return out;
}

/** Every place the map marks, with its box. */
function placesOf(svg: string): Map<string, Box> {
  const places = new Map<string, Box>();
  for (const m of svg.matchAll(/<polygon data-hex="([^"]+)" points="([^"]+)"/g)) {
    const p = pts(m[2]);
    places.set(
      m[1] ?? '',
      boxOf(
        p.map((q) => q[0]),
        p.map((q) => q[1]),
      ),
    );
  }
  for (const m of svg.matchAll(/<rect [^>]*data-square="[^"]+"[^>]*>/g)) {
    const a = attrs(m[0]);
    places.set(a['data-square'] ?? '', shapeBox('rect', { ...a, 'stroke-width': '0' }, '') as Box);
  }
  return places;
}

/** The map's size, places, counters, and its banner: everything above the board's top edge (the
 * title band of every game is drawn there). Null when the SVG has no viewBox from 0 0. */
export function readMap(svg: string): MapMarks | null {
  const root = /<svg [^>]*viewBox="0 0 ([\d.]+) ([\d.]+)"[^>]*>/.exec(svg);
  if (!root) return null;
  const places = placesOf(svg);
  const units = countersOf(svg);
  const fonts = units.map((u) => u.font).filter(Number.isFinite);
  return {
    root: root[0],
    width: Number(root[1]),
    height: Number(root[2]),
    banner: places.size ? Math.min(...[...places.values()].map((b) => b.y0)) : 0,
    places,
    units,
    counters: units.map((u) => u.box),
    counterFonts: units.map((u) => u.font),
    labels: labelsOf(svg),
    font: fonts.length ? Math.min(...fonts) : 12,
  };
}

const BATTLE = /^(battle|attack|combat|bombard|assault|melee|fire)/;

/** The places an event names: any field holding a place id, the two ends of a list of them (a
 * route), and the same inside the objects of a list (a deployment's places). */
function named(value: unknown, known: Map<string, Box>, depth = 0): string[] {
  if (typeof value === 'string') return known.has(value) ? [value] : [];
  if (Array.isArray(value)) {
    const ids = value.filter((v): v is string => typeof v === 'string' && known.has(v));
    const ends = ids.length > 2 ? [ids[0] as string, ids.at(-1) as string] : ids;
    return [
      ...ends,
      ...value.filter((v) => typeof v === 'object').flatMap((v) => named(v, known, depth + 1)),
    ];
  }
  if (value && typeof value === 'object' && depth < 3)
    return Object.values(value).flatMap((v) => named(v, known, depth + 1));
  return [];
}

/** An area: the middle of the place (its inner third) and every counter standing on it. Not the
 * whole place: a neighbour's counter may reach into its corners. */
export function areaBox(map: MapMarks, id: string): Box {
  const p = map.places.get(id) as Box;
  const [dx, dy] = [(p.x1 - p.x0) / 3, (p.y1 - p.y0) / 3];
  const middle = { x0: p.x0 + dx, y0: p.y0 + dy, x1: p.x1 - dx, y1: p.y1 - dy };
  return map.units.filter((u) => u.at === id).reduce((b, u) => union(b, u.box), middle);
}
const area = (map: MapMarks, id: string): Area => ({ id, box: areaBox(map, id) });

/** The places this step's events name, the weightiest first: a battle counts more than a move. */
function actionAreas(map: MapMarks, events: readonly GameEvent[]): Area[] {
  const weights = new Map<string, number>();
  for (const e of events) {
    const weight = BATTLE.test(e.kind) ? 3 : 1;
    for (const [key, v] of Object.entries(e))
      if (key !== 'kind' && key !== 'text')
        for (const id of named(v, map.places)) weights.set(id, (weights.get(id) ?? 0) + weight);
  }
  return [...weights].sort((a, b) => b[1] - a[1]).map(([id]) => area(map, id));
}

/** The places where the side has counters, the fullest first. */
function ownAreas(map: MapMarks, side: string): Area[] {
  const counts = new Map<string, number>();
  for (const u of map.units)
    if (u.side === side && u.at && map.places.has(u.at)) counts.set(u.at, (counts.get(u.at) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([id]) => area(map, id));
}

/** Whether any of the counter (with half its size again around it: a shadow, a stack's offset) can
 *  show in the frame. */
function reaches(u: Counter, f: Box): boolean {
  return overlaps(grown(u.box, (u.box.x1 - u.box.x0) / 2, (u.box.y1 - u.box.y0) / 2), f);
}

/** The box with dx more on the left and right, dy more above and below. */
const grown = (b: Box, dx: number, dy = dx): Box => ({
  x0: b.x0 - dx,
  y0: b.y0 - dy,
  x1: b.x1 + dx,
  y1: b.y1 + dy,
});
const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && a.x1 > b.x0 && a.y0 < b.y1 && a.y1 > b.y0;

const LEAVES = new Set(['rect', 'circle', 'line', 'polygon', 'polyline', 'text']);
/** How far past a shape's own box it may still show (a marker's arrowhead, a halo), in map units. */
const CULL_MARGIN = 12;

interface LeftOut {
  /** Plain shapes wholly outside the frame. */
  outside?: boolean;
  /** Words the frame's edge cuts: each moved inside a little when it then covers none of
   *  `obstacles` (the counters and other words), else left out with its label. */
  cutWords?: { obstacles: Box[] };
}

/** A change to the SVG text: [start, end) replaced by `put` (nothing: left out). */
type Edit = [number, number, string?];

interface Cut {
  start: number;
  end: number;
  /** How far it moves to stand inside the frame, or null when it cannot. */
  shift: [number, number] | null;
}

/**
 * The SVG's elements as a close-up needs them, read once for all of a map's frames (scan); each
 * frame then only compares boxes (editsFor). In document order: an element that holds others opens
 * and closes; a plain leaf (a shape, or a word with no spans, outside any transform) has its box.
 */
type Token =
  | {
      kind: 'open';
      start: number;
      /** Inside a counter (its words are kept with it: close-up-frame.ts never cuts a counter). */
      unit: boolean;
      /** The words and the groups directly inside it. */
      texts: number;
      groups: number;
    }
  | { kind: 'close'; end: number }
  | {
      kind: 'word';
      start: number;
      end: number;
      box: Box;
      /** Whether a frame's edge may move or drop it: a word outside any counter, in a group. */
      movable: boolean;
    }
  | { kind: 'shape'; start: number; end: number; box: Box | null };

type OpenToken = Extract<Token, { kind: 'open' }>;

/** The SVG text's elements (Token), read once. */
type Scan = readonly Token[];

function scan(svg: string): Scan {
  const out: Token[] = [];
  // Whether a shape inside may be left out (no transform on the way, not in defs or a marker).
  const stack: { token: OpenToken; plain: boolean }[] = [];
  const open = (start: number, plain: boolean, unit: boolean) => {
    const token: OpenToken = { kind: 'open', start, unit, texts: 0, groups: 0 };
    out.push(token);
    stack.push({ token, plain });
  };
  const tags = /<(\/?)([\w:-]+)([^>]*?)(\/?)>/g;
  for (let t = tags.exec(svg); t; t = tags.exec(svg)) {
    const [whole, close, name = '', rest = '', selfClose] = t;
    if (close) {
      if (stack.pop()) out.push({ kind: 'close', end: t.index + whole.length });
      continue;
    }
    const parent = stack.at(-1);
    const plain = !/ transform=/.test(rest) && (parent?.plain ?? true);
    if (LEAVES.has(name) && plain) {
      let end = t.index + whole.length;
      if (name === 'text' && !selfClose) {
        const closing = svg.indexOf('</text>', end);
        const text = svg.slice(end, closing);
        if (closing < 0 || text.includes('<')) {
          open(t.index, false, false);
          continue; // spans inside: left as they are
        }
        end = closing + '</text>'.length;
        tags.lastIndex = end;
        if (parent) parent.token.texts++;
        const movable = !!parent && !parent.token.unit && text.trim() !== '';
        out.push({ kind: 'word', start: t.index, end, box: wordBox(attrs(rest), text), movable });
        continue;
      }
      out.push({ kind: 'shape', start: t.index, end, box: shapeBox(name, attrs(rest), '') });
      continue;
    }
    if (selfClose || whole.startsWith('<!') || whole.startsWith('<?')) continue;
    if (parent) parent.token.groups += name === 'g' ? 1 : 0;
    open(
      t.index,
      plain && (name === 'g' || name === 'svg'),
      (parent?.token.unit ?? false) || / data-unit=/.test(rest),
    );
  }
  return out;
}

/** A word's plate reaches this far past its text's box (svg.ts's labels). */
const PLATE = 4;
const same = (a: Box, b: Box) => Math.abs(a.x0 - b.x0) + Math.abs(a.y0 - b.y0) < 0.5;

/** How a word the frame's edge cuts moves inside it: a short way (at most a third of its length
 * across, half its height up or down) onto nothing else; null when it cannot. */
function shiftInside(b: Box, f: Box, obstacles: Box[]): [number, number] | null {
  const plate = grown(b, PLATE);
  const into = (lo: number, hi: number, flo: number, fhi: number) =>
    lo < flo ? flo - lo + 1 : hi > fhi ? fhi - hi - 1 : 0;
  const dx = into(plate.x0, plate.x1, f.x0, f.x1);
  const dy = into(plate.y0, plate.y1, f.y0, f.y1);
  if (Math.abs(dx) > (b.x1 - b.x0) / 3 || Math.abs(dy) > (b.y1 - b.y0) / 2) return null;
  const moved = { x0: plate.x0 + dx, y0: plate.y0 + dy, x1: plate.x1 + dx, y1: plate.y1 + dy };
  const fits = moved.x0 >= f.x0 && moved.x1 <= f.x1 && moved.y0 >= f.y0 && moved.y1 <= f.y1;
  if (!fits || obstacles.some((o) => !same(o, b) && overlaps(o, moved))) return null;
  return [Math.round(dx * 10) / 10, Math.round(dy * 10) / 10];
}

const translate = ([dx, dy]: [number, number]) => ` transform="translate(${dx} ${dy})"`;

/**
 * The changes a close-up makes to the map's SVG text. Plain shapes (no transform on them or around
 * them, not inside defs, markers or clip paths) wholly outside the frame go: the renderer would
 * parse and draw them only to clip them away. A word the frame's edge cuts (a name close-up-frame.ts
 * could not keep whole) moves a little inside when it can (shiftInside), with its label when it is
 * one (a group holding that text alone, e.g. a city's name on its plate); else it goes, with its
 * label; the overview shows it whole.
 */
function editsFor(elements: Scan, f: Box, what: LeftOut): Edit[] {
  const out: Edit[] = [];
  const stack: { token: OpenToken; cut: Cut[] }[] = [];
  const wholly = (b: Box, m: number) =>
    b.x1 + m < f.x0 || b.x0 - m > f.x1 || b.y1 + m < f.y0 || b.y0 - m > f.y1;
  const within = (b: Box) => b.x0 >= f.x0 && b.x1 <= f.x1 && b.y0 >= f.y0 && b.y1 <= f.y1;
  for (const e of elements) {
    if (e.kind === 'open') stack.push({ token: e, cut: [] });
    else if (e.kind === 'close') {
      const g = stack.pop();
      if (!g || !g.cut.length) continue;
      const label = g.token.texts === 1 && g.token.groups === 0 && g.cut.length === 1;
      if (label) {
        const shift = g.cut[0]!.shift;
        const at = g.token.start + '<g'.length;
        out.push(shift ? [at, at, translate(shift)] : [g.token.start, e.end]);
      } else
        for (const c of g.cut) {
          const at = c.start + '<text'.length;
          out.push(c.shift ? [at, at, translate(c.shift)] : [c.start, c.end]);
        }
    } else if (e.kind === 'word') {
      if (wholly(e.box, CULL_MARGIN)) {
        if (what.outside) out.push([e.start, e.end]);
      } else if (what.cutWords && e.movable && !within(e.box))
        stack
          .at(-1)
          ?.cut.push({ start: e.start, end: e.end, shift: shiftInside(e.box, f, what.cutWords.obstacles) });
    } else if (what.outside && e.box && wholly(e.box, CULL_MARGIN)) out.push([e.start, e.end]);
  }
  return out;
}

/** The SVG text with these edits (one inside a range left out before it goes with it). */
function edited(svg: string, edits: Edit[]): string {
  const parts: string[] = [];
  let from = 0;
  for (const [start, end, put] of [...edits].sort((a, b) => a[0] - b[0] || b[1] - a[1])) {
    if (start < from) continue;
    parts.push(svg.slice(from, start), put ?? '');
    from = end;
  }
  parts.push(svg.slice(from));
  return parts.join('');
}

/** The SVG as a close-up of the frame `box` changes it (editsFor); for tests of each part. */
export function leaveOut(svg: string, box: Box, what: LeftOut): string {
  return edited(svg, editsFor(scan(svg), box, what));
}

/** The map with the frame's viewBox, without the counters that stand wholly outside it and what
 *  editsFor changes. */
function cutOut(svg: string, elements: Scan, map: MapMarks, box: Box): string {
  const [w, h] = [box.x1 - box.x0, box.y1 - box.y0].map((v) => Math.round(v * 100) / 100);
  const tag = map.root
    .replace(/ width="[\d.]+"/, ` width="${w}"`)
    .replace(/ height="[\d.]+"/, ` height="${h}"`)
    .replace(/ viewBox="[^"]+"/, ` viewBox="${box.x0} ${box.y0} ${w} ${h}"`);
  const edits: Edit[] = [
    ...map.units.filter((u) => !reaches(u, box)).map((u) => u.span),
    ...editsFor(elements, box, { outside: true, cutWords: { obstacles: [...map.counters, ...map.labels] } }),
  ];
  return edited(svg, edits).replace(map.root, tag);
}

/** The frames of a map over these areas, none when the whole map is already legible. */
function framed(svg: string, pick: (map: MapMarks) => Area[]) {
  const map = readMap(svg);
  if (!map || !map.places.size) return null;
  if (map.width <= frameSize(map.font).width) return null; // the whole map is already legible
  return { map, frames: frames(map, usualSize(map), pick(map)), elements: scan(svg) };
}

/** The areas a report shows close up: where this step's events happened, then every area where
 * `side` (the reader, if any) has counters. */
export function reportAreas(map: MapMarks, events: readonly GameEvent[], side?: string | null): Area[] {
  const all = [...actionAreas(map, events), ...(side ? ownAreas(map, side) : [])];
  return all.filter((a, i) => all.findIndex((b) => b.id === a.id) === i);
}

/** The report's close-ups: every one of its areas (reportAreas) in some close-up. */
export function closeUps(svg: string, events: readonly GameEvent[], side?: string | null): CloseUp[] {
  const got = framed(svg, (map) => reportAreas(map, events, side));
  if (!got) return [];
  return got.frames.map((f) => ({
    svg: cutOut(svg, got.elements, got.map, f.box),
    places: f.areas,
    box: f.box,
  }));
}

/** For the prompt: the one close-up showing the most of the side's own counters. */
export function closeUpOfSide(svg: string, side: string): CloseUp[] {
  const got = framed(svg, (map) => ownAreas(map, side));
  if (!got) return [];
  const own = got.map.units.filter((u) => u.side === side);
  const count = (b: Box) => own.filter((u) => inside(u.box, b)).length;
  const best = got.frames.reduce<(typeof got.frames)[number] | null>(
    (a, f) => (!a || count(f.box) > count(a.box) ? f : a),
    null,
  );
  return best
    ? [{ svg: cutOut(svg, got.elements, got.map, best.box), places: best.areas, box: best.box }]
    : [];
}
