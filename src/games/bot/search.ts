// The search of `normal` and `hard` (docs/bots.md), shared by every game: sample candidate
// submissions from the game's legal orders, play each through the real engine against sampled
// replies of the other awaited sides and a few dice seeds, and keep the one the game's evaluation
// likes best on average. The work is capped by counts, never by the clock, so it is deterministic.
import type { BaseState, GameModule, Side } from '../core/contract';
import { SeededDice } from '../core/dice';
import { createRng, type Rng } from '../core/rng';

export interface SearchBudget {
  /** Distinct candidate submissions tried. */
  candidates: number;
  /** Dice seeds (with the other sides' sampled replies) each candidate is played against. */
  trials: number;
  /** Further steps played after the candidate's, every awaited side sampling a legal submission,
   *  before the evaluation: the other side's answer shows which units the candidate left exposed. */
  lookahead: number;
}

export const BUDGETS: Record<'normal' | 'hard', SearchBudget> = {
  normal: { candidates: 24, trials: 3, lookahead: 0 },
  hard: { candidates: 32, trials: 4, lookahead: 0 },
};

/** Fixed: the bot's imagined dice are its own, never the game's (which it cannot know). */
const IMAGINED_DICE = 'b0'.repeat(32);

function judge(game: GameModule, state: BaseState, side: Side): number {
  if (game.evaluate) return game.evaluate(state, side);
  const result = game.result(state);
  return !result || result.winner === null ? 0 : result.winner === side ? 1 : -1;
}

/** One step more, every awaited side playing a sampled legal submission (the state if it is over). */
function playOn(game: GameModule, state: BaseState, trial: number, k: number): BaseState {
  // The same draws for every candidate (common random numbers): candidates differ by their own merit.
  const rng = createRng(`bot-lookahead/${trial}/${k}`);
  const prompts = game.awaiting(state, { examples: false });
  if (!prompts.length) return state;
  const orders = Object.fromEntries(prompts.map((p) => [p.side, game.legalOrders(state, p.side, rng)]));
  const dice = new SeededDice(IMAGINED_DICE, `bot-trial-${trial}`, k);
  return game.resolve(state, { orders, standing: {} }, dice).state;
}

export function searchOrders(
  game: GameModule,
  state: BaseState,
  side: Side,
  level: 'normal' | 'hard',
  rng: Rng,
): unknown[] {
  const budget = BUDGETS[level];
  const others = game
    .awaiting(state, { examples: false })
    .map((p) => p.side)
    .filter((s) => s !== side);
  const replies = Array.from({ length: budget.trials }, () =>
    Object.fromEntries(others.map((s) => [s, game.legalOrders(state, s, rng)])),
  );
  const seen = new Set<string>();
  let best: { orders: unknown[]; score: number } | undefined;
  for (let i = 0; i < budget.candidates * 2 && seen.size < budget.candidates; i++) {
    const orders = game.legalOrders(state, side, rng);
    const key = orders.map((o) => game.formatOrder(o)).join('\n');
    if (seen.has(key)) continue;
    seen.add(key);
    let total = 0;
    replies.forEach((reply, t) => {
      const dice = new SeededDice(IMAGINED_DICE, `bot-trial-${t}`, 0);
      let next = game.resolve(state, { orders: { ...reply, [side]: orders }, standing: {} }, dice).state;
      for (let k = 1; k <= budget.lookahead; k++) next = playOn(game, next, t, k);
      total += judge(game, next, side);
    });
    const score = total / budget.trials;
    if (!best || score > best.score) best = { orders, score };
  }
  return best?.orders ?? game.legalOrders(state, side, rng);
}
