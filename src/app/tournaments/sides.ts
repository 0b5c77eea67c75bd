// Who takes the game's first side: the player who has had it less often; on equal counts the one who
// had the second side last time (so sides alternate round by round where they can).
export type Seat = 1 | -1;

/** Games on the first side less games on the second. */
export const sideBalance = (seats: Seat[]) => seats.reduce<number>((sum, s) => sum + s, 0);

/** [first side, second side] for players `a` and `b` with their seats so far (1 first, -1 second). */
export function assignSides(a: number, b: number, seatsOf: (id: number) => Seat[]): [number, number] {
  const sa = seatsOf(a);
  const sb = seatsOf(b);
  const byBalance = sideBalance(sa) - sideBalance(sb);
  if (byBalance !== 0) return byBalance < 0 ? [a, b] : [b, a];
  const lastA = sa.at(-1) ?? 0;
  const lastB = sb.at(-1) ?? 0;
  if (lastA !== lastB) return lastA < lastB ? [a, b] : [b, a];
  return [a, b];
}

/** A game: `first` takes the game's first side. A bye: `second` null. */
export interface Pair {
  first: number;
  second: number | null;
}

/** Sides for each pair of players (a bye stays a bye). */
export function withSides(pairs: [number, number | null][], seatsOf: (id: number) => Seat[]): Pair[] {
  return pairs.map(([a, b]) => {
    if (b === null) return { first: a, second: null };
    const [first, second] = assignSides(a, b, seatsOf);
    return { first, second };
  });
}

/** How unbalanced a round leaves the sides: the worst |balance|, how many have it, then how many repeat their last side. */
export function sideCost(pairs: Pair[], seatsOf: (id: number) => Seat[]): number {
  const after: number[] = [];
  let repeats = 0;
  for (const p of pairs) {
    if (p.second === null) continue;
    for (const [id, seat] of [
      [p.first, 1],
      [p.second, -1],
    ] as const) {
      after.push(Math.abs(sideBalance(seatsOf(id)) + seat));
      if (seatsOf(id).at(-1) === seat) repeats++;
    }
  }
  const worst = Math.max(0, ...after);
  const atWorst = after.filter((b) => b === worst).length;
  return imbalanceCost(worst, atWorst) + Math.min(repeats, 99);
}

/** The imbalance part of sideCost: the worst |balance|, then how many players have it. */
const imbalanceCost = (worst: number, atWorst: number) => worst * 100_000 + Math.min(atWorst, 999) * 100;
