// What rating a ladder game's result reads and writes (app/clubs/rate-game.ts).
import { sql } from 'kysely';
import type { Db } from '../games';

/** The ladder a game was played on and when it was rated (undefined: not a ladder game). */
export async function ladderGameEntry(db: Db, gameId: string) {
  return db
    .selectFrom('ladder_games')
    .select(['ladder_id as ladderId', 'rated_at as ratedAt'])
    .where('game_id', '=', gameId)
    .executeTakeFirst();
}

export async function markLadderGameRated(db: Db, gameId: string, at: Date): Promise<void> {
  await db.updateTable('ladder_games').set({ rated_at: at }).where('game_id', '=', gameId).execute();
}

/** Each side of a game and its player, by side name. */
export async function sidePlayers(db: Db, gameId: string) {
  return db
    .selectFrom('game_sides')
    .select(['side', 'player_id as playerId'])
    .where('game_id', '=', gameId)
    .orderBy('side')
    .execute();
}

/** A game's type and the handicap its players bid for (null: none). */
export async function gameTypeAndHandicap(db: Db, gameId: string) {
  return db
    .selectFrom('games')
    .select(['game_type as gameType', 'handicap'])
    .where('id', '=', gameId)
    .executeTakeFirstOrThrow();
}

/** A ladder's settings (unparsed), its club and its game. */
export async function ladderSettingsRow(db: Db, ladderId: number) {
  return db
    .selectFrom('ladders')
    .select(['settings', 'club_id as clubId', 'game_type as gameType'])
    .where('id', '=', ladderId)
    .executeTakeFirstOrThrow();
}

export async function addRatingHistory(
  db: Db,
  r: { ladderId: number; playerId: number; gameId: string | null; at: Date; rating: number; rd: number },
): Promise<void> {
  await db
    .insertInto('rating_history')
    .values({
      ladder_id: r.ladderId,
      player_id: r.playerId,
      game_id: r.gameId,
      at: r.at,
      rating: r.rating,
      rd: r.rd,
    })
    .execute();
}

/** Finished games of a game type with a played-out result, counted by winner (null: drawn). */
export async function playedOutResults(db: Db, gameType: string, except?: string) {
  let query = db
    .selectFrom('games')
    .select(sql<string | null>`result->>'winner'`.as('winner'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('game_type', '=', gameType)
    .where('status', '=', 'finished')
    .where('result', 'is not', null)
    .where(sql<boolean>`coalesce(result->>'level', '') not in ('abandoned', 'forfeit')`)
    .groupBy(sql`result->>'winner'`);
  if (except) query = query.where('id', '<>', except);
  const rows = await query.execute();
  return rows.map((r) => ({ winner: r.winner, games: Number(r.n) }));
}
