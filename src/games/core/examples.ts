// The examples a prompt shows are one block a player may copy (the mail prints them under "For
// example:"), so together they must be a legal submission in the position they are shown for.
import type { Problem } from './contract';

/** One line from each group of alternatives (the first that keeps the block legal, or none), in
 * order; `fallback` (e.g. 'pass') when no line is legal. */
export function legalExamples(
  groups: readonly (readonly string[])[],
  problemsOf: (text: string) => Problem[],
  fallback: string,
): string[] {
  const kept: string[] = [];
  for (const alternatives of groups) {
    const line = alternatives.find((l) => problemsOf([...kept, l].join('\n')).length === 0);
    if (line !== undefined) kept.push(line);
  }
  return kept.length > 0 ? kept : [fallback];
}
