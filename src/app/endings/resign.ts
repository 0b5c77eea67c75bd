// Resigning. By mail it takes two replies: `resign` is answered with a code, and `resign <code>`
// within two days confirms it (so a stray word in a reply never ends a game). On the web the
// confirmation is a page of its own. The game ends at once; both sides get the final mail.
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database, GameRow } from '../../db/schema';
import { base32 } from '../../security/tokens';
import { addPendingAction, closeProposals, openProposals } from '../../db/repos/pending-actions';
import type { AppContext } from '../base/context';
import { endGame } from './end-game';
import { lockLiveGame } from '../base/load';

interface Target {
  gameId: string;
  side: string;
}

const CONFIRM_MS = 2 * 86_400_000;

async function locked<T>(
  ctx: AppContext,
  gameId: string,
  fn: (game: GameRow, trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => fn(await lockLiveGame(trx, gameId), trx));
}

/** The first `resign`: a code to send back. */
export async function requestResignation(
  ctx: AppContext,
  t: Target,
): Promise<{ code: string; expiresAt: Date }> {
  return locked(ctx, t.gameId, async (game, trx) => {
    const now = ctx.now();
    await closeProposals(trx, game.id, 'resign', now, [t.side]);
    const code = base32(randomBytes(5)).slice(0, 6);
    const expiresAt = new Date(now.getTime() + CONFIRM_MS);
    await addPendingAction(trx, {
      gameId: game.id,
      side: t.side,
      action: 'resign',
      code,
      at: now,
      expiresAt,
    });
    return { code, expiresAt };
  });
}

/** `resign <code>`: 'resigned', or why not. */
export async function confirmResignation(
  ctx: AppContext,
  t: Target & { code: string },
): Promise<'resigned' | 'no-request' | 'wrong-code'> {
  return locked(ctx, t.gameId, async (game, trx) => {
    const mine = (await openProposals(trx, game.id, 'resign', ctx.now())).filter((p) => p.side === t.side);
    if (mine.length === 0) return 'no-request';
    if (!mine.some((p) => p.code === t.code.trim().toLowerCase())) return 'wrong-code';
    await endGame(ctx, trx, game, { kind: 'resign', sides: [t.side] });
    return 'resigned';
  });
}

/** The web's confirmed resignation. */
export async function resignNow(ctx: AppContext, t: Target): Promise<void> {
  await locked(ctx, t.gameId, (game, trx) => endGame(ctx, trx, game, { kind: 'resign', sides: [t.side] }));
}
