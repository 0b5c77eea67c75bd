// Problems found in a player's orders, in the language of the seat that sent them (issue #17). Core's
// own sentences carry their message key (`says`, `suggests`); a game's sentences are English, put in
// the language by the game's sentence table (GameTexts.sentence), kept as written where it has none.
// English readers get the problems exactly as the engines wrote them.
import type { Problem } from '../../games/core/contract';
import type { Db } from '../../db/repos/games';
import { translator, type Lang } from '../../i18n/index';
import type { AnyGame } from '../base/context';
import { seatLanguage } from './seat-language';

export function problemsIn(module: AnyGame, lang: Lang, problems: readonly Problem[]): Problem[] {
  if (lang === 'en') return problems.map(({ says: _s, suggests: _g, ...p }) => p);
  const t = translator(lang);
  const sentence = (text: string) => module.texts?.sentence(lang, text) ?? text;
  return problems.map(({ says, suggests, ...p }) => ({
    ...p,
    message: says ? t(says.key, says.vars) : sentence(p.message),
    ...(suggests ? { suggestion: t(suggests.key, suggests.vars) } : {}),
  }));
}

/** The problems in the seat's language; its language is read only when there is something to say. */
export async function problemsForSeat(
  db: Db,
  module: AnyGame,
  seat: { gameId: string; side: string },
  problems: Problem[],
): Promise<Problem[]> {
  if (problems.length === 0) return problems;
  return problemsIn(module, await seatLanguage(db, seat.gameId, seat.side), problems);
}
