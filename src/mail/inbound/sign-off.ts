// Greetings and closing lines of a reply ("Hi,", "Dear Bob", "こんにちは" above the orders; "Thanks,
// Bob", "Viele Grüße / Jens" below) that the reply extractor cannot tell from text: a reply must not
// be refused only because the player greeted or signed it. The rule, kept narrow so a mistyped order
// is still reported rather than dropped:
//   a greeting or sign-off is a run of at most MAX_LINES non-blank lines at the very start or the very
//   end of the order text, with at least one other line beside it; each of them short (≤ MAX_WORDS words, ≤ MAX_CHARS characters),
//   made of letters and punctuation only (no digit: hexes, squares and unit ids have digits), and
//   not starting with an order keyword of the step or a command, nor with a near miss of one.
// The caller sets the lines aside only when the game's grammar cannot read them, and says so.
import { suggest } from '../../games/core/order-text';

const MAX_LINES = 3;
const MAX_WORDS = 4;
const MAX_CHARS = 40;
/** Letters (any script), marks, emoji, spaces and the punctuation of greetings. */
const GREETING_OR_NAME =
  /^[\p{L}\p{M}\p{Extended_Pictographic}][\p{L}\p{M}\p{Extended_Pictographic}\s,.!'’&()-]*$/u;
/** Emoji joiners and variation selectors, dropped before the test above. */
const JOINERS = /\u200d|\ufe0f/g;

/**
 * First words of the reply commands (src/mail/inbound/commands.ts): their near misses are not
 * sign-offs either. Short words that are also first names' near misses (draw: Drew) are left out.
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
] as const;

export interface SignOffLine {
  /** 1-based line number in the order text (the mail's numbering). */
  line: number;
  text: string;
}

function looksLikeSignOff(line: string, keywords: readonly string[]): boolean {
  if (line.length > MAX_CHARS || !GREETING_OR_NAME.test(line.replace(JOINERS, ''))) return false;
  const words = line.split(/\s+/);
  if (words.length > MAX_WORDS) return false;
  const first = (words[0] ?? '').replace(/[^\p{L}\p{M}]/gu, '').toLowerCase();
  if (first === '') return true;
  // A keyword, or a near miss of one (typos and swapped letters), could be an order: not a sign-off.
  return suggest(first, keywords) === undefined;
}

/**
 * The trailing lines of `text` that look like a sign-off (empty when there are none).
 * `commandLines`: lines of the mail read as commands (blank in `text`); they count as lines above.
 */
export function trailingSignOff(
  text: string,
  keywords: readonly string[],
  commandLines: readonly number[] = [],
): SignOffLine[] {
  const lines = text.split('\n');
  const found: SignOffLine[] = [];
  let i = lines.length - 1;
  for (; i >= 0; i--) {
    const t = (lines[i] ?? '').trim();
    if (t === '') continue;
    if (!looksLikeSignOff(t, keywords)) break;
    found.unshift({ line: i + 1, text: t });
  }
  // Only below the orders (i >= 0: a line that is not a sign-off is left above), and only a few
  // lines: a longer run is prose, which the grammar should report.
  const first = found[0]?.line ?? 0;
  const above = i >= 0 || commandLines.some((l) => l < first);
  return above && found.length <= MAX_LINES ? found : [];
}

/**
 * The leading lines of `text` that look like a greeting (empty when there are none): the same test as
 * a sign-off, at the top, with at least one other line below.
 */
export function leadingGreeting(text: string, keywords: readonly string[]): SignOffLine[] {
  const lines = text.split('\n');
  const found: SignOffLine[] = [];
  let i = 0;
  for (; i < lines.length; i++) {
    const t = (lines[i] ?? '').trim();
    if (t === '') continue;
    if (!looksLikeSignOff(t, keywords)) break;
    found.push({ line: i + 1, text: t });
  }
  const below = lines.slice(i).some((l) => l.trim() !== '');
  return below && found.length <= MAX_LINES ? found : [];
}

/** `text` with the given lines blanked, so the line numbers of the rest stay those of the mail. */
export function blankLines(text: string, lines: ReadonlySet<number>): string {
  return text
    .split('\n')
    .map((l, index) => (lines.has(index + 1) ? '' : l))
    .join('\n')
    .replace(/\s+$/, '');
}
