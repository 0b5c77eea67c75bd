// Where a report's close-ups are cut from the map: pure geometry, the same for every game. Given the
// map's size, the bottom of its title banner, every counter's box and the areas to show, it groups
// nearby areas into frames of one size and slides each frame (keeping its size) until every counter
// it touches is wholly inside it, and no part of the banner or of the space off the map is in it
// (where no place of that size does, a frame of another size no wider: see placeAnySize). The map's
// words (place names, tags, notes) are kept whole the same way: a frame cuts some only where no frame
// of any allowed size shows its area without cutting one. Every area gets a frame: as few frames as
// a set cover finds, some of them taller where areas line up down the map (a phone scrolls down).
//
// The scale rule: a close-up is shown `width: 100%` in the mail's card, which on a 390 px phone is
// 390 − 2×12 (page padding) − 2×1 (card border) − 2×16 (card padding) = 332 CSS px; SHOWN_WIDTH
// counts 330. A frame W map units wide shows counter text of font size f at f × 330 / W CSS px, so
// that text is at least 11 px when W ≤ f × 330 / 11 = 30 f, f the smallest text of the counters the
// frame shows (any part of): frames are of the usual size (usualFont) and a frame never reaches a
// counter whose text is too small for its width; an area holding such a counter gets a narrower frame
// (placeAnySize). One counter with squeezed text narrows only the frames showing it, not every frame.

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A place to show: `box` is what must be wholly inside a frame (the place and the counters on it). */
export interface Area {
  id: string;
  box: Box;
}

export interface MapGeometry {
  width: number;
  height: number;
  /** The bottom of the title banner: a frame begins at or below it. */
  banner: number;
  /** Every counter's box (a counter and its shadow, its marks around it). */
  counters: readonly Box[];
  /** The smallest text on each counter, in the order of `counters`, in map units (none: no text,
   * no limit on the frame's width). */
  counterFonts?: readonly number[];
  /** The boxes of the map's words outside the counters (place names, tags): frames() keeps those
   * that a frame of its size can hold whole where it can. */
  labels?: readonly Box[];
}

export interface Frame {
  box: Box;
  /** The areas it shows, in the order they were given. */
  areas: string[];
}

/** CSS px a close-up is shown wide on a 390 px phone (see above). */
export const SHOWN_WIDTH = 330;
/** The smallest counter text a close-up shows, in CSS px at SHOWN_WIDTH. */
export const MIN_TEXT_PX = 11;
/** A frame may be this many times as high as it is wide, to show areas lined up down the map in one
 *  picture (on a phone, 330 CSS px wide and at most 495 high: a screen's height with the mail's
 *  text around it). */
export const TALLEST = 1.5;

/** The widest frame (and its usual height) showing counter text of `font` map units legibly: see the
 * rule above. */
export function frameSize(font: number): { width: number; height: number } {
  const width = Math.floor((font * SHOWN_WIDTH) / MIN_TEXT_PX);
  return { width, height: Math.round(width * 0.8) };
}

/** The counter text size, in CSS px, of a frame `width` map units wide shown at SHOWN_WIDTH. */
export const shownTextPx = (font: number, width: number): number => (font * SHOWN_WIDTH) / width;

/** Whether counter text of `font` map units is too small to read in a frame `width` units wide. */
const tooSmall = (font: number, width: number) => shownTextPx(font, width) < MIN_TEXT_PX - 1e-9;

/** The counter text the usual frame is sized for: the smallest on nine counters in ten (a counter
 * whose text is squeezed between its tags narrows only the frames that show it). */
export function usualFont(fonts: readonly number[]): number {
  const sorted = fonts.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor(sorted.length / 10)] as number) : 12;
}

/** The size of the map's usual frame (usualFont). */
export const usualSize = (map: MapGeometry): { width: number; height: number } =>
  frameSize(usualFont(map.counterFonts ?? []));

/** The smallest counter text of any counter reaching into `box` (Infinity: none). */
export function smallestFontIn(map: MapGeometry, box: Box): number {
  let font = Infinity;
  map.counters.forEach((c, i) => {
    if (!apart(c, box)) font = Math.min(font, map.counterFonts?.[i] ?? Infinity);
  });
  return font;
}

/** `size`, made narrower (keeping its shape) where the counters reaching into `box` need it. */
export function legibleSize(
  map: MapGeometry,
  size: { width: number; height: number },
  box: Box,
): { width: number; height: number } {
  const font = smallestFontIn(map, box);
  if (!tooSmall(font, size.width)) return size;
  const width = frameSize(font).width;
  return { width, height: Math.round((size.height * width) / size.width) };
}

const EPS = 0.01;
export const union = (a: Box, b: Box): Box => ({
  x0: Math.min(a.x0, b.x0),
  y0: Math.min(a.y0, b.y0),
  x1: Math.max(a.x1, b.x1),
  y1: Math.max(a.y1, b.y1),
});
export const inside = (b: Box, f: Box): boolean =>
  b.x0 >= f.x0 - EPS && b.x1 <= f.x1 + EPS && b.y0 >= f.y0 - EPS && b.y1 <= f.y1 + EPS;
export const apart = (b: Box, f: Box): boolean =>
  b.x1 <= f.x0 + EPS || b.x0 >= f.x1 - EPS || b.y1 <= f.y0 + EPS || b.y0 >= f.y1 - EPS;
/** A counter the frame cuts: partly inside, partly outside. */
export const cuts = (f: Box) => (c: Box) => !inside(c, f) && !apart(c, f);

const round = (v: number) => Math.round(v * 100) / 100;

/** Where along one axis a frame `size` long may begin so that [need0, need1] is inside it, within
 * [lo, hi + size]; with the positions worth trying (the edges of the counters). */
function axis(
  need0: number,
  need1: number,
  size: number,
  lo: number,
  hi: number,
  edges: number[],
): number[] | null {
  const from = Math.max(lo, need1 - size);
  const to = Math.min(hi - size, need0);
  if (from > to + EPS) return null;
  const want = Math.min(Math.max((need0 + need1) / 2 - size / 2, from), to);
  const tries = [want, from, to, ...edges.flatMap((e) => [e, e - size])].filter(
    (v) => v >= from - EPS && v <= to + EPS,
  );
  return [...new Set(tries.map(round))].sort((a, b) => Math.abs(a - want) - Math.abs(b - want));
}

/** A frame of `size` showing `need` whole, cutting no counter (nor, with `words`, any of the map's
 * words), off the banner and on the map: the nearest to centring `need`, or null when there is none. */
export function place(
  map: MapGeometry,
  size: { width: number; height: number },
  need: Box,
  words = true,
): Box | null {
  const close = (c: Box) =>
    c.x1 > need.x1 - size.width &&
    c.x0 < need.x0 + size.width &&
    c.y1 > need.y1 - size.height &&
    c.y0 < need.y0 + size.height;
  const nearAt = map.counters.flatMap((c, i) => (close(c) ? [i] : []));
  const near = nearAt.map((i) => map.counters[i] as Box);
  const texts = words ? (map.labels ?? []).filter(close) : [];
  const edges = [...near, ...texts];
  // A counter whose text this frame would show too small must stay wholly outside it.
  const keepOut = nearAt.map((i) => tooSmall(map.counterFonts?.[i] ?? Infinity, size.width));
  const xs = axis(
    need.x0,
    need.x1,
    size.width,
    0,
    map.width,
    edges.flatMap((c) => [c.x0, c.x1]),
  );
  const ys = axis(
    need.y0,
    need.y1,
    size.height,
    map.banner,
    map.height,
    edges.flatMap((c) => [c.y0, c.y1]),
  );
  if (!xs || !ys) return null;
  // Along each axis, for each frame position, which boxes reach into the frame and which lie wholly
  // within it (bit sets; a counter kept out is never within): a box is cut where it reaches in along
  // both axes but is not within along both. This keeps the search quick on a map of many words.
  const n = edges.length;
  const words32 = Math.ceil(n / 32);
  const masks = (at: number, len: number, lo: (b: Box) => number, hi: (b: Box) => number) => {
    const reach = new Uint32Array(words32);
    const within = new Uint32Array(words32);
    const end = round(at + len);
    edges.forEach((b, i) => {
      const [b0, b1] = [lo(b), hi(b)];
      if (!(b1 <= at + EPS || b0 >= end - EPS)) reach[i >> 5]! |= 1 << (i & 31);
      if (b0 >= at - EPS && b1 <= end + EPS && !keepOut[i]) within[i >> 5]! |= 1 << (i & 31);
    });
    return { reach, within };
  };
  const want = { x: xs[0] as number, y: ys[0] as number };
  // Each position's bit sets, made when first needed.
  const mx: ReturnType<typeof masks>[] = [];
  const my: ReturnType<typeof masks>[] = [];
  // The nearest place to `want` cutting nothing: xs and ys come nearest first, so for each x the
  // first y that cuts nothing is its best, and an x farther than the best found so far is not tried.
  let best: { x: number; y: number; d: number } | null = null;
  for (const [i, x] of xs.entries()) {
    const dx = (x - want.x) ** 2;
    if (best && dx >= best.d) continue;
    const a = (mx[i] ??= masks(
      x,
      size.width,
      (b) => b.x0,
      (b) => b.x1,
    ));
    for (const [j, y] of ys.entries()) {
      const d = dx + (y - want.y) ** 2;
      if (best && d >= best.d) break;
      const b = (my[j] ??= masks(
        y,
        size.height,
        (q) => q.y0,
        (q) => q.y1,
      ));
      let cut = false;
      for (let w = 0; w < words32 && !cut; w++)
        cut = (a.reach[w]! & b.reach[w]! & ~(a.within[w]! & b.within[w]!)) !== 0;
      if (!cut) {
        best = { x, y, d };
        break;
      }
    }
  }
  return best && { x0: best.x, y0: best.y, x1: round(best.x + size.width), y1: round(best.y + size.height) };
}

/** The frame sizes placeAnySize tries, as fractions of the usual width: no wider (so the text is no
 * smaller), from 0.3 to TALLEST times that width high; the nearest to the usual size first. */
const SIZES = [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3]
  .flatMap((kw) => [0.8, 0.9, 0.7, 1, 0.6, 1.1, 0.5, 1.2, 0.4, 1.35, 0.3, TALLEST].map((kh) => ({ kw, kh })))
  .sort((a, b) => Math.abs(1 - a.kw) + Math.abs(0.8 - a.kh) - (Math.abs(1 - b.kw) + Math.abs(0.8 - b.kh)));

/** The box around `need` and every counter that touches it, and every one touching those, and so
 * on: a frame holding it cuts none of them. Null when it grows past `limit` or onto the banner. */
function chained(map: MapGeometry, need: Box, limit: { width: number; height: number }) {
  const boxes = map.counters;
  let box = need;
  for (let grown = true; grown;) {
    grown = false;
    for (const b of boxes.filter(cuts(box))) [box, grown] = [union(box, b), true];
    if (box.x1 - box.x0 > limit.width || box.y1 - box.y0 > limit.height) return null;
  }
  return box.y0 < map.banner || box.x0 < 0 || box.x1 > map.width || box.y1 > map.height ? null : box;
}

/** Where counters touch in a chain, no frame of the size may show an area without cutting one: then
 * another frame no wider (SIZES); failing those, without `words`, a frame around the area and the
 * counters chained to it (chained), with what room around it the others leave. Null when there is
 * none (the chain wider than a frame, or higher than TALLEST). The size is first made as narrow as
 * the area's own counters need (legibleSize). */
export function placeAnySize(
  map: MapGeometry,
  usual: { width: number; height: number },
  need: Box,
  words = true,
): Box | null {
  const size = legibleSize(map, usual, need);
  for (const { kw, kh } of SIZES) {
    const box = place(
      map,
      { width: Math.round(size.width * kw), height: Math.round(size.width * kh) },
      need,
      words,
    );
    if (box) return box;
  }
  // A frame round the chain may be small: worth it to keep counters whole, not the map's words.
  if (words) return null;
  const most = { width: size.width, height: Math.round(size.width * TALLEST) };
  const chain = chained(map, need, most);
  if (!chain) return null;
  for (const room of [0.25, 0.1, 0]) {
    const side = (len: number, max: number) => Math.min(max, Math.ceil(len + room * size.width) + 0.02);
    const box = place(
      map,
      { width: side(chain.x1 - chain.x0, most.width), height: side(chain.y1 - chain.y0, most.height) },
      chain,
      words,
    );
    if (box) return box;
  }
  return null;
}

/** The last resort for an area no frame shows without cutting a counter (a chain of touching
 * counters wider than a frame): the frame of the usual size nearest to centring it, cutting what it
 * must, made narrower while it reaches counters whose text it would show too small. Still on the map
 * and below the banner. */
function placeCutting(map: MapGeometry, size: { width: number; height: number }, need: Box): Box {
  const open = { ...map, counters: [], labels: [] };
  let box = place(open, legibleSize(map, size, need), need, false) ?? need;
  // Each narrowing is to a smaller text's frame, so this ends within as many steps as there are sizes.
  for (let narrower = legibleSize(map, size, box); narrower.width < box.x1 - box.x0 - EPS;) {
    box = place(open, narrower, need, false) ?? need;
    narrower = legibleSize(map, narrower, box);
  }
  return box;
}

type Group = { areas: Area[]; need: Box; box: Box };

/**
 * More frames for the set cover to choose from: from each area, a frame holding it and as many
 * others near it as it can, the nearest first, in a frame of the usual width as tall as they need (at
 * most TALLEST times its width; frames() groups an area with the first frame that can hold it, not
 * the one holding the most). Only areas whose boxes fit a frame together are tried, so few places are
 * searched.
 */
function gathered(
  map: MapGeometry,
  size: { width: number; height: number },
  areas: readonly Area[],
): Group[] {
  const tallest = Math.round(size.width * TALLEST);
  const fits = (b: Box) => b.x1 - b.x0 <= size.width && b.y1 - b.y0 <= tallest;
  // The usual size, or as tall as the areas need with some room (a phone scrolls down).
  const sized = (b: Box) => ({
    width: size.width,
    height: Math.min(tallest, Math.max(size.height, Math.ceil(b.y1 - b.y0 + size.width / 10))),
  });
  const centre = (b: Box) => [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2] as const;
  const out: Group[] = [];
  for (const seed of areas) {
    const [cx, cy] = centre(seed.box);
    const near = areas
      .filter((a) => a !== seed && fits(union(seed.box, a.box)))
      .sort((a, b) => {
        const [ax, ay] = centre(a.box);
        const [bx, by] = centre(b.box);
        return (ax - cx) ** 2 + (ay - cy) ** 2 - ((bx - cx) ** 2 + (by - cy) ** 2);
      });
    if (!near.length) continue;
    const g: Group = { areas: [], need: seed.box, box: seed.box };
    for (const a of [seed, ...near]) {
      const need = union(g.need, a.box);
      if (!fits(need)) continue;
      const box = g.areas.length && inside(a.box, g.box) ? g.box : place(map, sized(need), need);
      if (box) Object.assign(g, { areas: [...g.areas, a], need, box });
      else if (!g.areas.length) break;
    }
    if (g.areas.length > 1) out.push(g);
  }
  return out;
}

/**
 * More frames for the set cover: two groups lined up down the map in one frame of the usual width,
 * taller (at most TALLEST times its width), where one cuts nothing. One picture instead of two, and
 * no part of the map drawn twice where their frames overlap.
 */
function stacked(
  map: MapGeometry,
  size: { width: number; height: number },
  groups: readonly Group[],
): Group[] {
  const out: Group[] = [];
  const tallest = Math.round(size.width * TALLEST);
  groups.forEach((a, i) => {
    for (const b of groups.slice(i + 1)) {
      const need = union(a.need, b.need);
      const high = need.y1 - need.y0;
      if (need.x1 - need.x0 > size.width || high > tallest || high <= size.height) continue;
      const box =
        place(
          map,
          { width: size.width, height: Math.min(tallest, Math.ceil(high + size.width / 10)) },
          need,
        ) ?? place(map, { width: size.width, height: Math.ceil(high) + 0.02 }, need);
      if (box) out.push({ areas: [...a.areas, ...b.areas], need, box });
    }
  });
  return out;
}

/** How much of a mail a frame takes: every close-up is drawn the same width, so its picture's size
 * goes with its height for its width; and each picture costs some more of its own (its file, its
 * heading, the reader's scrolling past its edges). */
const PICTURE_COST = 0.4;
const cost = (b: Box) => (b.y1 - b.y0) / (b.x1 - b.x0) + PICTURE_COST;

/**
 * The frames to draw: a set cover of the areas, chosen greedily (each time the frame showing the
 * most areas not yet shown for its cost; on a tie the one whose first area was given first), then
 * without any frame whose areas the others all show; in the order of their first area.
 */
function chosen(groups: readonly Group[], areas: readonly Area[]): Group[] {
  const index = new Map(areas.map((a, i) => [a, i]));
  const shows = groups.map((g) => areas.filter((a) => inside(a.box, g.box)));
  const first = (i: number) => Math.min(...(shows[i] ?? []).map((a) => index.get(a) ?? Infinity));
  const shown = new Set<Area>();
  const picked: number[] = [];
  for (;;) {
    let best = -1;
    let bestWorth = 0;
    shows.forEach((list, i) => {
      const worth = list.filter((a) => !shown.has(a)).length / cost(groups[i]!.box);
      if (
        worth > bestWorth + EPS ||
        (worth > EPS && Math.abs(worth - bestWorth) <= EPS && first(i) < first(best))
      )
        [best, bestWorth] = [i, worth];
    });
    if (best < 0) break;
    picked.push(best);
    for (const a of shows[best] ?? []) shown.add(a);
  }
  // A frame picked early may show only areas the later ones show too.
  const kept = [...picked];
  for (const i of [...picked].reverse()) {
    const others = kept.filter((j) => j !== i);
    if ((shows[i] ?? []).every((a) => others.some((j) => shows[j]?.includes(a))))
      kept.splice(kept.indexOf(i), 1);
  }
  return kept.sort((a, b) => first(a) - first(b)).map((i) => groups[i] as Group);
}

/**
 * The frames showing every one of `areas` (most important first): each area joins the first frame
 * that can show it with the others already in it, or begins a frame of its own (any allowed size, at
 * worst one cutting counters: placeCutting). Then, from these, from frames gathering each area's
 * neighbours (gathered) and from taller frames holding two (stacked), as few as show them all
 * (chosen).
 */
export function frames(
  geometry: MapGeometry,
  size: { width: number; height: number },
  areas: readonly Area[],
): Frame[] {
  // The words a frame of the size can hold are kept whole (longer ones cannot be).
  const labels = (geometry.labels ?? []).filter((b) => b.x1 - b.x0 < size.width && b.y1 - b.y0 < size.height);
  const map = { ...geometry, labels };
  const groups: Group[] = [];
  /** Joins the first frame that can show `area` too; false when none can. */
  const join = (area: Area): boolean => {
    for (const g of groups) {
      const need = union(g.need, area.box);
      const box = inside(area.box, g.box) ? g.box : place(map, size, need);
      if (!box) continue;
      Object.assign(g, { areas: [...g.areas, area], need, box });
      return true;
    }
    return false;
  };
  /** Begins a frame of its own for `area`: the map's words are kept whole, and a frame cutting some
   * (or, at worst, counters) begins only for an area no frame of any allowed size shows otherwise. */
  const begin = (area: Area) => {
    const box =
      placeAnySize(map, size, area.box, true) ??
      placeAnySize(map, size, area.box, false) ??
      placeCutting(map, size, area.box);
    groups.push({ areas: [area], need: area.box, box });
  };
  for (const area of areas) if (!join(area)) begin(area);
  const picked =
    groups.length > 1
      ? chosen([...groups, ...gathered(map, size, areas), ...stacked(map, size, groups)], areas)
      : groups;
  return picked.map((g) => ({
    box: g.box,
    areas: areas.filter((a) => inside(a.box, g.box)).map((a) => a.id),
  }));
}
