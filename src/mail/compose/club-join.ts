// The mail that confirms a person's wish to join a club by its invite link: only the owner of the
// address receives it, so only they can join with it.
import type { MailModel } from './render';
import { standaloneMail } from './time';
import type { OutgoingMail } from './types';

export interface JoinConfirmationContext {
  to: string;
  from?: string;
  mailDomain: string;
  club: string;
  /** The signed link that confirms; it shows a page with one button. */
  url: string;
  /** In words: how long the link holds. */
  validFor: string;
  /** Unique per mail: the Message-ID's left part. */
  id: string;
}

export function composeJoinConfirmation(ctx: JoinConfirmationContext): OutgoingMail {
  const title = `Confirm that you join ${ctx.club}`;
  const model: MailModel = {
    title,
    preheader: `One click to join ${ctx.club} on Despatch.`,
    sections: [
      {
        paragraphs: [
          `Someone (we hope you) asked to join the club ${ctx.club} on Despatch with this address.`,
          `To join, open the link below within ${ctx.validFor} and confirm. If it was not you, ignore this mail: nothing happens.`,
        ],
        button: { url: ctx.url, label: `Join ${ctx.club}` },
      },
    ],
    footer: ['Despatch — play-by-email for board wargames.'],
  };
  return standaloneMail(ctx, title, model, `despatch.join.${ctx.id}`);
}
