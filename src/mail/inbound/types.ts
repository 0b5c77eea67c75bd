// The seam between the three inbound doors (SMTP listener, webhook, IMAP poller) and the one
// pipeline behind them. Every door hands over the raw MIME bytes unchanged; parsing, loop checks,
// token and sender checks all happen once, behind the handler.

/** Where a mail came in: a real door, or the embedded mailbox's "reply as this player". */
export type InboundDoor = 'smtp' | 'webhook' | 'imap' | 'mailbox';

export interface InboundMeta {
  door: InboundDoor;
  /** The connecting client's IP (SMTP door; the webhook's caller is the provider, not the sender). */
  remoteAddress?: string;
  /** The SMTP envelope, when the door saw one. `mailFrom: ''` is the null return path `<>`. */
  envelope?: { mailFrom: string; rcptTo: string[]; helo?: string };
}

/**
 * The one pipeline every door feeds. Resolves once the mail is safely taken over (stored or
 * answered); rejects only for a temporary failure, so the door can make the sender retry
 * (SMTP 451, webhook 5xx, IMAP: the mail stays in the inbox for the next poll).
 */
export type InboundHandler = (raw: Buffer, meta: InboundMeta) => Promise<void>;

/** Where our own mail comes from: used to spot reply addresses and our own mail coming back. */
export interface InboundAddressing {
  /** MAIL_DOMAIN, e.g. "despatch.example". */
  mailDomain: string;
  /** Local part of reply addresses: `orders+<token>@MAIL_DOMAIN`. */
  ordersLocalPart?: string;
  /** Our own sender addresses (MAIL_FROM and any others); mail from them is never answered. */
  ownAddresses?: string[];
}

export interface MailAddress {
  /** Normalised: trimmed and lower-cased. */
  address: string;
  /** Display name as written (RFC 2047 words decoded), '' when none. */
  name: string;
}

export interface ParsedInbound {
  /** Message-ID with its angle brackets, or null when the mail has none. */
  messageId: string | null;
  from: MailAddress | null;
  to: string[];
  cc: string[];
  /** Delivered-To / X-Original-To headers and the SMTP envelope recipients, when known. */
  deliveredTo: string[];
  /** The token of the first `orders+<token>@MAIL_DOMAIN` recipient, lower-cased; null if none. */
  replyToken: string | null;
  subject: string;
  inReplyTo: string | null;
  references: string[];
  date: Date | null;
  /**
   * Only the new text of the reply: quotes, attributions, forwarded parts and signatures removed;
   * at most MAX_LINES lines of MAX_LINE_CHARS characters (reply-text.ts), else ''.
   */
  text: string;
  /** The new text was longer than we read: nothing of it was read (the raw mail is kept). */
  tooLong: boolean;
  /** True when the mail must never be answered (auto-reply, bounce, list, our own mail...). */
  isAutomatic: boolean;
  /** Why it counts as automatic, e.g. "Auto-Submitted: auto-replied"; null when it does not. */
  why: string | null;
  /** Attachments are never read, only counted. */
  attachmentCount: number;
  /** Return path from the envelope or the topmost Return-Path header; '' is the null path `<>`. */
  returnPath: string | null;
  sizeBytes: number;
}
