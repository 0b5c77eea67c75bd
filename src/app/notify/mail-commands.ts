// The notice channel commands a player sends by mail (`notify discord URL`, `notify off`, `notify`,
// and their Japanese forms), carried out for the sender's address and answered in a sentence or two
// in the reader's language. A refusal is an answer that says what to write instead.
import type { NotifyCommandText } from '../../mail/inbound/commands';
import type { T } from '../../i18n/index';
import type { AppContext } from '../base/context';
import { ServiceError } from '../base/errors';
import { refusalIn } from '../base/refusal';
import {
  notifyChannelsOf,
  setNotifyChannel,
  switchNotify,
  switchOffNotify,
  type ChannelView,
} from './channels';
import { channelWords, noticesWords, remindersWords } from './channel-words';
import { parseDuration } from '../base/duration';

export interface NotifyAnswer {
  ok: boolean;
  text: string;
}

async function run(ctx: AppContext, email: string, c: NotifyCommandText, t: T): Promise<string> {
  if (c.kind === 'notify-on' || (c.kind === 'notify-off' && c.channel)) {
    const on = c.kind === 'notify-on';
    const channel = c.channel ?? '';
    const changed = await switchNotify(ctx, email, on, { kind: channel });
    const kind = t(`notify.kind.${channel}`);
    if (changed === 0) return t('notify.noneOfKind', { kind });
    return on ? t('notify.resumed', { kind }) : t('notify.paused', { kind, word: channel });
  }
  if (c.kind === 'notify-off') {
    const count = await switchOffNotify(ctx, email);
    return count > 0 ? t('notify.offDone', { count }) : t('notify.noneOn');
  }
  if (c.kind === 'notify-list') return listText(await notifyChannelsOf(ctx, email), t);
  const set = await setNotifyChannel(ctx, email, {
    kind: c.channel,
    target: c.target,
    private: c.private,
    ...(c.notices.length > 0 ? { kinds: c.notices } : {}),
    ...(c.reminders.length > 0 ? { reminders: c.reminders.map((r) => parseDuration(r) ?? 0) } : {}),
  });
  const lines = [
    t('notify.set', {
      channel: channelWords({ kind: set.kind, target: set.target }, t),
      notices: noticesWords(set.kinds, t),
    }),
    t('notify.reminders', { when: remindersWords(set.reminders, t) }),
    t(set.private ? 'notify.private' : 'notify.shared'),
  ];
  if (set.secret) lines.push(t('notify.secret', { secret: set.secret }));
  lines.push(t('notify.mailStays'));
  return lines.join('\n');
}

export function listText(channels: readonly ChannelView[], t: T): string {
  if (channels.length === 0) return t('notify.none');
  return [t('notify.list'), ...channels.map((c) => `  ${channelWords(c, t)}`)].join('\n');
}

export async function runNotifyCommand(
  ctx: AppContext,
  input: { email: string; command: NotifyCommandText; t: T },
): Promise<NotifyAnswer> {
  try {
    return { ok: true, text: await run(ctx, input.email, input.command, input.t) };
  } catch (err) {
    if (!(err instanceof ServiceError) || err.code !== 'bad-request') throw err;
    return { ok: false, text: input.t('notify.refused.frame', { why: refusalIn(input.t, err) }) };
  }
}
