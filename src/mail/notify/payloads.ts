// What each kind of channel is sent: the request (URL, JSON body, headers) for one notice. A generic
// webhook gets the documented JSON (docs/players.md, "Notices on your own channel") signed with the
// channel's secret; Discord, Slack and Telegram get the notice's lines as their message text.
import type { ChannelNotice } from '../../db/notice';
import type { NotifyChannelKind } from '../../db/schema';
import { noticeLines } from './notice-text';
import { signBody, SIGNATURE_HEADER } from './signature';

export interface NoticeChannel {
  id: number;
  kind: NotifyChannelKind;
  target: string;
  secret: string;
  private: boolean;
}

export interface TelegramConfig {
  telegramBotToken: string | undefined;
  telegramApiUrl: string;
}

export interface NoticeRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** The generic webhook's JSON (version 1): never the orders link unless the channel is private. */
export function webhookPayload(n: ChannelNotice, privateChannel: boolean) {
  return {
    version: 1,
    key: n.key,
    kind: n.kind,
    game: n.game,
    side: n.side,
    step: n.step,
    awaiting: n.awaiting,
    deadline: n.deadline,
    url: n.publicUrl,
    ...(privateChannel && n.ordersUrl ? { ordersUrl: n.ordersUrl } : {}),
    summary: n.summary,
    text: noticeLines(n, privateChannel).join('\n'),
  };
}

function bodyFor(c: NoticeChannel, n: ChannelNotice): unknown {
  const text = noticeLines(n, c.private).join('\n');
  switch (c.kind) {
    case 'webhook':
      return webhookPayload(n, c.private);
    // No @everyone or role pings from a game title a player chose.
    case 'discord':
      return { content: text, allowed_mentions: { parse: [] } };
    case 'slack':
      return { text };
    case 'telegram':
      return { chat_id: c.target, text, disable_web_page_preview: true };
  }
}

export function noticeRequest(c: NoticeChannel, n: ChannelNotice, telegram: TelegramConfig): NoticeRequest {
  const body = JSON.stringify(bodyFor(c, n));
  const headers: Record<string, string> = { 'idempotency-key': n.key };
  if (c.kind === 'webhook') {
    headers[SIGNATURE_HEADER] = signBody(c.secret, body);
    headers['x-despatch-kind'] = n.kind;
  }
  if (c.kind !== 'telegram') return { url: c.target, body, headers };
  if (!telegram.telegramBotToken)
    throw new Error('the organiser has set no Telegram bot (TELEGRAM_BOT_TOKEN)');
  return { url: `${telegram.telegramApiUrl}/bot${telegram.telegramBotToken}/sendMessage`, body, headers };
}
