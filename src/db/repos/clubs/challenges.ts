// Challenges between members of a ladder (app/clubs/challenges.ts); a challenge's moves from one
// status to the next are bids.ts's moveChallenge.
import type { Db } from '../games';

export async function insertChallenge(
  db: Db,
  c: { ladderId: number; from: number; to: number; at: Date; answerBy: Date },
): Promise<number> {
  const row = await db
    .insertInto('challenges')
    .values({
      ladder_id: c.ladderId,
      from_player: c.from,
      to_player: c.to,
      created_at: c.at,
      answer_by: c.answerBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findChallenge(db: Db, id: number) {
  return db.selectFrom('challenges').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Challenges in `status` whose answer time is past, oldest first. */
export async function challengesPastAnswer(db: Db, status: 'open' | 'bidding', now: Date, limit: number) {
  return db
    .selectFrom('challenges')
    .selectAll()
    .where('status', '=', status)
    .where('answer_by', '<', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}
