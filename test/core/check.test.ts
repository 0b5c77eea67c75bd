// One answer names every problem: a line that cannot be read does not hide the rule problems of the
// lines that can (by mail each hidden problem would cost a day).
import { checkSubmission } from '../../src/games/core/check';
import { SeededDice } from '../../src/games/core/dice';
import { getGame } from '../../src/games/index';

const dice = () => new SeededDice('00'.repeat(32), 'gcheck', 0);

describe('every problem in one answer', () => {
  test('Sharpsburg: an unreadable line and an illegal move are both named', () => {
    const game = getGame('sharpsburg');
    const state = game.setup({}, dice());
    const { problems } = checkSubmission(game, state, 'union', 'mvoe I 0803\nmove IX 0101');
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [1, 'expected an order: move, attack, bombard, limber, unlimber or pass'],
      [2, '0101 is not next to 1110'],
    ]);
    expect(problems[0]?.suggestion).toBe("did you mean 'move'?");
  });

  test('Sharpsburg: a line about the same unit as an unreadable line says it was checked without it', () => {
    const game = getGame('sharpsburg');
    const state = game.setup({}, dice());
    const { problems } = checkSubmission(game, state, 'union', 'mvoe I 0803\nmove I 0101');
    expect(problems[1]?.message).toBe(
      '0101 is not next to 0802 (this line is checked as if line 1, which could not be read, were not there)',
    );
  });

  test('Travel Battle: an unreadable line and a broken brigade are both named', () => {
    const game = getGame('travel-battle');
    const state = game.setup({ options: { quickSetup: true } }, dice());
    const { problems } = checkSubmission(game, state, 'red', 'bord A\nbrigade 1: B1 L1 L2 L3 G1 A1 A1');
    expect(problems.map((p) => p.line)).toEqual([1, 2]);
    expect(problems[0]?.suggestion).toBe("did you mean 'board'?");
    expect(problems[1]?.message).toMatch(/A1 is already in brigade 1/);
  });

  test('a clean submission is checked as before', () => {
    const game = getGame('sharpsburg');
    const state = game.setup({}, dice());
    expect(checkSubmission(game, state, 'union', 'pass').problems).toEqual([]);
  });
});
