// Movement (SH-MOVE-1..6, SH-TEC, SH-AMB-19/20/21): checking a written path, and finding the
// cheapest legal path or every reachable hex. Both use `tryStep`, so they agree by construction.
import { distance } from '../../core/hex';
import type { HexId } from '../../core/hex';
import { allHexes, isEdgeHex, mapNeighbours, onMap } from '../map';
import type { GameMap } from '../map';
import { hexOf, hexesOfUnits, occupant } from '../state';
import type { State } from '../state';
import { enemyOf, unit } from '../units';
import { canStack } from './stacking';
import { entryCost, stepFacts, takesWholeTurn } from './terrain';
import { inZocOf } from './zoc';

type Step = { cost: number; stop: boolean } | { problem: string };

interface Mover {
  state: State;
  map: GameMap;
  id: string;
  /** Hex the unit starts in; undefined when it enters the map (a reinforcement). */
  from: HexId | undefined;
  startInZoc: boolean;
  /** Enemy-occupied hexes and the enemy ZOC of each hex asked about. */
  enemy: EnemyZoc;
}

/** The enemy's hexes and whether each hex asked about is in their ZOC: a function of the map and
 *  those hexes alone. */
interface EnemyZoc {
  map: GameMap;
  hexes: HexId[];
  occupied: Set<HexId>;
  zoc: Map<HexId, boolean>;
}

// The last enemy position's ZOC, kept while the enemy stands still: a Movement Phase checks every
// move of one side against the same enemy (it does not move in it), hex by hex.
let lastEnemy: EnemyZoc | undefined;

function enemyZoc(map: GameMap, hexes: HexId[]): EnemyZoc {
  const last = lastEnemy;
  if (
    last &&
    last.map === map &&
    last.hexes.length === hexes.length &&
    last.hexes.every((h, i) => h === hexes[i])
  )
    return last;
  return (lastEnemy = { map, hexes, occupied: new Set(hexes), zoc: new Map() });
}

function mover(state: State, map: GameMap, id: string): Mover {
  const from = hexOf(state, id);
  const enemy = enemyZoc(map, hexesOfUnits(state, enemyOf(unit(id).side)));
  const m: Mover = { state, map, id, from, startInZoc: false, enemy };
  m.startInZoc = from !== undefined && inZoc(m, from);
  return m;
}

function inZoc(m: Mover, hex: HexId): boolean {
  const { zoc, occupied } = m.enemy;
  let z = zoc.get(hex);
  if (z === undefined) {
    z = inZocOf(m.map, hex, occupied);
    zoc.set(hex, z);
  }
  return z;
}

function tryStep(m: Mover, prev: HexId | undefined, to: HexId, first: boolean): Step {
  const { map } = m;
  if (!onMap(map, to)) return { problem: `${to} is not on the map` };
  let cost: number;
  if (prev === undefined) cost = entryCost(map, to);
  else {
    const facts = stepFacts(map, prev, to);
    // SH-MOVE-3: hex to adjacent hex, never skipping.
    if (!facts.adjacent) return { problem: `${to} is not next to ${prev}` };
    // SH-MOVE-5, SH-TEC-5
    if (facts.cost === undefined)
      return { problem: `cannot cross the creek from ${prev} to ${to} (only at a bridge or ford)` };
    cost = facts.cost;
  }
  // SH-MOVE-4
  if (m.enemy.occupied.has(to)) return { problem: `${to} is occupied by the enemy` };
  let stop = false;
  // SH-TEC-4, SH-AMB-19: off-road woods only as the first and only hex of the move.
  if (takesWholeTurn(map, prev, to)) {
    if (!first)
      return { problem: `entering the woods at ${to} takes the whole move: it must be the only hex` };
    stop = true;
  }
  // SH-MOVE-6, SH-ZOC-2/3, SH-AMB-21 ii
  if (inZoc(m, to)) {
    if (first && m.startInZoc)
      return { problem: `cannot move from an enemy ZOC straight into another (${to})` };
    stop = true;
  }
  return { cost, stop };
}

/**
 * The hex a reinforcement enters at: its entry hex, or, if an enemy unit holds it, the nearest
 * map-edge hex without one (SH-AMB-20 iii), from the side's `edge` list when the map has one.
 */
export function entryHex(state: State, map: GameMap, id: string): HexId | undefined {
  const planned = state.units[id]?.enter?.hex;
  if (!planned) return undefined;
  const enemy = enemyOf(unit(id).side);
  if (occupant(state, planned) !== enemy) return planned;
  // The map may name each side's entry edges; otherwise any map-edge hex will do.
  const edge = map.edges.get(unit(id).side)?.length
    ? (map.edges.get(unit(id).side) as HexId[])
    : allHexes(map).filter((h) => isEdgeHex(map, h));
  const free = edge.filter((h) => occupant(state, h) !== enemy);
  free.sort((a, b) => distance(planned, a) - distance(planned, b) || a.localeCompare(b));
  return free[0];
}

/** Problem with moving `id` along `path` (the hexes entered, in order), or undefined if legal. */
export function pathProblem(state: State, map: GameMap, id: string, path: HexId[]): string | undefined {
  const m = mover(state, map, id);
  if (path.length === 0) return 'a move needs at least one hex';
  if (m.from === undefined) {
    const entry = entryHex(state, map, id);
    if (path[0] !== entry)
      return `a reinforcement enters at ${entry ?? 'its entry hex'}, so the path must start there`;
  }
  let spent = 0;
  let prev = m.from;
  let stopped = false;
  for (const [i, hex] of path.entries()) {
    if (stopped) return `must stop at ${prev} (it entered an enemy ZOC or woods)`;
    const s = tryStep(m, prev, hex, i === 0);
    if ('problem' in s) return s.problem;
    spent += s.cost;
    stopped = s.stop;
    prev = hex;
  }
  // SH-MOVE-1
  const ma = unit(id).ma;
  if (spent > ma) return `the path costs ${spent} MP but ${id} has ${ma}`;
  // SH-STACK, SH-AMB-22: checked where the move ends.
  if (!canStack(state, id, path[path.length - 1] as HexId))
    return `stacking limit exceeded at ${path[path.length - 1]}`;
  return undefined;
}

export interface Reach {
  cost: number;
  path: HexId[];
}

/** A step of the search: its path is read back through `prev` only for the hexes kept. */
interface Node {
  hex: HexId;
  stop: boolean;
  cost: number;
  prev: Node | undefined;
}

function pathTo(node: Node): HexId[] {
  const path: HexId[] = [];
  for (let n: Node | undefined = node; n; n = n.prev) path.push(n.hex);
  return path.reverse();
}

/**
 * Every hex `id` may legally end its move in, with the cheapest path there. Costs are small
 * integers, so a bucket queue gives Dijkstra's order; within a cost, nodes go in the order found,
 * which makes the result deterministic.
 */
export function reachable(state: State, map: GameMap, id: string): Map<HexId, Reach> {
  const m = mover(state, map, id);
  const ma = unit(id).ma;
  // The best node found for each hex and whether it must stop there (two search states), by its
  // place in `order`, the order each pair was first reached in.
  const order: Node[] = [];
  const places = { stop: new Map<HexId, number>(), on: new Map<HexId, number>() };
  const slot = (stop: boolean) => (stop ? places.stop : places.on);
  const buckets: Node[][] = Array.from({ length: ma + 1 }, () => []);
  const consider = (prev: Node | undefined, from: HexId | undefined, to: HexId) => {
    const s = tryStep(m, from, to, prev === undefined);
    const spent = prev ? prev.cost : 0;
    if ('problem' in s || spent + s.cost > ma) return;
    const node: Node = { hex: to, stop: s.stop, cost: spent + s.cost, prev };
    const kept = slot(s.stop);
    const place = kept.get(to);
    if (place === undefined) kept.set(to, order.push(node) - 1);
    else if (order[place]!.cost <= node.cost) return;
    else order[place] = node;
    buckets[node.cost]?.push(node);
  };
  if (m.from === undefined) {
    const entry = entryHex(state, map, id);
    if (entry) consider(undefined, undefined, entry);
  } else for (const n of mapNeighbours(map, m.from)) consider(undefined, m.from, n);
  for (const bucket of buckets) {
    for (const node of bucket) {
      if (node.stop || order[places.on.get(node.hex)!] !== node) continue;
      for (const n of mapNeighbours(map, node.hex)) consider(node, node.hex, n);
    }
  }
  const out = new Map<HexId, Reach>();
  for (const node of order.sort((a, b) => a.cost - b.cost)) {
    if (node.hex === m.from || out.has(node.hex) || !canStack(state, id, node.hex)) continue;
    out.set(node.hex, { cost: node.cost, path: pathTo(node) });
  }
  return out;
}

/** The cheapest legal path to `to`, for `move X to H`. */
export function cheapestPath(state: State, map: GameMap, id: string, to: HexId): HexId[] | undefined {
  return reachable(state, map, id).get(to)?.path;
}
