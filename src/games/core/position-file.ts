// Reading a game's position file (each game's POSITION.md): every problem says what is wrong and on
// which line, whether the reader meets it on the line itself (a word it cannot read, a number out of
// range, a unit listed twice) or only once the whole file is read (a hex off an inline map, the
// state's own schema). The three games' readers share this.
import type { z } from 'zod';

export class PositionError extends Error {
  constructor(
    readonly line: number | null,
    readonly problem: string,
  ) {
    super(line === null ? `position: ${problem}` : `position line ${line}: ${problem}`);
  }
}

export function fail(line: number | null, problem: string): never {
  throw new PositionError(line, problem);
}

/** A word of the file as a problem quotes it: short and printable, whatever the file holds. */
export function quoted(word: string | undefined): string {
  const clean = (word ?? '').replace(/[^\x20-\x7e]/g, '?');
  return `'${clean.length > 24 ? `${clean.slice(0, 24)}...` : clean}'`;
}

/** A whole number from `min` to `max`, or a problem naming the line and the field. */
export function wholeNumber(
  line: number,
  word: string | undefined,
  what: string,
  min: number,
  max: number,
): number {
  const n = /^-?\d{1,16}$/.test(word ?? '') ? Number(word) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max)
    fail(line, `${what} must be a whole number from ${min} to ${max}, not ${quoted(word)}`);
  return n;
}

/**
 * What the file has listed so far: the line of each field (so a later check can name it), each id
 * once, and no more counters of a kind than the game's counter mix holds.
 */
export class PositionLines {
  private readonly lines = new Map<string, number>();
  private readonly ids = new Map<string, number>();
  private readonly counts = new Map<string, number>();

  /** The line that set a field of the state, by its path ('turn', 'units.3', 'control.0406'). */
  set(path: string, line: number): void {
    this.lines.set(path, line);
  }

  /** The line of the field at `path`, or of its nearest listed parent; null when none is listed. */
  lineOf(path: readonly PropertyKey[]): number | null {
    for (let n = path.length; n > 0; n--) {
      const line = this.lines.get(path.slice(0, n).map(String).join('.'));
      if (line !== undefined) return line;
    }
    return null;
  }

  /** An id the file uses once only (a unit, a leader). */
  once(line: number, id: string, what = 'unit'): void {
    const first = this.ids.get(id);
    if (first !== undefined) fail(line, `${what} ${quoted(id)} is listed twice (first on line ${first})`);
    this.ids.set(id, line);
  }

  /** One more counter of `kind`; a problem when the counter mix has only `limit` of them. */
  count(line: number, kind: string, limit: number): void {
    const n = (this.counts.get(kind) ?? 0) + 1;
    if (n > limit) fail(line, `one ${kind} too many: the counter mix has ${limit}`);
    this.counts.set(kind, n);
  }
}

/** The state the file describes, through the game's schema; an issue names the line that set its field. */
export function parsedState<S>(schema: z.ZodType<S>, draft: unknown, lines: PositionLines): S {
  const parsed = schema.safeParse(draft);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0]!;
  const field = first.path.length ? first.path.map(String).join('.') : 'the position';
  const line = lines.lineOf(first.path);
  fail(line, line === null ? `${field} is missing or wrong: ${first.message}` : `${field}: ${first.message}`);
}
