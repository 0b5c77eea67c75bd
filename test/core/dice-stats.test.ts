// Dice statistics (issue #45): counts per face and kind of die, Pearson's chi-square against a fair die
// with its p-value checked against table values, and a chart per kind.
import { chiSquareFair } from '../../src/app/records/chi-square';
import { diceStats } from '../../src/app/records/dice-stats';
import { SeededDice } from '../../src/games/core/dice';

/** Counts whose statistic is `x` for a die of `faces` faces (all the excess on face 1). */
function pValueAt(x: number, faces: number): number {
  // n rolls per face except the first: (d^2 + (faces - 1) * (d / (faces - 1))^2) / E = x, solved numerically.
  const base = 10_000;
  let lo = 0;
  let hi = base;
  for (let i = 0; i < 100; i++) {
    const d = (lo + hi) / 2;
    const counts = [base + d, ...new Array<number>(faces - 1).fill(base - d / (faces - 1))];
    if (chiSquareFair(counts)!.statistic < x) lo = d;
    else hi = d;
  }
  const d = (lo + hi) / 2;
  const counts = [base + d, ...new Array<number>(faces - 1).fill(base - d / (faces - 1))];
  return chiSquareFair(counts)!.pValue;
}

test('the p-value of the chi-square test matches the table: 3.841 (1 df), 5.991 (2 df), 11.070 (5 df) at 0.05', () => {
  expect(pValueAt(3.841, 2)).toBeCloseTo(0.05, 3);
  expect(pValueAt(5.991, 3)).toBeCloseTo(0.05, 3);
  expect(pValueAt(11.07, 6)).toBeCloseTo(0.05, 3);
  expect(pValueAt(15.086, 6)).toBeCloseTo(0.01, 3);
  expect(pValueAt(1.61, 6)).toBeCloseTo(0.9, 2);
});

test('perfectly even counts give statistic 0 and p = 1; no rolls give no test', () => {
  expect(chiSquareFair([5, 5, 5, 5, 5, 5])).toEqual({ statistic: 0, degrees: 5, pValue: 1 });
  expect(chiSquareFair([0, 0, 0])).toBeNull();
});

test('rolls are counted per face and per kind of die, each with a chart; few rolls get no test', () => {
  const rolls = [
    { purpose: 'a', sides: 6, value: 1 },
    { purpose: 'b', sides: 6, value: 6 },
    { purpose: 'c', sides: 6, value: 6 },
    { purpose: 'draw', sides: 3, value: 2 },
  ];
  const stats = diceStats(rolls);
  expect(stats.map((s) => [s.sides, s.rolls, s.counts, s.test])).toEqual([
    [3, 1, [0, 1, 0], null],
    [6, 3, [1, 0, 0, 0, 0, 2], null],
  ]);
  expect(stats[1]!.histogram).toMatch(/^<svg[^>]*role="img"/);
  expect((stats[1]!.histogram.match(/<rect /g) ?? []).length).toBe(6);
});

test('the seeded dice of many rolls pass the test at the usual level', () => {
  const dice = new SeededDice('00112233445566778899aabbccddeeff', 'stats', 1);
  for (let i = 0; i < 600; i++) dice.roll('test');
  const [d6] = diceStats(dice.rolls);
  expect(d6!.rolls).toBe(600);
  expect(d6!.test!.pValue).toBeGreaterThan(0.001);
});
