// The mail that confirms a person's wish to join a club by its invite link: only the owner of the
// address receives it, so only they can join with it. In the language of the invite page they used.
import { translator, type Lang } from '../../i18n/index';
import type { MailModel } from './render';
import { standaloneMail } from './time';
import type { OutgoingMail } from './types';

export interface JoinConfirmationContext {
  to: string;
  from?: string;
  mailDomain: string;
  /** The reader's language; English when absent. */
  lang?: Lang;
  club: string;
  /** The signed link that confirms; it shows a page with one button. */
  url: string;
  /** In words: how long the link holds. */
  validFor: string;
  /** Unique per mail: the Message-ID's left part. */
  id: string;
}

export function composeJoinConfirmation(ctx: JoinConfirmationContext): OutgoingMail {
  const t = translator(ctx.lang);
  const vars = { club: ctx.club, validFor: ctx.validFor };
  const title = t('join.mail.title', vars);
  const model: MailModel = {
    lang: ctx.lang ?? 'en',
    title,
    preheader: t('join.mail.preheader', vars),
    sections: [
      {
        paragraphs: [t('join.mail.asked', vars), t('join.mail.howTo', vars)],
        button: { url: ctx.url, label: t('join.title', vars) },
      },
    ],
    footer: [t('common.brand')],
  };
  return standaloneMail(ctx, title, model, `despatch.join.${ctx.id}`);
}

/** The one notice to an address that asked for too many confirmations today: no more until tomorrow. */
export function composeJoinHeldBack(ctx: Omit<JoinConfirmationContext, 'url' | 'validFor'>): OutgoingMail {
  const t = translator(ctx.lang);
  const vars = { club: ctx.club };
  const title = t('join.capped.title', vars);
  const model: MailModel = {
    lang: ctx.lang ?? 'en',
    title,
    preheader: t('join.capped.preheader', vars),
    sections: [{ paragraphs: [t('join.capped.why', vars), t('join.capped.next', vars)] }],
    footer: [t('common.brand')],
  };
  return standaloneMail(ctx, title, model, `despatch.join-held.${ctx.id}`);
}
