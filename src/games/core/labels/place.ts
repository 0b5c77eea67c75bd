// A label placer: each label goes to the first spot near what it names where it covers nothing
// already there (counters, arrows, tags, fixed text, labels placed before it) and stays inside the
// picture. Spots are tried in a fixed order, nearest first: below, above, right, left, then the four
// corners; then the same further out by half a label's height at a time, joined to the anchor by a
// thin leader line. An opaque label (a city's name, a result tag) that fits nowhere under its full
// name may then stand over a printed hex number, which the picture leaves out; failing that, it tries
// its shorter forms (shortenName's rule) the same way; failing all, it takes the spot covering
// least, or is left out if it is optional (a region's name). Deterministic: the same requests and obstacles give the same
// placements (pictures are cached by content).
import type { Point } from '../svg';
import { overlaps, type Box } from './box';

export interface LabelRequest {
  /** What the label names (for tests and data attributes). */
  id: string;
  /** The point the label belongs to (a city's mark, a battle's hex centre). */
  anchor: Point;
  /** The names to try, the full name first, then shorter forms. */
  names: readonly string[];
  /** The label's box size for a name: text and any background round it. */
  size(name: string): { width: number; height: number };
  /** The gap between the anchor and the label's nearest edge on the first ring. */
  near: number;
  /** The first direction to try (others follow in the usual order); 'below' if absent. 'on': centred
   * on the anchor (a country's name in its middle). */
  prefer?: Direction | 'on';
  /** Centres to try before any spot round the anchor (a region's name: the gaps in its area). */
  spots?: readonly Point[];
  /** false: no leader line when it stands away (a region's name belongs to no point). */
  leader?: boolean;
  /** Left out when no spot is free (a region's name, which the map reads without). */
  optional?: boolean;
  /** The label hides what is under it (a city's name on its coloured label, a result tag): with no
   * free spot for its full name it may stand over a yielding text (a printed hex number), which the
   * picture then leaves out, before its name is shortened. */
  opaque?: boolean;
}

/** A text that gives way to an opaque label with nowhere else to go: a printed hex number, the least
 * useful text on the map. The picture leaves out the ones a label stands over (PlacedLabel.hides). */
export interface YieldingText {
  id: string;
  box: Box;
}

export type Direction =
  'below' | 'above' | 'right' | 'left' | 'below-right' | 'below-left' | 'above-right' | 'above-left';
const DIRECTIONS: readonly Direction[] = [
  'below',
  'above',
  'right',
  'left',
  'below-right',
  'below-left',
  'above-right',
  'above-left',
];
/** How many rings out a label may go; each ring half a label height further. */
const RINGS = 16;

export interface PlacedLabel {
  id: string;
  name: string;
  /** The label's box (its background, or its text when it has none). */
  box: Box;
  /** The label's centre. */
  at: Point;
  /** A thin line from the anchor to the label, when the label stands away from it. */
  leader?: [Point, Point];
  /** The yielding texts it stands over, which the picture leaves out. */
  hides?: string[];
}

function centreFor(d: Direction | 'on', a: Point, w: number, h: number, gap: number): Point {
  if (d === 'on') return a;
  const dx = d.endsWith('right') ? 1 : d.endsWith('left') ? -1 : 0;
  const dy = d.startsWith('below') ? 1 : d.startsWith('above') ? -1 : 0;
  const diagonal = dx !== 0 && dy !== 0 ? Math.SQRT1_2 : 1;
  return { x: a.x + dx * (gap * diagonal + w / 2), y: a.y + dy * (gap * diagonal + h / 2) };
}

/** The point of `b` nearest `p`: where a leader line meets the label. */
function nearestOn(b: Box, p: Point): Point {
  return { x: Math.min(b.x1, Math.max(b.x0, p.x)), y: Math.min(b.y1, Math.max(b.y0, p.y)) };
}

function coverage(b: Box, obstacles: readonly Box[]): number {
  let area = 0;
  for (const o of obstacles) {
    const w = Math.min(b.x1, o.x1) - Math.max(b.x0, o.x0);
    const h = Math.min(b.y1, o.y1) - Math.max(b.y0, o.y0);
    if (w > 0 && h > 0) area += w * h;
  }
  return area;
}

function outside(b: Box, bounds: Box): number {
  return (
    Math.max(0, bounds.x0 - b.x0) +
    Math.max(0, b.x1 - bounds.x1) +
    Math.max(0, bounds.y0 - b.y0) +
    Math.max(0, b.y1 - bounds.y1)
  );
}

/**
 * Places `requests` in order inside `bounds`, each clear of `obstacles`, of `yielding` texts and of
 * the labels placed before it (which then count as obstacles for the rest). An opaque label whose
 * full name finds no free spot may stand over yielding texts (they are then left out, and no later
 * label counts them) before trying its shorter names.
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  obstacles: readonly Box[],
  bounds: Box,
  yielding: readonly YieldingText[] = [],
): PlacedLabel[] {
  const taken: Box[] = [...obstacles];
  let standing = [...yielding];
  const placed: PlacedLabel[] = [];
  for (const r of requests) {
    const order: readonly (Direction | 'on')[] = r.prefer
      ? [r.prefer, ...DIRECTIONS.filter((d) => d !== r.prefer)]
      : DIRECTIONS;
    const tries = (name: string) => {
      const { width: w, height: h } = r.size(name);
      const out: { at: Point; ring: number; d: Direction | 'on'; box: Box }[] = [];
      const spot = (at: Point, ring: number, d: Direction | 'on') =>
        out.push({
          at,
          ring,
          d,
          box: { x0: at.x - w / 2, y0: at.y - h / 2, x1: at.x + w / 2, y1: at.y + h / 2 },
        });
      for (const at of r.spots ?? []) spot(at, 0, 'on');
      for (let ring = 0; ring < RINGS; ring++)
        for (const d of order) spot(centreFor(d, r.anchor, w, h, r.near + (ring * h) / 2), ring, d);
      return out;
    };
    const labelAt = (name: string, t: { at: Point; ring: number; d: Direction | 'on'; box: Box }) => {
      const label: PlacedLabel = { id: r.id, name, box: t.box, at: t.at };
      if (t.ring > 0 && t.d !== 'on' && r.leader !== false)
        label.leader = [r.anchor, nearestOn(t.box, r.anchor)];
      return label;
    };
    const free = (b: Box, overYielding: boolean) =>
      outside(b, bounds) === 0 &&
      !taken.some((t) => overlaps(b, t)) &&
      (overYielding || !standing.some((y) => overlaps(b, y.box)));
    // The order of preference: the full name on a free spot; an opaque label's full name over
    // yielding texts; each shorter name on a free spot.
    const passes: { names: readonly string[]; overYielding: boolean }[] = [
      { names: r.names.slice(0, 1), overYielding: false },
      ...(r.opaque ? [{ names: r.names.slice(0, 1), overYielding: true }] : []),
      { names: r.names.slice(1), overYielding: false },
    ];
    let chosen: PlacedLabel | undefined;
    search: for (const pass of passes)
      for (const name of pass.names)
        for (const t of tries(name))
          if (free(t.box, pass.overYielding)) {
            chosen = labelAt(name, t);
            const hides = standing.filter((y) => overlaps(t.box, y.box)).map((y) => y.id);
            if (hides.length) chosen.hides = hides;
            break search;
          }
    if (!chosen && !r.optional) {
      // No free spot anywhere: the full name where it covers least (a covered full name beats a
      // covered abbreviation).
      const all = [...taken, ...standing.map((y) => y.box)];
      let best: { t: ReturnType<typeof tries>[number]; cost: number } | undefined;
      for (const t of tries(r.names[0]!)) {
        const cost = outside(t.box, bounds) * 1000 + coverage(t.box, all);
        if (!best || cost < best.cost) best = { t, cost };
      }
      if (best) chosen = labelAt(r.names[0]!, best.t);
    }
    if (!chosen) continue;
    placed.push(chosen);
    taken.push(chosen.box);
    if (chosen.hides) standing = standing.filter((y) => !chosen.hides!.includes(y.id));
  }
  return placed;
}

/**
 * The shorter forms of a place name, longest first, for a label with no room: the name cut after a
 * consonant and marked with a full stop ("Cressingham" -> "Cressingh.", ... "Cress."), never shorter
 * than four letters.
 */
export function shortenName(name: string): string[] {
  const out: string[] = [];
  for (let n = name.length - 2; n >= 4; n--) {
    const head = name.slice(0, n);
    if (/[bcdfghjklmnpqrstvwxz]$/i.test(head) && !/\s/.test(head)) out.push(`${head}.`);
  }
  return out;
}
