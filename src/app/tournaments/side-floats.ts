// Swiss score groups come first in the package's matching, so two players who both need the same
// side may have to meet, and one of them gets it a third time more than the other. As Swiss rules
// allow, two games may then swap opponents across neighbouring score groups (a float of one point at
// most for each player) when that lowers the worst imbalance of sides or how many have it; within a score group a swap is taken whenever
// it balances sides better. Never a repeat.
import { sideCost, withSides, type Pair, type Seat } from './sides';

/** What a swap needs to know of a player (a Swiss entrant has it). */
interface Standing {
  id: number;
  points: number;
  opponents: number[];
  seats: Seat[];
}

/** The imbalance part of a sideCost (the worst |balance| and how many have it), without repeats. */
const imbalanceOf = (cost: number) => Math.floor(cost / 100);

export function floatForSides(pairs: Pair[], entrants: Standing[]): Pair[] {
  const byId = new Map(entrants.map((e) => [e.id, e]));
  const seatsOf = (id: number) => byId.get(id)?.seats ?? [];
  const pointsOf = (id: number) => byId.get(id)?.points ?? 0;
  const met = (a: number, b: number) => byId.get(a)?.opponents.includes(b) ?? false;
  const spread = (ps: Pair[]) =>
    ps.reduce((s, p) => s + (p.second === null ? 0 : Math.abs(pointsOf(p.first) - pointsOf(p.second))), 0);
  let current = pairs;
  let cost = sideCost(current, seatsOf);
  /** The round with games `g` and `h` replaced by `swapped`, if that is better for the sides. */
  const tryOne = (g: Pair, h: Pair, swapped: [number, number][]): boolean => {
    if (swapped.some(([x, y]) => met(x, y))) return false;
    const next = [...current.filter((p) => p !== g && p !== h), ...withSides(swapped, seatsOf)];
    const nextCost = sideCost(next, seatsOf);
    const extra = spread(next) - spread(current);
    const better =
      (extra === 0 && nextCost < cost) || (extra <= 2 && imbalanceOf(nextCost) < imbalanceOf(cost));
    if (better) [current, cost] = [next, nextCost];
    return better;
  };
  const improve = (): boolean => {
    const games = current.filter((p): p is { first: number; second: number } => p.second !== null);
    for (const [i, g] of games.entries())
      for (const h of games.slice(i + 1)) {
        const [a, b, c, d] = [g.first, g.second, h.first, h.second];
        const alternatives: [number, number][][] = [
          [
            [a, c],
            [b, d],
          ],
          [
            [a, d],
            [b, c],
          ],
        ];
        if (alternatives.some((swapped) => tryOne(g, h, swapped))) return true;
      }
    return false;
  };
  // Each step lowers the cost, so this ends.
  while (improve());
  return current;
}
