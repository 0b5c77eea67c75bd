// legalOrders: a random LEGAL submission for self-play and fuzzing. It moves units (mostly toward
// the enemy) and makes attacks, so random games exercise combat. Orders are built one by one on a
// working copy with the same rules code that validation uses, and the whole submission is then
// checked by validate(), so the sample is legal by construction.
import { distance } from '../core/hex';
import type { HexId } from '../core/hex';
import type { Rng } from '../core/rng';
import { FixedDice } from '../core/dice';
import { EventLog } from '../core/events';
import { clone, gameMap, hexOf, onMapUnits } from './state';
import type { State } from './state';
import { mapNeighbours } from './map';
import type { GameMap } from './map';
import { enemyOf } from './units';
import type { SideId } from './units';
import type { Order } from './order-types';
import { formatOrder } from './orders';
import { validateOrders } from './engine';
import { attackerRole } from './rules/combat';
import { isUnionArtillery } from './rules/artillery';
import { reachable } from './rules/movement';
import { arrivals } from './rules/reinforcements';
import { runMovement } from './rules/movement-phase';
import { planAttacks } from './rules/combat-phase';

function nearestEnemy(enemies: HexId[], hex: HexId): number {
  return enemies.reduce((m, e) => Math.min(m, distance(hex, e)), 99);
}

/** Applies `order` to the working copy; runMovement changes nothing for an order with a problem. */
function tryMovement(
  work: State,
  map: GameMap,
  side: SideId,
  moved: string[],
  orders: Order[],
  order: Order,
): void {
  if (runMovement(work, map, side, [order], new EventLog(new FixedDice([])), moved).length === 0)
    orders.push(order);
}

function sampleMoves(work: State, map: GameMap, side: SideId, rng: Rng, orders: Order[]): void {
  const moved: string[] = [];
  for (const id of onMapUnits(work, side)) {
    if (!isUnionArtillery(id)) continue;
    const art = work.units[id]?.art;
    if (art === 'deployed' && rng.next() < 0.08)
      tryMovement(work, map, side, moved, orders, { kind: 'limber', unit: id });
    if (art === 'limbered' && rng.next() < 0.4)
      tryMovement(work, map, side, moved, orders, { kind: 'unlimber', unit: id });
  }
  const declared = new Set(orders.map((o) => (o.kind === 'unlimber' ? o.unit : '')));
  const enemies = onMapUnits(work, enemyOf(side)).map((e) => hexOf(work, e) as HexId);
  for (const id of rng.shuffle([...onMapUnits(work, side), ...arrivals(work, side)])) {
    if (declared.has(id) || work.units[id]?.engaged || rng.next() < 0.25) continue;
    const options = [...reachable(work, map, id)];
    if (!options.length) continue;
    const near = new Map(options.map(([h]) => [h, nearestEnemy(enemies, h)]));
    options.sort(
      (a, b) => (near.get(a[0]) as number) - (near.get(b[0]) as number) || a[0].localeCompare(b[0]),
    );
    const [, reach] = rng.next() < 0.6 ? (options[0] as (typeof options)[number]) : rng.pick(options);
    tryMovement(work, map, side, moved, orders, { kind: 'move', unit: id, path: reach.path });
  }
}

function sampleAttacks(work: State, map: GameMap, side: SideId, rng: Rng, orders: Order[]): void {
  const targets = [...new Set(onMapUnits(work, enemyOf(side)).map((id) => hexOf(work, id) as HexId))].sort();
  const attacks: Order[] = [];
  const used = new Set<string>();
  for (const target of rng.shuffle(targets)) {
    if (rng.next() < 0.2) continue;
    const able = onMapUnits(work, side).filter(
      (id) => !used.has(id) && 'role' in attackerRole(work, map, id, target),
    );
    const units = able.filter(() => rng.next() < 0.85);
    if (!units.length) continue;
    const order: Order = { kind: 'attack', target, units, ...optionalClauses(work, map, units, rng) };
    if (planAttacks(work, map, side, [...attacks, order]).problems.length) continue;
    attacks.push(order);
    units.forEach((u) => used.add(u));
  }
  orders.push(...attacks);
}

/** Sometimes the attacker's own choices too: EX losses and AR retreat hexes (SH-AMB-14/16). */
function optionalClauses(
  work: State,
  map: GameMap,
  units: string[],
  rng: Rng,
): { lose?: string[]; retreat?: string[] } {
  const out: { lose?: string[]; retreat?: string[] } = {};
  if (rng.next() < 0.2) out.lose = rng.shuffle(units).slice(0, 1 + rng.int(units.length));
  const from = hexOf(work, units[0] as string);
  if (from && rng.next() < 0.2) out.retreat = rng.shuffle(mapNeighbours(map, from)).slice(0, 2);
  return out;
}

export function sampleOrders(state: State, side: SideId, rng: Rng): Order[] {
  if (state.side !== side) return [];
  const work = clone(state);
  const map = gameMap(work);
  const orders: Order[] = [];
  sampleMoves(work, map, side, rng, orders);
  sampleAttacks(work, map, side, rng, orders);
  const problems = validateOrders(state, side, orders);
  if (problems.length) {
    throw new Error(
      `legalOrders produced illegal orders: ${problems.map((p) => p.message).join('; ')}\n${orders.map(formatOrder).join('\n')}`,
    );
  }
  return orders.length ? orders : [{ kind: 'pass' }];
}
