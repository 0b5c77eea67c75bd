// A round's pairings, without I/O, all ours. Swiss: a maximum-weight matching (Edmonds' blossom
// algorithm, from the MIT-licensed edmonds-blossom-fixed package) that never pairs two players who
// met already and strongly prefers equal points; round robin: Berger tables (the circle method). Who
// takes which side is decided in sides.ts.
import maxWeightMatching from 'edmonds-blossom-fixed';
import { floatForSides } from './side-floats';
import { assignSides, sideBalance, withSides, type Seat } from './sides';

export type { Pair } from './sides';
import type { Pair } from './sides';

export interface SwissEntrant {
  id: number;
  points: number;
  opponents: number[];
  hadBye: boolean;
  /** The sides of the player's games so far, in order: 1 the first side, -1 the second. */
  seats: Seat[];
}

/** Weight lost per (half-point difference)²: more than any side penalty, so points come first. */
const POINTS_WEIGHT = 1000;

/** How badly a game between `a` and `b` would leave their sides (under POINTS_WEIGHT). */
function sidePenalty(a: number, b: number, seatsOf: (id: number) => Seat[]): number {
  const [first, second] = assignSides(a, b, seatsOf);
  const worst = Math.max(
    Math.abs(sideBalance(seatsOf(first)) + 1),
    Math.abs(sideBalance(seatsOf(second)) - 1),
  );
  const repeats = Number(seatsOf(first).at(-1) === 1) + Number(seatsOf(second).at(-1) === -1);
  return Math.min(worst, 3) ** 2 * 100 + repeats * 10;
}

/**
 * A perfect matching of `players` of the greatest weight without a repeat, as pairs in the order
 * given, or null when every perfect matching would repeat a game.
 */
function matchWithoutRepeats(
  players: SwissEntrant[],
  seatsOf: (id: number) => Seat[],
): [number, number][] | null {
  if (players.length === 0) return [];
  const halves = (p: SwissEntrant) => Math.round(p.points * 2);
  const spread = Math.max(...players.map(halves)) - Math.min(...players.map(halves));
  // Every weight positive: the greatest points penalty plus the greatest side penalty, and one.
  const base = spread ** 2 * POINTS_WEIGHT + POINTS_WEIGHT;
  const edges: [number, number, number][] = [];
  for (const [i, a] of players.entries())
    for (const [j, b] of players.entries()) {
      if (j <= i || a.opponents.includes(b.id) || b.opponents.includes(a.id)) continue;
      const diff = halves(a) - halves(b);
      edges.push([i, j, base - diff ** 2 * POINTS_WEIGHT - sidePenalty(a.id, b.id, seatsOf)]);
    }
  // Greatest weight among the matchings of greatest size: a perfect one whenever there is one.
  const mate = edges.length === 0 ? [] : maxWeightMatching(edges, true);
  const pairs: [number, number][] = [];
  for (const [i, a] of players.entries()) {
    const j = mate[i] ?? -1;
    if (j < 0) return null;
    const b = players[j];
    if (b === undefined) return null;
    if (j > i) pairs.push([a.id, b.id]);
  }
  return pairs;
}

/**
 * A Swiss round: players of equal points meet where they can, nobody meets an opponent twice, and
 * with an odd number the bye goes to the lowest-ranked player who has not had one (fewest points,
 * then the latest seed) and whose bye leaves the rest a pairing without repeats. Among the
 * matchings of the same points, the one that keeps sides the most balanced; then, where it helps the
 * sides, two games swap opponents across neighbouring score groups (side-floats.ts). Deterministic.
 */
export function swissRound(entrants: SwissEntrant[], round: number): Pair[] {
  const seats = new Map(entrants.map((e) => [e.id, e.seats]));
  const seatsOf = (id: number) => seats.get(id) ?? [];
  // Best first: most points, then the order given (seed order).
  const ranked = entrants
    .map((e, seed) => ({ e, seed }))
    .sort((x, y) => y.e.points - x.e.points || x.seed - y.seed)
    .map(({ e }) => e);
  const order = new Map(ranked.map((e, i) => [e.id, i]));
  const rankOf = (id: number) => order.get(id) ?? 0;
  // The better-ranked player of each game first, and the games from the top.
  const tidy = (pairs: [number, number][]): [number, number | null][] =>
    pairs
      .map(([a, b]): [number, number] => (rankOf(a) <= rankOf(b) ? [a, b] : [b, a]))
      .sort((x, y) => rankOf(x[0]) - rankOf(y[0]));
  let matched: [number, number | null][] | null = null;
  if (ranked.length % 2 === 0) {
    const pairs = matchWithoutRepeats(ranked, seatsOf);
    if (pairs) matched = tidy(pairs);
  } else {
    // Never a second bye to one player while someone has not had one.
    const lowestFirst = [...ranked].reverse();
    const fresh = lowestFirst.filter((e) => !e.hadBye);
    const candidates = fresh.length > 0 ? fresh : lowestFirst;
    for (const bye of candidates) {
      const pairs = matchWithoutRepeats(
        ranked.filter((e) => e !== bye),
        seatsOf,
      );
      if (pairs) {
        matched = [...tidy(pairs), [bye.id, null]];
        break;
      }
    }
  }
  if (!matched)
    throw new Error(
      `round ${round} cannot be paired without a repeat` + (ranked.length % 2 ? ' or a second bye' : ''),
    );
  return floatForSides(withSides(matched, seatsOf), entrants);
}

/**
 * Round `round` (from 1) of the round robin of `seeded` in seed order: Berger tables by the circle
 * method. The last seed (or, with an odd number, the bye) keeps its place while the others turn by
 * half the circle each round, so that nearly everyone alternates sides; over the rounds everyone
 * meets everyone once, and with an odd number everyone has one bye.
 */
export function roundRobinRound(seeded: number[], round: number, seatsOf: (id: number) => Seat[]): Pair[] {
  const circle: (number | null)[] = seeded.length % 2 === 0 ? [...seeded] : [...seeded, null];
  const fixed = circle.pop() ?? null;
  const turning = circle.length; // odd
  if (turning === 0) return [];
  const half = (turning + 1) / 2;
  const shift = ((((round - 1) * half) % turning) + turning) % turning;
  const at = (i: number) => circle[(((shift + i) % turning) + turning) % turning] ?? null;
  const games: [number | null, number | null][] = [[at(0), fixed]];
  for (let i = 1; i < half; i++) games.push([at(i), at(-i)]);
  const matched = games
    .filter(([a, b]) => a !== null || b !== null)
    .map(([a, b]) => (a === null ? [b as number, null] : [a, b]) as [number, number | null]);
  return withSides(matched, seatsOf);
}

/** A round robin lasts one round fewer than its players, or as many with an odd number (a bye each). */
export function roundRobinRounds(players: number): number {
  return players % 2 === 0 ? players - 1 : players;
}

/**
 * Most Swiss rounds for `players`: while each player has met fewer than half the field, a pairing
 * without repeats always exists (Dirac's theorem on the graph of those not yet met).
 */
export function maxSwissRounds(players: number): number {
  return Math.max(1, Math.ceil(players / 2));
}

/** The usual Swiss length: enough rounds for one player to be left with a perfect score. */
export function defaultSwissRounds(players: number): number {
  return Math.min(maxSwissRounds(players), Math.max(1, Math.ceil(Math.log2(players))));
}
