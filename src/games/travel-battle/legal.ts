// A random legal submission for any step (self-play, fuzzing). In battle it plays aggressively: each
// brigade steps towards the nearest enemy as a block, so that games reach a result.
import type { Rng } from '../core/rng';
import { kingDistance, mustCell, squareName } from '../core/square';
import { BOARDS } from './data/load';
import { FIELD_COLS, FIELD_ROWS, FIELD_SQUARES } from './field';
import type { TbOrder } from './order-types';
import { MAX_RANGE, MIN_RANGE, fireProblem } from './rules/artillery';
import { autoDeploy, deployProblem, undeployed } from './rules/deploy';
import { allowance, findPath, moveBlock, pathProblem, runMovement } from './rules/movement';
import { atStartOfTurn, keepLegal } from './rules/turn';
import { cloneState, isCavalry, isCombat, isInfantry, otherSide } from './state';
import type { TbSide, TbState, Unit } from './state';
import { enemiesInContact, linkedIds, onField } from './units';

function randomBrigades(rng: Rng): TbOrder[] {
  if (rng.next() < 0.7) return [{ kind: 'preset', n: rng.pick([1, 2]) }];
  const combat = rng.shuffle([
    'L1',
    'L2',
    'L3',
    'L4',
    'L5',
    'L6',
    'G1',
    'G2',
    'H1',
    'H2',
    'C1',
    'C2',
    'A1',
    'A2',
  ]);
  const groups: string[][] = [['B1'], ['B2'], ['B3']];
  combat.forEach((id, i) => (groups[i < 3 ? i : rng.int(3)] as string[]).push(id));
  return groups.map((units, i) => ({ kind: 'brigade', n: i + 1, units }));
}

function randomDeploy(s: TbState, side: TbSide, rng: Rng): TbOrder[] {
  const b = rng.pick(undeployed(s, side));
  for (let tries = 0; tries < 8; tries++) {
    const o = autoDeploy(s, side, b, 2 + rng.int(16));
    if (deployProblem(s, side, o) === null) return [o];
  }
  return [autoDeploy(s, side, undeployed(s, side)[0] as number, 10)];
}

function nearestEnemy(s: TbState, side: TbSide, from: string): Unit | undefined {
  const enemies = onField(s, otherSide(side)).filter(isCombat);
  return [...enemies].sort(
    (a, b) => kingDistance(from, a.at as string) - kingDistance(from, b.at as string),
  )[0];
}

const sign = (n: number) => (n > 0 ? 1 : n < 0 ? -1 : 0);

/** One square (or `steps`) from `u` in direction (dc, dr), or undefined if off the field. */
function stepPath(u: Unit, dc: number, dr: number, steps: number): string[] | undefined {
  const c = mustCell(u.at as string);
  const path: string[] = [];
  for (let k = 1; k <= steps; k++) {
    const col = c.col + dc * k;
    const row = c.row + dr * k;
    if (col < 0 || row < 0 || col >= FIELD_COLS || row >= FIELD_ROWS) return undefined;
    path.push(squareName({ col, row }));
  }
  return path;
}

function gunTarget(s: TbState, side: TbSide, gun: Unit, acted: Set<string>): string | undefined {
  if (gun.at === null) return undefined;
  const from = gun.at;
  const targets = onField(s, otherSide(side))
    .filter((e) => isCombat(e) && e.at !== null)
    .map((e) => ({ at: e.at as string, range: kingDistance(from, e.at as string) }))
    .filter((t) => t.range >= MIN_RANGE && t.range <= MAX_RANGE)
    .sort((a, b) => a.range - b.range);
  return targets.find((t) => fireProblem(s, side, gun, t.at, acted) === null)?.at;
}

/** A path for `u` ending as near `target` as it can get this step, if it can move at all. */
function approach(s: TbState, u: Unit, target: string): string[] | undefined {
  const from = u.at as string;
  const reach = allowance(u);
  const near = FIELD_SQUARES.filter(
    (sq) =>
      sq !== from && kingDistance(sq, from) <= reach && kingDistance(sq, target) < kingDistance(from, target),
  );
  near.sort((a, b) => kingDistance(a, target) - kingDistance(b, target));
  for (const sq of near) {
    const path = findPath(s, u, sq);
    if (path) return path;
  }
  return undefined;
}

function brigadeOrders(s: TbState, side: TbSide, b: number, rng: Rng): TbOrder[] {
  const orders: TbOrder[] = [];
  const members = onField(s, side).filter((u) => u.brigade === b);
  const linked = linkedIds(s, side, b);
  const chief = members.find((u) => u.kind === 'brigadier');
  if (!chief || chief.at === null) return orders;
  const stray = members.filter((u) => !linked.has(u.id));
  // Fetch the nearest stray unit (halted units wait for their brigadier: TB-RALLY-6), else advance.
  const far = [...stray].sort(
    (x, y) =>
      kingDistance(chief.at as string, x.at as string) - kingDistance(chief.at as string, y.at as string),
  )[0];
  if (far && rng.next() < 0.5) {
    const path = approach(s, chief, far.at as string);
    if (path) return [{ kind: 'move', unit: chief.id, path }];
  }
  const target = far ?? nearestEnemy(s, side, chief.at);
  if (!target || target.at === null) return orders;
  const from = mustCell(chief.at);
  const to = mustCell(target.at);
  const dc = rng.next() < 0.25 ? rng.int(3) - 1 : sign(to.col - from.col);
  const dr = rng.next() < 0.1 ? rng.int(3) - 1 : sign(to.row - from.row);
  const free = members.filter(
    (u) => moveBlock(s, u, linked) === null && !(u.kind === 'artillery' && gunTarget(s, side, u, new Set())),
  );
  const stuck = !far && members.some((u) => !free.includes(u) && u.kind !== 'brigadier');
  const movers = stuck ? free.filter((u) => u.kind !== 'brigadier') : free;
  const steps = Math.min(...movers.map(allowance), 2);
  for (const u of movers) {
    if (rng.next() < 0.1) continue;
    const path = stepPath(u, dc, dr, steps) ?? stepPath(u, dc, dr, 1);
    if (path && pathProblem(s, u, path) === null) orders.push({ kind: 'move', unit: u.id, path });
  }
  return orders;
}

function movementOrders(s: TbState, side: TbSide, rng: Rng): TbOrder[] {
  return [1, 2, 3].flatMap((b) => brigadeOrders(s, side, b, rng));
}

function formationOrders(s: TbState, side: TbSide, rng: Rng): TbOrder[] {
  const out: TbOrder[] = [];
  const cavalry = onField(s, otherSide(side)).filter(isCavalry);
  for (const u of onField(s, side).filter(isInfantry)) {
    const near = cavalry.some((c) => kingDistance(c.at as string, u.at as string) <= 2);
    if (u.formed && !near && rng.next() < 0.7) out.push({ kind: 'unsquare', unit: u.id });
    else if (!u.formed && near && enemiesInContact(s, u).length === 0 && rng.next() < 0.3)
      out.push({ kind: 'square', unit: u.id });
  }
  return out;
}

function turnOrders(s: TbState, side: TbSide, rng: Rng): TbOrder[] {
  const formation = formationOrders(s, side, rng);
  const formed = new Set(formation.map((o) => (o as { unit: string }).unit));
  const moves = movementOrders(s, side, rng).filter((o) => !formed.has((o as { unit: string }).unit));
  const movement = keepLegal(s, side, [...formation, ...moves], undefined, true);
  const after = cloneState(s);
  const { acted } = runMovement(after, side, movement);
  const fire: TbOrder[] = [];
  for (const gun of onField(after, side).filter((u) => u.kind === 'artillery')) {
    const at = gunTarget(after, side, gun, acted);
    if (at) {
      fire.push({ kind: 'fire', unit: gun.id, at });
      acted.add(gun.id);
    }
  }
  const attacks: TbOrder[] = [];
  for (const u of onField(after, side).filter(isCombat)) {
    const e = enemiesInContact(after, u);
    if (e.length > 1 && rng.next() < 0.5)
      attacks.push({ kind: 'attack', unit: u.id, at: rng.pick(e).at as string });
  }
  const all = [...movement, ...fire, ...attacks];
  return all.length > 0 ? keepLegal(s, side, all, undefined, true) : [{ kind: 'pass' }];
}

export function randomOrders(s: TbState, side: TbSide, rng: Rng): TbOrder[] {
  switch (s.step) {
    case 'quick':
      return [
        { kind: 'board', board: rng.pick(BOARDS).id },
        { kind: 'side', choice: rng.pick(['left', 'right'] as const) },
        { kind: 'orient', edge: 1 + rng.int(4) },
        ...randomBrigades(rng),
      ];
    case 'board':
      return [{ kind: 'board', board: rng.pick(BOARDS).id }];
    case 'side':
      return [{ kind: 'side', choice: rng.pick(['left', 'right'] as const) }];
    case 'orient':
      return [{ kind: 'orient', edge: 1 + rng.int(4) }];
    case 'brigades':
      return randomBrigades(rng);
    case 'deploy':
      return randomDeploy(s, side, rng);
    case 'turn':
      return turnOrders(atStartOfTurn(s, side), side, rng); // TB-AMB-30: where the orders meet
    case 'over':
      return [];
  }
}
