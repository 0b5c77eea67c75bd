// Retreats (SH-RETREAT-1..5, SH-CRT-3/4, SH-AMB-15/16, SH-DEC-1/2): where each unit goes, chosen by
// the owner's orders or standing orders, else by the documented default; no hex means elimination.
import { distance } from '../../core/hex';
import type { HexId } from '../../core/hex';
import type { EventLog } from '../../core/events';
import { mapNeighbours } from '../map';
import type { GameMap } from '../map';
import { hexOf, hexesOfUnits, onMapUnits, occupant } from '../state';
import type { State } from '../state';
import { enemyOf, label, unit } from '../units';
import type { RetreatPolicy } from '../standing';
import { formatPolicy, isDefaultPolicy } from '../standing';
import { canStack } from './stacking';
import { crossable } from './terrain';
import { inZocOf } from './zoc';
import { displaceOnRetreat } from './artillery';
import { eliminate } from './losses';
import { occupy } from './victory';
import { placeOn, routeOn } from '../places';

/** Legal one-hex retreats for `id` now (SH-RETREAT-1..5, SH-AMB-16 stacking). */
export function retreatHexes(state: State, map: GameMap, id: string): HexId[] {
  const from = hexOf(state, id);
  if (!from) return [];
  const side = unit(id).side;
  const enemyHexes = new Set(hexesOfUnits(state, enemyOf(side)));
  // SH-RETREAT-2: mapNeighbours never leaves the map.
  return mapNeighbours(map, from).filter(
    (h) =>
      crossable(map, from, h) && // SH-RETREAT-4
      occupant(state, h) !== enemyOf(side) && // SH-RETREAT-5
      !inZocOf(map, h, enemyHexes) && // SH-RETREAT-3
      canStack(state, id, h),
  );
}

/** How far a hex is from the enemy units (their hexes): nearest first, then all of them together. */
function awayFromEnemy(hex: HexId, enemies: readonly HexId[]): [number, number] {
  if (!enemies.length) return [99, 0];
  let near = Infinity;
  let total = 0;
  for (const e of enemies) {
    const d = distance(hex, e);
    near = Math.min(near, d);
    total += d;
  }
  return [near, total];
}

/** Friendly units (other than the retreating one) in the hex and the six around it, given how
 *  many stand in each hex. */
function friendsNextTo(map: GameMap, hex: HexId, friends: ReadonlyMap<HexId, number>): number {
  return mapNeighbours(map, hex).reduce((sum, n) => sum + (friends.get(n) ?? 0), friends.get(hex) ?? 0);
}

/** SH-DEC-1 default: most friends next to it, then furthest from the enemy, then lowest number. */
function pick(
  state: State,
  map: GameMap,
  id: string,
  hexes: HexId[],
  policy: RetreatPolicy,
): HexId | undefined {
  const preferred = policy.prefer.find((h) => hexes.includes(h));
  if (preferred) return preferred;
  const side = unit(id).side;
  // Where the others stand, looked up once (the position does not change while a hex is chosen).
  const enemies = hexesOfUnits(state, enemyOf(side));
  const friends = new Map<HexId, number>();
  for (const f of onMapUnits(state, side)) {
    if (f === id) continue;
    const at = hexOf(state, f) as HexId;
    friends.set(at, (friends.get(at) ?? 0) + 1);
  }
  // Each hex scored once (the sort compares each several times).
  const scores = new Map<HexId, number[]>();
  const score = (h: HexId): number[] => {
    let s = scores.get(h);
    if (s) return s;
    const next = friendsNextTo(map, h, friends);
    const [near, total] = awayFromEnemy(h, enemies);
    s = policy.rule === 'away' ? [-near, -total, -next] : [-next, -near, -total];
    scores.set(h, s);
    return s;
  };
  const compare = (a: HexId, b: HexId): number => {
    const [sa, sb] = [score(a), score(b)];
    const i = sa.findIndex((x, k) => x !== sb[k]);
    return i < 0 ? a.localeCompare(b) : (sa[i] as number) - (sb[i] as number);
  };
  return [...hexes].sort(compare)[0];
}

/** SH-DEC-2: units named in the policy first, then the strongest first, then by id. */
function placementOrder(ids: string[], policy: RetreatPolicy): string[] {
  const rank = (id: string) => {
    const i = policy.order.indexOf(id);
    return i < 0 ? policy.order.length : i;
  };
  return [...ids].sort(
    (a, b) => rank(a) - rank(b) || unit(b).strength - unit(a).strength || a.localeCompare(b),
  );
}

/** The owner's retreat order as the report says it, the hexes preferred named as places. */
function policyWords(map: GameMap, policy: RetreatPolicy): string {
  const places = policy.prefer.map((hex) => placeOn(map, hex)).join(', ');
  return formatPolicy(policy)
    .replace(/^retreat prefer .*$/m, `retreat prefer ${places}`)
    .replace(/\n/g, '; ');
}

/**
 * Retreats `ids` one hex each. `policy` is what the owner ordered; `source` says where it came
 * from for the report ("Standing order applied" / "Order applied" / "Default applied").
 */
export function retreatUnits(
  state: State,
  map: GameMap,
  ids: string[],
  policy: RetreatPolicy,
  source: string,
  log: EventLog,
): void {
  if (ids.length === 0) return;
  const how = isDefaultPolicy(policy)
    ? 'Default applied: retreat next to the most friendly units, then away from the enemy, strongest unit first.'
    : `${source} applied: ${policyWords(map, policy)}.`;
  log.push({ kind: 'decision', text: how, side: unit(ids[0] as string).side, units: ids });
  for (const id of placementOrder(ids, policy)) {
    const from = hexOf(state, id) as HexId;
    const to = pick(state, map, id, retreatHexes(state, map, id), policy);
    if (!to) {
      log.push({
        kind: 'retreat',
        text: `${label(id)} cannot retreat from ${placeOn(map, from)}.`,
        unit: id,
        from,
        to: null,
      });
      eliminate(state, id, log); // SH-AMB-15
      continue;
    }
    state.units[id]!.at = to;
    state.trail.push([from, to]);
    displaceOnRetreat(state, id);
    occupy(state, map, to, unit(id).side);
    log.push({
      kind: 'retreat',
      text: `${label(id)} retreats ${routeOn(map, [from, to])}.`,
      unit: id,
      from,
      to,
    });
  }
}
