// Facts about one game that several capabilities read: its summary for pages and records, what the
// mails need to know, and the open step a prompt is written for.
import type { Handicap, Prompt } from '../../games/core/contract';
import type { Lang } from '../../i18n/index';
import type { AnyGame } from './context';

export interface GameSummary {
  id: string;
  number: number;
  type: string;
  title: string;
  scenario: string;
  status: 'active' | 'paused' | 'finished';
  turnTimeSeconds: number;
  seedHash: string;
  seed: string | null;
  createdAt: string;
  /** A ladder's side bid, in a sentence; absent: none. */
  handicap?: string;
}

/** What the mails need to know about a game. */
export interface GameFacts {
  id: string;
  number: number;
  module: AnyGame;
  players: Record<string, string>;
  standing: Record<string, string>;
  timeZones?: Record<string, string>;
  /** Each side's seat (links carry it); a side left out is seat 0. */
  seats?: Record<string, number>;
  /** The language each side's player reads; a side left out reads English. */
  langs?: Record<string, Lang>;
  seed: string;
  seedHash: string;
  turnTimeSeconds: number;
  /** A ladder's side bid: points given to a side at the end's count. */
  handicap?: Handicap | null;
  /** Side -> level of the sides the bot plays (the first mails say so). */
  bots?: Record<string, string>;
}

export interface OpenStep {
  seq: number;
  prompts: Prompt[];
  deadline: Date | null;
  /** How often this step's deadline has moved (the calendar event's SEQUENCE). */
  revision?: number;
}

/** The open step as the prompt mails see it, from its stored row (`revision` after any move). */
export function openStepOf(
  step: { seq: number; prompts: unknown[]; deadline: Date | null; deadline_revision: number },
  moved?: { deadline: Date | null; revision: number },
): OpenStep {
  return {
    seq: step.seq,
    prompts: step.prompts as Prompt[],
    deadline: moved ? moved.deadline : step.deadline,
    revision: moved ? moved.revision : step.deadline_revision,
  };
}
