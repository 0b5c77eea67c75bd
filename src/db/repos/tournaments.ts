// Tournaments, their entrants and their pairings. Every function takes the Kysely or a Transaction
// it runs in.
import { json } from '../json';
import type { Db } from './games';
import { playersOnRoll } from './rolls';

export async function findTournament(db: Db, id: number) {
  return db.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findTournamentByName(db: Db, clubId: number, name: string) {
  return db
    .selectFrom('tournaments')
    .select('id')
    .where('club_id', '=', clubId)
    .where('name', '=', name)
    .executeTakeFirst();
}

/** The tournament row, locked until the transaction ends (two sweepers never start one round twice). */
export async function lockTournament(db: Db, id: number) {
  return db.selectFrom('tournaments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertTournament(
  db: Db,
  t: {
    clubId: number;
    name: string;
    gameType: string;
    format: string;
    rounds: number | null;
    ladderId: number | null;
    settings: Record<string, unknown>;
    at: Date;
  },
) {
  return db
    .insertInto('tournaments')
    .values({
      club_id: t.clubId,
      name: t.name,
      game_type: t.gameType,
      format: t.format,
      rounds: t.rounds,
      ladder_id: t.ladderId,
      settings: json(t.settings),
      created_at: t.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Entrants in seed order, with their addresses. */
export async function tournamentEntrants(db: Db, tournamentId: number) {
  return playersOnRoll(db, 'tournament_entrants', tournamentId)
    .select('tournament_entrants.seed')
    .orderBy('tournament_entrants.seed')
    .execute();
}

export async function addEntrant(db: Db, tournamentId: number, playerId: number) {
  const row = await db
    .selectFrom('tournament_entrants')
    .select((eb) => eb.fn.max<number>('seed').as('last'))
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  await db
    .insertInto('tournament_entrants')
    .values({ tournament_id: tournamentId, player_id: playerId, seed: Number(row?.last ?? 0) + 1 })
    .onConflict((oc) => oc.columns(['tournament_id', 'player_id']).doNothing())
    .execute();
}

export async function tournamentPairings(db: Db, tournamentId: number) {
  return db
    .selectFrom('tournament_pairings')
    .leftJoin('games', 'games.id', 'tournament_pairings.game_id')
    .select([
      'tournament_pairings.round',
      'tournament_pairings.first_player',
      'tournament_pairings.second_player',
      'tournament_pairings.game_id',
      'tournament_pairings.first_score',
      'tournament_pairings.second_score',
      'tournament_pairings.ended_at',
      'games.number as gameNumber',
    ])
    .where('tournament_pairings.tournament_id', '=', tournamentId)
    .orderBy('tournament_pairings.round')
    .orderBy('tournament_pairings.id')
    .execute();
}

export async function insertPairing(
  db: Db,
  p: {
    tournamentId: number;
    round: number;
    first: number;
    second: number | null;
    gameId: string | null;
    firstSide: string | null;
    /** A bye is scored (a win) and ended at once. */
    byeAt?: Date;
  },
) {
  await db
    .insertInto('tournament_pairings')
    .values({
      tournament_id: p.tournamentId,
      round: p.round,
      first_player: p.first,
      second_player: p.second,
      game_id: p.gameId,
      first_side: p.firstSide,
      first_score: p.byeAt ? 1 : null,
      ended_at: p.byeAt ?? null,
    })
    .execute();
}

/**
 * Running tournaments with a round to move on: the next round's date has come, or (when the next
 * round starts as the current one ends) the current round has no game going on. A tournament
 * waiting for a date is not read until then (`round_due_at`, migration 024).
 */
export async function tournamentsDueForRound(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('tournaments')
    .select('id')
    .where('status', '=', 'running')
    .where(({ or, and, not, exists, selectFrom, eb }) =>
      or([
        // Rounds by the calendar: the day of the next has come.
        eb('round_due_at', '<=', now),
        // Rounds that start as the previous ends: the current round's games have all ended.
        and([
          eb('round_due_at', 'is', null),
          not(
            exists(
              selectFrom('tournament_pairings')
                .select('tournament_pairings.id')
                .whereRef('tournament_pairings.tournament_id', '=', 'tournaments.id')
                .whereRef('tournament_pairings.round', '=', 'tournaments.current_round')
                .where('tournament_pairings.ended_at', 'is', null),
            ),
          ),
        ]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function setRoundStarted(
  db: Db,
  id: number,
  r: { round: number; at: Date; dueAt: Date | null },
): Promise<void> {
  await db
    .updateTable('tournaments')
    .set({ current_round: r.round, round_started_at: r.at, round_due_at: r.dueAt })
    .where('id', '=', id)
    .execute();
}

/** When the tournament is next due by the calendar (null: when its current round's games end). */
export async function setRoundDue(db: Db, id: number, at: Date | null): Promise<void> {
  await db.updateTable('tournaments').set({ round_due_at: at }).where('id', '=', id).execute();
}

export async function setTournamentRunning(db: Db, id: number, rounds: number): Promise<void> {
  await db.updateTable('tournaments').set({ status: 'running', rounds }).where('id', '=', id).execute();
}

export async function finishTournament(db: Db, id: number, at: Date): Promise<void> {
  await db
    .updateTable('tournaments')
    .set({ status: 'finished', finished_at: at })
    .where('id', '=', id)
    .execute();
}

/** The pairing a game was played for, while it has no score yet. */
export async function unscoredPairingOfGame(db: Db, gameId: string) {
  return db
    .selectFrom('tournament_pairings')
    .select(['id', 'first_side as firstSide'])
    .where('game_id', '=', gameId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
}

export async function scorePairing(db: Db, id: number, s: { first: number; second: number; at: Date }) {
  await db
    .updateTable('tournament_pairings')
    .set({ first_score: s.first, second_score: s.second, ended_at: s.at })
    .where('id', '=', id)
    .execute();
}
