// Every example a prompt mail, the orders page or `help` shows is a submission the player may copy:
// self-play checks it against the very position it is shown for, at every step of every game.
import { SeededDice } from '../../src/games/core/dice';
import { listGames } from '../../src/games/index';
import { illegalDestination, illegalExample, selfplay } from '../../src/games/selfplay';

describe('help examples', () => {
  test.each(listGames().map((g) => [g.id, g] as const))(
    '%s: every example shown is legal in the position it is shown for, through whole games',
    (_id, game) => {
      const summary = selfplay(game, { games: 3, seed: 'examples', maxSteps: 400 });
      expect(summary.violation).toBeUndefined();
    },
  );

  test('#14: a destination the orders page lights up is a legal move on its own, through whole games', () => {
    for (const id of ['sharpsburg', 'travel-battle']) {
      const game = listGames().find((g) => g.id === id)!;
      expect(game.destinations).toBeDefined();
      expect(selfplay(game, { games: 2, seed: 'destinations', maxSteps: 200 }).violation).toBeUndefined();
    }
    // And the check catches one that is not: a deployed Union gun shown as free to move.
    const game = listGames().find((g) => g.id === 'sharpsburg')!;
    const state = game.setup({}, new SeededDice('ab', 'destinations', 0));
    const side = game.awaiting(state)[0]!.side;
    const shown = game.destinations!(state, side);
    expect(Object.keys(shown).length).toBeGreaterThan(0);
    expect(shown.A1).toBeUndefined(); // deployed at the start (SH-ART-5)
    const lying = { ...game, destinations: () => ({ A1: ['1404'] }) };
    expect(illegalDestination(lying, state, side)).toMatch(
      /destination shown to union is refused: move A1 to 1404/,
    );
  });

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
