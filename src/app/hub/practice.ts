// A practice game against the bot, started from the player's hub: the player picks a game, a
// scenario and a side, and the bot's level; the bot plays every other side (app/bots). The game is
// an ordinary one (its first mail, its links, its record); only the player is a person.
import type { CreateGameResult } from '../base/types';
import type { AnyGame, AppContext } from '../base/context';
import { refusal } from '../base/refusal';
import { moduleOf } from '../base/load';
import { addressOf } from '../clubs/clubs';
import { gameTitleIn, readerIn, sideIn, type MemberReader } from '../clubs/member-reader';
import { parseLang } from '../../i18n/index';
import { createGame } from '../turns/create-game';
import { listGames } from '../../games/index';
import { BOT_LEVELS } from '../../games/bot';

/** One thing to practise: a game, a scenario and the player's side, as the form names it. */
export interface PracticeChoice {
  value: string;
  label: string;
}

/** Every game, scenario and side, named in the reader's language. */
export function practiceChoices(reader: MemberReader): PracticeChoice[] {
  return listGames().flatMap((game) => {
    const scenarios = game.scenarios.length ? game.scenarios : [{ id: 'default', title: '' }];
    return scenarios.flatMap((scenario, i) =>
      game.sides.map((side) => ({
        value: `${game.id}/${scenario.id}/${side}`,
        label: [
          gameTitleIn(reader, game),
          scenarios.length > 1 ? scenarioIn(reader, game, scenario.title, i + 1) : '',
          sideIn(reader, game, side),
        ]
          .filter(Boolean)
          .join(' — '),
      })),
    );
  });
}

/** A scenario's title in the reader's language, or its number where the game's texts lack it. */
function scenarioIn(reader: MemberReader, game: AnyGame, title: string, n: number): string {
  const lang = reader.t.lang;
  if (lang === 'en') return title;
  const said = game.texts?.sentence(lang, title) ?? title;
  return said === title ? reader.t('hub.practice.scenario', { n }) : said;
}

export const practiceLevels = (): readonly string[] => BOT_LEVELS;

export async function startPractice(
  ctx: AppContext,
  input: { email: string; choice: string; level: string; lang: string },
): Promise<CreateGameResult & { title: string }> {
  const [gameId = '', scenario = '', side = ''] = input.choice.split('/');
  const known = listGames().some((g) => g.id === gameId);
  const module = known ? moduleOf(ctx, gameId) : null;
  if (!module || !module.sides.includes(side)) throw refusal('hub.practice.unknown');
  const email = addressOf(input.email);
  const players = Object.fromEntries(module.sides.map((s) => [s, s === side ? email : `bot:${input.level}`]));
  const created = await createGame(ctx, {
    game: module.id,
    ...(module.scenarios.length ? { scenario } : {}),
    players,
    langs: { [side]: input.lang },
  });
  return { ...created, title: gameTitleIn(readerIn(parseLang(input.lang) ?? 'en'), module) };
}
