// The language a seat's player reads: read for every mail and page of that seat, and changed by the
// player (a reply or the orders page). A word we do not know is refused in both languages.
import { setSideLang, sideLang, type Db } from '../../db/repos/games';
import { parseLang, translator, type Lang } from '../../i18n/index';
import type { AppContext } from '../base/context';
import { ServiceError } from '../base/errors';

export async function seatLanguage(db: Db, gameId: string, side: string): Promise<Lang> {
  return parseLang(await sideLang(db, gameId, side)) ?? 'en';
}

/** Sets the seat's language from the player's word ('ja', '日本語', 'English' ...). */
export async function setSeatLanguage(
  ctx: AppContext,
  input: { gameId: string; side: string; lang: string },
): Promise<Lang> {
  const lang = parseLang(input.lang);
  if (!lang)
    throw new ServiceError(
      'bad-request',
      `${translator('en')('language.unknown')} ${translator('ja')('language.unknown')}`,
    );
  await setSideLang(ctx.db, input.gameId, input.side, lang);
  return lang;
}
