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
});
export type OrderWords = z.infer<typeof orderWordsSchema>;

/** Player's word (normalised, lower case) -> the English tokens it stands for. */
export type WordTable = ReadonlyMap<string, readonly string[]>;

function key(word: string): string {
  return normaliseText(word).toLowerCase().replace(/\s+/g, '');
}

/** One table from several lists of `word -> English` (order words, then names from the data files). */
export function wordTable(...lists: Record<string, string>[]): WordTable {
  const out = new Map<string, string[]>();
  for (const list of lists)
    for (const [word, english] of Object.entries(list))
      out.set(key(word), english.toLowerCase().split(/\s+/).filter(Boolean));
  return out;
}

const LATIN_OR_DIGITS = /^[\x21-\x7e]+$/;

/**
 * Splits a token written without spaces ("1108へ移動", "移動xii") into table words and runs of Latin
 * letters and digits, longest table word first; a token with any unknown Japanese stays whole.
 */
function segment(token: string, table: WordTable): string[] {
  if (LATIN_OR_DIGITS.test(token) || table.has(token)) return [token];
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
      if (table.has(candidate)) found = candidate;
    }
    if (!found) return [token];
    parts.push(found);
    i += found.length;
  }
  return parts;
}

/** The tokens with every table word replaced by its English tokens; other tokens unchanged. */
export function translateTokens(tokens: readonly string[], table: WordTable): string[] {
  const out: string[] = [];
  for (const token of tokens)
    for (const [k, part] of segment(token, table).entries()) {
      // Punctuation written after a Japanese word ("スターリング:") stays with its translation.
      if (k > 0 && /^[^\p{L}\p{N}]+$/u.test(part)) out[out.length - 1] += part;
      else out.push(...(table.get(part) ?? [part]));
    }
  return out;
}

/** Order lines whose tokens the English grammar can read (the text stays as the player wrote it). */
export function translateLines(lines: readonly OrderLine[], table: WordTable): OrderLine[] {
  return lines.map((line) => ({ ...line, tokens: translateTokens(line.tokens, table) }));
}
