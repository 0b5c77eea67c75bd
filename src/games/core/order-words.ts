// Order words in a second language (Japanese): a table from the player's word to the grammar's own
// English tokens, applied to an order line's tokens before a game's grammar reads them. The grammar
// stays one language, its English keeps working, and an unknown word reaches it as written, so it
// gets the grammar's usual precise problem.
import { z } from 'zod';
import { normaliseText, type OrderLine } from './order-text';

/** A game's `data/orders-ja.json`: order verbs and keywords, each mapped to its English spelling. */
export const orderWordsSchema = z.object({
  note: z.string().optional(),
  verbs: z.record(z.string(), z.string()),
  words: z.record(z.string(), z.string()),
  /** Particles that, written against the word before them ("1010へ"), come before it in English. */
  postpositions: z.array(z.string()).default([]),
});
export type OrderWords = z.infer<typeof orderWordsSchema>;

/** Player's word (normalised, lower case) -> the English tokens it stands for; which are verbs. */
export interface WordTable {
  words: ReadonlyMap<string, readonly string[]>;
  verbs: ReadonlySet<string>;
  /** The order words that are neither verbs nor names (で, 後退 ...). */
  keywords: ReadonlySet<string>;
  postpositions: ReadonlySet<string>;
  /** Each key as the data file spells it ("J・R・ジョーンズ師団"), for writing orders back. */
  spellings: ReadonlyMap<string, string>;
  /** Each key's English as the data file spells it ("L1", "Wallace", "move"). */
  english: ReadonlyMap<string, string>;
}

function key(word: string): string {
  return normaliseText(word).toLowerCase().replace(/\s+/g, '');
}

/** One table from a game's order words and lists of names (`Japanese -> English`) from its data. */
export function wordTable(orderWords: OrderWords, ...names: Record<string, string>[]): WordTable {
  const words = new Map<string, string[]>();
  const spellings = new Map<string, string>();
  const englishOf = new Map<string, string>();
  for (const list of [orderWords.verbs, orderWords.words, ...names])
    for (const [word, english] of Object.entries(list)) {
      words.set(key(word), english.toLowerCase().split(/\s+/).filter(Boolean));
      spellings.set(key(word), normaliseText(word).replace(/\s+/g, ''));
      englishOf.set(key(word), english);
    }
  return {
    words,
    verbs: new Set(Object.keys(orderWords.verbs).map(key)),
    keywords: new Set(Object.keys(orderWords.words).map(key)),
    postpositions: new Set(orderWords.postpositions.map(key)),
    spellings,
    english: englishOf,
  };
}

const LATIN_OR_DIGITS = /^[\x21-\x7e]+$/;

/**
 * Splits a token written without spaces ("1108へ移動", "移動xii") into table words and runs of Latin
 * letters and digits, longest table word first; a token with any unknown Japanese stays whole.
 */
function segment(token: string, table: WordTable): string[] {
  if (LATIN_OR_DIGITS.test(token) || table.words.has(token)) return [token];
  const parts: string[] = [];
  let i = 0;
  while (i < token.length) {
    const latin = /^[\x21-\x7e]+/.exec(token.slice(i))?.[0];
    if (latin) {
      // "ウォレス:0406": the colon belongs to the word before, the hex is a word of its own.
      const punctuation = /^[^A-Za-z0-9]+(?=[A-Za-z0-9])/.exec(latin)?.[0] ?? '';
      parts.push(...(punctuation ? [punctuation, latin.slice(punctuation.length)] : [latin]));
      i += latin.length;
      continue;
    }
    let found = '';
    for (let end = token.length; end > i && !found; end--) {
      const candidate = token.slice(i, end);
      if (table.words.has(candidate)) found = candidate;
    }
    if (!found) return [token];
    parts.push(found);
    i += found.length;
  }
  return parts;
}

/** Punctuation written after a Japanese word ("スターリング:") stays with it. */
function isPunctuation(part: string): boolean {
  return /^[^\p{L}\p{N}]+$/u.test(part);
}

/**
 * The words of a line in the English order: a particle written against the word before it comes
 * first ("1010へ" is "to 1010"; a spaced "へ 1010" already is), and a verb written last comes first
 * ("XII 1010へ移動" is "移動 XII へ 1010").
 */
function englishOrder(tokens: readonly string[], table: WordTable): string[] {
  const out: string[] = [];
  for (const token of tokens) {
    const start = out.length;
    for (const [k, part] of segment(token, table).entries()) {
      if (k > 0 && isPunctuation(part)) out[out.length - 1] += part;
      else if (out.length > start && table.postpositions.has(part)) out.splice(out.length - 1, 0, part);
      else out.push(part);
    }
  }
  const last = out[out.length - 1];
  if (out.length > 1 && last && table.verbs.has(last) && !table.verbs.has(out[0] ?? ''))
    out.unshift(out.pop()!);
  return out;
}

/** The tokens with every table word replaced by its English tokens; other tokens unchanged. */
export function translateTokens(tokens: readonly string[], table: WordTable): string[] {
  return englishOrder(tokens, table).flatMap((t) => {
    const colon = /[^\p{L}\p{N}]+$/u.exec(t)?.[0] ?? '';
    const english = table.words.get(colon ? t.slice(0, -colon.length) : t);
    if (!english) return [t];
    return colon ? [...english.slice(0, -1), `${english[english.length - 1]}${colon}`] : english;
  });
}

/** Order lines whose tokens the English grammar can read (the text stays as the player wrote it). */
export function translateLines(lines: readonly OrderLine[], table: WordTable): OrderLine[] {
  return lines.map((line) => ({ ...line, tokens: translateTokens(line.tokens, table) }));
}

/** English phrase (lower case, one to three tokens) -> the table's word for it; the first one listed. */
const inverses = new WeakMap<WordTable, Map<string, string>>();
function inverseOf(table: WordTable): Map<string, string> {
  let inverse = inverses.get(table);
  if (!inverse) {
    inverse = new Map();
    for (const [word, english] of table.words) {
      const phrase = english.join(' ');
      // A verb's word before any other with the same English: 移動 is "move", not a name for it.
      if (!inverse.has(phrase) || (table.verbs.has(word) && !table.verbs.has(inverse.get(phrase) ?? '')))
        inverse.set(phrase, word);
    }
    inverses.set(table, inverse);
  }
  return inverse;
}

const LONGEST_PHRASE = 3;

/**
 * An order line as the grammar writes it (English), in the table's language: each English word or
 * name that has a table word becomes it (the longest phrase first), a particle is written against the
 * word after it ("to 1010" -> "1010へ") and the verb last ("move XII to 1010" -> "XII 1010へ移動").
 * `translateTokens` reads it back as the same English, so a player may copy it.
 */
export function orderLineIn(english: string, table: WordTable): string {
  const inverse = inverseOf(table);
  const tokens = english.trim().split(/\s+/).filter(Boolean);
  const parts: { text: string; verb: boolean; particle: boolean; keyword: boolean }[] = [];
  for (let i = 0; i < tokens.length;) {
    let taken = 0;
    for (let n = Math.min(LONGEST_PHRASE, tokens.length - i); n > 0 && !taken; n--) {
      const phrase = tokens.slice(i, i + n).join(' ');
      const tail = /[^\p{L}\p{N}]+$/u.exec(phrase)?.[0] ?? '';
      const bare = tail ? phrase.slice(0, -tail.length) : phrase;
      const word = inverse.get(bare.toLowerCase());
      if (word === undefined) continue;
      // A code ("L1", a unit) is that code only as written: "l1" is a square of the board.
      const english = table.english.get(word) ?? '';
      if (/^[A-Z0-9]+$/.test(english) && /[A-Z]/.test(english) && bare !== english) continue;
      parts.push({
        text: (table.spellings.get(word) ?? word) + tail,
        verb: table.verbs.has(word),
        particle: table.postpositions.has(word),
        keyword: table.keywords.has(word) && !table.postpositions.has(word),
      });
      taken = n;
    }
    if (!taken) parts.push({ text: tokens[i] ?? '', verb: false, particle: false, keyword: false });
    i += taken || 1;
  }
  const words: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const next = parts[i + 1];
    // "へ 1010" -> "1010へ": the reader moves a particle written against a word back before it.
    if (part.particle && next && !next.verb && !next.particle) {
      const tail = /[^\p{L}\p{N}]+$/u.exec(next.text)?.[0] ?? '';
      words.push(next.text.slice(0, next.text.length - tail.length) + part.text + tail);
      i++;
    } else words.push(part.text);
  }
  const [first, ...rest] = words;
  // The verb goes last only in a plain order (names, places, a particle): one with clauses of its
  // own ("で 第9軍団 後退 0909") keeps the grammar's order, which reads better than a verb far away.
  const plain = parts.slice(1).every((p) => !p.verb && !p.keyword);
  if (!parts[0]?.verb || !plain || rest.length === 0 || first === undefined) return words.join(' ');
  // The verb last, against a particle before it ("1010へ移動"), else after a space.
  const last = rest[rest.length - 1] ?? '';
  const glued = [...table.postpositions].some((p) => last.endsWith(p));
  return glued ? [...rest.slice(0, -1), last + first].join(' ') : [...rest, first].join(' ');
}
