// What a club's weekly digest reads (app/clubs/club-digest.ts), and the claim of a club whose
// digest is due.
import { sql } from 'kysely';
import type { Db } from '../games';
import { claimDue } from '../claim';

/** The next club whose digest is due (or was never scheduled), locked; other instances skip it. */
export async function claimClubDigestDue(db: Db, now: Date, skip: readonly number[] = []) {
  const due = db
    .selectFrom('clubs')
    .select(['id', 'name', 'digest_due_at as digestDueAt'])
    .where((eb) => eb.or([eb('digest_due_at', 'is', null), eb('digest_due_at', '<=', now)]));
  return (await claimDue(due, { id: 'clubs.id', order: ['clubs.id'] }, 1, skip))[0];
}

export async function setClubDigestDue(db: Db, clubId: number, dueAt: Date): Promise<void> {
  await db.updateTable('clubs').set({ digest_due_at: dueAt }).where('id', '=', clubId).execute();
}

/** The ladder's games rated in (since, now], in the order they were rated. */
export async function ladderGamesRatedBetween(db: Db, ladderId: number, since: Date, now: Date) {
  return db
    .selectFrom('ladder_games')
    .innerJoin('games', 'games.id', 'ladder_games.game_id')
    .select(['games.id', 'games.number', 'games.result'])
    .where('ladder_games.ladder_id', '=', ladderId)
    .where('ladder_games.rated_at', '>', since)
    .where('ladder_games.rated_at', '<=', now)
    .orderBy('ladder_games.rated_at')
    .execute();
}

/** Each side of a game with its player's address and the rating the game left them (null: none). */
export async function sidesWithRatingAfter(db: Db, gameId: string) {
  return db
    .selectFrom('game_sides')
    .innerJoin('players', 'players.id', 'game_sides.player_id')
    .leftJoin('rating_history', (j) =>
      j
        .onRef('rating_history.player_id', '=', 'game_sides.player_id')
        .on('rating_history.game_id', '=', gameId),
    )
    .select(['game_sides.side', 'players.email', 'rating_history.rating'])
    .where('game_sides.game_id', '=', gameId)
    .orderBy('game_sides.side')
    .execute();
}

/** The ladder's running games whose open step's deadline has passed, or was extended after a miss. */
export async function ladderGamesPastDeadline(db: Db, ladderId: number, now: Date) {
  return db
    .selectFrom('ladder_games')
    .innerJoin('games', 'games.id', 'ladder_games.game_id')
    .innerJoin('steps', (j) =>
      j.onRef('steps.game_id', '=', 'games.id').onRef('steps.seq', '=', 'games.current_step'),
    )
    .select(['games.id', 'games.number', 'steps.seq', 'steps.awaiting', 'steps.deadline', 'steps.extended'])
    .where('ladder_games.ladder_id', '=', ladderId)
    .where('games.status', '=', 'active')
    .where(sql.ref('steps.resolved_at'), 'is', null)
    .where((eb) => eb.or([eb('steps.deadline', '<', now), eb('steps.extended', '=', true)]))
    .orderBy('steps.deadline')
    .execute();
}

/** The addresses of the players of some sides of a game. */
export async function emailsOfSides(db: Db, gameId: string, sides: string[]): Promise<string[]> {
  if (sides.length === 0) return [];
  const rows = await db
    .selectFrom('game_sides')
    .innerJoin('players', 'players.id', 'game_sides.player_id')
    .select('players.email')
    .where('game_sides.game_id', '=', gameId)
    .where('game_sides.side', 'in', sides)
    .execute();
  return rows.map((r) => r.email);
}

/** The ladder's open challenges with both addresses, soonest answer first. */
export async function openChallengesOfLadder(db: Db, ladderId: number) {
  return db
    .selectFrom('challenges')
    .innerJoin('players as f', 'f.id', 'challenges.from_player')
    .innerJoin('players as t', 't.id', 'challenges.to_player')
    .select(['f.email as from', 't.email as to', 'challenges.answer_by as answerBy'])
    .where('challenges.ladder_id', '=', ladderId)
    .where('challenges.status', '=', 'open')
    .orderBy('challenges.answer_by')
    .execute();
}
