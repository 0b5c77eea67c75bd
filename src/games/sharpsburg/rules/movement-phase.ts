// The Movement Phase (SH-TURN-3 (1)): moves, entries and Union limber declarations, applied in the
// order written. Validation runs the same code on a copy, so what validates is what resolves.
import type { Problem } from '../../core/contract';
import { orderProblem } from '../orders';
import type { EventLog } from '../../core/events';
import type { HexId } from '../../core/hex';
import type { GameMap } from '../map';
import { OFF_MAP, artWords, hexOf } from '../state';
import type { State } from '../state';
import { label, unit } from '../units';
import type { SideId } from '../units';
import type { MoveOrder, Order } from '../order-types';
import { canMoveArtillery, isUnionArtillery } from './artillery';
import { limitProblem } from './limits';
import { occupy } from './victory';
import { cheapestPath, pathProblem } from './movement';
import { mayEnter } from './reinforcements';
import { routeOn } from '../places';

/** Why `id` may not move at all this turn (not the path: movement.ts), or undefined. */
export function mayMove(state: State, side: SideId, id: string): string | undefined {
  const u = state.units[id];
  if (!u || unit(id).side !== side) return `${id} is not one of your units`;
  if (u.at === OFF_MAP && !mayEnter(state, id)) return `${id} arrives on turn ${u.enter?.turn ?? '?'}`;
  if (u.at !== OFF_MAP && !hexOf(state, id)) return `${id} has been eliminated`;
  // SH-AMB-1: engaged attackers may not move in their next Movement Phase.
  if (u.engaged) return `${id} is engaged at ${u.engaged} and may not move this turn`;
  if (!canMoveArtillery(state, id))
    return `${id} is ${artWords(u.art)}; Union artillery moves only when limbered (SH-ART-5)`;
  return undefined;
}

function planPath(state: State, map: GameMap, order: MoveOrder): HexId[] | string {
  if (order.path) return pathProblem(state, map, order.unit, order.path) ?? order.path;
  const to = order.to;
  if (to === undefined) return 'a move needs a path or a destination';
  return cheapestPath(state, map, order.unit, to) ?? `${order.unit} has no legal path to ${to} this turn`;
}

function declare(
  state: State,
  order: Order & { unit: string },
  moving: ReadonlySet<string>,
): string | undefined {
  const u = state.units[order.unit];
  if (!isUnionArtillery(order.unit) || !u)
    return `${order.unit} is not Union artillery; only Union artillery limbers`;
  // SH-AMB-1: an engaged battery must fire again, so it may not start to limber.
  if (u.engaged) return `${order.unit} is engaged at ${u.engaged} and must bombard it again`;
  if (order.kind === 'limber' && u.art !== 'deployed')
    return `${order.unit} is ${artWords(u.art)}; only a deployed battery can limber`;
  if (order.kind === 'unlimber' && u.art !== 'limbered')
    return `${order.unit} is ${artWords(u.art)}; only a limbered battery can unlimber`;
  if (order.kind === 'unlimber' && moving.has(order.unit))
    return `${order.unit} cannot move and unlimber in the same phase`;
  return undefined;
}

/**
 * Applies the movement orders to `state` (mutated). Returns the problems; an order with a problem
 * is skipped, so later orders are checked against what would really happen. `moved` collects the
 * units moved this phase (the corps and MC/AN limits count them); pass it to continue a phase.
 */
export function runMovement(
  state: State,
  map: GameMap,
  side: SideId,
  orders: Order[],
  log: EventLog,
  moved: string[] = [],
): Problem[] {
  const problems: Problem[] = [];
  const moving = new Set(orders.flatMap((o) => (o.kind === 'move' ? [o.unit] : [])));
  for (const order of orders) {
    let p: string | undefined;
    if (order.kind === 'limber' || order.kind === 'unlimber') p = declareOrder(state, order, moving, log);
    else if (order.kind === 'move') p = moveOrder(state, map, side, order, moved, log);
    if (p) problems.push(orderProblem(order, p));
  }
  return problems;
}

/** SH-ART-5, SH-AMB-7: a limber or unlimber declaration; nothing changes if it has a problem. */
function declareOrder(
  state: State,
  order: Extract<Order, { kind: 'limber' | 'unlimber' }>,
  moving: ReadonlySet<string>,
  log: EventLog,
): string | undefined {
  const p = declare(state, order, moving);
  if (p) return p;
  state.units[order.unit]!.art = order.kind === 'limber' ? 'limbering-1' : 'unlimbering-1';
  log.push({ kind: order.kind, text: `${label(order.unit)} begins to ${order.kind}.`, unit: order.unit });
  return undefined;
}

/** One move or entry; nothing changes if it has a problem. */
function moveOrder(
  state: State,
  map: GameMap,
  side: SideId,
  order: MoveOrder,
  moved: string[],
  log: EventLog,
): string | undefined {
  const id = order.unit;
  const p =
    (moved.includes(id) ? `${id} already moved this phase` : undefined) ??
    mayMove(state, side, id) ??
    limitProblem(state, moved, id);
  const path = p ?? planPath(state, map, order);
  if (typeof path === 'string') return path;
  const from = hexOf(state, id);
  moved.push(id);
  const dest = path[path.length - 1] as HexId;
  state.units[id]!.at = dest;
  occupy(state, map, dest, side);
  const route = from ? [from, ...path] : path;
  state.trail.push(route);
  const text = `${label(id)} ${from ? 'moves' : 'enters the map'}: ${routeOn(map, route)}.`;
  log.push({ kind: 'move', text, unit: id, path: route, entered: !from });
  return undefined;
}
