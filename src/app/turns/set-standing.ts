// Replace a side's standing orders (kept until changed; used by every later resolution).
import { bumpVersion, lockGame, setStandingText } from '../../db/repos/games';
import type { Problem } from '../../games/core/contract';
import type { AppContext } from '../base/context';
import { ServiceError } from '../base/errors';
import { currentState, moduleOf } from '../base/load';
import { problemsForSeat } from '../language/problems';

export async function setStanding(
  ctx: AppContext,
  input: { gameId: string; side: string; text: string },
): Promise<{ ok: true; normal: string } | { ok: false; problems: Problem[] }> {
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockGame(trx, input.gameId);
    if (!game) throw new ServiceError('not-found', `no game ${input.gameId}`);
    if (game.status === 'finished') throw new ServiceError('game-over', 'the game is over');
    const module = moduleOf(ctx, game.game_type);
    if (!module.sides.includes(input.side)) throw new ServiceError('not-found', `no side ${input.side}`);
    const parsed = module.parseStanding(await currentState(trx, module, game), input.side, input.text);
    if (parsed.problems.length)
      return { ok: false as const, problems: await problemsForSeat(trx, module, input, parsed.problems) };
    await setStandingText(trx, game.id, input.side, parsed.normal);
    await bumpVersion(trx, game.id);
    return { ok: true as const, normal: parsed.normal };
  });
}
