// A player's notice channels (issue #44): set by the player (a mail reply, the hub) or the organiser
// (the desk), switched off by them, and shown with each channel's last delivery and error. A URL is
// checked here for its form and, when it names an address, for where it points; the sender checks
// the address again at every send (mail/notify/address-guard.ts), since a name may change.
import { playerByEmail } from '../../db/repos/players';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { NOTICE_KINDS } from '../../db/notice';
import { upsertPlayer } from '../../db/repos/games';
import {
  channelsOfPlayer,
  saveChannel,
  switchChannels,
  switchOffChannels,
} from '../../db/repos/notify-channels';
import type { NotifyChannelKind } from '../../db/schema';
import { isInsideAddress } from '../../mail/notify/address-guard';
import type { AppContext } from '../base/context';
import { addressOf } from '../clubs/clubs';
import { refusal } from '../base/refusal';

export const CHANNEL_KINDS: readonly NotifyChannelKind[] = ['webhook', 'discord', 'slack', 'telegram'];
/** What a new channel gets unless the player chooses: everything about their games. */
export const DEFAULT_NOTICES = ['turn', 'reminder', 'report', 'result'];
/** 24 h, 6 h and 1 h before a deadline. */
export const DEFAULT_REMINDERS = [86_400, 21_600, 3_600];

export interface ChannelInput {
  kind: string;
  target: string;
  private?: boolean;
  kinds?: readonly string[];
  /** Seconds before a deadline. */
  reminders?: readonly number[];
}

/** A channel as the hub and the desk show it: its target shortened (a hook's URL is its key). */
export interface ChannelView {
  id: number;
  kind: NotifyChannelKind;
  target: string;
  private: boolean;
  kinds: string[];
  reminders: number[];
  enabled: boolean;
  failures: number;
  lastDeliveryAt: string | null;
  lastStatus: string | null;
  lastError: string | null;
}

/** A hook URL names its secret in its path: shown as host and the path's last characters only. */
export function shortTarget(kind: NotifyChannelKind, target: string): string {
  if (kind === 'telegram' || !URL.canParse(target)) return target;
  const u = new URL(target);
  const path = u.pathname + u.search;
  return path.length > 12 ? `${u.protocol}//${u.host}/…${path.slice(-6)}` : `${u.protocol}//${u.host}${path}`;
}

const TELEGRAM_CHAT = /^(?:-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;

function checkedTarget(ctx: AppContext, kind: NotifyChannelKind, raw: string): string {
  const target = raw.trim();
  if (kind === 'telegram') {
    if (!ctx.config.telegramBotToken) throw refusal('notify.refused.noTelegram');
    if (!TELEGRAM_CHAT.test(target)) throw refusal('notify.refused.badChat', { target: target.slice(0, 60) });
    return target;
  }
  const allowPrivate = ctx.config.webhookAllowPrivate === true;
  const ok =
    target.length <= 2000 &&
    URL.canParse(target) &&
    (new URL(target).protocol === 'https:' || (allowPrivate && new URL(target).protocol === 'http:'));
  if (!ok) throw refusal('notify.refused.badUrl', { target: target.slice(0, 60), kind });
  const u = new URL(target);
  if (u.username || u.password)
    throw refusal('notify.refused.badUrl', { target: shortTarget(kind, target), kind });
  const host = u.hostname.replace(/^\[|\]$/g, '');
  const inside =
    host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && isInsideAddress(host));
  if (inside && !allowPrivate) throw refusal('notify.refused.inside', { target: shortTarget(kind, target) });
  return target;
}

function checkedKinds(kinds: readonly string[] | undefined): string[] {
  if (!kinds) return DEFAULT_NOTICES;
  const known = kinds.filter((k) => (NOTICE_KINDS as readonly string[]).includes(k));
  return [...new Set(known)];
}

function checkedReminders(reminders: readonly number[] | undefined): number[] {
  if (!reminders) return DEFAULT_REMINDERS;
  // At most a week ahead and a minute before, whole seconds, each once.
  const ok = reminders.filter((r) => Number.isInteger(r) && r >= 60 && r <= 7 * 86_400);
  return [...new Set(ok)].sort((a, b) => b - a).slice(0, 6);
}

const viewOf = (r: Awaited<ReturnType<typeof channelsOfPlayer>>[number]): ChannelView => ({
  id: r.id,
  kind: r.kind,
  target: shortTarget(r.kind, r.target),
  private: r.private,
  kinds: r.kinds,
  reminders: r.reminders,
  enabled: r.enabled,
  failures: r.failures,
  lastDeliveryAt: r.last_delivery_at?.toISOString() ?? null,
  lastStatus: r.last_status,
  lastError: r.last_error,
});

/** Adds a channel (or switches it on again with these choices); a bad kind or address is refused. */
export async function setNotifyChannel(
  ctx: AppContext,
  email: string,
  input: ChannelInput,
): Promise<ChannelView & { secret: string | null }> {
  const kind = input.kind.trim().toLowerCase() as NotifyChannelKind;
  if (!CHANNEL_KINDS.includes(kind))
    throw refusal('notify.refused.badKind', { kind: input.kind.slice(0, 30) });
  const target = checkedTarget(ctx, kind, input.target);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const playerId = await upsertPlayer(trx, addressOf(email));
    return saveChannel(trx, playerId, {
      kind,
      target,
      secret: randomBytes(24).toString('base64url'),
      private: input.private === true,
      kinds: checkedKinds(input.kinds),
      reminders: checkedReminders(input.reminders),
    });
  });
  return { ...viewOf(row), secret: kind === 'webhook' ? row.secret : null };
}

/** Switches off every channel of the player (mail goes on); returns how many were on. */
export async function switchOffNotify(ctx: AppContext, email: string): Promise<number> {
  const player = await playerByEmail(ctx.db, addressOf(email));
  return player ? switchOffChannels(ctx.db, player.id) : 0;
}

/**
 * Pauses or resumes the player's channels of one kind (`notify off discord`), or one channel by its
 * id (the hub's button), keeping their choices; returns how many changed. A bad kind is refused.
 */
export async function switchNotify(
  ctx: AppContext,
  email: string,
  on: boolean,
  which: { kind?: string; id?: number },
): Promise<number> {
  const kind = which.kind?.trim().toLowerCase();
  if (kind !== undefined && !CHANNEL_KINDS.includes(kind as NotifyChannelKind))
    throw refusal('notify.refused.badKind', { kind: kind.slice(0, 30) });
  const player = await playerByEmail(ctx.db, addressOf(email));
  if (!player) return 0;
  return switchChannels(ctx.db, player.id, on, {
    ...(kind ? { kind: kind as NotifyChannelKind } : {}),
    ...(which.id !== undefined ? { id: which.id } : {}),
  });
}

/** The player's channels, on and off, with their last delivery. */
export async function notifyChannelsOf(ctx: AppContext, email: string): Promise<ChannelView[]> {
  const player = await playerByEmail(ctx.db, addressOf(email));
  return player ? (await channelsOfPlayer(ctx.db, player.id)).map(viewOf) : [];
}
