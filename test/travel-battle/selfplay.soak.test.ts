import { selfplay } from '../../src/games/selfplay';
import { travelBattle } from '../../src/games/travel-battle';
import type { BaseState, GameModule } from '../../src/games/core/contract';

function playMany(quickSetup: boolean, games: number, seed: string): void {
  const game = {
    ...travelBattle,
    setup: () => travelBattle.setup({ options: { quickSetup } }, { roll: () => 1, rolls: [] }),
  };
  const summary = selfplay(game as unknown as GameModule<BaseState>, { games, seed, maxSteps: 3000 });
  expect(summary.violation).toBeUndefined();
  expect(summary.unfinished).toBe(0);
  expect((summary.wins.red ?? 0) + (summary.wins.blue ?? 0)).toBe(games);
}

// Kept small for the shared machine; `despatch selfplay --game travel-battle --games 500` runs more.
describe('random self-play', () => {
  test('8 seeded random games play to a result with every invariant holding after every step', () => {
    playMany(false, 8, 'tb-selfplay');
  });

  test('quick set-up games play through as well', () => {
    playMany(true, 4, 'tb-quick');
  });
});
