// A player's preferences for club play, and the count of their unfinished games (of any kind) that
// the most games at once is held against.
import { parseLang, type Lang } from '../../../i18n/index';
import { json } from '../../json';
import type { Db } from '../games';

export interface PreferencesRow {
  games: string[];
  maxGames: number | null;
  turnTimeSeconds: number | null;
  /** The language of their club mails and pages and of the seats of their ladder and tournament games. */
  lang: Lang;
}

export const NO_PREFERENCES: PreferencesRow = {
  games: [],
  maxGames: null,
  turnTimeSeconds: null,
  lang: 'en',
};

export async function preferencesOf(db: Db, playerId: number): Promise<PreferencesRow> {
  const row = await db
    .selectFrom('member_preferences')
    .selectAll()
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return row
    ? {
        games: row.games,
        maxGames: row.max_games,
        turnTimeSeconds: row.turn_time_seconds,
        lang: parseLang(row.lang) ?? 'en',
      }
    : NO_PREFERENCES;
}

export async function savePreferences(db: Db, playerId: number, p: PreferencesRow): Promise<void> {
  const values = {
    games: json(p.games),
    max_games: p.maxGames,
    turn_time_seconds: p.turnTimeSeconds,
    lang: p.lang,
  };
  await db
    .insertInto('member_preferences')
    .values({ player_id: playerId, ...values })
    .onConflict((oc) => oc.column('player_id').doUpdateSet(values))
    .execute();
}

/** Each address's language ('en' when they never chose one), for the seats of a game they start. */
export async function languagesOf(db: Db, emails: string[]): Promise<Map<string, Lang>> {
  const rows = emails.length
    ? await db
        .selectFrom('players')
        .innerJoin('member_preferences', 'member_preferences.player_id', 'players.id')
        .select(['players.email', 'member_preferences.lang'])
        .where('players.email', 'in', emails)
        .execute()
    : [];
  return new Map(emails.map((e) => [e, parseLang(rows.find((r) => r.email === e)?.lang) ?? 'en']));
}

/** The player's unfinished games, ladder or not. */
export async function unfinishedGames(db: Db, playerId: number): Promise<number> {
  const row = await db
    .selectFrom('game_sides')
    .innerJoin('games', 'games.id', 'game_sides.game_id')
    .select((eb) => eb.fn.count<number>('games.id').distinct().as('n'))
    .where('game_sides.player_id', '=', playerId)
    .where('games.status', '!=', 'finished')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether the player ever chose preferences (a new member's language is then theirs to keep). */
export async function hasPreferences(db: Db, playerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member_preferences')
    .select('player_id')
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return row !== undefined;
}
