// What compose produces and what it needs. OutgoingMail is plain JSON: the outbox stores it in a jsonb
// column as is and the sender hands it to nodemailer or to the embedded mailbox.
import type { Prompt, Result } from '../../games/core/contract';
import type { GameEvent } from '../../games/core/events';
import type { Lang, Message } from '../../i18n/index';

export type { MailAttachment, OutgoingMail } from '../../db/outgoing-mail';

/** Shared by every compose context. */
export interface MailBase {
  /** Opaque game id (thread ids). */
  gameId: string;
  /** The short human number: "Sharpsburg #12". */
  gameNumber: number;
  gameTitle: string;
  side: string;
  /** Display names of the sides; default: the capitalised id ("Union"). */
  sideNames?: Record<string, string>;
  to: string;
  from?: string;
  mailDomain: string;
  /** Unique per (game, side) and stable for this mail ('start', 's3-report', 'final' ...): the
   *  Message-ID derives from it, so composing again gives the same id. 'start' is the thread root. */
  mailKey: string;
  /** The map picture; an SVG is named by its hash and drawn at 1000 px by the sender (outbox/pictures.ts). */
  map: { png: Uint8Array } | { svg: string };
  /** A place of the map (a hex or square id) as the reader names it, for the places the close-ups
   *  show or leave out; the id itself when absent (a map whose places have no names). */
  placeName?: (place: string) => string;
  /** The side's read-only game page. */
  gameUrl: string;
  /** The player's hub: all their games, clubs, ladders and challenges (in the footer). */
  hubUrl?: string;
  /** The game's rules summary (`<base>/rules/<game>`): in the HTML mail, each report line's clause id
   *  ("[SH-CRT-4]") links to its anchor there; the text mail keeps the id in brackets. */
  rulesUrl?: string;
  /** Short paragraphs shown first (a missed deadline, an extension, a vacation ...). */
  notices?: (string | Message)[];
  /** A ladder's side bid on this game, in a sentence (in the footer of every mail). */
  handicap?: string;
  /** The reader's language; English when absent. Game texts (title, side names, prompt, events)
   *  arrive already in it; compose writes its own sentences in it. */
  lang?: Lang;
}

/** What the side must do now: the prompt mail, or the tail of a report when this side acts next. */
export interface ActionContext {
  prompt: Prompt;
  orderUrl: string;
  /** signReplyToken(...): Reply-To becomes orders+<token>@mailDomain. */
  replyToken: string;
  /** ISO time, or null for no deadline. */
  deadline: string | null;
  /** Current standing orders in normal form; '' or absent: none (the defaults apply). */
  standing?: string;
  /** The player's IANA time zone: the deadline is also shown in it. */
  timeZone?: string;
  /** When the mail is composed (ISO): the deadline then says how long is left ("in 2 days"). */
  now?: string;
  /** Attach the deadline as a calendar event (deadline.ics): the step, how often its deadline moved. */
  calendar?: { step: number; sequence: number; stamp: string };
}

export interface PromptContext extends MailBase, ActionContext {
  /** An extra paragraph, e.g. a reminder ("Your orders are due in 12 hours."). */
  situation?: string | Message;
  /** The first mail of the game: SHA-256 of the dice seed (hex). */
  seedHash?: string;
}

export interface ReportContext extends MailBase {
  /** Title of the resolved step, e.g. "Turn 3 (08:30), Union to move". */
  stepTitle: string;
  /** The step's events; filtered again to the side with eventsFor. */
  events: GameEvent[];
  /** Victory points so far, when known. */
  vp?: Record<string, number>;
  /** Present when THIS side must act next: the report then carries the prompt, link and Reply-To. */
  next?: ActionContext;
  /** The sides that must act next, when this side does not. */
  waitingFor?: string[];
}

export interface FinalContext extends MailBase {
  result: Result;
  /** The revealed seed (hex) and its commitment sent in the first mail. */
  seed: string;
  seedHash: string;
  /** Where the whole record can be read or downloaded. */
  recordUrl: string;
  /** The last step's events and title, when the final mail also reports them. */
  events?: GameEvent[];
  stepTitle?: string;
}

/** The first mail to a side that does not act first. */
export interface StartContext extends MailBase {
  seedHash: string;
  waitingFor: string[];
}
