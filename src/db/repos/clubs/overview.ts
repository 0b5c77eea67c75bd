// Every club, ladder and tournament at once, for the organiser's clubs page (app/clubs/overview.ts).
import type { Db } from '../games';

export async function allClubs(db: Db) {
  return db.selectFrom('clubs').select(['id', 'name', 'invite_generation']).orderBy('name').execute();
}

export async function allLadders(db: Db) {
  return db.selectFrom('ladders').select(['id', 'club_id', 'name', 'game_type']).orderBy('id').execute();
}

/** Every tournament with its count of entrants. */
export async function allTournamentsWithEntrants(db: Db) {
  return db
    .selectFrom('tournaments')
    .leftJoin('tournament_entrants', 'tournament_entrants.tournament_id', 'tournaments.id')
    .select(({ fn }) => [
      'tournaments.id',
      'tournaments.club_id',
      'tournaments.name',
      'tournaments.game_type',
      'tournaments.format',
      'tournaments.status',
      fn.count<number>('tournament_entrants.player_id').as('entrants'),
    ])
    .groupBy('tournaments.id')
    .orderBy('tournaments.id')
    .execute();
}
