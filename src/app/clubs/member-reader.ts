// One member as the reader of a club mail, answer or page (issue #17): their language (the member
// preference), their time zone, and the games' titles and side names in that language.
import { languagesOf } from '../../db/repos/clubs/preferences';
import { playerByEmail } from '../../db/repos/players';
import type { Db } from '../../db/repos/games';
import { momentFor } from '../../i18n/dates';
import { translator, type Lang, type T } from '../../i18n/index';
import { sideName } from '../../mail/compose/format';
import type { AppContext } from '../base/context';
import { moduleOf } from '../base/load';
import { addressOf } from './clubs';

type AnyGame = ReturnType<typeof moduleOf>;

export interface MemberReader {
  t: T;
  timeZone: string;
}

export const readerIn = (lang: Lang, timeZone = 'UTC'): MemberReader => ({ t: translator(lang), timeZone });

/** The reader of an address; English in UTC for an address we do not know. */
export async function memberReader(db: Db, email: string): Promise<MemberReader> {
  const address = addressOf(email);
  const lang = (await languagesOf(db, [address])).get(address) ?? 'en';
  const row = await playerByEmail(db, address);
  return readerIn(lang, row?.timeZone ?? 'UTC');
}

/** A moment as the reader reads it: their locale, in UTC and in their zone. */
export const momentOf = (r: MemberReader, iso: string): string => momentFor(r.t.lang, iso, r.timeZone);

/** A game's title in the reader's language. */
export const gameTitleIn = (r: MemberReader, game: AnyGame): string =>
  game.texts?.title(r.t.lang) ?? game.title;

/** A side's name in the reader's language ("Union" / "北軍"). */
export const sideIn = (r: MemberReader, game: AnyGame, side: string): string =>
  game.texts && r.t.lang !== 'en' ? game.texts.sideName(r.t.lang, side) : sideName(side);

/** "a, b and c" / "a、b、c": a list in the reader's language. */
export function listIn(t: T, items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(t('common.listSeparator'))}${t('common.listLast')}${items.at(-1)}`;
}

/** A game's title and side names in a language, for pages that name a game by its id. */
export function gameNamesIn(ctx: AppContext, gameType: string, lang: Lang) {
  const reader = readerIn(lang);
  const game = moduleOf(ctx, gameType);
  return {
    title: gameTitleIn(reader, game),
    sideNames: Object.fromEntries(game.sides.map((s) => [s, sideIn(reader, game, s)])) as Record<
      string,
      string
    >,
  };
}
