// A player's ratings on a ladder over time, oldest first (the chart on the hub).
import type { Db } from '../games';

export async function ratingHistoryOf(db: Db, ladderId: number, email: string) {
  return db
    .selectFrom('rating_history')
    .innerJoin('players', 'players.id', 'rating_history.player_id')
    .select(['rating_history.at', 'rating_history.rating', 'rating_history.rd'])
    .where('rating_history.ladder_id', '=', ladderId)
    .where('players.email', '=', email)
    .orderBy('rating_history.id')
    .execute();
}
