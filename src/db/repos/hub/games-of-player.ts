// Every game an address holds a side in, newest first, with its current step and whether the
// side's orders for it are on file: the games list of the player's hub.
import type { Db } from '../games';

export async function gamesOfPlayer(db: Db, email: string) {
  return db
    .selectFrom('game_sides')
    .innerJoin('players', 'players.id', 'game_sides.player_id')
    .innerJoin('games', 'games.id', 'game_sides.game_id')
    .leftJoin('steps', (j) =>
      j.onRef('steps.game_id', '=', 'games.id').onRef('steps.seq', '=', 'games.current_step'),
    )
    .leftJoin('submissions', (j) =>
      j
        .onRef('submissions.game_id', '=', 'games.id')
        .onRef('submissions.step_seq', '=', 'games.current_step')
        .onRef('submissions.side', '=', 'game_sides.side')
        .on('submissions.superseded', '=', false),
    )
    .select([
      'games.id as gameId',
      'games.number',
      'games.game_type as gameType',
      'games.status',
      'games.result',
      'games.turn_time_seconds as turnTimeSeconds',
      'games.current_step as step',
      'game_sides.side',
      'game_sides.seat',
      'steps.title as stepTitle',
      'steps.awaiting',
      'steps.deadline',
      'steps.resolved_at as resolvedAt',
      'submissions.id as submitted',
    ])
    .where('players.email', '=', email)
    .orderBy('games.number', 'desc')
    .execute();
}
