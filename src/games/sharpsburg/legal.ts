// legalOrders: a random LEGAL submission for self-play and fuzzing. It moves units toward the
// enemy and makes attacks, so random games exercise combat; every order is checked by the same
// validate() that players meet, so the sample is legal by construction.
import { distance } from '../core/hex';
import type { HexId } from '../core/hex';
import type { Rng } from '../core/rng';
import { FixedDice } from '../core/dice';
import { EventLog } from '../core/events';
import { mapNeighbours } from './map';
import { clone, gameMap, hexOf, onMapUnits } from './state';
import type { State } from './state';
import { enemyOf, isArtillery } from './units';
import type { SideId } from './units';
import type { Order } from './order-types';
import { validateOrders } from './engine';
import { attackerRole } from './rules/combat';
import { isUnionArtillery } from './rules/artillery';
import { reachable } from './rules/movement';
import { arrivals } from './rules/reinforcements';
import { runMovement } from './rules/movement-phase';

function tryAdd(state: State, side: SideId, orders: Order[], order: Order): boolean {
  orders.push(order);
  if (validateOrders(state, side, orders).length === 0) return true;
  orders.pop();
  return false;
}

function nearestEnemy(state: State, side: SideId, hex: HexId): number {
  const d = onMapUnits(state, enemyOf(side)).map((e) => distance(hex, hexOf(state, e) as HexId));
  return d.length ? Math.min(...d) : 0;
}

function sampleMoves(state: State, side: SideId, rng: Rng, orders: Order[]): void {
  const map = gameMap(state);
  for (const id of onMapUnits(state, side)) {
    if (!isUnionArtillery(id)) continue;
    const art = state.units[id]?.art;
    if (art === 'deployed' && rng.next() < 0.08) tryAdd(state, side, orders, { kind: 'limber', unit: id });
    if (art === 'limbered' && rng.next() < 0.4) tryAdd(state, side, orders, { kind: 'unlimber', unit: id });
  }
  const candidates = rng.shuffle([...onMapUnits(state, side), ...arrivals(state, side)]);
  for (const id of candidates) {
    if (rng.next() < 0.25) continue;
    // Plan on the position after the moves chosen so far.
    const now = clone(state);
    runMovement(now, map, side, orders, new EventLog(new FixedDice([])));
    const options = [...reachable(now, map, id)];
    if (!options.length) continue;
    const toward = rng.next() < 0.6;
    options.sort((a, b) => nearestEnemy(now, side, a[0]) - nearestEnemy(now, side, b[0]));
    const [, reach] = toward ? (options[0] as (typeof options)[number]) : rng.pick(options);
    tryAdd(state, side, orders, { kind: 'move', unit: id, path: reach.path });
  }
}

function sampleAttacks(state: State, side: SideId, rng: Rng, orders: Order[]): void {
  const after = clone(state);
  const map = gameMap(after);
  runMovement(after, map, side, orders, new EventLog(new FixedDice([])));
  const targets = new Set<HexId>();
  for (const id of onMapUnits(after, enemyOf(side))) targets.add(hexOf(after, id) as HexId);
  const used = new Set<string>();
  for (const target of rng.shuffle([...targets].sort())) {
    if (rng.next() < 0.2) continue;
    const near = onMapUnits(after, side).filter((id) => {
      if (used.has(id)) return false;
      const r = attackerRole(after, map, id, target);
      return (
        'role' in r && (isArtillery(id) || mapNeighbours(map, target).includes(hexOf(after, id) as HexId))
      );
    });
    const units = near.filter(() => rng.next() < 0.85);
    if (!units.length) continue;
    if (tryAdd(state, side, orders, { kind: 'attack', target, units })) units.forEach((u) => used.add(u));
  }
}

export function sampleOrders(state: State, side: SideId, rng: Rng): Order[] {
  if (state.side !== side) return [];
  const orders: Order[] = [];
  sampleMoves(state, side, rng, orders);
  sampleAttacks(state, side, rng, orders);
  return orders.length ? orders : [{ kind: 'pass' }];
}
