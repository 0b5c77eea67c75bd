// Counters on the field (side colour, brigade colour ring, facing arrow, square formation turned
// diagonally with its words upright) and this step's events: arrows under the counters, melee
// results on tags the label placer puts where they hide nothing (core/labels).
import type { GameEvent } from '../core/events';
import type { Lang } from '../core/lang';
import { boxAt, segmentBoxes, type Box } from '../core/labels/box';
import { Paint } from '../core/labels/paint';
import type { LabelRequest } from '../core/labels/place';
import { paintArrow, paintCounter, tagRequest, type TagStyle } from '../core/labels/shapes';
import { el } from '../core/svg';
import type { UnitType } from '../core/svg';
import type { SquareId } from '../core/square';
import { counterWordIn } from './japanese';
import { isBrigadier } from './state';
import type { TbSide, Unit } from './state';
import type { TbView } from './view';

/** Where squares are on the drawing (draw.ts owns the geometry; this file only places units). */
export interface Layout {
  centre(sq: SquareId): { x: number; y: number };
  cell: number;
}

const SIDE_STYLE: Record<TbSide, { fill: string; ink: string; border: string }> = {
  red: { fill: '#c0392b', ink: '#fff', border: '#5c1a12' },
  blue: { fill: '#2c5aa0', ink: '#fff', border: '#10284f' },
};
const BRIGADE = ['#888', '#f1c40f', '#ecf0f1', '#2ecc71'];
const TYPE: Record<Unit['kind'], UnitType> = {
  line: 'infantry',
  guard: 'infantry',
  heavy: 'cavalry',
  light: 'cavalry',
  artillery: 'artillery',
  brigadier: 'infantry',
};

/** Normal facing is towards the enemy's edge (TB-AMB-23); reversed units point back. */
function facingUp(u: Unit): boolean {
  return (u.side === 'red') === (u.reversedAt === null);
}

function combatCounter(u: Unit, c: { x: number; y: number }, size: number, lang: Lang): Paint {
  const ring = el('rect', {
    x: c.x - size / 2 - 2.5,
    y: c.y - size / 2 - 2.5,
    width: size + 5,
    height: size + 5,
    rx: 3,
    fill: 'none',
    stroke: BRIGADE[u.brigade ?? 0],
    strokeWidth: 3,
  });
  const dir = facingUp(u) ? -1 : 1;
  const tip = { x: c.x, y: c.y + dir * (size / 2 + 7) };
  const tri = el('polygon', {
    points: `${tip.x},${tip.y} ${c.x - 5},${c.y + dir * (size / 2 + 1)} ${c.x + 5},${c.y + dir * (size / 2 + 1)}`,
    fill: u.reversedAt === null ? '#222' : '#e67e22',
  });
  // Square formation: the counter is turned diagonally in its square (TB-SQUARE-2), its words upright.
  const turn = u.formed ? { transform: `rotate(45 ${c.x} ${c.y})` } : {};
  const body = paintCounter(
    {
      center: c,
      size,
      type: TYPE[u.kind],
      label: u.id,
      values: counterWordIn(lang, u.kind),
      style: SIDE_STYLE[u.side],
      ...(u.haltedAt !== null ? { badge: 'H' } : {}),
      turned: u.formed,
    },
    `counter ${u.id}`,
  );
  // The ring's cover: its four sides (turned with the counter).
  const r = size / 2 + 2.5;
  const a = u.formed ? Math.PI / 4 : 0;
  const corner = (dx: number, dy: number) => ({
    x: c.x + dx * Math.cos(a) - dy * Math.sin(a),
    y: c.y + dx * Math.sin(a) + dy * Math.cos(a),
  });
  const cs = [corner(-r, -r), corner(r, -r), corner(r, r), corner(-r, r)];
  const sides = cs.flatMap((q, i) => segmentBoxes(q, cs[(i + 1) % 4]!, 3));
  const inner = new Paint().solid(el('g', turn, ring + tri), sides, `counter ${u.id} ring`).add(body);
  return new Paint().group('g', tapData(u), inner);
}

/** What the orders page needs to turn a tap on a counter into an order line. */
function tapData(u: Unit): Record<string, string> {
  return { class: 'unit', dataUnit: u.id, dataSquare: u.at ?? '', dataSide: u.side, dataKind: u.kind };
}

const BRIGADIER_R = 6;

/** A brigadier's disc, in the bottom row of his square, clear of the counter's words. */
function brigadierMark(u: Unit, c: { x: number; y: number }): Paint {
  const r = BRIGADIER_R;
  const inner = new Paint()
    .solid(
      el('circle', {
        cx: c.x,
        cy: c.y,
        r,
        fill: SIDE_STYLE[u.side].fill,
        stroke: BRIGADE[u.brigade ?? 0],
        strokeWidth: 2.5,
      }),
      boxAt(c.x - r - 1, c.y - r - 1, 2 * r + 2, 2 * r + 2),
      `brigadier ${u.id}`,
    )
    .text(c, u.id, { size: 7, bold: true, fill: '#fff' }, `brigadier ${u.id} "${u.id}"`);
  return new Paint().group('g', tapData(u), inner);
}

/**
 * Where things stand in a square of `cell` px: one combat counter in the middle, two side by side a
 * little up (neither's ring reaches the other's words). With brigadiers the counters move up and
 * shrink, and the brigadiers' discs stand in a row along the square's bottom, from its right-hand
 * corner: a disc never stands over a counter's words, nor over another disc (TB-AMB-17: brigadiers
 * stack freely, three fit a row).
 */
function squareLayout(cell: number, combat: number, brigadiers: number) {
  const up = brigadiers > 0 ? 5 : combat > 1 ? 3 : 0;
  const size = combat > 1 ? cell * 0.4 : brigadiers > 0 ? cell * 0.5 : cell * 0.62;
  const step = 2 * BRIGADIER_R + 2;
  const edge = cell / 2 - BRIGADIER_R - 1;
  return {
    size,
    counter: (i: number) => ({ dx: combat > 1 ? (i === 0 ? -1 : 1) * cell * 0.25 : 0, dy: -up }),
    disc: (i: number) => ({ dx: edge - (i % 3) * step, dy: edge - Math.floor(i / 3) * step }),
  };
}

export function drawUnits(view: TbView, layout: Layout, lang: Lang = 'en'): Paint {
  const bySquare = new Map<SquareId, Unit[]>();
  for (const u of view.units)
    if (u.at !== null && !u.removed) bySquare.set(u.at, [...(bySquare.get(u.at) ?? []), u]);
  const out = new Paint();
  for (const [sq, units] of bySquare) {
    const c = layout.centre(sq);
    const combat = units.filter((u) => !isBrigadier(u));
    const brigadiers = units.filter(isBrigadier);
    const at = squareLayout(layout.cell, combat.length, brigadiers.length);
    combat.forEach((u, i) => {
      const { dx, dy } = at.counter(i);
      out.add(combatCounter(u, { x: c.x + dx, y: c.y + dy }, at.size, lang));
    });
    brigadiers.forEach((u, i) => {
      const { dx, dy } = at.disc(i);
      out.add(brigadierMark(u, { x: c.x + dx, y: c.y + dy }));
    });
  }
  return out;
}

const SIDE_INK: Record<string, string> = { red: '#8e1b10', blue: '#123d7a' };

/** A melee's result: white on red. */
export const MELEE_TAG: TagStyle = {
  size: 10,
  height: 14,
  pad: 3,
  ink: '#fff',
  fill: '#c0392b',
  stroke: '#fff',
  strokeWidth: 1,
  rx: 2,
};

/** This step's arrows and crosses (drawn under the counters) and its melee tags (placed). */
export function drawEvents(events: GameEvent[], layout: Layout): { under: Paint; tags: LabelRequest[] } {
  const under = new Paint();
  const tags: LabelRequest[] = [];
  const pt = (sq: unknown) => layout.centre(String(sq));
  events.forEach((e, i) => {
    const colour = SIDE_INK[String(e.side)] ?? '#333';
    if (e.kind === 'move' && Array.isArray(e.path))
      under.add(
        paintArrow(
          e.path.map(pt),
          { color: colour, width: 3, casing: '#fff', shortenEnd: 8 },
          `move arrow ${String(e.unit ?? '')}`,
        ),
      );
    else if ((e.kind === 'pushback' || e.kind === 'flee' || e.kind === 'brigadier-aside') && e.from && e.to)
      under.add(
        paintArrow(
          [pt(e.from), pt(e.to)],
          { color: '#555', width: 2, dashed: true, shortenEnd: 8 },
          `${e.kind} arrow`,
        ),
      );
    else if (e.kind === 'fire' && e.from && e.to)
      under.add(
        paintArrow(
          [pt(e.from), pt(e.to)],
          { color: '#111', width: 2, dashed: true, shortenStart: 10, shortenEnd: 10 },
          'fire arrow',
        ),
      );
    else if (e.kind === 'melee' && e.from && e.to) {
      const a = pt(e.from);
      const b = pt(e.to);
      const result = String(Math.abs(Number(e['diff'] ?? 0)) || '=');
      tags.push(
        tagRequest(`melee ${i}`, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, result, MELEE_TAG, 0, 'below'),
      );
    } else if (e.kind === 'removed' && e.from) {
      const c = pt(e.from);
      const line = (dy: number) =>
        el('line', {
          x1: c.x - 12,
          y1: c.y - dy,
          x2: c.x + 12,
          y2: c.y + dy,
          stroke: '#c00',
          strokeWidth: 3,
        });
      under.plain(el('g', {}, [line(-12), line(12)]));
    }
  });
  return { under, tags };
}

/** What the counters and brigadiers hide. */
export function solidBoxes(p: Paint): Box[] {
  return p.marks.filter((m) => m.kind === 'solid').map((m) => m.box);
}
