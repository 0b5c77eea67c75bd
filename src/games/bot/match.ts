// One game between two players, each a bot level or random legal play, with seeded dice: the bench
// (bench/bot.ts) measures strength with it and the tests check every answer is legal.
import { createHash } from 'node:crypto';
import type { BaseState, GameModule, Prompt, Result, Side } from '../core/contract';
import { SeededDice } from '../core/dice';
import { botOrders, type BotLevel } from '../bot';

export interface MatchOptions {
  seed: string;
  /** Each side's player; a side not named plays `easy` (random legal play). */
  players: Partial<Record<Side, BotLevel>>;
  scenario?: string;
  gameOptions?: Record<string, unknown>;
  maxSteps?: number;
  /** Called with every prompt and the text the bot sent for it, before the step resolves. */
  onAnswer?: (state: BaseState, prompt: Prompt, text: string) => void;
  /** Called before each answer is made (the bench times decisions between the two). */
  beforeAnswer?: (prompt: Prompt) => void;
}

export interface MatchOutcome {
  /** null when unfinished within maxSteps. */
  result: Result | null;
  steps: number;
}

export function playMatch(game: GameModule, opts: MatchOptions): MatchOutcome {
  const diceSeed = createHash('sha256').update(`despatch-bot-match/${opts.seed}`).digest('hex');
  const gameId = `bot-${opts.seed}`;
  const input = { options: opts.gameOptions ?? {}, ...(opts.scenario ? { scenario: opts.scenario } : {}) };
  let state = game.setup(input, new SeededDice(diceSeed, gameId, 0));
  const maxSteps = opts.maxSteps ?? 2000;
  for (let step = 1; step <= maxSteps; step++) {
    const prompts = game.awaiting(state, { examples: false });
    if (prompts.length === 0) return { result: game.result(state), steps: step - 1 };
    const orders: Partial<Record<Side, unknown[]>> = {};
    for (const prompt of prompts) {
      const level = opts.players[prompt.side] ?? 'easy';
      opts.beforeAnswer?.(prompt);
      const text = botOrders(game, state, prompt.side, level, `${opts.seed}/${step}`);
      opts.onAnswer?.(state, prompt, text);
      const parsed = game.parseOrders(state, prompt.side, text);
      const problems = [...parsed.problems, ...game.validate(state, prompt.side, parsed.orders)];
      if (problems.length)
        throw new Error(`bot ${level} (${prompt.side}, ${prompt.step}) sent refused orders: ${text}`);
      orders[prompt.side] = parsed.orders;
    }
    state = game.resolve(state, { orders, standing: {} }, new SeededDice(diceSeed, gameId, step)).state;
  }
  return { result: null, steps: maxSteps };
}
