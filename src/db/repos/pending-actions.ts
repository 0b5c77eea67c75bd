// Pending actions: a side's proposal (pause, resume, draw) standing for the others to confirm, and a
// resignation waiting for its code (app/endings). Every function takes the Transaction it runs in.
import { sql } from 'kysely';
import type { Db } from './games';

export async function addPendingAction(
  db: Db,
  a: { gameId: string; side: string; action: string; at: Date; expiresAt: Date; code?: string },
): Promise<void> {
  await db
    .insertInto('pending_actions')
    .values({
      game_id: a.gameId,
      side: a.side,
      action: a.action,
      created_at: a.at,
      expires_at: a.expiresAt,
      ...(a.code === undefined ? {} : { code: a.code }),
    })
    .execute();
}

/** Closes every pending action of a game (it has ended). */
export async function closeAllPending(db: Db, gameId: string, now: Date): Promise<void> {
  await db
    .updateTable('pending_actions')
    .set({ done_at: now })
    .where('game_id', '=', gameId)
    .where('done_at', 'is', null)
    .execute();
}

/** The standing proposals of `action` in a game, of every side. */
export async function openProposals(db: Db, gameId: string, action: string, now: Date) {
  return db
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
  db: Db,
  gameId: string,
  action: string,
  now: Date,
  side: string,
): Promise<string[]> {
  const closed = await db
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
  db: Db,
  gameId: string,
  action: string,
  now: Date,
  by?: string[],
): Promise<number> {
  let q = db
    .updateTable('pending_actions')
    .set({ done_at: now })
    .where('game_id', '=', gameId)
    .where('action', '=', action)
    .where(sql.ref('done_at'), 'is', null);
  if (by) q = q.where('side', 'in', by.length ? by : ['']);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}
