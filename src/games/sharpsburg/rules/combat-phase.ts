// The Combat Phase (SH-TURN-3 (2), SH-COMBAT-3/4, SH-AMB-1/3): attacks resolved one by one in the
// order written, each applied before the next (SH-COMBAT-6). Engaged units (SH-CRT-5) attack their
// hex again: inside the written attack on that hex, or first, on their own.
import type { Problem } from '../../core/contract';
import { orderProblem } from '../orders';
import type { EventLog } from '../../core/events';
import type { HexId } from '../../core/hex';
import { parseHex } from '../../core/hex';
import type { GameMap } from '../map';
import { anyUnitAt, unitEntries } from '../state';
import type { State } from '../state';
import { enemyOf, label, unit } from '../units';
import type { SideId } from '../units';
import type { AttackOrder, Order } from '../order-types';
import type { RetreatPolicy } from '../standing';
import { DEFAULT_POLICY, isDefaultPolicy } from '../standing';
import { attackerRole, fight } from './combat';
import type { Role } from './combat';
import { applyResult } from './results';
import type { Choices } from './results';
import { atPlace, placeOn } from '../places';

export interface PlannedAttack {
  order: AttackOrder;
  /** Engaged units the rules add to this attack (SH-AMB-1). */
  engaged: string[];
}

/** Engaged units of `side` whose obligation still stands, by defending hex. */
export function engagements(state: State, side: SideId): Map<HexId, string[]> {
  const out = new Map<HexId, string[]>();
  for (const [id, u] of unitEntries(state)) {
    if (!u.engaged || unit(id).side !== side) continue;
    out.set(u.engaged, [...(out.get(u.engaged) ?? []), id]);
  }
  return out;
}

/** Checks the written attacks against the position after movement and adds engaged attacks. */
export function planAttacks(
  state: State,
  map: GameMap,
  side: SideId,
  orders: Order[],
): { plan: PlannedAttack[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const used = new Set<string>();
  const hexes = new Set<HexId>();
  const engaged = engagements(state, side);
  const plan: PlannedAttack[] = [];
  for (const order of orders) {
    if (order.kind !== 'attack') continue;
    const p = attackProblems(state, map, side, order, used, hexes);
    problems.push(...p.map((m) => orderProblem(order, m)));
    if (p.length) continue;
    order.units.forEach((u) => used.add(u));
    hexes.add(order.target);
    const joining = (engaged.get(order.target) ?? []).filter((u) => !used.has(u));
    joining.forEach((u) => used.add(u));
    plan.push({ order, engaged: joining });
  }
  // Engagements the player did not write come first, on their own.
  const own = [...engaged].filter(([target]) => !hexes.has(target));
  const alone = own.map(([target, ids]) => ({
    order: { kind: 'attack' as const, target, units: [] },
    engaged: ids,
  }));
  return { plan: [...alone, ...plan], problems };
}

function attackProblems(
  state: State,
  map: GameMap,
  side: SideId,
  order: AttackOrder,
  used: Set<string>,
  hexes: Set<HexId>,
): string[] {
  const { target } = order;
  if (!parseHex(target)) return [`'${target}' is not a hex`];
  if (!anyUnitAt(state, target, enemyOf(side))) return [`there is no enemy unit in ${target}`];
  if (hexes.has(target)) return [`${target} is already attacked this phase (one attack per hex)`];
  const out: string[] = [];
  for (const id of order.lose ?? [])
    if (!order.units.includes(id)) out.push(`'lose ${id}': ${id} is not in this attack`);
  for (const id of order.units) {
    const u = state.units[id];
    if (!u || unit(id).side !== side) out.push(`${id} is not one of your units`);
    else if (used.has(id) || order.units.indexOf(id) !== order.units.lastIndexOf(id))
      out.push(`${id} is already in an attack this phase`);
    else if (u.engaged && u.engaged !== target)
      out.push(`${id} is engaged and must attack ${u.engaged} again, in no other attack`);
    else {
      const r = attackerRole(state, map, id, target);
      if ('problem' in r) out.push(r.problem);
      else if (order.bombard && r.role !== 'bombard')
        out.push(`${id} is adjacent to ${target}: write 'attack', not 'bombard'`);
    }
  }
  return out;
}

export interface Standing {
  own: RetreatPolicy;
  enemy: RetreatPolicy;
}

/** Who decides the retreats and EX losses of this attack, and where each choice came from. */
function choicesFor(order: AttackOrder, standing: Standing): Choices {
  const source = (p: RetreatPolicy) => (isDefaultPolicy(p) ? 'Default' : 'Standing order');
  const attacker = order.retreat?.length
    ? { policy: { ...DEFAULT_POLICY, prefer: order.retreat }, source: 'Order' }
    : { policy: standing.own, source: source(standing.own) };
  return {
    attacker,
    defender: { policy: standing.enemy, source: source(standing.enemy) },
    lose: order.lose ?? [],
  };
}

/** The roles of the units still able to attack `target` now; the others drop out, reported. */
function rolesFor(
  state: State,
  map: GameMap,
  target: HexId,
  ids: string[],
  log: EventLog,
): Map<string, Role> {
  const roles = new Map<string, Role>();
  for (const id of ids) {
    const r = attackerRole(state, map, id, target);
    if ('role' in r) roles.set(id, r.role);
    else
      log.push({
        kind: 'note',
        text: `${label(id)} drops out of the attack ${atPlace('on', map, target)}: ${r.problem}.`,
      });
  }
  return roles;
}

/** Resolves the planned attacks in order; attackers no longer able to take part drop out. */
export function runCombat(
  state: State,
  map: GameMap,
  side: SideId,
  plan: PlannedAttack[],
  standing: Standing,
  log: EventLog,
): void {
  for (const { order, engaged } of plan) {
    if (engaged.length) {
      const verb = engaged.length === 1 ? 'attacks' : 'attack';
      log.push({
        kind: 'note',
        text: `Engaged (SH-CRT-5): ${engaged.map(label).join(', ')} ${verb} ${placeOn(map, order.target)} again.`,
      });
    }
    const ids = [...order.units, ...engaged];
    const roles = rolesFor(state, map, order.target, ids, log);
    ids.forEach((id) => delete state.units[id]?.engaged);
    if (!anyUnitAt(state, order.target, enemyOf(side)) || roles.size === 0) {
      const text = `The attack ${atPlace('on', map, order.target)} does not take place: no enemy or no attacker remains.`;
      log.push({ kind: 'note', text });
      continue;
    }
    const battle = fight(state, map, order.target, roles, log);
    applyResult(state, map, battle, choicesFor(order, standing), log);
  }
}
