// Travel Battle's texts in a reader's language (issue #17, contract GameTexts): the rules write English
// sentences; data/texts-ja.json holds their Japanese (prompts, events, order problems, results, the
// map's words), and the names come from the data files (japanese.ts).
import { z } from 'zod';
import type { GameTexts, Prompt } from '../core/contract';
import { checkData } from '../core/data-file';
import { orderLineIn } from '../core/order-words';
import type { Lang } from '../core/lang';
import { sentenceTableSchema, sentenceTranslator, type Translator } from '../core/sentences';
import textsJaJson from './data/texts-ja.json' with { type: 'json' };
import { ARMY, BOARDS } from './data/load';
import { japaneseOrderWords, sideNameIn, terrainNameIn } from './japanese';
import { helpText, stepText } from './prompts';
import { SIDES, sideName, type TbSide, type TbState } from './state';

const TEXTS_JA = checkData(
  'travel-battle/texts-ja.json',
  sentenceTableSchema.extend({
    /** The turn's grammar and the standing orders, after the step's examples in the help. */
    grammar: z.array(z.string()),
    standing: z.array(z.string()),
  }),
  textsJaJson,
);

let ja: Translator | undefined;

/** English sentences of the rules -> Japanese; sides, boards, terrain and counters by their names. */
function japanese(): Translator {
  ja ??= sentenceTranslator(TEXTS_JA, {
    ...Object.fromEntries(SIDES.map((s) => [sideName(s), sideNameIn('ja', s)])),
    ...Object.fromEntries(BOARDS.map((b) => [b.name, b.ja])),
    ...Object.fromEntries(ARMY.map((a) => [a.name, a.ja])),
    ...Object.fromEntries(
      (['field', 'road', 'building', 'woods'] as const).map((t) => [t, terrainNameIn('ja', t)]),
    ),
  });
  return ja;
}

/** One English sentence of Travel Battle in the language; as written where the table does not know it. */
export function tbSentence(lang: Lang, text: string): string {
  return lang === 'ja' ? japanese().line(text) : text;
}

/** Travel Battle's texts in a reader's language (contract GameTexts). */
export const travelBattleTexts: GameTexts<TbState> = {
  title: (lang) => tbSentence(lang, 'Travel Battle'),
  sideName: (lang, side) => sideNameIn(lang, side as TbSide),
  sentence: tbSentence,
  prompt(lang: Lang, _state: TbState, prompt: Prompt): Prompt {
    if (lang === 'en') return prompt;
    return { ...prompt, title: tbSentence(lang, prompt.title), text: tbSentence(lang, prompt.text) };
  },
  help(lang, state, side) {
    if (lang === 'en') return helpText(state, side as TbSide);
    const step = stepText(state, side as TbSide);
    return [
      tbSentence(lang, `Travel Battle — ${step.title}`),
      tbSentence(lang, step.text),
      ...TEXTS_JA.help,
      ...step.examples().map((e) => `  ${e}`),
      ...(state.step === 'turn' ? TEXTS_JA.grammar : []),
      ...TEXTS_JA.standing,
    ].join('\n');
  },
  orders: (lang, line) => (lang === 'ja' ? orderLineIn(line, japaneseOrderWords()) : line),
};
