// Clubs, members, ladders, challenges and ladder ratings. Every function takes the Kysely or a
// Transaction it runs in.
import { sql } from 'kysely';
import { json } from '../json';
import type { Db } from './games';
import { playersOnRoll } from './rolls';
import { NO_ROW, rowIdOf } from '../row-id';

export async function findClub(db: Db, idOrName: string) {
  const byId = /^\d+$/.test(idOrName) ? (rowIdOf(idOrName) ?? NO_ROW) : null;
  return db
    .selectFrom('clubs')
    .selectAll()
    .where((eb) => (byId !== null ? eb('id', '=', byId) : eb('name', '=', idOrName)))
    .executeTakeFirst();
}

export async function insertClub(db: Db, name: string, at: Date) {
  return db.insertInto('clubs').values({ name, created_at: at }).returningAll().executeTakeFirstOrThrow();
}

export async function addClubMember(db: Db, clubId: number, playerId: number, role: string, at: Date) {
  await db
    .insertInto('club_members')
    .values({ club_id: clubId, player_id: playerId, role, joined_at: at })
    .onConflict((oc) => oc.columns(['club_id', 'player_id']).doUpdateSet({ role }))
    .execute();
}

export async function clubMembers(db: Db, clubId: number) {
  return playersOnRoll(db, 'club_members', clubId)
    .select('club_members.role')
    .orderBy('players.email')
    .execute();
}

/** Members with their display names, in the order they joined (the public page numbers them). */
export async function membersInJoiningOrder(db: Db, clubId: number) {
  return playersOnRoll(db, 'club_members', clubId)
    .select('players.display_name as displayName')
    .orderBy('club_members.joined_at')
    .orderBy('players.id')
    .execute();
}

export async function setClubPublic(db: Db, clubId: number, isPublic: boolean): Promise<void> {
  await db.updateTable('clubs').set({ public: isPublic }).where('id', '=', clubId).execute();
}

export async function clubName(db: Db, clubId: number): Promise<string> {
  const row = await db.selectFrom('clubs').select('name').where('id', '=', clubId).executeTakeFirstOrThrow();
  return row.name;
}

/** A new invite link: the club's invite generation moves on, so every older link stops working. */
export async function nextInviteGeneration(db: Db, clubId: number) {
  return db
    .updateTable('clubs')
    .set((eb) => ({ invite_generation: eb('invite_generation', '+', 1) }))
    .where('id', '=', clubId)
    .returning(['name', 'invite_generation as generation'])
    .executeTakeFirstOrThrow();
}

export async function clubInviteGeneration(db: Db, clubId: number) {
  return db
    .selectFrom('clubs')
    .select(['id', 'name', 'invite_generation'])
    .where('id', '=', clubId)
    .executeTakeFirst();
}

export async function laddersOfClub(db: Db, clubId: number) {
  return db
    .selectFrom('ladders')
    .select(['id', 'name', 'game_type as gameType'])
    .where('club_id', '=', clubId)
    .orderBy('name')
    .execute();
}

/** A ladder game's ladder, when the game starts (ladder_games links them). */
export async function addLadderGame(db: Db, gameId: string, ladderId: number): Promise<void> {
  await db.insertInto('ladder_games').values({ game_id: gameId, ladder_id: ladderId }).execute();
}

export async function findLadder(db: Db, id: number) {
  return db.selectFrom('ladders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The organiser changes a ladder's settings (its bot member: app/clubs/ladder-bot.ts). */
export async function setLadderSettings(db: Db, ladderId: number, settings: Record<string, unknown>) {
  await db
    .updateTable('ladders')
    .set({ settings: json(settings) })
    .where('id', '=', ladderId)
    .execute();
}

export async function insertLadder(
  db: Db,
  l: { clubId: number; name: string; gameType: string; settings: Record<string, unknown>; at: Date },
) {
  return db
    .insertInto('ladders')
    .values({
      club_id: l.clubId,
      name: l.name,
      game_type: l.gameType,
      settings: json(l.settings),
      created_at: l.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function ladderRatings(db: Db, ladderId: number) {
  return db
    .selectFrom('ladder_ratings')
    .innerJoin('players', 'players.id', 'ladder_ratings.player_id')
    .select([
      'players.id as playerId',
      'players.email',
      'ladder_ratings.rating',
      'ladder_ratings.rd',
      'ladder_ratings.vol',
      'ladder_ratings.wins',
      'ladder_ratings.losses',
      'ladder_ratings.draws',
    ])
    .where('ladder_ratings.ladder_id', '=', ladderId)
    .execute();
}

/**
 * A rating after a result, as the values of a new row and the update of an existing one (its win,
 * loss or draw added to the counts): for a ladder's ratings and the club-wide ones alike.
 */
export function ratingUpsert(
  table: 'ladder_ratings' | 'club_game_ratings',
  r: { rating: number; rd: number; vol: number; score: number },
) {
  const counts = {
    wins: r.score === 1 ? 1 : 0,
    losses: r.score === 0 ? 1 : 0,
    draws: r.score === 0.5 ? 1 : 0,
  };
  const add = (column: keyof typeof counts) =>
    sql<number>`${sql.ref(`${table}.${column}`)} + ${counts[column]}`;
  const rating = { rating: r.rating, rd: r.rd, vol: r.vol };
  return {
    values: { ...rating, ...counts },
    update: { ...rating, wins: add('wins'), losses: add('losses'), draws: add('draws') },
  };
}

export async function saveRating(
  db: Db,
  r: { ladderId: number; playerId: number; rating: number; rd: number; vol: number; score: number },
) {
  const { values, update } = ratingUpsert('ladder_ratings', r);
  await db
    .insertInto('ladder_ratings')
    .values({ ladder_id: r.ladderId, player_id: r.playerId, ...values })
    .onConflict((oc) => oc.columns(['ladder_id', 'player_id']).doUpdateSet(update))
    .execute();
}

export async function openChallengeBetween(db: Db, ladderId: number, a: number, b: number) {
  return db
    .selectFrom('challenges')
    .select('id')
    .where('ladder_id', '=', ladderId)
    .where('status', '=', 'open')
    .where((eb) =>
      eb.or([
        eb.and([eb('from_player', '=', a), eb('to_player', '=', b)]),
        eb.and([eb('from_player', '=', b), eb('to_player', '=', a)]),
      ]),
    )
    .executeTakeFirst();
}

/** A player's unfinished games on a ladder (for its "most games at once"). */
export async function activeLadderGames(db: Db, ladderId: number, playerId: number): Promise<number> {
  const row = await db
    .selectFrom('ladder_games')
    .innerJoin('games', 'games.id', 'ladder_games.game_id')
    .innerJoin('game_sides', 'game_sides.game_id', 'games.id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ladder_games.ladder_id', '=', ladderId)
    .where('game_sides.player_id', '=', playerId)
    .where('games.status', '!=', 'finished')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
