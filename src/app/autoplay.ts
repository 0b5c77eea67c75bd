// Random legal orders for every side awaited in a game's open step, submitted like a player would:
// drives the whole-game tests, the service benchmark and self-play through the service.
import type { Rng } from '../games/core/rng';
import type { AppContext } from './context';
import { currentState, moduleOf, requireGame } from './load';
import { getStep } from '../db/repos/steps';
import { submitOrders } from './submit-orders';

export interface AutoplayHooks {
  /** Called with each side's orders text before it is submitted (the bench times validation here). */
  beforeSubmit?: (side: string, text: string, state: unknown) => void | Promise<void>;
  afterSubmit?: (side: string) => void;
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
  const state = await currentState(ctx.db, game);
  const step = await getStep(ctx.db, gameId, game.current_step);
  if (!step) return false;
  for (const side of step.awaiting) {
    const text =
      module
        .legalOrders(state as never, side, rng)
        .map((o) => module.formatOrder(o))
        .join('\n') || 'pass';
    await hooks.beforeSubmit?.(side, text, state);
    const res = await submitOrders(ctx, { gameId, side, step: step.seq, text, channel: 'cli' });
    hooks.afterSubmit?.(side);
    if (!res.ok)
      throw new Error(
        `step ${step.seq}, ${side}: legal orders refused: ${JSON.stringify(res.problems)}\n${text}`,
      );
  }
  return true;
}
