// Withdraw the orders on file for the open step (the `clear` reply command); kept as superseded.
import { bumpVersion, lockGame } from '../../db/repos/games';
import { supersedeCurrent } from '../../db/repos/submissions';
import { requireOpenStep } from './check-orders';
import type { AppContext } from '../base/context';
import { ServiceError } from '../base/errors';

export async function clearOrders(
  ctx: AppContext,
  input: { gameId: string; side: string; step: number },
): Promise<{ cleared: boolean }> {
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockGame(trx, input.gameId);
    if (!game) throw new ServiceError('not-found', `no game ${input.gameId}`);
    const step = await requireOpenStep(trx, game, input.side, input.step);
    const cleared = (await supersedeCurrent(trx, game.id, step.seq, input.side)) > 0;
    if (cleared) await bumpVersion(trx, game.id, false);
    return { cleared };
  });
}
