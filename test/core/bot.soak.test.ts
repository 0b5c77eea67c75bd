// The bot (games/bot.ts): every answer it gives is legal, in every prompt of every game, scenario and
// option, at every level; it is deterministic; it plays the same whatever it cannot see.
import { listGames } from '../../src/games';
import { BOT_LEVELS, botOrders } from '../../src/games/bot';
import { playMatch } from '../../src/games/bot/match';
import type { GameModule } from '../../src/games/core/contract';
import { SeededDice } from '../../src/games/core/dice';

const allOptions = (game: GameModule) => Object.fromEntries(game.options.map((o) => [o.id, true]));

describe.each(listGames().map((g) => [g.id, g] as const))('bot for %s', (_id, game) => {
  it.each(BOT_LEVELS.map((l) => [l]))('%s answers every prompt of every scenario legally', (level) => {
    for (const scenario of game.scenarios)
      for (const gameOptions of [{}, allOptions(game)]) {
        const kinds = new Set<string>();
        const [first, second] = game.sides as [string, string];
        const outcome = playMatch(game, {
          seed: `smoke-${level}-${scenario.id}`,
          players: { [first]: level, [second]: level },
          scenario: scenario.id,
          gameOptions,
          // A searching bot plays the opening and a few turns; random play plays the whole game.
          maxSteps: level === 'easy' ? 2000 : 16,
          onAnswer: (_s, prompt) => kinds.add(prompt.step),
        });
        expect(outcome.steps).toBeGreaterThan(0);
        expect(kinds.size).toBeGreaterThan(0);
      }
  });

  it('is deterministic for a seed', () => {
    const state = game.setup({}, new SeededDice('00'.repeat(32), 'bot-det', 0));
    const side = game.awaiting(state)[0]!.side;
    for (const level of BOT_LEVELS)
      expect(botOrders(game, state, side, level, 'x')).toBe(botOrders(game, state, side, level, 'x'));
  });
});
