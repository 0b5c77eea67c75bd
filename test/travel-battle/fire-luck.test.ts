// The artillery's luck the bot's search takes off each imagined trial (docs/bots.md, src/games/
// travel-battle/fire-luck.ts): what a shot's dice took less what its odds promised, zero on average.
import { fireLuck } from '../../src/games/travel-battle/fire-luck';
import { battle, play } from './helpers';

/** The mean and spread of Red's fire luck over every hit, effect and rally roll of one shot. */
function luckOfShot(placed: string, order: string): { mean: number; spread: number } {
  const s = battle(placed);
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let hit = 1; hit <= 6; hit++)
    for (let effect = 1; effect <= 6; effect++)
      for (let rally = 1; rally <= 6; rally++) {
        const r = play(s, { red: order }, [hit, effect, rally]);
        const luck = fireLuck(r.state, r.events, 'red');
        sum += luck;
        sumSq += luck * luck;
        n++;
      }
  return { mean: sum / n, spread: Math.sqrt(sumSq / n) };
}

describe('Travel Battle bot: fire luck', () => {
  it('TB-ART-2/3 TB-RALLY-2: over every roll, the luck of a shot averages zero', () => {
    const { mean, spread } = luckOfShot('red A1 a3\nblue L1 a6\nblue B1 s9', 'fire A1 at a6');
    expect(spread).toBeGreaterThan(1);
    expect(Math.abs(mean)).toBeLessThan(1e-9);
  });
});
