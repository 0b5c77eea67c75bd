// Posts one notice of the outbox to its channel and keeps the channel's record: its last delivery,
// its status and error, its failures in a row. The sender (outbox/sender.ts) claims the row, retries
// it with its backoff and marks it sent; this says whether it went.
//
// Delivery guarantee: at least once, each notice under one idempotency key. A sender killed after a
// receiver took the POST but before "sent" was recorded posts it again with the same key
// (Idempotency-Key header, and `key` in a webhook's JSON), so a receiver that keeps the keys it
// has seen takes each notice once.
import type { Kysely, Transaction } from 'kysely';
import { isQueuedNotice } from '../../db/notice';
import { channelById, recordDelivered, recordFailed } from '../../db/repos/notify-channels';
import type { Database, OutboxRow } from '../../db/schema';
import { noticeRequest, type TelegramConfig } from './payloads';
import { postJson } from './post';

export type SwitchedOffChannel = NonNullable<Awaited<ReturnType<typeof channelById>>>;

export interface NoticeDelivererOptions {
  db: Kysely<Database>;
  config: TelegramConfig & { webhookAllowPrivate: boolean };
  now?: () => Date;
  /** Queues the mail telling the player a channel was switched off, in the transaction that does it. */
  onSwitchedOff: (trx: Transaction<Database>, channel: SwitchedOffChannel) => Promise<void>;
  timeoutMs?: number;
}

/** A notice that did not go; `final`: retrying cannot help (the channel is off or gone). */
export class NoticeFailed extends Error {
  constructor(
    message: string,
    readonly final: boolean,
  ) {
    super(message);
    this.name = 'NoticeFailed';
  }
}

/** The receiver says the address is gone (a deleted Discord or Slack hook; a bot the chat blocked). */
const isGone = (status: number, kind: string) =>
  status === 404 || status === 410 || (kind === 'telegram' && status === 403);

/** Posts the notice of `row`; returns what the receiver answered, or throws NoticeFailed. */
export type NoticeDeliverer = (row: OutboxRow) => Promise<string>;

export function createNoticeDeliverer(o: NoticeDelivererOptions): NoticeDeliverer {
  const now = o.now ?? (() => new Date());

  async function failed(
    channel: SwitchedOffChannel,
    status: string,
    error: string,
    gone: boolean,
  ): Promise<never> {
    const off = await o.db.transaction().execute(async (trx) => {
      const switchedOff = await recordFailed(trx, channel.id, now(), { status, error, final: gone });
      if (switchedOff) await o.onSwitchedOff(trx, channel);
      return switchedOff;
    });
    throw new NoticeFailed(error, gone || off);
  }

  return async (row) => {
    if (!isQueuedNotice(row.mail)) throw new Error(`outbox row ${row.id} is not a notice`);
    const notice = row.mail.notice;
    const channel = await channelById(o.db, notice.channelId);
    if (!channel?.enabled) throw new NoticeFailed('the channel is off', true);
    let status: number;
    let text: string;
    try {
      const request = noticeRequest(channel, notice, o.config);
      ({ status, text } = await postJson(request.url, request.body, request.headers, {
        allowPrivate: o.config.webhookAllowPrivate,
        ...(o.timeoutMs ? { timeoutMs: o.timeoutMs } : {}),
      }));
    } catch (err) {
      return failed(channel, 'error', (err as Error).message, false);
    }
    if (status >= 200 && status < 300) {
      await recordDelivered(o.db, channel.id, now(), String(status));
      return `${channel.kind}:${status}`;
    }
    return failed(
      channel,
      String(status),
      `HTTP ${status}${text ? `: ${text.slice(0, 200)}` : ''}`,
      isGone(status, channel.kind),
    );
  };
}
