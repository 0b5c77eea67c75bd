// A channel in a reader's words: its kind and shortened target, what it gets, and its last delivery
// (the hub, the desk and the mail answers show the same).
import { durationIn, momentIn } from '../../i18n/dates';
import type { T } from '../../i18n/index';
import type { ChannelView } from './channels';

export const noticesWords = (kinds: readonly string[], t: T): string =>
  kinds.length === 0
    ? t('notify.notice.none')
    : kinds.map((k) => t(`notify.notice.${k}`)).join(t('common.listSeparator'));

/** "24 hours, 6 hours and 1 hour" in the reader's language. */
export const remindersWords = (seconds: readonly number[], t: T): string =>
  seconds.length === 0
    ? t('notify.notice.none')
    : seconds.map((s) => durationIn(t.lang, s)).join(t('common.listSeparator'));

export function channelWords(c: Pick<ChannelView, 'kind' | 'target'> & Partial<ChannelView>, t: T): string {
  const name = t('notify.channel', { kind: t(`notify.kind.${c.kind}`), target: c.target });
  if (c.enabled === undefined) return name;
  return `${name}: ${deliveryWords(c as ChannelView, t)}`;
}

/** On or off, and how its last delivery went. */
export function deliveryWords(c: ChannelView, t: T): string {
  const state = t(c.enabled ? 'notify.state.on' : 'notify.state.off');
  if (!c.lastDeliveryAt) return `${state}; ${t('notify.state.never')}`;
  const when = momentIn(t.lang, c.lastDeliveryAt);
  return c.lastError
    ? `${state}; ${t('notify.state.failed', { when, error: c.lastError, count: c.failures })}`
    : `${state}; ${t('notify.state.delivered', { when })}`;
}
