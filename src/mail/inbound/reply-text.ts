// The new text of a mail body, read within bounds: on the mail thread (read-mail.ts), before any
// step whose cost grows faster than the text (email-reply-parser reverses strings and runs
// backtracking expressions over whole lines). A body is walked once, line by line: a run of quoted
// lines becomes one `>` line (only its being there matters to extract.ts), a line is cut after
// MAX_LINE_CHARS, and no more than MAX_SCANNED_LINES unquoted lines are looked at. What the
// player wrote may then hold at most MAX_LINES lines of at most MAX_LINE_CHARS characters; a longer
// text is not read at all (`tooLong`), so its orders are never half taken.
import { ownText, withoutClosing } from './extract';

/** Lines of new text a reply may hold (a game's orders for a step are a few dozen). */
export const MAX_LINES = 500;
/** Characters of one line (a one-line phone reply of forty orders is about 900). */
export const MAX_LINE_CHARS = 1000;
/** Unquoted lines looked at: the new text, its signature and what follows them. */
const MAX_SCANNED_LINES = 5 * MAX_LINES;

export interface ReplyText {
  /** The new text ('' when none, or when it is too long to read). */
  text: string;
  /** The new text holds more than MAX_LINES lines or a line of more than MAX_LINE_CHARS. */
  tooLong: boolean;
}

/** Quoted: `>` after at most a few blanks (looked at without reading the whole line). */
const isQuoted = (body: string, start: number, end: number): boolean => {
  for (let i = start; i < end && i < start + 8; i++) {
    const c = body.charCodeAt(i);
    if (c === 62) return true; // '>'
    if (c !== 32 && c !== 9) return false;
  }
  return false;
};

/** The body's lines as extract.ts needs them: quoted runs folded, lines cut, the count bounded. */
export function boundedLines(body: string): { lines: string[]; overlong: Set<number> } {
  const lines: string[] = [];
  const overlong = new Set<number>();
  let unquoted = 0;
  let start = 0;
  while (start <= body.length && unquoted < MAX_SCANNED_LINES) {
    const newline = body.indexOf('\n', start);
    const end = newline < 0 ? body.length : newline;
    const lineEnd = end > start && body.charCodeAt(end - 1) === 13 ? end - 1 : end;
    if (isQuoted(body, start, lineEnd)) {
      if (lines.at(-1) !== '>') lines.push('>');
    } else {
      if (lineEnd - start > MAX_LINE_CHARS) overlong.add(lines.length);
      lines.push(body.slice(start, Math.min(lineEnd, start + MAX_LINE_CHARS)));
      unquoted++;
    }
    if (newline < 0) break;
    start = newline + 1;
  }
  return { lines, overlong };
}

/** A line cut short is kept only when extract.ts drops it (a quote, a signature): marked, its being
 * kept shows. A character no text holds (a private-use noncharacter). */
const CUT = '\u{10FFFF}';

/** The new text of a body of any size, or `tooLong`; the work is bounded whatever the body. */
export function replyText(body: string): ReplyText {
  const { lines, overlong } = boundedLines(body);
  const ours = ownText(lines.map((l, i) => (overlong.has(i) ? `${l}${CUT}` : l)).join('\n'));
  if (ours.includes(CUT) || lineCount(ours) > MAX_LINES) return { text: '', tooLong: true };
  return { text: withoutClosing(ours), tooLong: false };
}

function lineCount(text: string): number {
  let n = text === '' ? 0 : 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}
