// The search of `normal` and `hard` (docs/bots.md), shared by every game: sample candidate
// submissions from the game's legal orders, play each through the real engine against sampled
// replies of the other awaited sides and a few dice seeds, and keep the one the game's evaluation
// likes best on average. The work is capped by counts, never by the clock, so it is deterministic:
// a number of candidates, and a budget of work units (the engine's events and the orders sampled)
// past which no further candidate is tried.
import type { BaseState, GameModule, Resolution, Side } from '../core/contract';
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
  /** Work units (see `work`) past which no further candidate is tried: the decision's time limit
   *  (2 s) counted in work, never on the clock, so that a decision is the same on any machine. */
  work: number;
}

export const BUDGETS: Record<'normal' | 'hard', SearchBudget> = {
  normal: { candidates: 24, trials: 3, lookahead: 0, work: 7_000 },
  hard: { candidates: 32, trials: 4, lookahead: 0, work: 10_000 },
};

/** Work units of one resolution (a fixed cost, the copy of the state, and one per event it writes)
 *  and of one sampled submission (a fixed cost and one per order). Measured: 0.1-0.2 ms of CPU
 *  each on the bench's machine, the most in Sharpsburg (docs/bots.md). */
const RESOLVE_WORK = 10;
const SAMPLE_WORK = 10;

/** The level's budget for `game`: the shared one with the game's own trials and work (`botBudget`). */
export function budgetFor(game: GameModule, level: 'normal' | 'hard'): SearchBudget {
  return { ...BUDGETS[level], ...game.botBudget?.[level] };
}

/** A submission as the text a player would send: two candidates alike in it are the same turn. */
export function submissionKey(game: GameModule, orders: readonly unknown[]): string {
  return orders.map((o) => game.formatOrder(o)).join('\n');
}

/** Fixed: the bot's imagined dice are its own, never the game's (which it cannot know). */
const IMAGINED_DICE = 'b0'.repeat(32);

function judge(game: GameModule, state: BaseState, side: Side): number {
  if (game.evaluate) return game.evaluate(state, side);
  const result = game.result(state);
  return !result || result.winner === null ? 0 : result.winner === side ? 1 : -1;
}

/** One step more, every awaited side playing a sampled legal submission (no events if it is over). */
function playOn(game: GameModule, state: BaseState, trial: number, k: number): Resolution<BaseState> {
  // The same draws for every candidate (common random numbers): candidates differ by their own merit.
  const rng = createRng(`bot-lookahead/${trial}/${k}`);
  const prompts = game.awaiting(state, { examples: false });
  if (!prompts.length) return { state, events: [] };
  const orders = Object.fromEntries(prompts.map((p) => [p.side, game.legalOrders(state, p.side, rng)]));
  const dice = new SeededDice(IMAGINED_DICE, `bot-trial-${trial}`, k);
  return game.resolve(state, { orders, standing: {} }, dice);
}

/** The search's work so far, in units (RESOLVE_WORK, SAMPLE_WORK): deterministic for a position. */
export class Work {
  done = 0;
  sampled(orders: readonly unknown[]): unknown[] {
    this.done += SAMPLE_WORK + orders.length;
    return orders as unknown[];
  }
  resolved<R extends { events?: readonly unknown[] }>(r: R): R {
    this.done += RESOLVE_WORK + (r.events?.length ?? 0);
    return r;
  }
}

/**
 * One candidate's score in imagined dice trial `t`: the step resolved with the other sides' sampled
 * `reply`, `lookahead` further steps played, then the evaluation, less the dice's luck on every step
 * played (the lookahead's as well as the candidate's).
 */
export function trialScore(
  game: GameModule,
  state: BaseState,
  side: Side,
  orders: unknown[],
  reply: Record<Side, unknown[]>,
  t: number,
  lookahead = 0,
  work = new Work(),
): number {
  const luck = (r: Resolution<BaseState>) => game.botLuck?.(r.state, r.events, side) ?? 0;
  const dice = new SeededDice(IMAGINED_DICE, `bot-trial-${t}`, 0);
  const resolved = work.resolved(
    game.resolve(state, { orders: { ...reply, [side]: orders }, standing: {} }, dice),
  );
  let next = resolved.state;
  let lucky = luck(resolved);
  for (let k = 1; k <= lookahead; k++) {
    const on = work.resolved(playOn(game, next, t, k));
    next = on.state;
    lucky += luck(on);
  }
  return judge(game, next, side) - lucky;
}

export function searchOrders(
  game: GameModule,
  state: BaseState,
  side: Side,
  level: 'normal' | 'hard',
  rng: Rng,
  budget: SearchBudget = budgetFor(game, level),
  work = new Work(),
): unknown[] {
  const others = game
    .awaiting(state, { examples: false })
    .map((p) => p.side)
    .filter((s) => s !== side);
  const replies = Array.from({ length: budget.trials }, () =>
    Object.fromEntries(others.map((s) => [s, work.sampled(game.legalOrders(state, s, rng))])),
  );
  const seen = new Set<string>();
  let best: { orders: unknown[]; score: number } | undefined;
  for (
    let i = 0;
    i < budget.candidates * 2 && seen.size < budget.candidates && work.done < budget.work;
    i++
  ) {
    const sampled = work.sampled(game.legalOrders(state, side, rng));
    const key = submissionKey(game, sampled);
    if (seen.has(key)) continue;
    seen.add(key);
    for (const orders of [...(game.botVariants?.(state, side, sampled) ?? []), sampled]) {
      let total = 0;
      replies.forEach((reply, t) => {
        total += trialScore(game, state, side, orders, reply, t, budget.lookahead, work);
      });
      const score = total / budget.trials;
      if (!best || score > best.score) best = { orders, score };
    }
  }
  return best?.orders ?? game.legalOrders(state, side, rng);
}
