// The report (or final) mails of a resolved step, composed from what is stored: the step's events and
// the state after it (their rows), the game's type and seed, and the request the resolution queued
// (report-requests.ts). Pure, so it runs on the resolution thread in a server; the same stored data
// composes the same mails, with the same Message-IDs, however often it runs.
import type { OutgoingMail } from '../../mail/compose/types';
import type { Prompt, Result } from '../../games/core/contract';
import type { GameEvent } from '../../games/core/events';
import type { GameFacts } from '../base/facts';
import type { AnyGame, AppConfig, AppContext } from '../base/context';
import { reportMails } from '../notices/mails';
import { checkedState } from '../base/game-state';
import type { Notice } from '../notices/words';

/** What a resolution asks the composer for; plain JSON in the outbox row. */
export interface ReportRequest {
  step: { seq: number; title: string };
  /** The resolution's clock (ISO): links are signed and deadlines told from it. */
  now: string;
  /** Paragraphs every side reads first: sentences, or messages said in each reader's language. */
  notices: (string | Notice)[];
  next: { seq: number; prompts: Prompt[]; deadline: string | null } | null;
  result: Result | null;
  /** As they were when the step was resolved (the seed is read from the game when composing). */
  facts: Omit<GameFacts, 'module' | 'seed'>;
}

export interface ReportInput {
  config: AppConfig;
  gameType: string;
  seed: string;
  request: ReportRequest;
  /** The state after the step and its events, as stored. */
  state: unknown;
  events: GameEvent[];
}

/** Every side's mail of the step. */
export function composeReports(games: (id: string) => AnyGame, input: ReportInput): OutgoingMail[] {
  const { request: r } = input;
  const module = games(input.gameType);
  const now = new Date(r.now);
  // Composing mail reads only the config and the clock, which stands at the resolution's time.
  const composing = { config: input.config, now: () => now, games } as AppContext;
  const next = r.next
    ? { ...r.next, deadline: r.next.deadline === null ? null : new Date(r.next.deadline) }
    : null;
  const done = {
    ...r.step,
    events: input.events,
    state: checkedState(module, input.state),
    notices: r.notices,
  };
  return reportMails(composing, { ...r.facts, seed: input.seed, module }, done, next, r.result);
}
