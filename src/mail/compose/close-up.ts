// Close-ups of where a step's action was, cut from the map picture itself: on a phone the whole map
// is shrunk to 350 px and its counters cannot be read, so a report also shows the places its events
// name (a battle's hex, a move's route) at a scale where a counter is about 40 px wide on a 390 px
// screen. The map marks its places (data-hex polygons, data-square rectangles); a close-up is the same
// SVG with a smaller viewBox, drawn by the sender like any other picture.
import type { GameEvent } from '../../games/core/events';

/** The part of the map a close-up shows, in map units: a counter (about 40 units) becomes 40 px when
 * the picture is shown 350 px wide. */
export const CROP = { width: 340, height: 280 };
export const MAX_CLOSE_UPS = 2;

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface CloseUp {
  svg: string;
  /** The places it shows, for the alt text and the heading. */
  places: string[];
}

/** Every place the map marks, with its box. */
function placesOf(svg: string): Map<string, Box> {
  const places = new Map<string, Box>();
  for (const m of svg.matchAll(/<polygon data-hex="([^"]+)" points="([^"]+)"/g)) {
    const xy = (m[2] ?? '').split(' ').map((p) => p.split(',').map(Number) as [number, number]);
    const xs = xy.map((p) => p[0]);
    const ys = xy.map((p) => p[1]);
    places.set(m[1] ?? '', {
      x0: Math.min(...xs),
      y0: Math.min(...ys),
      x1: Math.max(...xs),
      y1: Math.max(...ys),
    });
  }
  for (const m of svg.matchAll(
    /<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"[^>]*data-square="([^"]+)"/g,
  )) {
    const [x, y, w, h] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
    places.set(m[5] ?? '', { x0: x, y0: y, x1: x + w, y1: y + h });
  }
  return places;
}

const BATTLE = /^(battle|attack|combat|bombard|assault|melee|fire)/;

/** The places this step's events name (any field holding a place id, or a list of them), each with
 * its weight: a battle counts more than a move, so the first close-up is where the fighting was. */
function actionPlaces(events: readonly GameEvent[], known: Map<string, Box>): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of events) {
    const weight = BATTLE.test(e.kind) ? 3 : 1;
    for (const v of Object.values(e)) {
      for (const item of Array.isArray(v) ? v : [v])
        if (typeof item === 'string' && known.has(item)) out.set(item, (out.get(item) ?? 0) + weight);
    }
  }
  return out;
}

const union = (a: Box, b: Box): Box => ({
  x0: Math.min(a.x0, b.x0),
  y0: Math.min(a.y0, b.y0),
  x1: Math.max(a.x1, b.x1),
  y1: Math.max(a.y1, b.y1),
});
const fits = (b: Box) => b.x1 - b.x0 <= CROP.width && b.y1 - b.y0 <= CROP.height;

/** Places grouped so that each group fits one close-up, the weightiest groups first. */
function clusters(weights: Map<string, number>, places: Map<string, Box>): { ids: string[]; box: Box }[] {
  const groups: { ids: string[]; box: Box; weight: number }[] = [];
  const byWeight = [...weights].sort((a, b) => b[1] - a[1]);
  for (const [id, weight] of byWeight) {
    const box = places.get(id) as Box;
    const home = groups.find((g) => fits(union(g.box, box)));
    if (home) {
      home.ids.push(id);
      home.box = union(home.box, box);
      home.weight += weight;
    } else groups.push({ ids: [id], box, weight });
  }
  return groups.sort((a, b) => b.weight - a.weight);
}

/** The places the side's counters stand on, each weighing one per counter. */
function ownPlaces(svg: string, side: string, known: Map<string, Box>): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of svg.matchAll(/<g [^>]*data-unit="[^"]*"[^>]*>/g)) {
    const tag = m[0];
    if (!tag.includes(`data-side="${side}"`)) continue;
    const at = /data-(?:hex|square)="([^"]+)"/.exec(tag)?.[1];
    if (at && known.has(at)) out.set(at, (out.get(at) ?? 0) + 1);
  }
  return out;
}

/** The close-ups of a step: the map SVG cut around its action, at most MAX_CLOSE_UPS. */
export function closeUps(svg: string, events: readonly GameEvent[]): CloseUp[] {
  return cut(svg, (places) => actionPlaces(events, places), MAX_CLOSE_UPS);
}

/** For the prompt: one close-up where most of the side's own units stand. */
export function closeUpOfSide(svg: string, side: string): CloseUp[] {
  return cut(svg, (places) => ownPlaces(svg, side, places), 1);
}

function cut(svg: string, weigh: (places: Map<string, Box>) => Map<string, number>, most: number): CloseUp[] {
  const root = /<svg [^>]*viewBox="0 0 ([\d.]+) ([\d.]+)"[^>]*>/.exec(svg);
  if (!root) return [];
  const [mapW, mapH] = [Number(root[1]), Number(root[2])];
  if (mapW <= CROP.width * 1.5) return []; // the whole map is already legible
  const places = placesOf(svg);
  if (!places.size) return [];
  // Kept on the board where it is big enough: never a cut strip of the title band or the legend.
  const board = [...places.values()].reduce(union);
  const within = (centre: number, size: number, lo: number, hi: number, whole: number) => {
    const [from, to] = hi - lo >= size ? [lo, hi] : [0, whole];
    return Math.round(Math.min(Math.max(centre - size / 2, from), to - size));
  };
  return clusters(weigh(places), places)
    .slice(0, most)
    .map(({ ids: shown, box }) => {
      const x = within((box.x0 + box.x1) / 2, CROP.width, board.x0, board.x1, mapW);
      const y = within((box.y0 + box.y1) / 2, CROP.height, board.y0, board.y1, mapH);
      const tag = (root[0] ?? '')
        .replace(/ width="[\d.]+"/, ` width="${CROP.width}"`)
        .replace(/ height="[\d.]+"/, ` height="${CROP.height}"`)
        .replace(/ viewBox="[^"]+"/, ` viewBox="${x} ${y} ${CROP.width} ${CROP.height}"`);
      return { svg: svg.replace(root[0] ?? '', tag), places: shown };
    });
}
