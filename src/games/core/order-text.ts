// Helpers shared by every game's order grammar: forgiving line splitting, tokens, near-miss
// suggestions. The grammar itself (which words mean what) belongs to each game.
import type { Problem } from './contract';

export interface OrderLine {
  /** 1-based line number in the submitted text (several orders on one line share it). */
  line: number;
  /** The order text as written, trimmed, comment removed. */
  text: string;
  /** Lower-cased tokens; commas and "->"/"-" arrows become spaces. */
  tokens: string[];
}

/**
 * The text as a phone keyboard meant it: Unicode NFKC (full-width letters, digits, `；` and `＃`, the
 * ideographic space, no-break spaces), curly quotes made straight, invisible marks dropped.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .replace(/\u3001/g, ',')
    .replace(/[\u200b-\u200f\u2060\ufeff]/g, '');
}

/**
 * Splits submitted text into order lines: one order per line or per `;`, `#` starts a comment,
 * blank lines are skipped, and a signature delimiter (`-- ` alone on a line) ends the orders.
 */
export function splitOrderLines(text: string): OrderLine[] {
  const out: OrderLine[] = [];
  const lines = normaliseText(text).replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] ?? '';
    if (/^--\s*$/.test(raw)) break;
    const withoutComment = raw.replace(/#.*$/, '');
    for (const part of withoutComment.split(';')) {
      const trimmed = part.trim();
      if (trimmed === '') continue;
      out.push({ line: i + 1, text: trimmed, tokens: tokenize(trimmed) });
    }
  }
  return out;
}

export function tokenize(text: string): string[] {
  return normaliseText(text)
    .toLowerCase()
    .replace(/[\u2013\u2014\u2192]/g, ' ') // en/em dashes and arrows from phone keyboards
    .replace(/->|=>/g, ' ')
    .replace(/[,()]/g, ' ')
    .split(/\s+/)
    .filter((t) => t !== '' && t !== '-');
}

/**
 * Edit distance counting a swap of two neighbouring letters as one edit (optimal string alignment):
 * thumbs on a phone swap letters ("mvoe", "atatck") as often as they miss one.
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] as number) + 1);
      row.push(d);
    }
    before = prev;
    prev = row;
  }
  return prev[b.length] as number;
}

/** The closest candidate to `word` (case-insensitive), if it is close enough to be a likely typo. */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(w, c.toLowerCase());
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  const tolerance = Math.max(1, Math.floor(w.length / 3));
  return bestDistance <= tolerance ? best : undefined;
}

/** A problem about one order line, with a "did you mean" when a near miss is found. */
export function lineProblem(
  line: OrderLine,
  message: string,
  near?: { word: string; candidates: readonly string[] },
): Problem {
  const suggestion = near ? suggest(near.word, near.candidates) : undefined;
  return {
    line: line.line,
    text: line.text,
    message,
    ...(suggestion
      ? {
          suggestion: `did you mean '${suggestion}'?`,
          suggests: { key: 'problem.didYouMean', vars: { suggestion } },
        }
      : {}),
  };
}

/** "line 3: 'XI' is not one of your units: I, II, V. Did you mean 'XII'?" */
export function formatProblem(p: Problem): string {
  const where = p.line !== undefined ? `line ${p.line}: ` : '';
  const hint = p.suggestion ? ` (${p.suggestion})` : '';
  return `${where}${p.message}${hint}`;
}
