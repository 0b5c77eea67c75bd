// validate and resolve: one player turn (SH-TURN-3): movement orders first, in the order written,
// then the attacks in the order written. Validation runs the movement on a copy so the attacks are
// checked against the position they will really meet.
import type { Problem, Resolution, StepInput } from '../core/contract';
import { FixedDice } from '../core/dice';
import type { Dice } from '../core/dice';
import { EventLog } from '../core/events';
import { clone, gameMap } from './state';
import type { State } from './state';
import type { GameMap } from './map';
import { enemyOf, sideName } from './units';
import type { SideId } from './units';
import type { Order } from './order-types';
import { parsePolicy } from './standing';
import { orderProblem } from './orders';
import { runMovement } from './rules/movement-phase';
import { planAttacks, runCombat } from './rules/combat-phase';
import { endPlayerTurn } from './rules/turn';

function isSide(side: string): side is SideId {
  return side === 'union' || side === 'confederate';
}

export function validateOrders(state: State, side: string, orders: Order[]): Problem[] {
  if (state.side === null) return [{ message: 'the game is over' }];
  if (!isSide(side) || side !== state.side)
    return [{ message: `it is the ${sideName(state.side)} player's turn` }];
  const s = clone(state);
  return turnProblems(s, gameMap(s), side, orders, new EventLog(new FixedDice([]))).problems;
}

/** Runs the movement on `s` (a copy the caller owns) and plans the attacks: the turn's problems. */
function turnProblems(s: State, map: GameMap, side: SideId, orders: Order[], log: EventLog) {
  const problems = runMovement(s, map, side, orders, log);
  const attacks = planAttacks(s, map, side, orders);
  problems.push(...attacks.problems);
  const pass = orders.find((o) => o.kind === 'pass');
  if (pass && orders.length > 1)
    problems.push(orderProblem(pass, "'pass' means no orders; remove it or the other orders"));
  return { problems: problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)), plan: attacks.plan };
}

export function resolveTurn(state: State, input: StepInput<Order>, dice: Dice): Resolution<State> {
  const side = state.side;
  if (side === null) throw new Error('resolve called on a finished game');
  const orders = input.orders[side] ?? [];
  const s = clone(state);
  const map = gameMap(s);
  const log = new EventLog(dice);
  s.trail = [];
  log.push({
    kind: 'player-turn',
    text: `Turn ${s.turn}: ${sideName(side)} player turn.`,
    turn: s.turn,
    side,
  });
  // The movement runs once, on the copy it resolves: its problems are validation's own.
  const { problems, plan } = turnProblems(s, map, side, orders, log);
  if (problems.length)
    throw new Error(`resolve called with invalid orders: ${problems.map((p) => p.message).join('; ')}`);
  const standing = {
    own: parsePolicy(side, input.standing[side] ?? '').policy,
    enemy: parsePolicy(enemyOf(side), input.standing[enemyOf(side)] ?? '').policy,
  };
  runCombat(s, map, side, plan, standing, log);
  endPlayerTurn(s, map, log);
  return { state: s, events: log.events };
}
