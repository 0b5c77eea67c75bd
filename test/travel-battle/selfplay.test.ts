import { selfplay } from '../../src/games/selfplay';
import { travelBattle } from '../../src/games/travel-battle';
import type { BaseState, GameModule } from '../../src/games/core/contract';

describe('random self-play', () => {
  test('40 seeded random games play to a result with every invariant holding after every step', () => {
    const summary = selfplay(travelBattle as unknown as GameModule<BaseState>, {
      games: 40,
      seed: 'tb-selfplay',
      maxSteps: 3000,
    });
    expect(summary.violation).toBeUndefined();
    expect(summary.unfinished).toBe(0);
    expect((summary.wins.red ?? 0) + (summary.wins.blue ?? 0)).toBe(40);
  });

  test('quick set-up games play through as well', () => {
    const quick = {
      ...travelBattle,
      setup: () => travelBattle.setup({ options: { quickSetup: true } }, { roll: () => 1, rolls: [] }),
    };
    const summary = selfplay(quick as unknown as GameModule<BaseState>, {
      games: 6,
      seed: 'tb-quick',
      maxSteps: 3000,
    });
    expect(summary.violation).toBeUndefined();
    expect(summary.unfinished).toBe(0);
  });
});
