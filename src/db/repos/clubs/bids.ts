// Side bids of challenges accepted on a ladder that auctions its sides.
import type { Db } from '../games';

export async function saveBid(
  db: Db,
  b: { challengeId: number; playerId: number; points: number; side: string; at: Date },
): Promise<void> {
  const values = { points: b.points, side: b.side, at: b.at };
  await db
    .insertInto('challenge_bids')
    .values({ challenge_id: b.challengeId, player_id: b.playerId, ...values })
    .onConflict((oc) => oc.columns(['challenge_id', 'player_id']).doUpdateSet(values))
    .execute();
}

export async function bidsOf(db: Db, challengeId: number) {
  return db
    .selectFrom('challenge_bids')
    .select(['player_id as playerId', 'points', 'side'])
    .where('challenge_id', '=', challengeId)
    .execute();
}

/** Moves a challenge from `from` to `to` status once: false when another request did it first. */
export async function moveChallenge(
  db: Db,
  id: number,
  from: string,
  set: { status: string; answer_by?: Date; answered_at?: Date; game_id?: string },
): Promise<boolean> {
  const row = await db
    .updateTable('challenges')
    .set(set)
    .where('id', '=', id)
    .where('status', '=', from)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
