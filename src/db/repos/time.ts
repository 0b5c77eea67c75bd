// Queries of the time controls: vacations and misses (who plays each side: gameSides in games.ts).
import { sql } from 'kysely';
import type { Db } from './games';

/** The vacation of a player running at `at`, if any. */
export async function vacationAt(db: Db, playerId: number, at: Date) {
  return db
    .selectFrom('vacations')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .where(sql.ref('ended_at'), 'is', null)
    .executeTakeFirst();
}

/** Unfinished games where the player's side is awaited in the open step. */
export async function awaitedSteps(db: Db, playerId: number) {
  return db
    .selectFrom('game_sides')
    .innerJoin('games', 'games.id', 'game_sides.game_id')
    .innerJoin('steps', (j) =>
      j.onRef('steps.game_id', '=', 'games.id').onRef('steps.seq', '=', 'games.current_step'),
    )
    .select([
      'games.id as gameId',
      'games.number',
      'games.game_type as gameType',
      'games.status',
      'games.turn_time_seconds as turnTimeSeconds',
      'game_sides.side',
      'game_sides.seat',
      'game_sides.lang',
      'steps.seq',
      'steps.title',
      'steps.awaiting',
      'steps.deadline',
    ])
    .where('game_sides.player_id', '=', playerId)
    .where('games.status', '!=', 'finished')
    .where(sql.ref('steps.resolved_at'), 'is', null)
    .execute()
    .then((rows) => rows.filter((r) => r.awaiting.includes(r.side)));
}
