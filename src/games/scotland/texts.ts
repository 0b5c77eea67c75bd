// Scotland the Brave's texts in a reader's language (issue #17, contract GameTexts): the rules write
// English sentences; data/texts-ja.json holds their Japanese in the seed's words, and the names
// (leaders, cities, markers, sides, unit types) come from the data files beside the English.
import type { Lang } from '../core/lang';
import type { GameTexts, Prompt } from '../core/contract';
import { checkData } from '../core/data-file';
import { orderLineIn } from '../core/order-words';
import { sentenceTableSchema, sentenceTranslator, type Translator } from '../core/sentences';
import textsJaJson from './data/texts-ja.json' with { type: 'json' };
import { CITIES, LEADERS, SIDE_NAMES, STRATEGY_MARKERS, UNIT_TYPES } from './data';
import { japaneseOrderWords, sideNameIn } from './japanese';
import { placeName } from './names';
import { help } from './prompts';
import { asSide, type State } from './state';

const TEXTS_JA = checkData('scotland/texts-ja.json', sentenceTableSchema, textsJaJson);

let ja: Translator | undefined;

/** English sentences of the rules -> Japanese, with the names of the data files. */
function japanese(): Translator {
  ja ??= sentenceTranslator(TEXTS_JA, {
    ...Object.fromEntries(
      LEADERS.flatMap((l) => [
        [l.name, l.ja],
        ...(l.toomTabard ? [[l.toomTabard.name, l.toomTabard.ja]] : []),
      ]),
    ),
    ...Object.fromEntries(CITIES.map((c) => [c.name, c.ja])),
    // A hex with no city, named after the nearest (names.ts placeName): "near Scone".
    ...Object.fromEntries(CITIES.map((c) => [`near ${c.name}`, `${c.ja}付近`])),
    ...Object.fromEntries(STRATEGY_MARKERS.map((m) => [m.name, m.ja])),
    // The sides by name only: their ids are words of clause ids too (STB-10.M.loyal-scots.b).
    ...Object.fromEntries(Object.values(SIDE_NAMES).map((s) => [s.name, s.ja])),
    ...Object.fromEntries(UNIT_TYPES.map((t) => [`${t.grade} ${t.kind}`, t.ja])),
  });
  return ja;
}

/**
 * A text of several sentences cut where the table's sentences end: after a full stop before a
 * capital, a kept quote or a unit ("s3 moved ...", "hit. levy infantry s8 takes ..."; not the
 * "1. levy infantry" of a line-up), after a die's value ("...: 3. regular infantry e21 rolls ..."),
 * and around "So far this turn:" (the live reactions' summary of the turn).
 */
const SENTENCE_END = new RegExp(
  [
    /(?<=\.)\s+(?=[A-Z⟨]|[se]\d+ |\d+ (?:(?:levy|regular|elite) (?:infantry|cavalry) )?units? )/,
    /(?<=: -?\d+\.)\s+/,
    /(?<=[^\d\s]\.)\s+(?=(?:levy|regular|elite) (?:infantry|cavalry) [se]\d+|the garrison of )/,
    /\s+(?=So far this turn:)|(?<=So far this turn:)\s+/,
  ]
    .map((r) => r.source)
    .join('|'),
);

/** Order text the rules quote ('play Levy', 'default'): kept as written, set in 「」. */
const QUOTED = /(?<=^|[\s(])'([^']+)'(?=[\s.,:;)]|$)/g;

/** Lists of order words the rules write unquoted: quoted, to stay as the grammar reads them. */
const ORDER_WORDS = [
  /^(expected one (?:or more )?of: )(.+)()$/,
  /^(expected a battle choice \()(.+?)(\), not .*)$/,
  /^(Legal now: )(.+?)(\. Examples:)$/,
];

const quotingOrderWords = (text: string) =>
  ORDER_WORDS.reduce(
    (t, re) => t.replace(re, (_, a: string, list: string, b: string) => `${a}'${list}'${b}`),
    text,
  );

/** A clause id (STB-10.M.initiative) is kept whole: its words are not the sentence's. */
const CLAUSE = /STB-[\w.-]*\w/g;
const CLAUSE_MARK = 900000;

/**
 * The text with its quotes set aside as ⟨0⟩, ⟨1⟩ ... and its clause ids as STB-900000 ...,
 * translated, and both put back (the quotes in 「」).
 */
function keepingQuotes(text: string, translate: (bare: string) => string | undefined): string | undefined {
  const kept: string[] = [];
  const clauses: string[] = [];
  const bare = quotingOrderWords(text)
    .replace(QUOTED, (_, q: string) => `⟨${kept.push(q) - 1}⟩`)
    .replace(CLAUSE, (id) => `STB-${CLAUSE_MARK + clauses.push(id) - 1}`);
  return translate(bare)
    ?.replace(/⟨(\d+)⟩/g, (_, i: string) => `「${kept[Number(i)] ?? ''}」`)
    .replace(/STB-(\d{6})/g, (id, n: string) => clauses[Number(n) - CLAUSE_MARK] ?? id);
}

/** The Japanese of an English text, or undefined when a sentence of it is not in the table. */
export function scotlandJapanese(text: string): string | undefined {
  if (text.trim() === '') return text;
  return keepingQuotes(text, (bare) => {
    const t = japanese();
    const parts = bare.split(SENTENCE_END).map((s) => t.sentence(s));
    return parts.every((p) => p !== undefined) ? parts.join('') : t.sentence(bare);
  });
}

/** The sentences of an English text the table does not know (a test lists them). */
export function untranslated(text: string): string[] {
  const unknown: string[] = [];
  keepingQuotes(text, (bare) => {
    for (const s of bare.split(SENTENCE_END)) if (japanese().sentence(s) === undefined) unknown.push(s);
    return '';
  });
  return unknown;
}

/** A text in the language: English as written, Japanese where the table knows each sentence. */
function inLang(lang: Lang, text: string): string {
  if (lang === 'en') return text;
  return (
    scotlandJapanese(text) ??
    keepingQuotes(text, (bare) =>
      bare
        .split(SENTENCE_END)
        .map((s) => japanese().line(s))
        .join(''),
    ) ??
    text
  );
}

/** The map picture's own words in the language (draw/), or undefined for English. */
export function mapWords(lang: Lang): { lang: string; say: (english: string) => string } | undefined {
  if (lang === 'en') return undefined;
  const t = japanese();
  return { lang, say: (english) => t.sentence(english) ?? t.names(english) };
}

/** Scotland the Brave's texts in a reader's language (contract GameTexts). */
export const scotlandTexts: GameTexts<State> = {
  title: (lang) => inLang(lang, 'Scotland the Brave'),
  sideName: (lang, side) => sideNameIn(lang, asSide(side)),
  sentence: inLang,
  place: (lang, _state, hex) => (lang === 'ja' ? japanese().names(placeName(hex)) : placeName(hex)),
  prompt(lang: Lang, _state: State, prompt: Prompt): Prompt {
    if (lang === 'en') return prompt;
    return { ...prompt, title: inLang(lang, prompt.title), text: inLang(lang, prompt.text) };
  },
  help(lang, state, side) {
    const english = help(state, asSide(side));
    if (lang === 'en') return english;
    // Each line of the grammar has its Japanese in the table; the examples after "Legal now" and
    // the live answers are order text, kept as written.
    const lines = english.split('\n');
    const legal = lines.findIndex((l) => l.startsWith('Legal now: '));
    return lines
      .map((line, i) => {
        if (legal >= 0 && i > legal) return line;
        const indent = /^\s*/.exec(line)?.[0] ?? '';
        const ja = scotlandJapanese(line.trim());
        return ja === undefined ? line : `${indent}${ja}`;
      })
      .join('\n');
  },
  orders: (lang, line) => (lang === 'ja' ? orderLineIn(line, japaneseOrderWords()) : line),
};
