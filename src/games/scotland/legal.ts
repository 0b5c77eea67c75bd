// Random legal submissions for self-play: each move is tried on a copy of the state and kept only
// if it is carried out there, so the whole submission validates.
import { sampleReaction } from './rules/live-reactions/answer';
import type { Rng } from '../core/rng';
import type { GameEvent } from '../core/events';
import { CITIES, MAP, MOVEMENT, cityAt, countryOf } from './data';
import type { Leg, Order } from './order-types';
import { isNeutralHex, occupiedBy, type SideId, type State } from './state';
import { withNames } from './orders';
import { battleHexes } from './rules/combat';
import { NO_HOOKS } from './rules/hooks';
import { entitlements } from './rules/levy';
import { moveStack, movableIn } from './rules/march';
import { reachable } from './rules/terrain';
import { parseBattlePlan } from './rules/battle';
import { MarkerSampler } from './rules/markers/sample';
import { sampleForage, sampleSplit } from './rules/choices/sample';
import { northLevyHexes, northLevyOpen, writtenNorthLevy } from './rules/advanced/north-levy';
import { copyPlain } from '../core/clone';

function setupOrders(state: State, side: SideId, rng: Rng): Order[] {
  if (rng.next() < 0.3) return [{ kind: 'pass' }];
  if (side === 'english') {
    const free = CITIES.filter(
      (c) =>
        c.loyaltyMarker &&
        !occupiedBy(state, c.hex, 'scots') &&
        !occupiedBy(state, c.hex, 'english') &&
        !isNeutralHex(state, c.hex),
    );
    const cities = rng
      .shuffle(free)
      .slice(0, 5)
      .map((c) => c.hex);
    return [
      { kind: 'garrison', cities },
      { kind: 'post', leader: 'cressingham', city: cities[0]! },
      { kind: 'post', leader: 'warenne', city: cities[1]! },
    ];
  }
  const hexes = [...MAP.values()].filter(
    (h) =>
      h.terrain !== 'sea' &&
      h.country === 'scotland' &&
      !cityAt(h.id) &&
      !isNeutralHex(state, h.id) &&
      !occupiedBy(state, h.id, 'english'),
  );
  return [{ kind: 'start', hex: rng.pick(hexes).id }];
}

function slowest(state: State, ids: readonly string[]): number {
  const mps = ids.map((id) => {
    const u = state.units.find((x) => x.id === id);
    return u ? MOVEMENT[u.kind] : MOVEMENT.leader;
  });
  return Math.min(...mps);
}

/** A random move of the pieces in `from`, tried on `sim`; the legs if it worked. */
function tryMove(sim: State, side: SideId, from: string, rng: Rng, byLeader?: string): Leg[] | undefined {
  const pieces = movableIn(sim, side, from);
  if (!pieces.length || (byLeader && !pieces.includes(byLeader))) return undefined;
  const ids = rng.next() < 0.6 ? pieces : rng.shuffle(pieces).slice(0, 1 + rng.int(pieces.length));
  if (byLeader && !ids.includes(byLeader)) ids.push(byLeader);
  const leaderOnly = ids.every((id) => !sim.units.some((u) => u.id === id));
  const targets = reachable(sim, side, from, slowest(sim, ids), leaderOnly);
  if (!targets.length) return undefined;
  const legs: Leg[] = [{ ids: ids.length === pieces.length ? [] : ids, to: rng.pick(targets) }];
  const events: GameEvent[] = [];
  const trial = copyPlain(sim);
  if (moveStack(trial, side, from, legs, events, NO_HOOKS, byLeader).length) return undefined;
  Object.assign(sim, trial);
  return legs;
}

/** Now and then the Scots' levy from the north (STB-14.1.1), carried out on `sim` so moves see it. */
function northLevy(sim: State, side: SideId, rng: Rng, chance: number): Order[] {
  const hexes = northLevyHexes(sim);
  if (!northLevyOpen(sim) || side !== 'scots' || !hexes.length || rng.next() >= chance) return [];
  const levies = [0, 1].map((i) => ({
    unitKind: i === 0 && rng.next() < 0.5 ? ('cavalry' as const) : ('infantry' as const),
    hex: rng.pick(hexes),
  }));
  const order: Order = { kind: 'north-levy', levies };
  return writtenNorthLevy(sim, side, [order], []).length ? [] : [order];
}

function turnOrders(state: State, side: SideId, rng: Rng): Order[] {
  const sim = copyPlain(state);
  const markers = new MarkerSampler(state, side, rng);
  const orders: Order[] = [...northLevy(sim, side, rng, 0.08), ...markers.outsideBattles(sim, 'turn')];
  for (const l of rng.shuffle(sim.leaders.filter((x) => x.status === 'active' && x.hex))) {
    const mine = movableIn(sim, side, l.hex!).includes(l.id);
    if (!mine || rng.next() < 0.3) continue;
    const from = l.hex!;
    const legs = tryMove(sim, side, from, rng, l.id);
    if (legs) orders.push({ kind: 'lead', leader: l.id, from, legs, otherwise: 'stay' });
    sim.checked.push(l.id);
  }
  for (let i = 0; i < sim.marchesLeft; i++) {
    const hexes = [
      ...new Set(sim.units.filter((u) => u.side === side && !u.neutral).map((u) => u.hex)),
    ].filter((h) => movableIn(sim, side, h).length);
    if (!hexes.length || rng.next() < 0.15) break;
    const from = rng.pick(hexes);
    const legs = tryMove(sim, side, from, rng);
    if (legs) orders.push({ kind: 'march', from, legs });
  }
  const from = orders.flatMap((o) => (o.kind === 'march' || o.kind === 'lead' ? [o.from] : []));
  orders.push(...markers.forcedMarch(from), ...markers.battles(battleHexes(sim, side)));
  orders.push(...markers.outsideBattles(sim, 'after'));
  for (const hex of battleHexes(sim, side)) {
    if (rng.next() < 0.5) continue;
    const split = sampleSplit(sim, state, side, hex, rng); // STB-AMB-25
    const text = rng.pick([
      'lineup weakest',
      'withdraw if losing after round 2',
      'hits strongest',
      'advance none',
      'withdraw never',
      ...(split ? [`withdraw at once; ${split}`] : []),
    ]);
    const { plan } = parseBattlePlan(`battle ${hex}: ${text}`);
    if (plan) orders.push({ kind: 'battle', hex, plan });
  }
  return orders.length ? orders : [{ kind: 'pass' }];
}

function musterOrders(state: State, side: SideId, rng: Rng): Order[] {
  const orders: Order[] = northLevy(copyPlain(state), side, rng, 0.05);
  const own = state.units.filter((u) => u.side === side && !u.neutral);
  if (own.length && rng.next() < 0.3) orders.push({ kind: 'advance', unit: 'none' });
  for (const e of entitlements(state, side)) {
    if (!e.hexes.length || rng.next() < 0.5) continue;
    const hex = rng.pick(e.hexes);
    orders.push({
      kind: 'levy',
      unitKind: e.infantryOnly(hex) || rng.next() < 0.7 ? 'infantry' : 'cavalry',
      hex,
    });
    break; // one written levy keeps the match with entitlements unambiguous
  }
  orders.push(...new MarkerSampler(state, side, rng).outsideBattles(state, 'mobilisation'));
  if (rng.next() < 0.5) orders.push(...sampleForage(state, side, rng)); // STB-6.0c
  return orders.length ? orders : [{ kind: 'pass' }];
}

export function sampleOrders(state: State, side: SideId, rng: Rng): Order[] {
  if (state.live) return sampleReaction(state, side, rng);
  if (state.step === 'setup-english' || state.step === 'setup-scots') return setupOrders(state, side, rng);
  if (state.step === 'player-turn') return turnOrders(state, side, rng).map((o) => withNames(state, o));
  if (state.step === 'mobilisation') return musterOrders(state, side, rng);
  return [];
}

export const inScotland = (hex: string) => countryOf(hex) === 'scotland';
