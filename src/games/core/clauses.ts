// Each result names its rule (issue #45): every event kind a game logs maps to the rules clause that
// decided it, and each clause has a short title and summary in Despatch's own words (never the
// rulebook's text), kept in the game's data/rules-summary.json.
import { z } from 'zod';
import { checkData } from './data-file';
import type { GameEvent } from './events';
import type { Lang } from './lang';

const wordsSchema = z.object({ title: z.string().min(1), summary: z.string().min(1) });
const summarySchema = z.object({
  about: z.record(z.enum(['en', 'ja']), z.string()),
  clauses: z.array(
    z.object({ id: z.string().regex(/^[A-Z]+-[A-Za-z0-9.-]+$/), en: wordsSchema, ja: wordsSchema }),
  ),
});
export type RulesSummary = z.infer<typeof summarySchema>;
export type RuleClause = RulesSummary['clauses'][number];

/** A kind's clause: one id, or a choice by the event's details (a die by its purpose, a marker by its id). */
export type ClauseRule = string | ((event: GameEvent) => string);

export interface ClauseBook {
  /** Every event kind the game logs (a const list, so a table typed by it misses none). */
  eventKinds: readonly string[];
  /** The clause that decided an event; null for an event the service adds (a resignation). */
  clauseOf(event: GameEvent): string | null;
  summary: RulesSummary;
}

/** A game's book from its kinds, its table (the compiler checks every kind has a rule) and its summary. */
export function clauseBook<K extends string>(
  eventKinds: readonly K[],
  table: Record<K, ClauseRule>,
  summaryFile: string,
  rawSummary: unknown,
): ClauseBook {
  const summary = checkData(summaryFile, summarySchema, rawSummary);
  const rules: Record<string, ClauseRule> = table;
  return {
    eventKinds,
    summary,
    clauseOf(event) {
      const rule = Object.hasOwn(rules, event.kind) ? rules[event.kind] : undefined;
      if (rule === undefined) return null;
      return typeof rule === 'string' ? rule : rule(event);
    },
  };
}

/** The events with their clause ids beside them (`clause`), for the reports and the replay. */
export function withClauses(book: ClauseBook, events: readonly GameEvent[]): GameEvent[] {
  return events.map((e) => {
    const clause = book.clauseOf(e);
    return clause ? { ...e, clause } : { ...e };
  });
}

/** A clause's title in a language; the id itself when the summary lacks it. */
export function clauseTitle(book: ClauseBook, id: string, lang: Lang): string {
  return book.summary.clauses.find((c) => c.id === id)?.[lang].title ?? id;
}

/** The first clause id a sentence cites ("... (SH-ART-9).") with the game's prefix, if any. */
export function cited(text: string, prefix: string): string | null {
  const m = new RegExp(`\\b(${prefix}-[A-Za-z0-9.-]*[A-Za-z0-9])`).exec(text);
  return m ? (m[1] as string) : null;
}
