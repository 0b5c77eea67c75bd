// Finds the game sentences a language does not render: plays seeded self-play games and puts every
// prompt line, event and result through the game's texts. A sentence table matches the engine's
// English by pattern, so rewording an English sentence would otherwise fall back to English silently.
import type { GameModule } from '../../src/games/core/contract';
import type { Lang } from '../../src/games/core/lang';
import { gameSeed, playOne } from '../../src/games/selfplay';

/** Two English words in a row: what a sentence left in English shows (a unit code or hex does not). */
const ENGLISH = /[A-Za-z]{3,}[ ,]+(?:[a-z]+ )*[A-Za-z]{3,}/;

export interface Untranslated {
  /** Each English sentence once, with what the language made of it. */
  sentences: { en: string; shown: string }[];
  /** How many distinct sentences were read. */
  read: number;
}

export function untranslatedSentences(
  game: GameModule,
  lang: Lang,
  opts: { games: number; seed: string; scenario?: string; gameOptions?: Record<string, unknown> },
): Untranslated {
  const texts = game.texts;
  if (!texts) throw new Error(`${game.id} has no texts`);
  const seen = new Map<string, string>();
  const read = (en: string, shown: string) => {
    if (en.trim() && !seen.has(en)) seen.set(en, shown);
  };
  for (let i = 0; i < opts.games; i++) {
    const { result } = playOne(
      game,
      gameSeed(opts.seed, i),
      2000,
      ({ before, prompts, events }) => {
        for (const p of prompts) {
          const shown = texts.prompt(lang, before as never, p);
          read(p.title, shown.title);
          const lines = shown.text.split('\n');
          p.text.split('\n').forEach((en, j) => read(en, lines[j] ?? ''));
        }
        for (const e of events) read(e.text, texts.sentence(lang, e.text));
      },
      opts.gameOptions,
      opts.scenario,
    );
    if (result) for (const en of [result.level, result.summary]) read(en, texts.sentence(lang, en));
  }
  const sentences = [...seen]
    // Order text a game quotes (「play Levy」) is the grammar's, the same in every language.
    .filter(([, shown]) => ENGLISH.test(shown.replace(/「[^」]*」/g, '')))
    .map(([en, shown]) => ({ en, shown }));
  return { sentences, read: seen.size };
}
