// A round's pairings, without I/O. Who meets whom comes from the tournament-pairings package (Swiss:
// a weighted blossom matching that never pairs two players who met already; round robin: Berger
// tables); who takes which side is ours (sides.ts).
import { RoundRobin, Swiss } from 'tournament-pairings';
import { floatForSides } from './side-floats';
import { sideCost, withSides, type Seat } from './sides';

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

/** Matchings tried per Swiss round: the package breaks ties between equal matchings at random. */
const SWISS_TRIES = 24;

/**
 * A Swiss round: players of equal points meet where they can, nobody meets an opponent twice, and
 * with an odd number the bye goes to a low-scoring player who has not had one. Among the matchings
 * the package finds, the one that keeps sides the most balanced.
 */
export function swissRound(entrants: SwissEntrant[], round: number): Pair[] {
  const seats = new Map(entrants.map((e) => [e.id, e.seats]));
  const seatsOf = (id: number) => seats.get(id) ?? [];
  let best: { pairs: Pair[]; cost: number } | null = null;
  for (let i = 0; i < SWISS_TRIES; i++) {
    const players = entrants.map((e) => ({
      id: e.id,
      score: e.points,
      avoid: [...e.opponents],
      receivedBye: e.hadBye,
      seating: [...e.seats],
    }));
    const matched = Swiss(players, round, false, true).map(
      (m) => [m.player1 as number, m.player2 as number | null] as [number, number | null],
    );
    // The matching leaves more than one player out only when every remaining pairing would repeat.
    const byes = matched.filter(([, b]) => b === null).length;
    if (byes > entrants.length % 2)
      throw new Error(`round ${round} cannot be paired without a repeat (${byes} players left over)`);
    const pairs = floatForSides(withSides(matched, seatsOf), entrants);
    const cost = sideCost(pairs, seatsOf);
    if (!best || cost < best.cost) best = { pairs, cost };
  }
  return best?.pairs ?? [];
}

/** Round `round` (from 1) of the round robin of `seeded` in seed order (Berger tables). */
export function roundRobinRound(seeded: number[], round: number, seatsOf: (id: number) => Seat[]): Pair[] {
  // Ids as strings, as the package's types ask (a fresh array: it appends the odd player's bye).
  const matched = RoundRobin(seeded.map(String), 1, true)
    .filter((m) => m.round === round)
    .map((m) => [m.player1, m.player2].map((p) => (p === null ? null : Number(p))))
    .filter(([a, b]) => a !== null || b !== null)
    .map(
      ([a, b]) =>
        (a === null || a === undefined ? [b as number, null] : [a, b ?? null]) as [number, number | null],
    );
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
