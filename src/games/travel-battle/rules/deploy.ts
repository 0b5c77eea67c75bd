// Brigades and deployment (TB-SETUP-5/7/8, TB-BRIGADE-1..3, TB-DEC-4/5).
import { kingDistance, mustCell } from '../../core/square';
import type { SquareId } from '../../core/square';
import type { Problem } from '../../core/contract';
import { PRESETS } from '../data/load';
import { FIELD_SQUARES, homeRow, inDeployZone } from '../field';
import type { OrderOf, TbOrder } from '../order-types';
import { parseTbOrders } from '../orders';
import { cloneState, isBrigadier, isCombat } from '../state';
import type { TbSide, TbState, Unit } from '../state';
import { canStand, findUnit, linkedIds } from '../units';

/** Brigade lines of a submission ('preset N' expands to its three lines). */
export function brigadeLines(orders: TbOrder[]): OrderOf<'brigade'>[] {
  return orders.flatMap((o) => {
    if (o.kind === 'brigade') return [o];
    if (o.kind !== 'preset') return [];
    const text = (PRESETS.get(o.n) ?? []).join('\n');
    return parseTbOrders('brigades', text).orders.filter(
      (x): x is OrderOf<'brigade'> => x.kind === 'brigade',
    );
  });
}

/** TB-BRIGADE-1/2: three brigades, each with one brigadier, every unit in exactly one. */
export function brigadeProblems(state: TbState, side: TbSide, lines: OrderOf<'brigade'>[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  for (const n of [1, 2, 3]) {
    const these = lines.filter((l) => l.n === n);
    const at = these[0]?.line;
    if (these.length !== 1) {
      problems.push({
        ...(at ? { line: at } : {}),
        message: `give brigade ${n} exactly once (three brigades: TB-BRIGADE-1)`,
      });
      continue;
    }
    const ids = (these[0] as OrderOf<'brigade'>).units;
    const units = ids.map((id) => findUnit(state, side, id)).filter((u): u is Unit => !!u);
    if (units.filter(isBrigadier).length !== 1)
      problems.push({
        ...(at ? { line: at } : {}),
        message: `brigade ${n} needs exactly one brigadier (TB-BRIGADE-2)`,
      });
    if (!units.some(isCombat))
      problems.push({ ...(at ? { line: at } : {}), message: `brigade ${n} needs at least one combat unit` });
    for (const id of ids) {
      if (seen.has(id))
        problems.push({
          ...(at ? { line: at } : {}),
          message: `${id} is already in brigade ${seen.get(id)}`,
        });
      seen.set(id, n);
    }
  }
  const missing = state.units.filter((u) => u.side === side && !seen.has(u.id)).map((u) => u.id);
  if (missing.length > 0 && problems.length === 0)
    problems.push({ message: `every unit joins a brigade; missing: ${missing.join(' ')}` });
  return problems;
}

export function assignBrigades(state: TbState, side: TbSide, lines: OrderOf<'brigade'>[]): void {
  for (const l of lines) for (const id of l.units) (findUnit(state, side, id) as Unit).brigade = l.n;
}

export function undeployed(state: TbState, side: TbSide): number[] {
  return [1, 2, 3].filter((b) =>
    state.units.some((u) => u.side === side && u.brigade === b && u.at === null && !u.removed),
  );
}

/** TB-SETUP-7/8: one whole brigade, in the own two ranks, on legal squares, linked (TB-BRIGADE-3). */
export function deployProblem(state: TbState, side: TbSide, o: OrderOf<'deploy'>): string | null {
  const units = o.places.map((p) => findUnit(state, side, p.unit));
  if (units.some((u) => !u)) return 'name your own units';
  const b = (units[0] as Unit).brigade;
  if (b === null || !undeployed(state, side).includes(b))
    return `${o.places[0]?.unit} belongs to no brigade waiting to deploy`;
  const members = state.units.filter((u) => u.side === side && u.brigade === b);
  if (members.length !== o.places.length || members.some((m) => !units.includes(m))) {
    return `deploy all of brigade ${b} at once: ${members.map((m) => m.id).join(' ')}`;
  }
  const copy = cloneState(state);
  for (const p of o.places) {
    if (!inDeployZone(side, p.at)) return `${p.at} is not within your first two ranks (TB-SETUP-8)`;
    const u = findUnit(copy, side, p.unit) as Unit;
    if (!canStand(copy, u, p.at)) return `${p.unit} may not stand on ${p.at} (terrain or stacking)`;
    u.at = p.at;
  }
  if (linkedIds(copy, side, b).size !== members.length)
    return `brigade ${b} must be deployed linked, square by square (TB-BRIGADE-3)`;
  return null;
}

/** TB-DEC-5 default, and the random player: the brigade built outwards from a square of the home edge. */
export function autoDeploy(
  state: TbState,
  side: TbSide,
  brigade: number,
  centreCol: number,
): OrderOf<'deploy'> {
  const zone = FIELD_SQUARES.filter((sq) => inDeployZone(side, sq));
  const edge = homeRow(side);
  const rank = (sq: SquareId) =>
    Math.abs(mustCell(sq).col + 0.5 - centreCol) * 2 + Math.abs(mustCell(sq).row - edge);
  const byRank = [...zone].sort((a, b) => rank(a) - rank(b));
  // The brigadier goes first, as near the centre as lets the whole brigade stand linked around him
  // (TB-BRIGADE-3); a square hemmed in by buildings or woods is passed over for the next one.
  let fallback: OrderOf<'deploy'> | undefined;
  for (const start of byRank) {
    const attempt = placeAround(state, side, brigade, start, byRank);
    if (!attempt) continue;
    if (attempt.linked) return attempt.order;
    fallback ??= attempt.order;
  }
  return fallback ?? { kind: 'deploy', places: [] };
}

/** Greedy placement starting at `start`; says whether every unit ended next to an earlier one. */
function placeAround(
  state: TbState,
  side: TbSide,
  brigade: number,
  start: SquareId,
  byRank: readonly SquareId[],
): { order: OrderOf<'deploy'>; linked: boolean } | undefined {
  const copy = cloneState(state);
  const members = copy.units.filter((u) => u.side === side && u.brigade === brigade);
  const ordered = [...members.filter(isBrigadier), ...members.filter(isCombat)];
  const places: { unit: string; at: string }[] = [];
  let linked = true;
  for (const u of ordered) {
    const placed = places.map((p) => p.at);
    const fits = byRank.filter((sq) => canStand(copy, u, sq));
    if (placed.length === 0 && !fits.includes(start)) return undefined;
    const near = fits.filter((sq) => placed.some((p) => kingDistance(p, sq) <= 1));
    const at = (placed.length === 0 ? start : (near[0] ?? fits[0])) as SquareId | undefined;
    if (at === undefined) return undefined;
    if (placed.length > 0 && near.length === 0) linked = false;
    u.at = at;
    places.push({ unit: u.id, at });
  }
  return { order: { kind: 'deploy', places }, linked };
}

export function applyDeploy(state: TbState, side: TbSide, o: OrderOf<'deploy'>): void {
  for (const p of o.places) (findUnit(state, side, p.unit) as Unit).at = p.at;
}
