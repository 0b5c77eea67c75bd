// A player's side of the clubs, by address: their clubs, the ladders of those clubs, and the open
// challenges to and from them.
import type { Db } from '../games';

export async function clubsOfPlayer(db: Db, email: string) {
  return db
    .selectFrom('club_members')
    .innerJoin('players', 'players.id', 'club_members.player_id')
    .innerJoin('clubs', 'clubs.id', 'club_members.club_id')
    .select(['clubs.id', 'clubs.name', 'club_members.role'])
    .where('players.email', '=', email)
    .orderBy('clubs.name')
    .execute();
}

export async function laddersOfClubs(db: Db, clubIds: number[]) {
  if (clubIds.length === 0) return [];
  return db
    .selectFrom('ladders')
    .innerJoin('clubs', 'clubs.id', 'ladders.club_id')
    .select(['ladders.id', 'ladders.name', 'ladders.game_type', 'ladders.club_id', 'clubs.name as club'])
    .where('ladders.club_id', 'in', clubIds)
    .orderBy('clubs.name')
    .orderBy('ladders.name')
    .execute();
}

/** Open challenges from or to the address (or, `status`, those waiting for bids), oldest first,
 *  with both addresses and the ladder. */
export async function openChallengesOfPlayer(db: Db, email: string, status = 'open') {
  return db
    .selectFrom('challenges')
    .innerJoin('players as f', 'f.id', 'challenges.from_player')
    .innerJoin('players as t', 't.id', 'challenges.to_player')
    .innerJoin('ladders', 'ladders.id', 'challenges.ladder_id')
    .select([
      'challenges.id',
      'challenges.answer_by as answerBy',
      'f.email as from',
      't.email as to',
      'f.id as fromId',
      't.id as toId',
      'ladders.id as ladderId',
      'ladders.name as ladder',
    ])
    .where('challenges.status', '=', status)
    .where((eb) => eb.or([eb('f.email', '=', email), eb('t.email', '=', email)]))
    .orderBy('challenges.id')
    .execute();
}
