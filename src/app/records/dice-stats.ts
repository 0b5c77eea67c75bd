// Dice statistics (issue #45): how often each face came up, per kind of die (by its number of faces),
// tested against a fair die, with a small histogram. For one finished game or a player's finished games.
import type { Roll } from '../../games/core/dice';
import { chiSquareFair, type ChiSquare } from './chi-square';
import { diceChart } from '../../render/dice-chart';

export interface DieKindStats {
  /** The die's faces: 6 for the common die; a draw from a cup of n markers is a die of n faces. */
  sides: number;
  rolls: number;
  /** counts[i] is how often face i + 1 came up. */
  counts: number[];
  test: ChiSquare | null;
  /** An SVG bar chart of the counts, the fair expectation as a line. */
  histogram: string;
}

// A test says something only with about five expected rolls per face (the usual rule of thumb).
const ENOUGH_PER_FACE = 5;

export function diceStats(rolls: readonly Roll[]): DieKindStats[] {
  const bySides = new Map<number, number[]>();
  for (const r of rolls) {
    const counts = bySides.get(r.sides) ?? new Array<number>(r.sides).fill(0);
    counts[r.value - 1] = (counts[r.value - 1] ?? 0) + 1;
    bySides.set(r.sides, counts);
  }
  return [...bySides.entries()]
    .sort(([a], [b]) => a - b)
    .map(([sides, counts]) => {
      const total = counts.reduce((a, b) => a + b, 0);
      return {
        sides,
        rolls: total,
        counts,
        test: total >= ENOUGH_PER_FACE * sides ? chiSquareFair(counts) : null,
        histogram: diceChart(counts, `d${sides}`),
      };
    });
}
