// A notice in the words of its player's language: a line or three, the same on every channel.
import type { ChannelNotice } from '../../db/notice';
import { momentIn } from '../../i18n/dates';
import { parseLang, translator } from '../../i18n/index';

/** The notice's lines; the orders link only when the channel is private. */
export function noticeLines(n: ChannelNotice, privateChannel: boolean): string[] {
  const t = translator(parseLang(n.lang) ?? 'en');
  const game = n.game ? t('notify.game', { number: n.game.number, title: n.game.title }) : '';
  const vars = { game, side: n.side?.name ?? '', step: n.step?.title ?? '', summary: n.summary ?? '' };
  const lines = [t(`notify.${n.kind}`, vars)];
  if (n.deadline && (n.kind === 'turn' || n.kind === 'reminder'))
    lines.push(t('notify.deadline', { deadline: momentIn(t.lang, n.deadline, n.timeZone) }));
  if (n.awaiting.length > 0 && n.kind === 'report')
    lines.push(t('notify.awaiting', { sides: n.awaiting.join(', ') }));
  lines.push(
    privateChannel && n.ordersUrl
      ? t('notify.orders', { url: n.ordersUrl })
      : t('notify.page', { url: n.publicUrl }),
  );
  return lines;
}
