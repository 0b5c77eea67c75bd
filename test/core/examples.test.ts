// Every example a prompt mail, the orders page or `help` shows is a submission the player may copy:
// self-play checks it against the very position it is shown for, at every step of every game.
import { SeededDice } from '../../src/games/core/dice';
import { listGames } from '../../src/games/index';
import { illegalExample, selfplay } from '../../src/games/selfplay';

describe('help examples', () => {
  test.each(listGames().map((g) => [g.id, g] as const))(
    '%s: every example shown is legal in the position it is shown for, through whole games',
    (_id, game) => {
      const summary = selfplay(game, { games: 3, seed: 'examples', maxSteps: 400 });
      expect(summary.violation).toBeUndefined();
    },
  );

  test('an example the position refuses is reported with the reason', () => {
    const game = listGames().find((g) => g.id === 'sharpsburg')!;
    const state = game.setup({}, new SeededDice('ab', 'examples', 0));
    const side = game.awaiting(state)[0]!.side;
    expect(illegalExample(game, state, side, ['move XX to 9999'])).toMatch(
      /refused: move XX to 9999 -> line 1/,
    );
    expect(illegalExample(game, state, side, game.awaiting(state)[0]!.examples)).toBeNull();
  });
});
