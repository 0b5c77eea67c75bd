// A notice to a player's channel (a webhook, Discord, Slack, Telegram) as the outbox stores it: the
// app writes it, in the transaction of the event it tells of, and the sender posts it. It lives with
// the storage so db/ needs nothing from mail/ or app/ (as outgoing-mail.ts).

/** What a channel may choose to get. */
export const NOTICE_KINDS = ['turn', 'reminder', 'report', 'result', 'club', 'digest'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export interface ChannelNotice {
  channelId: number;
  kind: NoticeKind;
  /** The idempotency key (game, step, side, kind, channel): also the outbox row's message_id. */
  key: string;
  lang: string;
  game: { id: string; number: number; title: string } | null;
  side: { id: string; name: string } | null;
  step: { seq: number; title: string } | null;
  /** The sides whose orders are awaited, by name. */
  awaiting: string[];
  /** ISO time, or null when the step has none. */
  deadline: string | null;
  /** The player's time zone, in which the deadline is told. */
  timeZone: string;
  /** A link with no power: safe in a channel others read. */
  publicUrl: string;
  /** The side's signed orders link: sent only to a channel its player marked private. */
  ordersUrl: string | null;
  /** The end of the game in a sentence, for a result. */
  summary: string | null;
}

/** The outbox row's JSON value for a notice (its mail column). */
export interface QueuedNotice {
  notice: ChannelNotice;
}

export function isQueuedNotice(mail: unknown): mail is QueuedNotice {
  return typeof mail === 'object' && mail !== null && 'notice' in mail;
}

/** The outbox row kind of every notice. */
export const NOTICE_ROW_KIND = 'notice';

/** The key that makes a notice once: a second row with it is a no-op (outbox.message_id is unique). */
export function noticeKey(n: {
  gameId: string;
  step: number;
  side: string;
  kind: string;
  channelId: number;
}): string {
  return `notice:${n.gameId}/${n.step}/${n.side}/${n.kind}/${n.channelId}`;
}

/** The outbox row of a notice, its columns as enqueueMails and a resolution write them. */
export function noticeRow(n: ChannelNotice, gameId: string | null, now: Date) {
  return {
    game_id: gameId,
    kind: NOTICE_ROW_KIND,
    to_addr: `channel:${n.channelId}`,
    message_id: n.key,
    mail: { notice: n } satisfies QueuedNotice,
    next_attempt_at: now,
    created_at: now,
  };
}
