// Step 1, movement (TB-SEQ-2, TB-MOVE-*, TB-BRIGADE-4, TB-SQUARE-*, TB-AMB-7/8/16..22/30). The same
// code checks a submission on a copy of the state and carries it out during resolution.
import { inContact, kingDistance, squareNeighbours } from '../../core/square';
import type { SquareId } from '../../core/square';
import { FIELD_COLS, FIELD_ROWS, isClosed, squareInfo } from '../field';
import type { OrderOf, TbOrder } from '../order-types';
import { isBrigadier, isCavalry, isInfantry, label } from '../state';
import type { TbSide, TbState, Unit } from '../state';
import {
  canStand,
  combatAt,
  enemiesInContact,
  findUnit,
  linkedIds,
  onField,
  terrainAllows,
  unitsAt,
} from '../units';
import { displaceBrigadier } from './brigadier';
import type { Ctx } from './context';

export interface OrderProblem {
  index: number;
  message: string;
}

/** Why a unit may not move this step, or null when it may (checked at the start of the step). */
export function moveBlock(state: TbState, u: Unit, linked: Set<string>): string | null {
  if (u.at === null || u.removed) return 'it is not on the field';
  if (isBrigadier(u)) return null;
  if (u.haltedAt !== null) return 'it has fled and halted; it waits for its brigadier (TB-RALLY-6)';
  if (!linked.has(u.id)) return 'it is not linked to its brigadier (TB-BRIGADE-4)';
  if (enemiesInContact(state, u).length > 0) return 'it is in melee with the enemy (TB-AMB-7)';
  if (u.reversedAt !== null) return 'its facing is reversed (TB-AMB-8)';
  if (u.formed) return 'it is in square; leave square first (TB-AMB-22)';
  return null;
}

export function allowance(u: Unit): number {
  return isCavalry(u) || isBrigadier(u) ? 2 : 1;
}

function isRoad(state: TbState, sq: SquareId): boolean {
  return squareInfo(state, sq).terrain === 'road';
}

/** Problem with a path (squares after the start), or null (TB-MOVE-1..5, TB-AMB-16..18). */
export function pathProblem(state: TbState, u: Unit, path: SquareId[]): string | null {
  let prev = u.at as SquareId;
  const allRoad = isRoad(state, prev) && path.every((s) => isRoad(state, s));
  const max = allowance(u) + (allRoad ? 1 : 0);
  if (path.length > max) return `${u.id} moves at most ${max} square${max > 1 ? 's' : ''} here`;
  for (let i = 0; i < path.length; i++) {
    const sq = path[i] as SquareId;
    if (!inContact(prev, sq)) return `${sq} is not next to ${prev}`;
    if (!terrainAllows(state, u, sq) || (isBrigadier(u) && isClosed(squareInfo(state, sq).terrain))) {
      return `${u.id} may not enter ${squareInfo(state, sq).terrain} at ${sq} (only infantry)`;
    }
    const enemies = unitsAt(state, sq).filter((o) => o.side !== u.side);
    const lastOnLoneBrigadier = i === path.length - 1 && !isBrigadier(u) && enemies.every(isBrigadier);
    if (enemies.length > 0 && !lastOnLoneBrigadier) return `${sq} is held by the enemy`;
    prev = sq;
  }
  return null;
}

/**
 * Every legal path of `u` this step, shortest first, each given to `visit` until it returns true;
 * with `towards`, only paths that can still end on that square. One walk serves `findPath` and
 * `reachableSquares`.
 */
function walkPaths(state: TbState, u: Unit, visit: (path: SquareId[]) => boolean, towards?: SquareId): void {
  const start = u.at as SquareId;
  const max = allowance(u) + (isRoad(state, start) ? 1 : 0);
  let frontier: SquareId[][] = [[]];
  for (let depth = 1; depth <= max; depth++) {
    const next: SquareId[][] = [];
    for (const p of frontier) {
      const from = p[p.length - 1] ?? start;
      for (const n of squareNeighbours(from, FIELD_COLS, FIELD_ROWS)) {
        if (n === start || p.includes(n)) continue;
        if (towards !== undefined && kingDistance(n, towards) > max - depth) continue;
        const path = [...p, n];
        if (pathProblem(state, u, path) !== null) continue;
        if (visit(path)) return;
        next.push(path);
      }
    }
    frontier = next;
  }
}

/** Shortest legal path to `to`, or undefined (used by `move X to sq` and the random player). */
export function findPath(state: TbState, u: Unit, to: SquareId): SquareId[] | undefined {
  let found: SquareId[] | undefined;
  walkPaths(
    state,
    u,
    (path) => {
      if (path[path.length - 1] === to) found = path;
      return found !== undefined;
    },
    to,
  );
  return found;
}

/** Every square some legal path reaches (the orders page lights them all up). */
export function reachableSquares(state: TbState, u: Unit): Set<SquareId> {
  const reached = new Set<SquareId>();
  walkPaths(state, u, (path) => {
    reached.add(path[path.length - 1] as SquareId);
    return false;
  });
  return reached;
}

function formationProblem(state: TbState, u: Unit, kind: 'square' | 'unsquare'): string | null {
  if (kind === 'unsquare') return u.formed ? null : `${u.id} is not in square`;
  if (!isInfantry(u)) return `only infantry forms square (TB-SQUARE-1)`;
  if (u.formed) return `${u.id} is already in square`;
  if (isClosed(squareInfo(state, u.at as SquareId).terrain))
    return `no square in woods or a building (TB-SQUARE-4)`;
  if (combatAt(state, u.at as SquareId).length > 1)
    return `no square where another unit stands (TB-SQUARE-4)`;
  return null;
}

const MOVEMENT = new Set(['move', 'moveTo', 'square', 'unsquare']);

export interface MovementOutcome {
  problems: OrderProblem[];
  /** Units that moved or changed formation (artillery that moved may not fire: TB-ART-1). */
  acted: Set<string>;
}

/**
 * Carries out the movement orders on `state` (a private copy). With `ctx`, events are logged and
 * enemy brigadiers step aside by their owner's decisions; without, by the defaults (checking only).
 */
export function runMovement(state: TbState, side: TbSide, orders: TbOrder[], ctx?: Ctx): MovementOutcome {
  const problems: OrderProblem[] = [];
  const acted = new Set<string>();
  const linkedAtStart = new Map<number, Set<string>>();
  for (const b of [1, 2, 3]) linkedAtStart.set(b, linkedIds(state, side, b));
  const blocks = new Map<string, string | null>();
  for (const u of onField(state, side))
    blocks.set(u.id, moveBlock(state, u, linkedAtStart.get(u.brigade ?? 0) ?? new Set()));
  const movedBy = new Map<string, number>();
  orders.forEach((o, index) => {
    if (!MOVEMENT.has(o.kind)) return;
    const m = o as OrderOf<'move' | 'moveTo' | 'square' | 'unsquare'>;
    const u = findUnit(state, side, m.unit);
    const fail = (message: string) => problems.push({ index, message });
    if (!u || u.at === null || u.removed) return fail(`${m.unit} is not one of your units on the field`);
    if (acted.has(u.id)) return fail(`${u.id} already has an order this turn`);
    if (m.kind === 'square' || m.kind === 'unsquare') {
      const p = formationProblem(state, u, m.kind);
      if (p) return fail(p);
      u.formed = m.kind === 'square';
      acted.add(u.id);
      ctx?.log.push({
        kind: 'formation',
        text: `${label(u)} ${u.formed ? 'forms square' : 'leaves square'} on ${u.at}.`,
        unit: u.id,
        side,
        at: u.at,
      });
      return;
    }
    const block = blocks.get(u.id);
    if (block) return fail(`${u.id} may not move: ${block}`);
    const path = m.kind === 'move' ? m.path : findPath(state, u, m.to);
    if (!path) return fail(`${u.id} cannot reach ${(m as OrderOf<'moveTo'>).to} this turn`);
    const p = pathProblem(state, u, path);
    if (p) return fail(p);
    const from = u.at;
    u.at = path[path.length - 1] as SquareId;
    acted.add(u.id);
    movedBy.set(u.id, index);
    ctx?.log.push({
      kind: 'move',
      text: `${label(u)} moves ${[from, ...path].join(' → ')}.`,
      unit: u.id,
      side,
      path: [from, ...path],
    });
    const lone = unitsAt(state, u.at).filter((e) => e.side !== side);
    for (const b of lone) displaceBrigadier(state, b, ctx);
  });
  endChecks(state, side, linkedAtStart, movedBy, problems);
  return { problems, acted };
}

/** Stacking after all moves, and TB-AMB-19: everyone linked at the start is still linked. */
function endChecks(
  state: TbState,
  side: TbSide,
  linkedAtStart: Map<number, Set<string>>,
  movedBy: Map<string, number>,
  problems: OrderProblem[],
): void {
  for (const [id, index] of movedBy) {
    const u = findUnit(state, side, id) as Unit;
    if (!canStand(state, u, u.at as SquareId))
      problems.push({
        index,
        message: `${u.id} may not end on ${u.at}: too many units there, or the terrain forbids it (TB-MOVE-6/7)`,
      });
  }
  for (const [b, before] of linkedAtStart) {
    const now = linkedIds(state, side, b);
    const lost = [...before].filter((id) => !now.has(id));
    if (lost.length === 0) continue;
    const culprits = [...movedBy].filter(([id]) => findUnit(state, side, id)?.brigade === b);
    const index = culprits.length > 0 ? Math.max(...culprits.map(([, i]) => i)) : 0;
    problems.push({
      index,
      message: `brigade ${b} must stay linked: ${lost.join(', ')} would lose contact (TB-BRIGADE-3)`,
    });
  }
}
