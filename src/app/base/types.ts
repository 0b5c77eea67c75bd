// The inputs and outputs of the use-cases, shared by the capability folders and the Services object.
import type { Lang } from '../../i18n/index';
import type { GameOption, Handicap, Problem, Prompt, Result, Side, View } from '../../games/core/contract';
import type { GameEvent } from '../../games/core/events';
import type { MailAttachment } from '../../mail/compose/types';
import type { TimeControls } from './time-controls';
import type { GameSummary } from './facts';

export type { GameSummary } from './facts';

export type Channel = 'web' | 'email' | 'cli' | 'timeout' | 'bot';

export interface CreateGameInput {
  game: string;
  scenario?: string;
  options?: Record<string, unknown>;
  /** Each side's player's address, or `bot` / `bot:LEVEL` for a side the bot plays. */
  players: Record<Side, string>;
  /** Default 3 days. */
  turnTimeSeconds?: number;
  /** Reminders, weekends off, misses before a forfeit (src/app/time-controls.ts); defaults apply. */
  timeControls?: Partial<TimeControls>;
  /** A ladder's side bid: points given to a side at the end's count (games with a count only). */
  handicap?: Handicap;
  /** The language each side's player reads (issue #17); a side left out reads English. */
  langs?: Partial<Record<Side, string>>;
  /** The organiser's explicit choice that one person plays every side (otherwise refused). */
  oneForBothSides?: boolean;
}

export interface CreateGameResult {
  gameId: string;
  number: number;
  links: Record<Side, string>;
}

export interface SubmitInput {
  gameId: string;
  side: Side;
  step: number;
  text: string;
  standing?: string;
  channel: Channel;
  messageId?: string;
  /** The player's share of the step's dice: hex (CONTRIBUTION), made by the page, the mail or the bot. */
  contribution?: string;
  /** The seat a link was signed for: refused ('seat-taken') if the side has another player now. */
  seat?: number;
}

export type SubmitResult =
  | {
      ok: true;
      normal: string[];
      standing: string | null;
      resolved: boolean;
      currentStep: number;
      /** The submission's contribution to the step's dice, as stored (the player may check it in the
       *  record); null when none was given. */
      contribution: string | null;
    }
  | { ok: false; problems: Problem[]; standingProblems: Problem[] };

export interface CheckInput {
  gameId: string;
  side: Side;
  step: number;
  text: string;
  standing?: string;
}

export interface CheckResult {
  ok: boolean;
  normal: string[];
  problems: Problem[];
  standingProblems: Problem[];
}

export interface Report {
  seq: number;
  title: string;
  resolvedAt: string;
  events: GameEvent[];
  svg: string;
  result: Result | null;
}

export interface SideView {
  /** The language the side's player reads; the game's texts below are in it (issue #17). */
  lang: Lang;
  /** The sides' names in that language; null: their default English names. */
  sideNames: Record<string, string> | null;
  /** The grammar with examples for this step, in that language ('' when not asked or not awaited). */
  help: string;
  game: GameSummary;
  side: Side;
  /** The side's seat: which of its players' links are good (a replaced player's are not). */
  seat: number;
  player: string;
  sides: Side[];
  step: {
    seq: number;
    title: string;
    awaiting: Side[];
    openedAt: string;
    deadline: string | null;
    status: 'open' | 'resolved';
  };
  /** The step a signed link was for, by its title ("Turn 3, Union"), never its internal number. */
  linkStep: { seq: number; title: string | null; status: 'open' | 'resolved' | 'unknown' } | null;
  /** When this view was taken (ISO): deadlines on its pages say how long is left. */
  asOf: string;
  /** The player's IANA time zone, when known: deadlines are also shown in it. */
  timeZone: string | null;
  prompt: Prompt | null;
  submitted: { text: string; normal: string[]; at: string; channel: Channel } | null;
  standing: string;
  view: View;
  /** Where each of the side's units may end a move in the open step (empty when it has none). */
  /** The lines a tap writes where the game's grammar differs from move/attack (GameModule.tapOrders). */
  tapOrders: { move: string; attack: string } | null;
  destinations: Record<string, string[]>;
  svg: string;
  lastReport: Report | null;
  result: Result | null;
  link: string | null;
}

export interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  createdAt: string;
}

/** Which page of the mailbox: mails older than `before` or newer than `after`, `limit` at most. */
export interface MailboxPage {
  before?: number;
  after?: number;
  limit?: number;
}

export interface MailboxMessage extends MailboxEntry {
  from: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  messageId: string;
  inReplyTo?: string;
  references?: string[];
  replyTo?: string;
  attachments: MailAttachment[];
}

export interface GameTypeInfo {
  id: string;
  title: string;
  sides: readonly string[];
  scenarios: { id: string; title: string }[];
  options: readonly GameOption[];
}
