// Words shared by the battle clauses (clauses.ts, withdraw-clause.ts): filler words skipped,
// ranks, the verbs, and names checked against what the writer has.
import { suggest } from '../../../core/order-text';
import type { BattleChoices, RankRule } from './types';

/** What the parser may check names against; without it any name is accepted as written. */
export interface BattleOrderContext {
  /** Ids of the writer's combat units. */
  units?: readonly string[];
  /** Names (or ids) of the writer's leaders. */
  leaders?: readonly string[];
  /** Place names the writer may use for hexes, lower-case name -> hex id, e.g. stirling -> 0504. */
  places?: Readonly<Record<string, string>>;
  /** The battle a clause is for: a plan's hex, or the hex of a `withdraw HEX:` standing line. */
  battleHex?: string;
  /** Why a hex cannot take a withdrawal split from this battle hex (STB-AMB-25), or undefined. */
  splitHexes?(battleHex: string, to: string): string | undefined;
  /** Why a unit or leader is not in that battle's stack, or undefined (not known ahead: undefined). */
  notInStack?(battleHex: string, id: string): string | undefined;
}

export const CLAUSE_VERBS = ['lineup', 'leaders', 'hits', 'withdraw', 'advance'] as const;
const VERB_ALIASES: Record<string, (typeof CLAUSE_VERBS)[number]> = {
  lineup: 'lineup',
  line: 'lineup',
  leaders: 'leaders',
  leader: 'leaders',
  hits: 'hits',
  hit: 'hits',
  withdraw: 'withdraw',
  withdrawal: 'withdraw',
  retreat: 'withdraw',
  advance: 'advance',
  advancement: 'advance',
};
export const FILLER = new Set([
  'up',
  'first',
  'then',
  'the',
  'units',
  'unit',
  'surplus',
  'a',
  'on',
  'by',
  'my',
  'step',
]);
export const RANK: Record<string, RankRule> = {
  strongest: 'strongest',
  strong: 'strongest',
  best: 'strongest',
};
Object.assign(RANK, { weakest: 'weakest', weak: 'weakest', worst: 'weakest' });
const KEYWORDS = [
  ...Object.keys(VERB_ALIASES),
  ...Object.keys(RANK),
  'against',
  'facing',
  'spread',
  'concentrate',
  'safest',
  'sparing',
  'leaders',
  'never',
  'once',
  'always',
  'losing',
  'outnumbered',
  'fewer',
  'half',
  'after',
  'round',
  'with',
  'friends',
  'city',
  'none',
  'to',
];

/** Splits "strongest-first" and "0913:" the way players write them. */
export function clauseTokens(tokens: readonly string[]): string[] {
  return tokens.flatMap((t) => t.split(/[-:.]+/)).filter((t) => t !== '');
}

export function clauseVerb(word: string | undefined): (typeof CLAUSE_VERBS)[number] | undefined {
  return word ? VERB_ALIASES[word] : undefined;
}

export type Parse = (choices: BattleChoices, words: string[], ctx: BattleOrderContext) => string | undefined;

/** A name the context knows, or any word when there is no context; a near miss of a keyword is an error. */
export function name(
  word: string,
  known: readonly string[] | undefined,
  what: string,
): { ok: string } | { error: string } {
  if (known) {
    const hit = known.find((k) => k.toLowerCase() === word);
    if (hit) return { ok: hit };
    const near = suggest(word, known);
    return { error: `'${word}' is not one of your ${what}${near ? ` (did you mean '${near}'?)` : ''}` };
  }
  const near = suggest(word, KEYWORDS);
  if (near && near !== word) return { error: `'${word}' is not understood here (did you mean '${near}'?)` };
  return { ok: word };
}
