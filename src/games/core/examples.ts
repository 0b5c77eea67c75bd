// The examples a prompt shows are one block a player may copy (the mail prints them under "For
// example:"), so together they must be a legal submission in the position they are shown for.
import type { Problem } from './contract';

/** One line from each group of alternatives (the first that keeps the block legal, or none), in
 * order; `fallback` (e.g. 'pass') when no line is legal. A group may be a lazy sequence: its
 * alternatives are made only until one is legal (a move's furthest hex is a search each). */
export function legalExamples(
  groups: readonly Iterable<string>[],
  problemsOf: (text: string) => Problem[],
  fallback: string,
): string[] {
  const kept: string[] = [];
  for (const alternatives of groups) {
    for (const line of alternatives) {
      if (problemsOf([...kept, line].join('\n')).length > 0) continue;
      kept.push(line);
      break;
    }
  }
  return kept.length > 0 ? kept : [fallback];
}
