// The bot's search stops at its work budget (docs/bots.md): counted in work units, never on the clock,
// so a decision cut short by it is still the same on any machine, and still a legal submission.
import { getGame } from '../../src/games';
import { BUDGETS, Work, searchOrders } from '../../src/games/bot/search';
import { createRng } from '../../src/games/core/rng';
import { playMatch } from '../../src/games/bot/match';
import type { BaseState } from '../../src/games/core/contract';

const game = getGame('scotland');

/** A position a few steps into the game, with the side it awaits. */
function position(): { state: BaseState; side: string } {
  let found: { state: BaseState; side: string } | undefined;
  playMatch(game, {
    seed: 'budget',
    players: {},
    maxSteps: 6,
    onAnswer: (state, prompt) => (found = { state, side: prompt.side }),
  });
  return found!;
}

describe('bot search work budget', () => {
  it('tries fewer candidates when the work budget is small, deterministically, and stays legal', () => {
    const { state, side } = position();
    const run = (work: number) => {
      const count = new Work();
      const orders = searchOrders(
        game,
        state,
        side,
        'normal',
        createRng('budget-seed'),
        { ...BUDGETS.normal, work },
        count,
      );
      return { text: orders.map((o) => game.formatOrder(o)).join('\n'), work: count.done };
    };
    const full = run(BUDGETS.normal.work);
    const short = run(1);
    expect(short.work).toBeLessThan(full.work);
    expect(run(1)).toEqual(short);
    expect(run(BUDGETS.normal.work)).toEqual(full);
    const parsed = game.parseOrders(state, side, short.text);
    expect([...parsed.problems, ...game.validate(state, side, parsed.orders)]).toEqual([]);
  });
});
