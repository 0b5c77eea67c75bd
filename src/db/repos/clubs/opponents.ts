// How many of a player's rated games on a ladder (going on or ended with a result; an abandoned one
// is not rated) were against one opponent (the ladder's cap on a share).
import { sql } from 'kysely';
import type { Db } from '../games';

export async function ladderGamesCount(db: Db, ladderId: number, playerId: number, opponentId?: number) {
  let query = db
    .selectFrom('ladder_games')
    .innerJoin('game_sides as mine', 'mine.game_id', 'ladder_games.game_id')
    .innerJoin('games', 'games.id', 'ladder_games.game_id')
    .where(sql<boolean>`coalesce(games.result->>'level', '') <> 'abandoned'`)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ladder_games.ladder_id', '=', ladderId)
    .where('mine.player_id', '=', playerId);
  if (opponentId !== undefined)
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('game_sides as theirs')
          .select('theirs.game_id')
          .whereRef('theirs.game_id', '=', 'ladder_games.game_id')
          .where('theirs.player_id', '=', opponentId),
      ),
    );
  return Number((await query.executeTakeFirstOrThrow()).n);
}
