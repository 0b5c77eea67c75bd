// A member's preferences for club play: the games they want to play, the most games at once and the
// turn time they like. Set on the hub or by mail; a challenge or a seek that would take a player past
// their most games at once is refused with that reason, and seeks are matched with them in mind.
import { upsertPlayer } from '../../db/repos/games';
import { clubsOfPlayer } from '../../db/repos/clubs/player';
import {
  preferencesOf,
  savePreferences,
  unfinishedGames,
  type PreferencesRow,
} from '../../db/repos/clubs/preferences';
import { listGames } from '../../games/index';
import type { AppContext } from '../base/context';
import { formatDuration, parseDuration } from '../base/duration';
import { ServiceError } from '../base/errors';
import { addressOf } from './clubs';

export type Preferences = PreferencesRow;

export interface PreferencesChange {
  email: string;
  /** Game ids or titles; [] for any game. */
  games?: string[];
  /** null: no limit. */
  maxGames?: number | null;
  /** "3d", "12h"; null: no preference. */
  turnTime?: string | null;
}

const MAX_GAMES_LIMIT = 50;

function gameIdOf(written: string): string {
  const want = written.trim().toLowerCase();
  const hit = listGames().find((g) => g.id === want || g.title.toLowerCase() === want);
  if (!hit)
    throw new ServiceError(
      'bad-request',
      `there is no game "${written.trim()}" (the games: ${listGames()
        .map((g) => g.id)
        .join(', ')})`,
    );
  return hit.id;
}

function turnTimeOf(written: string): number {
  const seconds = parseDuration(written);
  if (seconds === null || seconds < 3600 || seconds > 30 * 86400)
    throw new ServiceError('bad-request', `a turn time is between 1h and 30d, such as 3d, not "${written}"`);
  return seconds;
}

export async function preferencesFor(ctx: AppContext, email: string): Promise<Preferences> {
  const player = await ctx.db
    .selectFrom('players')
    .select('id')
    .where('email', '=', addressOf(email))
    .executeTakeFirst();
  return player ? preferencesOf(ctx.db, player.id) : { games: [], maxGames: null, turnTimeSeconds: null };
}

/** Changes what is given, keeps the rest; only a club member has preferences. */
export async function setPreferences(ctx: AppContext, change: PreferencesChange): Promise<Preferences> {
  const email = addressOf(change.email);
  if ((await clubsOfPlayer(ctx.db, email)).length === 0)
    throw new ServiceError('bad-request', `${email} is not a member of any club`);
  const next = { ...(await preferencesFor(ctx, email)) };
  if (change.games) next.games = [...new Set(change.games.filter((g) => g.trim()).map(gameIdOf))];
  if (change.maxGames !== undefined) {
    const n = change.maxGames;
    if (n !== null && (!Number.isInteger(n) || n < 1 || n > MAX_GAMES_LIMIT))
      throw new ServiceError(
        'bad-request',
        `the most games at once is a number from 1 to ${MAX_GAMES_LIMIT}`,
      );
    next.maxGames = n;
  }
  if (change.turnTime !== undefined)
    next.turnTimeSeconds = change.turnTime === null ? null : turnTimeOf(change.turnTime);
  await ctx.db.transaction().execute(async (trx) => {
    await savePreferences(trx, await upsertPlayer(trx, email), next);
  });
  return next;
}

/** The preferences in a sentence, for answers by mail and the hub. */
export function preferencesWords(p: Preferences): string {
  const games = p.games.length
    ? p.games.map((id) => listGames().find((g) => g.id === id)?.title ?? id).join(', ')
    : 'any game';
  const most =
    p.maxGames === null
      ? 'no limit on games at once'
      : `at most ${p.maxGames} game${p.maxGames === 1 ? '' : 's'} at once`;
  const turn = p.turnTimeSeconds === null ? 'any turn time' : `turns of ${formatDuration(p.turnTimeSeconds)}`;
  return `${games}; ${most}; ${turn}`;
}

/** Refused, politely, when one more game would take the player past their most games at once. */
export async function requireRoomByPreference(ctx: AppContext, email: string, playerId: number) {
  const { maxGames } = await preferencesOf(ctx.db, playerId);
  if (maxGames === null) return;
  const going = await unfinishedGames(ctx.db, playerId);
  if (going >= maxGames)
    throw new ServiceError(
      'bad-request',
      `${email} plays at most ${maxGames} game${maxGames === 1 ? '' : 's'} at once (their preference) and has ${going} going; try again when one has ended`,
    );
}

/** Two preferred turn times that suit each other: either is unset, or within a factor of two. */
export function turnTimesSuit(a: number | null, b: number | null): boolean {
  return a === null || b === null || Math.max(a, b) / Math.min(a, b) <= 2;
}
