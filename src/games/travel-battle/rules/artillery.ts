// Step 2, artillery fire (TB-SEQ-3, TB-ART-*, TB-MOVE-9, TB-AMB-12..15).
import { kingDistance, sightLines } from '../../core/square';
import type { SquareId } from '../../core/square';
import { isClosed, squareInfo } from '../field';
import type { OrderOf } from '../order-types';
import { isCombat, label, otherSide } from '../state';
import type { TbSide, TbState, Unit } from '../state';
import { combatAt, enemiesInContact, findUnit } from '../units';
import type { Ctx } from './context';
import { decisionEvent, pick } from './policy';
import { flee, removeUnits, reverseFacing } from './results';

export const MIN_RANGE = 2;
export const MAX_RANGE = 6;

/** TB-AMB-14: how many of the five sight lines from `from` to `to` are clear. */
export function clearLines(state: TbState, from: SquareId, to: SquareId): number {
  const hf = squareInfo(state, from).height;
  const ht = squareInfo(state, to).height;
  const unitsDoNotBlock = hf > 0 || ht > 0; // TB-ART-6
  const occupied = new Set(state.units.flatMap((u) => (u.at !== null && !u.removed ? [u.at] : [])));
  const blocks = (sq: SquareId): boolean => {
    const info = squareInfo(state, sq);
    if (info.terrain === 'building') return true;
    if (info.height > Math.max(hf, ht)) return true;
    return !unitsDoNotBlock && occupied.has(sq);
  };
  return sightLines(from, to).filter((line) => !line.some(blocks)).length;
}

export function canSee(state: TbState, from: SquareId, to: SquareId): boolean {
  return clearLines(state, from, to) >= 3;
}

/** Why `gun` may not fire at `at`, or null (checked against the position when it fires). */
export function fireProblem(
  state: TbState,
  side: TbSide,
  gun: Unit | undefined,
  at: SquareId,
  acted: Set<string>,
): string | null {
  if (!gun || gun.at === null || gun.removed) return 'that gun is not on the field';
  if (gun.kind !== 'artillery') return `${gun.id} is not artillery`;
  if (acted.has(gun.id)) return `${gun.id} moved this turn and may not fire (TB-ART-1)`;
  if (enemiesInContact(state, gun).length > 0) return `${gun.id} is in melee and may not fire (TB-ART-4)`;
  const targets = combatAt(state, at).filter((u) => u.side === otherSide(side));
  if (targets.length === 0)
    return `no enemy combat unit on ${at} to fire at (brigadiers are no target: TB-AMB-12)`;
  if (targets.some((t) => enemiesInContact(state, t).length > 0))
    return `the target on ${at} is in melee (TB-AMB-12)`;
  const range = kingDistance(gun.at, at);
  if (range < MIN_RANGE || range > MAX_RANGE)
    return `${at} is at range ${range}; guns fire at range 2 to 6 (TB-ART-2)`;
  if (!canSee(state, gun.at, at)) return `${gun.id} cannot see half of ${at} (TB-ART-5)`;
  return null;
}

/** TB-DEC-10: which of two units sharing a square moves first (same result: standing order or id). */
function orderForFlight(ctx: Ctx, units: Unit[]): Unit[] {
  if (units.length < 2) return units;
  const side = (units[0] as Unit).side;
  const chosen = pick(ctx.decisions[side], 'stacked', (r) => units.some((u) => u.id === r.first));
  const first = chosen
    ? (units.find((u) => u.id === chosen.rule.first) as Unit)
    : ([...units].sort((a, b) => a.id.localeCompare(b.id))[0] as Unit);
  const ordered = [first, ...units.filter((u) => u !== first)];
  ctx.log.push(
    decisionEvent(
      side,
      chosen?.source ?? 'default',
      `${label(first)} moves first`,
      'TB-DEC-10 order of two units in one square',
    ),
  );
  return ordered;
}

function applyEffect(ctx: Ctx, targets: Unit[], effect: number): void {
  if (effect <= 3) {
    ctx.log.push({ kind: 'fire-effect', text: `No effect.` });
  } else if (effect === 4) {
    for (const t of targets) reverseFacing(ctx, t);
  } else if (effect === 5) {
    for (const t of orderForFlight(ctx, targets))
      if (!t.removed && ctx.state.step !== 'over') flee(ctx, t, 'fire');
  } else {
    removeUnits(
      ctx,
      targets.filter((t) => !t.removed),
      'destroyed by artillery',
    );
  }
}

/** One shot: hit roll against the range (+1 vs squares / two units), then the effect roll (-1 in cover). */
export function resolveShot(ctx: Ctx, side: TbSide, o: OrderOf<'fire'>, acted: Set<string>): void {
  const state = ctx.state;
  const gun = findUnit(state, side, o.unit);
  const problem = fireProblem(state, side, gun, o.at, acted);
  if (problem || !gun || gun.at === null) {
    ctx.log.push({ kind: 'order-skipped', text: `Fire ${o.unit} at ${o.at} does not happen: ${problem}.` });
    return;
  }
  acted.add(gun.id);
  const targets = combatAt(state, o.at).filter(isCombat);
  const range = kingDistance(gun.at, o.at);
  const bonus = targets.length > 1 || targets.some((t) => t.formed) ? 1 : 0;
  ctx.log.push({
    kind: 'fire',
    text: `${label(gun)} fires at ${o.at} (${targets.map(label).join(' and ')}), range ${range}.`,
    side,
    from: gun.at,
    to: o.at,
    unit: gun.id,
    targets: targets.map((t) => t.id),
    need: range - bonus,
    cover: isClosed(squareInfo(state, o.at).terrain),
  });
  const hit = ctx.log.roll(
    `hit roll of ${label(gun)} at ${o.at} (needs ${range}${bonus ? ', +1 square or two units' : ''})`,
  );
  if (hit + bonus < range) {
    ctx.log.push({ kind: 'fire-miss', text: `Miss.` });
    return;
  }
  const cover = isClosed(squareInfo(state, o.at).terrain) ? 1 : 0;
  const roll = ctx.log.roll(`effect roll on ${o.at}${cover ? ' (-1 building or woods)' : ''}`);
  applyEffect(ctx, targets, roll - cover);
}
