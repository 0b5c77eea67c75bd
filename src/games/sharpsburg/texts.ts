// Sharpsburg's texts in a reader's language (issue #17, contract GameTexts): the rules write English
// sentences; data/texts-ja.json holds their Japanese, and the names come from the data files.
import type { Lang } from '../core/lang';
import type { GameTexts, Prompt } from '../core/contract';
import { orderLineIn } from '../core/order-words';
import { sentenceTranslator, type Translator } from '../core/sentences';
import { placeTable, sideTable, textsJaData, unitTable } from './data';
import { japaneseOrderWords, sideNameIn } from './japanese';
import { placeName } from './places';
import { examples, facts, help } from './prompts';
import type { State } from './state';
import { label, type SideId } from './units';

let ja: Translator | undefined;

/** English sentences of the rules -> Japanese, names from the data files (labels, sides, places). */
function japanese(): Translator {
  ja ??= sentenceTranslator(textsJaData(), {
    ...Object.fromEntries(
      unitTable().flatMap((u) => [
        [u.name, u.ja],
        [label(u.id), label(u.id).replace(u.name, u.ja).replace(' (', '(')],
      ]),
    ),
    ...Object.fromEntries(Object.values(sideTable()).map((s) => [s.name, s.ja])),
    ...Object.fromEntries(placeTable().map((p) => [p.name, p.ja])),
  });
  return ja;
}

const inJa = (lang: Lang, text: string) => (lang === 'ja' ? japanese().line(text) : text);

/** The map picture's words (draw.ts): a sentence of the frame or legend, else the names in it. */
export function pictureWords(lang: Lang): (english: string) => string {
  if (lang === 'en') return (text) => text;
  return (text) => japanese().sentence(text) ?? japanese().names(text);
}

/** Sharpsburg's texts in a reader's language (contract GameTexts). */
export const sharpsburgTexts: GameTexts<State> = {
  title: (lang) => inJa(lang, 'Battle of Sharpsburg'),
  sideName: (lang, side) => sideNameIn(lang, side as SideId),
  sentence: inJa,
  place: (lang, state, hex) =>
    lang === 'ja' ? japanese().names(placeName(state, hex)) : placeName(state, hex),
  prompt(lang: Lang, _state: State, prompt: Prompt): Prompt {
    if (lang === 'en') return prompt;
    return {
      ...prompt,
      title: inJa(lang, prompt.title),
      text: prompt.text
        .split('\n')
        .map((l) => inJa(lang, l))
        .join('\n'),
    };
  },
  help(lang, state, side) {
    if (lang === 'en') return help(state, side as SideId);
    const own = state.side === side ? facts(state, side as SideId) : [];
    return [
      ...textsJaData().help.slice(0, -1),
      '',
      ...own.map((l) => inJa(lang, l)),
      '',
      textsJaData().help.at(-1) ?? '',
      ...examples(state, side as SideId).map((e) => `  ${e}`),
    ].join('\n');
  },
  orders: (lang, line) => (lang === 'ja' ? orderLineIn(line, japaneseOrderWords()) : line),
};
