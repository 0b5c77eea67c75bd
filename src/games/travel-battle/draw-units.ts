// Counters on the field (side colour, brigade colour ring, facing arrow, square formation turned
// diagonally) and this step's events drawn over them.
import type { GameEvent } from '../core/events';
import type { Lang } from '../core/lang';
import { arrow, badge, counter, el, text } from '../core/svg';
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

function combatCounter(u: Unit, c: { x: number; y: number }, size: number, lang: Lang): string {
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
  const body = counter({
    center: c,
    size,
    type: TYPE[u.kind],
    label: u.id,
    values: counterWordIn(lang, u.kind),
    style: SIDE_STYLE[u.side],
    ...(u.haltedAt !== null ? { badge: 'H' } : {}),
  });
  const dir = facingUp(u) ? -1 : 1;
  const tip = { x: c.x, y: c.y + dir * (size / 2 + 7) };
  const tri = el('polygon', {
    points: `${tip.x},${tip.y} ${c.x - 5},${c.y + dir * (size / 2 + 1)} ${c.x + 5},${c.y + dir * (size / 2 + 1)}`,
    fill: u.reversedAt === null ? '#222' : '#e67e22',
  });
  const group = ring + body + tri;
  // Square formation: the counter is turned diagonally in its square (TB-SQUARE-2).
  return el('g', { ...tapData(u), transform: u.formed ? `rotate(45 ${c.x} ${c.y})` : undefined }, group);
}

/** What the orders page needs to turn a tap on a counter into an order line. */
function tapData(u: Unit): Record<string, string> {
  return { class: 'unit', dataUnit: u.id, dataSquare: u.at ?? '', dataSide: u.side, dataKind: u.kind };
}

function brigadierMark(u: Unit, c: { x: number; y: number }): string {
  return el('g', tapData(u), [
    el('circle', {
      cx: c.x,
      cy: c.y,
      r: 9,
      fill: SIDE_STYLE[u.side].fill,
      stroke: BRIGADE[u.brigade ?? 0],
      strokeWidth: 3,
    }),
    text(c, u.id, { size: 8, bold: true, fill: '#fff' }),
  ]);
}

export function drawUnits(view: TbView, layout: Layout, lang: Lang = 'en'): string[] {
  const bySquare = new Map<SquareId, Unit[]>();
  for (const u of view.units)
    if (u.at !== null && !u.removed) bySquare.set(u.at, [...(bySquare.get(u.at) ?? []), u]);
  const out: string[] = [];
  for (const [sq, units] of bySquare) {
    const c = layout.centre(sq);
    const combat = units.filter((u) => !isBrigadier(u));
    const size = combat.length > 1 ? layout.cell * 0.46 : layout.cell * 0.62;
    combat.forEach((u, i) => {
      const dx = combat.length > 1 ? (i === 0 ? -1 : 1) * layout.cell * 0.22 : 0;
      out.push(combatCounter(u, { x: c.x + dx, y: c.y }, size, lang));
    });
    units
      .filter(isBrigadier)
      .forEach((u, i) =>
        out.push(brigadierMark(u, { x: c.x + layout.cell * 0.3 - i * 8, y: c.y + layout.cell * 0.3 })),
      );
  }
  return out;
}

const SIDE_INK: Record<string, string> = { red: '#8e1b10', blue: '#123d7a' };

export function drawEvents(events: GameEvent[], layout: Layout): string[] {
  const out: string[] = [];
  const pt = (sq: unknown) => layout.centre(String(sq));
  for (const e of events) {
    const colour = SIDE_INK[String(e.side)] ?? '#333';
    if (e.kind === 'move' && Array.isArray(e.path))
      out.push(arrow(e.path.map(pt), { color: colour, width: 3, casing: '#fff', shortenEnd: 8 }));
    else if ((e.kind === 'pushback' || e.kind === 'flee' || e.kind === 'brigadier-aside') && e.from && e.to)
      out.push(arrow([pt(e.from), pt(e.to)], { color: '#555', width: 2, dashed: true, shortenEnd: 8 }));
    else if (e.kind === 'fire' && e.from && e.to)
      out.push(
        arrow([pt(e.from), pt(e.to)], {
          color: '#111',
          width: 2,
          dashed: true,
          shortenStart: 10,
          shortenEnd: 10,
        }),
      );
    else if (e.kind === 'melee' && e.from && e.to) {
      const a = pt(e.from);
      const b = pt(e.to);
      out.push(
        badge(
          { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
          String(Math.abs(Number(e['diff'] ?? 0)) || '='),
          10,
          '#c0392b',
        ),
      );
    } else if (e.kind === 'removed' && e.from) {
      const c = pt(e.from);
      out.push(
        el('g', {}, [
          el('line', {
            x1: c.x - 12,
            y1: c.y - 12,
            x2: c.x + 12,
            y2: c.y + 12,
            stroke: '#c00',
            strokeWidth: 3,
          }),
          el('line', {
            x1: c.x - 12,
            y1: c.y + 12,
            x2: c.x + 12,
            y2: c.y - 12,
            stroke: '#c00',
            strokeWidth: 3,
          }),
        ]),
      );
    }
  }
  return out;
}
