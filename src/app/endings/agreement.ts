// Things both sides must agree to (a pause, a resumption, a draw): one side proposes, another side
// confirms with the same command. Proposals are pending_actions rows; a proposal stands for a week,
// until confirmed, or until the game ends. The caller holds the game row lock.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { bumpVersion } from '../../db/repos/games';

export type Agreement = 'pause' | 'resume' | 'draw';
const STANDS_MS = 7 * 86_400_000;

/**
 * 'agreed' when another side had proposed it (the proposal is used up), 'proposed' when this is the
 * first proposal, 'already' when this side had proposed it before.
 */
export async function proposeOrAgree(
  trx: Transaction<Database>,
  gameId: string,
  side: string,
  action: Agreement,
  now: Date,
): Promise<'agreed' | 'proposed' | 'already'> {
  const open = await openProposals(trx, gameId, action, now);
  const theirs = open.find((p) => p.side !== side);
  if (theirs) {
    await closeProposals(trx, gameId, action, now);
    return 'agreed';
  }
  if (open.length) return 'already';
  await trx
    .insertInto('pending_actions')
    .values({
      game_id: gameId,
      side,
      action,
      created_at: now,
      expires_at: new Date(now.getTime() + STANDS_MS),
    })
    .execute();
  // A write to the game: a submission read before it must read again (it would decline a draw).
  await bumpVersion(trx, gameId);
  return 'proposed';
}

/** The standing proposals of `action` in a game, of every side. */
export async function openProposals(trx: Transaction<Database>, gameId: string, action: string, now: Date) {
  return trx
    .selectFrom('pending_actions')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('action', '=', action)
    .where(sql.ref('done_at'), 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

/**
 * Closes the standing proposals of `action` made by any side but `side`, and names those sides: one
 * statement, since every submission runs it (playing on declines a draw) and almost always finds none.
 */
export async function lapseOthersProposals(
  trx: Transaction<Database>,
  gameId: string,
  action: string,
  now: Date,
  side: string,
): Promise<string[]> {
  const closed = await trx
    .updateTable('pending_actions')
    .set({ done_at: now })
    .where('game_id', '=', gameId)
    .where('action', '=', action)
    .where(sql.ref('done_at'), 'is', null)
    .where('expires_at', '>', now)
    .where('side', '<>', side)
    .returning('side')
    .execute();
  return closed.map((p) => p.side);
}

/** Withdraws every standing proposal of `action` (optionally only those made by `by`). */
export async function closeProposals(
  trx: Transaction<Database>,
  gameId: string,
  action: string,
  now: Date,
  by?: string[],
): Promise<number> {
  let q = trx
    .updateTable('pending_actions')
    .set({ done_at: now })
    .where('game_id', '=', gameId)
    .where('action', '=', action)
    .where(sql.ref('done_at'), 'is', null);
  if (by) q = q.where('side', 'in', by.length ? by : ['']);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}
