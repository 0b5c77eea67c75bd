// Club-wide ratings per game: one Glicko-2 rating per player, club and game, moved by every rated
// result of the club's ladders of that game; with its history.
import { ratingUpsert } from '../clubs';
import type { Db } from '../games';

export async function clubGameRatings(db: Db, clubId: number, gameType: string) {
  return db
    .selectFrom('club_game_ratings')
    .innerJoin('players', 'players.id', 'club_game_ratings.player_id')
    .select([
      'players.id as playerId',
      'players.email',
      'club_game_ratings.rating',
      'club_game_ratings.rd',
      'club_game_ratings.vol',
      'club_game_ratings.wins',
      'club_game_ratings.losses',
      'club_game_ratings.draws',
    ])
    .where('club_game_ratings.club_id', '=', clubId)
    .where('club_game_ratings.game_type', '=', gameType)
    .execute();
}

/** The games a club rates club-wide: those of its ladders with at least one result. */
export async function clubRatedGames(db: Db, clubId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('club_game_ratings')
    .select('game_type')
    .distinct()
    .where('club_id', '=', clubId)
    .orderBy('game_type')
    .execute();
  return rows.map((r) => r.game_type);
}

export async function saveClubGameRating(
  db: Db,
  r: {
    clubId: number;
    gameType: string;
    playerId: number;
    rating: number;
    rd: number;
    vol: number;
    score: number;
    gameId: string | null;
    at: Date;
  },
) {
  const { values, update } = ratingUpsert('club_game_ratings', r);
  await db
    .insertInto('club_game_ratings')
    .values({ club_id: r.clubId, game_type: r.gameType, player_id: r.playerId, ...values })
    .onConflict((oc) => oc.columns(['club_id', 'game_type', 'player_id']).doUpdateSet(update))
    .execute();
  await db
    .insertInto('club_rating_history')
    .values({
      club_id: r.clubId,
      game_type: r.gameType,
      player_id: r.playerId,
      game_id: r.gameId,
      at: r.at,
      rating: r.rating,
      rd: r.rd,
    })
    .execute();
}

/** A player's club-wide ratings over time for one game, oldest first. */
export async function clubRatingHistoryOf(db: Db, clubId: number, gameType: string, email: string) {
  return db
    .selectFrom('club_rating_history')
    .innerJoin('players', 'players.id', 'club_rating_history.player_id')
    .select(['club_rating_history.at', 'club_rating_history.rating', 'club_rating_history.rd'])
    .where('club_rating_history.club_id', '=', clubId)
    .where('club_rating_history.game_type', '=', gameType)
    .where('players.email', '=', email)
    .orderBy('club_rating_history.id')
    .execute();
}
