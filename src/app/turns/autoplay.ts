// Random legal orders for every side awaited in a game's open step, submitted like a player would:
// drives the whole-game tests, the service benchmark and self-play through the service.
import { randomBytes } from 'node:crypto';
import type { BaseState } from '../../games/core/contract';
import type { Rng } from '../../games/core/rng';
import type { AnyGame, AppContext } from '../base/context';
import { currentState, moduleOf, requireGame } from '../base/load';
import { getStep } from '../../db/repos/steps';
import { submitOrders } from './submit-orders';

export interface AutoplayHooks {
  /** Called with each side's orders text before it is submitted (the bench times validation here). */
  beforeSubmit?: (side: string, text: string, state: BaseState) => void | Promise<void>;
  afterSubmit?: (side: string) => void;
}

/** A random legal submission as a player would write it: one order a line, 'pass' when none. */
export function legalText(module: AnyGame, state: BaseState, side: string, rng: Rng): string {
  const orders = module.legalOrders(state, side, rng).map((o) => module.formatOrder(o));
  return orders.join('\n') || 'pass';
}

/** The same for the current position of a stored game (tests and benchmarks reply with it). */
export async function legalOrdersText(ctx: AppContext, gameId: string, side: string, rng: Rng) {
  const game = await requireGame(ctx.db, gameId);
  const module = moduleOf(ctx, game.game_type);
  return legalText(module, await currentState(ctx.db, module, game), side, rng);
}

/** Plays one step; false when the game is over. Throws if the engine's own legal orders are refused. */
export async function autoplayStep(
  ctx: AppContext,
  gameId: string,
  rng: Rng,
  hooks: AutoplayHooks = {},
): Promise<boolean> {
  const game = await requireGame(ctx.db, gameId);
  if (game.status === 'finished') return false;
  const module = moduleOf(ctx, game.game_type);
  const state = await currentState(ctx.db, module, game);
  const step = await getStep(ctx.db, gameId, game.current_step);
  if (!step) return false;
  for (const side of step.awaiting) {
    const text = legalText(module, state, side, rng);
    await hooks.beforeSubmit?.(side, text, state);
    const res = await submitOrders(ctx, {
      gameId,
      side,
      step: step.seq,
      text,
      channel: 'cli',
      contribution: randomBytes(16).toString('hex'),
    });
    hooks.afterSubmit?.(side);
    if (!res.ok)
      throw new Error(
        `step ${step.seq}, ${side}: legal orders refused: ${JSON.stringify(res.problems)}\n${text}`,
      );
  }
  return true;
}
