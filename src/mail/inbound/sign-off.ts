// Greetings, names and remarks around the orders of a reply ("Hi,", "Dear Bob", "こんにちは" above;
// "Thanks, Bob", "よろしくお願いします。", "Photo of my table attached." below): a reply must not be
// refused only because the player wrote as people write. The rule, kept narrow so a mistyped
// order is still reported rather than dropped:
//   the lines above the first and below the last line that carries something of the order grammar
//   are candidates; a line carries the grammar when it has a digit (hexes, squares, unit ids), when
//   its first word is an order word or a command or a near miss of one, when any word is one, or
//   when it names one of the player's units (a lone letter, or two small letters, is a word: I, an).
// Lines between orders are never candidates, nor is anything when no line carries the grammar
// and no command was found. The caller sets a candidate aside only when the game's grammar
// cannot read it, and says so.
import { normaliseText, suggest } from '../../games/core/order-text';

/**
 * First words of the reply commands (src/mail/inbound/commands.ts): their near misses are not
 * greetings either. Short words that are also first names' near misses (draw: Drew) are left out.
 */
export const COMMAND_WORDS = [
  'help',
  'status',
  'clear',
  'standing',
  'resign',
  'vacation',
  'pause',
  'resume',
  'timezone',
  'digest',
  'challenge',
  'accept',
  'decline',
  'standings',
  'seek',
] as const;

export interface SignOffLine {
  /** 1-based line number in the order text (the mail's numbering). */
  line: number;
  text: string;
}

/** What the game's grammar is made of, for this side and step. */
export interface Grammar {
  /** Order words of the step and the command words. */
  keywords: readonly string[];
  /** The player's units a line names (the game's `unitsNamed`); none when the game cannot tell. */
  unitsNamed?: (line: string) => string[];
}

const words = (line: string) =>
  line
    .split(/[\s,;:.!?()"]+/)
    .map((w) => w.replace(/[^\p{L}\p{M}'-]/gu, ''))
    .filter((w) => w !== '');

/** True when a line holds nothing an order is made of (see the rule above). */
export function carriesGrammar(raw: string, grammar: Grammar): boolean {
  const line = normaliseText(raw);
  if (/\d/.test(line)) return true;
  const ws = words(line).map((w) => w.toLowerCase());
  const keywords = grammar.keywords.map((k) => k.toLowerCase());
  if (ws[0] !== undefined && suggest(ws[0], keywords) !== undefined) return true;
  if (ws.some((w) => keywords.includes(w))) return true;
  // "I", "a", "an", "le": words of prose, even where a unit is called so.
  const unitWords = words(line).filter((w) => w.length > 2 || (w.length === 2 && /\p{Lu}/u.test(w)));
  return unitWords.length > 0 && (grammar.unitsNamed?.(unitWords.join(' ')) ?? []).length > 0;
}

/**
 * The lines of `text` above and below its order lines that carry nothing of the grammar.
 * `commandLines`: lines of the mail read as commands (blank in `text`); they count as order lines.
 */
export function linesAroundOrders(
  text: string,
  grammar: Grammar,
  commandLines: readonly number[] = [],
): SignOffLine[] {
  const lines = text.split('\n').map((l, i) => ({ line: i + 1, text: l.trim() }));
  const written = lines.filter((l) => l.text !== '');
  const anchors = [
    ...written.filter((l) => carriesGrammar(l.text, grammar)).map((l) => l.line),
    ...commandLines,
  ];
  if (anchors.length === 0) return [];
  const first = Math.min(...anchors);
  const last = Math.max(...anchors);
  return written.filter((l) => l.line < first || l.line > last);
}

/** `text` with the given lines blanked, so the line numbers of the rest stay those of the mail. */
export function blankLines(text: string, lines: ReadonlySet<number>): string {
  return text
    .split('\n')
    .map((l, index) => (lines.has(index + 1) ? '' : l))
    .join('\n')
    .replace(/\s+$/, '');
}
