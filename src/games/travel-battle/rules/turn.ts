// A player turn (TB-SEQ-1..6): movement, artillery fire, melee, recovery; then the other side.
import { FixedDice } from '../../core/dice';
import { EventLog } from '../../core/events';
import type { StepInput } from '../../core/contract';
import { inContact } from '../../core/square';
import type { OrderOf, Policy, TbOrder } from '../order-types';
import { cloneState, isCombat, label, otherSide, sideName, SIDES } from '../state';
import type { TbSide, TbState, Unit } from '../state';
import { findUnit, linkedIds, onField, unitsAt } from '../units';
import { fireProblem, resolveShot } from './artillery';
import type { Ctx } from './context';
import { resolveMelee } from './melee';
import { runMovement } from './movement';
import type { OrderProblem } from './movement';
import { decisionsFor } from './policy';

const of = <K extends TbOrder['kind']>(orders: TbOrder[], k: K) =>
  orders.filter((o): o is OrderOf<K> => o.kind === k);

/**
 * The position the side's orders are carried out in: the start-of-turn steps (facing about,
 * rejoining: TB-RALLY-5, TB-AMB-30) applied to a copy, as resolveTurn applies them first.
 */
export function atStartOfTurn(state: TbState, side: TbSide): TbState {
  const copy = cloneState(state);
  if (copy.step !== 'turn' || copy.phasing !== side) return copy;
  const decisions = Object.fromEntries(SIDES.map((x) => [x, decisionsFor(x, undefined, [])]));
  startOfTurn({ state: copy, log: new EventLog(new FixedDice([])), decisions } as Ctx, side);
  return copy;
}

/** Every rule problem of a turn submission, by order index, judged where the orders will be. */
export function checkTurn(state: TbState, side: TbSide, orders: TbOrder[]): OrderProblem[] {
  const copy = atStartOfTurn(state, side);
  const { problems, acted } = runMovement(copy, side, orders);
  const fired = new Set(acted);
  orders.forEach((o, index) => {
    if (o.kind === 'fire') {
      const p = fireProblem(copy, side, findUnit(copy, side, o.unit), o.at, fired);
      if (p) problems.push({ index, message: p });
      else fired.add(o.unit.toUpperCase());
    } else if (o.kind === 'attack') {
      const u = findUnit(copy, side, o.unit);
      const there = unitsAt(copy, o.at).filter(
        (e) => e.side !== side && isCombat(e) && (!o.target || e.id === o.target),
      );
      if (!u || u.at === null || !isCombat(u))
        problems.push({ index, message: `${o.unit} is not one of your combat units on the field` });
      else if (!there.some((e) => inContact(u.at as string, e.at as string)))
        problems.push({
          index,
          message: `${u.id} on ${u.at} is not in contact with an enemy unit on ${o.at}`,
        });
    }
  });
  return problems.sort((a, b) => a.index - b.index);
}

/**
 * Drops orders with problems until the rest is legal: one at a time (resolving an unchecked
 * submission), or every order with a problem at once (`hasty`, the random player: faster).
 */
export function keepLegal(
  state: TbState,
  side: TbSide,
  orders: TbOrder[],
  log?: EventLog,
  hasty = false,
): TbOrder[] {
  let kept = [...orders];
  for (let guard = 0; guard <= orders.length; guard++) {
    const problems = checkTurn(state, side, kept);
    if (problems.length === 0) return kept;
    const drop = new Set(hasty ? problems.map((p) => p.index) : [(problems[0] as OrderProblem).index]);
    for (const p of problems)
      if (drop.has(p.index)) log?.push({ kind: 'order-skipped', text: `Order ignored: ${p.message}.` });
    kept = kept.filter((_, i) => !drop.has(i));
  }
  return kept;
}

/** Turns back units of `side` that `due` selects (TB-RALLY-5, TB-AMB-8). */
function faceFront(ctx: Ctx, side: TbSide, due: (u: Unit) => boolean, what: string): void {
  for (const u of onField(ctx.state, side)) {
    if (u.reversedAt === null || !due(u)) continue;
    u.reversedAt = null;
    ctx.log.push({ kind: 'face-front', text: `${label(u)} ${what}.`, unit: u.id, side });
  }
}

/** TB-RALLY-5, TB-AMB-30: halted units face the enemy again, and rejoin once linked. */
function startOfTurn(ctx: Ctx, side: TbSide): void {
  const s = ctx.state;
  faceFront(
    ctx,
    side,
    (u) => u.haltedAt !== null && u.haltedAt < s.playerTurn,
    'turns about to face the enemy',
  );
  for (const b of [1, 2, 3]) {
    const linked = linkedIds(s, side, b);
    for (const u of onField(s, side)) {
      if (u.brigade !== b || u.haltedAt === null || !linked.has(u.id)) continue;
      u.haltedAt = null;
      ctx.log.push({
        kind: 'rejoined',
        text: `${label(u)} is linked again and may advance.`,
        unit: u.id,
        side,
      });
    }
  }
}

/** TB-SEQ-5, TB-AMB-8: units reversed before this player turn began turn back. */
function recovery(ctx: Ctx, side: TbSide): void {
  const turn = ctx.state.playerTurn;
  faceFront(
    ctx,
    side,
    (u) => (u.reversedAt ?? turn) < turn && u.haltedAt === null,
    'turns back to face the enemy',
  );
}

/** TB-AMB-24: the players may agree a draw: an offer answered by an offer in the next player turn. */
function agreeDraw(ctx: Ctx, side: TbSide, offers: boolean): void {
  const s = ctx.state;
  const answered = offers && s.drawOffer === otherSide(side);
  s.drawOffer = offers && !answered ? side : null;
  if (offers)
    ctx.log.push({
      kind: 'draw-offer',
      text: `${sideName(side)} ${answered ? 'accepts the draw' : 'offers a draw'}.`,
      side,
    });
  if (!answered) return;
  s.step = 'over';
  ctx.log.push({ kind: 'draw', text: 'The game is drawn by agreement.' });
}

export function resolveTurn(state: TbState, input: StepInput<TbOrder>, log: EventLog): TbState {
  const s = cloneState(state);
  const side = s.phasing as TbSide;
  const orders = input.orders[side] ?? [];
  const own = (x: TbSide): Policy[] => (x === side ? of(orders, 'standing').map((o) => o.rule) : []);
  const decisions = Object.fromEntries(
    SIDES.map((x) => [x, decisionsFor(x, input.standing[x], own(x))]),
  ) as Ctx['decisions'];
  const ctx: Ctx = { state: s, log, decisions };
  log.push({
    kind: 'turn',
    text: `Player turn ${s.playerTurn}: ${sideName(side)}.`,
    side,
    playerTurn: s.playerTurn,
  });
  startOfTurn(ctx, side);
  const legal = keepLegal(s, side, orders, log);
  const { acted } = runMovement(s, side, legal, ctx);
  for (const o of of(legal, 'fire')) if (s.step !== 'over') resolveShot(ctx, side, o, acted);
  if (s.step !== 'over') resolveMelee(ctx, side, of(legal, 'attack'));
  if (s.step !== 'over')
    agreeDraw(
      ctx,
      side,
      orders.some((o) => o.kind === 'offer'),
    );
  if (s.step !== 'over') {
    recovery(ctx, side);
    s.phasing = otherSide(side);
    s.playerTurn += 1;
  }
  return s;
}
