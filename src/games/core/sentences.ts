// A game's sentences in a second language, kept as data (issue #17): each English sentence the rules
// write is matched by a pattern, and its pieces (unit names, sides, hexes, numbers) are put into the
// other language's sentence, names translated through the game's name table. The rules keep writing
// one language; a sentence the table does not know stays as written, so nothing is lost.
import { z } from 'zod';

export const sentenceTableSchema = z.object({
  note: z.string().optional(),
  /** Whole sentences: `en` a regular expression over the English sentence, `ja` with {1}, {2} ...
   *  ({s1}: that piece is itself a sentence of the table, as a reason inside "Order ignored: ..."). */
  sentences: z.array(z.object({ en: z.string(), ja: z.string() })),
  /** The same for one item of a list inside a sentence ("A1 deployed at 1208"). */
  pieces: z.array(z.object({ en: z.string(), ja: z.string() })).default([]),
  /** Words inside sentences (results, states, connectives) -> the other language. */
  words: z.record(z.string(), z.string()).default({}),
  /** The help's grammar, said once in the other language. */
  help: z.array(z.string()).default([]),
});
export type SentenceTable = z.infer<typeof sentenceTableSchema>;

export interface Translator {
  /** The sentence in the other language, or undefined when no pattern knows it. */
  sentence(text: string): string | undefined;
  /** The sentence, or as written. */
  line(text: string): string;
  /** Names and words inside a piece of text, longest first. */
  names(text: string): string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A translator from the table and the game's names (English -> other language). */
export function sentenceTranslator(table: SentenceTable, names: Record<string, string>): Translator {
  const compile = (list: { en: string; ja: string }[]) =>
    list.map((s) => ({ re: new RegExp(`^${s.en}$`), ja: s.ja }));
  const patterns = compile(table.sentences);
  const pieces = compile(table.pieces);
  const all = { ...table.words, ...names };
  const keys = Object.keys(all).sort((a, b) => b.length - a.length);
  // Whole words only: "I" must not be found inside "II", nor "AR" inside "ARTILLERY".
  const word = keys.length ? new RegExp(`(?<![\\w'])(${keys.map(escape).join('|')})(?![\\w'])`, 'g') : null;
  const words = (text: string): string => (word ? text.replace(word, (m) => all[m] ?? m) : text);
  const fill = (list: typeof patterns, text: string, inner: (s: string) => string): string | undefined => {
    for (const p of list) {
      const m = p.re.exec(text.trim());
      if (m)
        return p.ja.replace(/\{(s?)(\d)\}/g, (_, whole: string, i: string) =>
          (whole ? nested : inner)(m[Number(i)] ?? ''),
        );
    }
    return undefined;
  };
  // An item of a list, and each place of a route ("Bothwell (0505) → near Stirling (0504)"), is a piece.
  // A piece inside a piece ("Vacillate against the March from near Ayr (0909)") reads as a piece too.
  const inPiece = (text: string): string => fill(pieces, text, inPiece) ?? words(text);
  const piece = (item: string): string => item.split(' → ').map(inPiece).join(' → ');
  const namesIn = (text: string): string => text.split(', ').map(piece).join('、');
  const sentence = (text: string): string | undefined => fill(patterns, text, namesIn);
  const nested = (text: string): string => sentence(text) ?? namesIn(text);
  return { sentence, line: (text) => sentence(text) ?? text, names: namesIn };
}
