// The mail that tells a player a notice channel was switched off (it kept failing, or its receiver
// said it is gone): so a channel never falls silent unexplained. Mail is the channel of record.
import { translator } from '../../i18n/index';
import { clubMail, type ClubMailBase } from './club';
import type { OutgoingMail } from './types';

export interface ChannelOffContext extends ClubMailBase {
  channelId: number;
  /** Its kind's name and its shortened target, in the reader's words. */
  channel: string;
  kind: string;
  error: string;
  failures: number;
  /** Told apart from an earlier switch-off of the same channel. */
  at: Date;
}

export function composeChannelOff(ctx: ChannelOffContext): OutgoingMail {
  const t = translator(ctx.lang);
  const vars = { channel: ctx.channel, error: ctx.error, count: ctx.failures, kind: ctx.kind };
  const title = t('notify.off.title', vars);
  const model = {
    title,
    preheader: t('notify.off.preheader', vars),
    sections: [
      {
        paragraphs: [t('notify.off.body', vars), t('notify.off.mailGoesOn'), t('notify.off.again', vars)],
        code: [t('notify.cmd.set', { kind: ctx.kind })],
        button: { url: ctx.hubUrl, label: t('notify.off.button') },
      },
    ],
  };
  return clubMail(ctx, title, model, `despatch.notify-off.${ctx.channelId}.${ctx.at.getTime()}`);
}
