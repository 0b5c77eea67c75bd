// Withdraw the orders on file for the open step (the `clear` reply command); kept as superseded.
import { bumpVersion, lockGame } from '../db/repos/games';
import { requireOpenStep } from './check-orders';
import type { AppContext } from './context';
import { ServiceError } from './errors';

export async function clearOrders(
  ctx: AppContext,
  input: { gameId: string; side: string; step: number },
): Promise<{ cleared: boolean }> {
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockGame(trx, input.gameId);
    if (!game) throw new ServiceError('not-found', `no game ${input.gameId}`);
    const step = await requireOpenStep(trx, game, input.side, input.step);
    const res = await trx
      .updateTable('submissions')
      .set({ superseded: true })
      .where('game_id', '=', game.id)
      .where('step_seq', '=', step.seq)
      .where('side', '=', input.side)
      .where('superseded', '=', false)
      .executeTakeFirst();
    if (res.numUpdatedRows > 0n) await bumpVersion(trx, game.id);
    return { cleared: res.numUpdatedRows > 0n };
  });
}
