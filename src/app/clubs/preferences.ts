// A member's preferences for club play: the games they want to play, the most games at once and the
// turn time they like. Set on the hub or by mail; a challenge or a seek that would take a player past
// their most games at once is refused with that reason, and seeks are matched with them in mind.
import { upsertPlayer } from '../../db/repos/games';
import { playerByEmail } from '../../db/repos/players';
import { clubsOfPlayer } from '../../db/repos/clubs/player';
import {
  NO_PREFERENCES,
  preferencesOf,
  savePreferences,
  unfinishedGames,
  type PreferencesRow,
} from '../../db/repos/clubs/preferences';
import { listGames } from '../../games/index';
import type { AppContext } from '../base/context';
import { parseDuration } from '../base/duration';
import { parseLang, translator, type T } from '../../i18n/index';
import { durationIn } from '../../i18n/dates';
import { addressOf } from './clubs';
import { refusal } from '../base/refusal';

export type Preferences = PreferencesRow;

export interface PreferencesChange {
  email: string;
  /** Game ids or titles; [] for any game. */
  games?: string[];
  /** null: no limit. */
  maxGames?: number | null;
  /** "3d", "12h"; null: no preference. */
  turnTime?: string | null;
  /** 'ja', '日本語', 'English' ...: the language of club mails and pages and of new games' seats. */
  lang?: string;
}

const MAX_GAMES_LIMIT = 50;

function gameIdOf(written: string): string {
  const want = written.trim().toLowerCase();
  const hit = listGames().find((g) => g.id === want || g.title.toLowerCase() === want);
  if (!hit)
    throw refusal('club.refused.noSuchGame', {
      game: written.trim(),
      games: listGames()
        .map((g) => g.id)
        .join(', '),
    });
  return hit.id;
}

function turnTimeOf(written: string): number {
  const seconds = parseDuration(written);
  if (seconds === null || seconds < 3600 || seconds > 30 * 86400)
    throw refusal('club.refused.turnTime', { written });
  return seconds;
}

export async function preferencesFor(ctx: AppContext, email: string): Promise<Preferences> {
  const player = await playerByEmail(ctx.db, addressOf(email));
  return player ? preferencesOf(ctx.db, player.id) : NO_PREFERENCES;
}

/** Changes what is given, keeps the rest; only a club member has preferences for club play, but any
 *  player may choose the language of their hub and club mails. */
export async function setPreferences(ctx: AppContext, change: PreferencesChange): Promise<Preferences> {
  const email = addressOf(change.email);
  const onlyLang = Object.keys(change).every((k) => k === 'email' || k === 'lang');
  if (!onlyLang && (await clubsOfPlayer(ctx.db, email)).length === 0)
    throw refusal('club.refused.notMemberOfAny', { email });
  const next = { ...(await preferencesFor(ctx, email)) };
  if (change.lang !== undefined) {
    const lang = parseLang(change.lang);
    if (!lang)
      throw refusal('club.refused.language', {
        en: translator('en')('language.unknown'),
        ja: translator('ja')('language.unknown'),
      });
    next.lang = lang;
  }
  if (change.games) next.games = [...new Set(change.games.filter((g) => g.trim()).map(gameIdOf))];
  if (change.maxGames !== undefined) {
    const n = change.maxGames;
    if (n !== null && (!Number.isInteger(n) || n < 1 || n > MAX_GAMES_LIMIT))
      throw refusal('club.refused.maxGames', { most: MAX_GAMES_LIMIT });
    next.maxGames = n;
  }
  if (change.turnTime !== undefined)
    next.turnTimeSeconds = change.turnTime === null ? null : turnTimeOf(change.turnTime);
  await ctx.db.transaction().execute(async (trx) => {
    await savePreferences(trx, await upsertPlayer(trx, email), next);
  });
  return next;
}

/** The preferences in a sentence, for answers by mail and the hub, in the reader's language. */
export function preferencesWords(p: Preferences, t: T = translator('en')): string {
  const title = (id: string) => {
    const g = listGames().find((x) => x.id === id);
    return g ? (g.texts?.title(t.lang) ?? g.title) : id;
  };
  const games = p.games.length ? p.games.map(title).join(t('common.listSeparator')) : t('club.prefs.anyGame');
  const most = p.maxGames === null ? t('club.prefs.noLimit') : t('club.prefs.atMost', { count: p.maxGames });
  const turn =
    p.turnTimeSeconds === null
      ? t('club.prefs.anyTurnTime')
      : t('club.prefs.turns', { duration: durationIn(t.lang, p.turnTimeSeconds) });
  return t('club.prefs.words', { games, most, turn });
}

/** Refused, politely, when one more game would take the player past their most games at once. */
export async function requireRoomByPreference(ctx: AppContext, email: string, playerId: number) {
  const { maxGames } = await preferencesOf(ctx.db, playerId);
  if (maxGames === null) return;
  const going = await unfinishedGames(ctx.db, playerId);
  if (going >= maxGames) throw refusal('club.refused.busy', { email, count: maxGames, going });
}

/** Two preferred turn times that suit each other: either is unset, or within a factor of two. */
export function turnTimesSuit(a: number | null, b: number | null): boolean {
  return a === null || b === null || Math.max(a, b) / Math.min(a, b) <= 2;
}
