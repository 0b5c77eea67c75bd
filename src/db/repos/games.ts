// Games, their sides and players. Every function takes the Kysely or a Transaction it runs in.
import { sql } from 'kysely';
import type { ExpressionBuilder, Insertable, Kysely, QueryCreator, Transaction } from 'kysely';
import type { Database, GameRow, GamesTable } from '../schema';
import { NO_ROW, rowIdOf } from '../row-id';
import { enabledChannelsOf, type EnabledChannel } from './notify-channels';

export type Db = Kysely<Database> | Transaction<Database>;

export async function upsertPlayer(db: Db, email: string): Promise<number> {
  const row = await db
    .insertInto('players')
    .values({ email })
    .onConflict((oc) => oc.column('email').doUpdateSet({ email }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findGame(db: Db, idOrNumber: string): Promise<GameRow | undefined> {
  return db.selectFrom('games').selectAll().where(gameNamed(idOrNumber)).executeTakeFirst();
}

/** The number a game is named by ('12', '#12'), or null when it is named by its id. */
export function gameNumberIn(idOrNumber: string): number | null {
  return /^#?\d+$/.test(idOrNumber) ? (rowIdOf(idOrNumber) ?? NO_ROW) : null;
}

/** The game whose number (`byNumber`) or id is `value`. */
export function gameIs(byNumber: boolean, value: string | number) {
  return (eb: ExpressionBuilder<Database, 'games'>) =>
    byNumber ? eb('games.number', '=', value as number) : eb('games.id', '=', value as string);
}

/** The game a caller names: by its id, or by its number ("12" or "#12"). */
export function gameNamed(idOrNumber: string) {
  const number = gameNumberIn(idOrNumber);
  return gameIs(number !== null, number ?? idOrNumber);
}

/** The game row by its id (no number), or undefined. */
export async function gameById(db: Db, id: string): Promise<GameRow | undefined> {
  return db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new game's row and one row per side, each side's player made if new. */
export async function insertGame(
  trx: Db,
  game: Insertable<GamesTable>,
  sides: { side: string; email: string; lang: string; botLevel: string | null }[],
): Promise<void> {
  await trx.insertInto('games').values(game).execute();
  for (const s of sides) {
    const playerId = await upsertPlayer(trx, s.email);
    await trx
      .insertInto('game_sides')
      .values({ game_id: game.id, side: s.side, player_id: playerId, lang: s.lang, bot_level: s.botLevel })
      .execute();
  }
}

/** The game row, locked until the end of the transaction: serialises everything done to a game. */
export async function lockGame(trx: Transaction<Database>, id: string): Promise<GameRow | undefined> {
  return trx.selectFrom('games').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The side's seat (null: no such game or side): raised each time the player is replaced. */
export async function sideSeat(db: Db, gameId: string, side: string): Promise<number | null> {
  const row = await db
    .selectFrom('game_sides')
    .select('seat')
    .where('game_id', '=', gameId)
    .where('side', '=', side)
    .executeTakeFirst();
  return row?.seat ?? null;
}

/** Who plays each side of a game, with what the service keeps per side and per player. */
export interface SideRow {
  side: string;
  playerId: number;
  email: string;
  standing: string;
  timeZone: string;
  digest: boolean;
  misses: number;
  consecutiveMisses: number;
  /** Raised each time the organiser gives the side to another player. */
  seat: number;
  /** The language the side's player reads ('en', 'ja'). */
  lang: string;
  /** The bot's level when the bot plays the side (app/bots); null for a person. */
  botLevel: string | null;
}

const SIDE_COLUMNS = [
  'game_sides.side',
  'players.id as playerId',
  'players.email',
  'game_sides.standing',
  'players.time_zone as timeZone',
  'players.digest',
  'game_sides.misses',
  'game_sides.consecutive_misses as consecutiveMisses',
  'game_sides.seat',
  'game_sides.lang',
  'game_sides.bot_level as botLevel',
] as const;

export async function gameSides(db: Db, gameId: string): Promise<SideRow[]> {
  return sidesQuery(db).where('game_sides.game_id', '=', gameId).execute();
}

/** The sides with their players, to be narrowed to one game (also as a subquery). */
export function sidesQuery(db: QueryCreator<Database>) {
  return db
    .selectFrom('game_sides')
    .innerJoin('players', 'players.id', 'game_sides.player_id')
    .select(SIDE_COLUMNS)
    .orderBy('game_sides.side');
}

/** A side with the end of its player's vacation running at some moment (null: none). */
export interface SideAtRow extends SideRow {
  vacationEndsAt: Date | null;
  /** The player's notice channels that are on (issue #44): read with the sides, no query more. */
  channels: EnabledChannel[];
}

/** gameSides and each player's running vacation in one query (a resolution reads both once). */
export async function gameSidesAt(db: Db, gameId: string, at: Date): Promise<SideAtRow[]> {
  return sidesAtQuery(db, at).where('game_sides.game_id', '=', gameId).execute();
}

/** The sides with their running vacations, to be narrowed to one game (also as a subquery). */
export function sidesAtQuery(db: QueryCreator<Database>, at: Date) {
  return sidesQuery(db)
    .leftJoin('vacations', (j) =>
      j
        .onRef('vacations.player_id', '=', 'players.id')
        .on('vacations.starts_at', '<=', at)
        .on('vacations.ends_at', '>', at)
        .on(sql.ref('vacations.ended_at'), 'is', null),
    )
    .select('vacations.ends_at as vacationEndsAt')
    .select((eb) => enabledChannelsOf(eb).as('channels'));
}

/** The language the side's seat reads (undefined: no such side). */
export async function sideLang(db: Db, gameId: string, side: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('game_sides')
    .select('lang')
    .where('game_id', '=', gameId)
    .where('side', '=', side)
    .executeTakeFirst();
  return row?.lang;
}

export async function setSideLang(db: Db, gameId: string, side: string, lang: string): Promise<void> {
  await db
    .updateTable('game_sides')
    .set({ lang })
    .where('game_id', '=', gameId)
    .where('side', '=', side)
    .execute();
}

/** The side goes to another player: the misses and a draw offer were the former player's, and a
 *  side the bot played is the new player's own. */
export async function giveSideTo(
  db: Db,
  gameId: string,
  side: string,
  playerId: number,
  seat: number,
): Promise<void> {
  await db
    .updateTable('game_sides')
    .set({
      player_id: playerId,
      seat,
      consecutive_misses: 0,
      draw_offered_at: null,
      bot_level: null,
      bot_gave_up_seq: null,
    })
    .where('game_id', '=', gameId)
    .where('side', '=', side)
    .execute();
}

/** The organiser's time per turn (a write to the game: its version moves). */
export async function setTurnTime(db: Db, gameId: string, seconds: number): Promise<void> {
  await db
    .updateTable('games')
    .set((eb) => ({ turn_time_seconds: seconds, version: eb('version', '+', 1) }))
    .where('id', '=', gameId)
    .execute();
}

/** Makes a game's replay public, or private again. */
export async function setReplayPublic(db: Db, gameId: string, value: boolean): Promise<void> {
  await db
    .updateTable('games')
    .set((eb) => ({ replay_public: value, version: eb('version', '+', 1) }))
    .where('id', '=', gameId)
    .execute();
}

export async function setStandingText(db: Db, gameId: string, side: string, standing: string): Promise<void> {
  await db
    .updateTable('game_sides')
    .set({ standing })
    .where('game_id', '=', gameId)
    .where('side', '=', side)
    .execute();
}

/** Every write to a game bumps its version, so a resolution planned on an older version is redone. */
/** `ordersIn`, when given, records whether the open step now has every awaited side's orders. */
export async function bumpVersion(db: Db, gameId: string, ordersIn?: boolean): Promise<void> {
  await db
    .updateTable('games')
    .set((eb) => ({
      version: eb('version', '+', 1),
      ...(ordersIn === undefined ? {} : { orders_in: ordersIn }),
    }))
    .where('id', '=', gameId)
    .execute();
}

/** Game numbers count the games (call it in the creating transaction): the next after the highest,
 * under a lock held to the commit, so neither a crash (a sequence loses its cached values) nor a
 * failed creation leaves a gap. */
export async function nextGameNumber(trx: Db): Promise<number> {
  await sql`select pg_advisory_xact_lock(${GAME_NUMBER_LOCK})`.execute(trx);
  return nextGameNumberPeek(trx);
}

/** The number the next game would get now, without taking it (a preview). */
export async function nextGameNumberPeek(db: Db): Promise<number> {
  const row = await db
    .selectFrom('games')
    .select((eb) => eb.fn.max('number').as('top'))
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

/** Any fixed key: the advisory lock that orders game creations. */
const GAME_NUMBER_LOCK = 4_711_000_001;
