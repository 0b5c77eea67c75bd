// The melee's luck the bot's search takes off each imagined trial (docs/bots.md, src/games/
// travel-battle/melee-luck.ts): what a duel's dice gave less what its odds promised, zero on average.
import { meleeLuck } from '../../src/games/travel-battle/melee-luck';
import { battle, play } from './helpers';

/** Every roll of `n` dice, each equally likely. */
function rolls(n: number): number[][] {
  let all: number[][] = [[]];
  for (let k = 0; k < n; k++) all = all.flatMap((r) => [1, 2, 3, 4, 5, 6].map((d) => [...r, d]));
  return all;
}

/** The mean of `side`'s melee luck over every roll of the duel's `dice` and the loser's rally die. */
function meanLuck(placed: string, side: 'red' | 'blue', dice = 2): { mean: number; spread: number } {
  const s = battle(placed);
  let sum = 0;
  let sumSq = 0;
  const all = rolls(dice + 1);
  for (const roll of all) {
    const r = play(s, { red: 'pass' }, roll);
    const luck = meleeLuck(r.state, r.events, side);
    sum += luck;
    sumSq += luck * luck;
  }
  return { mean: sum / all.length, spread: Math.sqrt(sumSq / all.length) };
}

describe('Travel Battle bot: melee luck', () => {
  it('TB-MELEE-4..7 TB-AMB-11: over every roll, the luck of a duel averages zero for either side', () => {
    const placed = 'red B1 c3\nred L1 c4\nblue L1 c5\nblue B1 s9';
    for (const side of ['red', 'blue'] as const) {
      const { mean, spread } = meanLuck(placed, side);
      expect(spread).toBeGreaterThan(1);
      expect(Math.abs(mean)).toBeLessThan(1e-9);
    }
  });

  it('TB-MELEE-11: a cavalry charge on infantry out of square averages zero too (extra die)', () => {
    const { mean } = meanLuck('red B3 c3\nred C1 c4\nblue L1 c5\nblue B1 s9', 'red', 3);
    expect(Math.abs(mean)).toBeLessThan(1e-9);
  });
});
