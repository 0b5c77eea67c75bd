// The mails of the clubs that belong to no game: a challenge to answer. Its Reply-To is the
// player's own reply address, so "accept" or "decline" by reply is enough; its footer, the hub.
import { renderMail, type MailModel } from './render';
import { hubLine } from './sections';
import type { OutgoingMail } from './types';

export interface ChallengeNoticeContext {
  to: string;
  from?: string;
  mailDomain: string;
  challengeId: number;
  challenger: string;
  ladder: string;
  club: string;
  game: string;
  /** In words ("Wed 2 Dec 2026, 10:49 UTC"). */
  answerBy: string;
  /** What silence means on this ladder, in a sentence. */
  silence: string;
  /** The player's own reply address (orders+<player token>@MAIL_DOMAIN). */
  replyTo: string;
  hubUrl: string;
}

export function composeChallengeNotice(ctx: ChallengeNoticeContext): OutgoingMail {
  const title = `${ctx.challenger} challenges you on ${ctx.ladder}`;
  const model = {
    title,
    preheader: `${ctx.game}, ${ctx.club}: answer by ${ctx.answerBy}.`,
    sections: [
      {
        paragraphs: [
          `${ctx.challenger} challenges you to a game of ${ctx.game} on the ladder ${ctx.ladder} of ${ctx.club} (challenge number ${ctx.challengeId}).`,
          `Please answer by ${ctx.answerBy}. ${ctx.silence}`,
          'Reply to this mail with one line:',
        ],
        code: ['accept', 'decline'],
        button: { url: ctx.hubUrl, label: 'Answer on your page' },
      },
    ],
  };
  return clubMail(ctx, title, model, `<despatch.challenge.${ctx.challengeId}@${ctx.mailDomain}>`);
}

/** A club mail to one player: the hub in its footer, Reply-To their own reply address. */
export function clubMail(
  ctx: { to: string; from?: string; replyTo: string; hubUrl: string },
  title: string,
  model: Omit<MailModel, 'footer'>,
  messageId: string,
): OutgoingMail {
  const footer = [hubLine(ctx.hubUrl), 'Despatch — play-by-email for board wargames.'];
  const { html, text } = renderMail({ ...model, footer });
  return {
    to: ctx.to,
    ...(ctx.from ? { from: ctx.from } : {}),
    replyTo: ctx.replyTo,
    subject: `[Despatch] ${title}`,
    text,
    html,
    messageId,
    headers: { 'Auto-Submitted': 'auto-generated' },
    attachments: [],
  };
}
