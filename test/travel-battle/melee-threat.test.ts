// The bot's view of the melee the enemy's next turn brings (docs/bots.md, src/games/travel-battle/
// melee-threat.ts): duel odds worked out from the dice, and the exposure of units the enemy can reach.
import { duelOdds, meleeExposure } from '../../src/games/travel-battle/melee-threat';
import type { TbState, Unit } from '../../src/games/travel-battle/state';
import { battle } from './helpers';

const worthOne = (_s: TbState, _u: Unit) => 1;

describe('Travel Battle bot: melee odds and threat', () => {
  it('TB-MELEE-4..7: one die each, the loser loses by 1, 2 and 3+ in 5, 4 and 6 of 36', () => {
    const odds = duelOdds(1, 1, false, false);
    expect(odds.attacker[0]).toBeCloseTo(5 / 36);
    expect(odds.attacker[1]).toBeCloseTo(4 / 36);
    expect(odds.attacker[2]).toBeCloseTo(6 / 36);
    expect(odds.defender).toEqual(odds.attacker);
  });

  it('TB-AMB-2/3: an extra die or a reroll favours its side', () => {
    const extra = duelOdds(2, 1, false, false);
    expect(extra.defender[2]).toBeGreaterThan(extra.attacker[2]);
    const reroll = duelOdds(1, 1, false, true);
    expect(reroll.attacker[2]).toBeGreaterThan(reroll.defender[2]);
  });

  it('TB-MELEE-11/12: infantry within reach of enemy cavalry is exposed, less in square', () => {
    const open = battle('red L1 e4\nblue H1 e7\nblue B3 f8', 'red');
    const square = battle('red L1 e4 formed\nblue H1 e7\nblue B3 f8', 'red');
    const far = battle('red L1 e2\nblue H1 e7\nblue B3 f8', 'red');
    expect(meleeExposure(open, 'red', worthOne)).toBeGreaterThan(meleeExposure(square, 'red', worthOne));
    expect(meleeExposure(far, 'red', worthOne)).toBe(0);
  });
});
