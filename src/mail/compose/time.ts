// The mails of the time controls: short notices in a game's thread (a missed deadline, an extension,
// a vacation, a pause, a draw offer, a resignation to confirm) and the daily digest that lists every
// game waiting for a player.
import { say, translator, type Message } from '../../i18n/index';
import { assemble, type MailHead } from './assemble';
import { sideName } from './format';
import { deadlineWords } from './time-words';
import { renderMail, type MailModel } from './render';
import { actionSections, footer, hubLine } from './sections';
import { subjectFor } from './thread';
import type { ActionContext, OutgoingMail } from './types';

export interface NoticeContext extends MailHead {
  title: string | Message;
  paragraphs: (string | Message)[];
  /** Present when the reader must act: the link, Reply-To, deadline and its calendar event. */
  next?: ActionContext;
}

export function composeNotice(ctx: NoticeContext): OutgoingMail {
  const t = translator(ctx.lang);
  const title = say(t, ctx.title);
  const paragraphs = ctx.paragraphs.map((p) => say(t, p));
  const model: MailModel = {
    lang: ctx.lang ?? 'en',
    title,
    preheader: paragraphs[0] ?? title,
    sections: [{ paragraphs }, ...(ctx.next ? actionSections(t, ctx.next, ctx.mailDomain) : [])],
    footer: footer(t, ctx),
  };
  return assemble(ctx, subjectFor(ctx.gameTitle, ctx.gameNumber, title), model, ctx.next);
}

export interface DigestGame {
  gameTitle: string;
  gameNumber: number;
  side: string;
  stepTitle: string;
  deadline: string | null;
  orderUrl: string;
}

export interface DigestContext {
  to: string;
  from?: string;
  mailDomain: string;
  /** Stable per player (the Message-ID is per player and local day: one digest a day). */
  playerKey: string;
  /** The player's local date, YYYY-MM-DD. */
  day: string;
  timeZone: string;
  /** When the digest is composed: each deadline says how long is left. */
  now?: Date;
  games: DigestGame[];
  /** The player's hub (in the footer). */
  hubUrl?: string;
}

export function composeDigest(ctx: DigestContext): OutgoingMail {
  const n = ctx.games.length;
  const title = `${n} game${n === 1 ? '' : 's'} waiting for your orders`;
  const model: MailModel = {
    title,
    preheader: ctx.games.map((g) => `${g.gameTitle} #${g.gameNumber}`).join(', '),
    sections: ctx.games.map((g) => ({
      heading: `${g.gameTitle} #${g.gameNumber} — ${sideName(g.side)}`,
      paragraphs: [
        `${g.stepTitle}.`,
        g.deadline
          ? `Due by ${deadlineWords(g.deadline, { timeZone: ctx.timeZone, ...(ctx.now ? { now: ctx.now } : {}) })}.`
          : 'No deadline.',
      ],
      button: { url: g.orderUrl, label: 'Write your orders' },
    })),
    footer: [
      'You get this one daily mail instead of a reminder per game (reply "digest off" to any game mail to stop it).',
      ...(ctx.hubUrl ? [hubLine(ctx.hubUrl)] : []),
      'Despatch — play-by-email for board wargames.',
    ],
  };
  return standaloneMail(ctx, title, model, `despatch.digest.${ctx.playerKey}.${ctx.day}`);
}

/** A mail outside any game's thread (the digests): rendered, automatic, with a Message-ID of its own. */
export function standaloneMail(
  to: { to: string; from?: string; mailDomain: string },
  title: string,
  model: MailModel,
  idLocalPart: string,
): OutgoingMail {
  const { html, text } = renderMail(model);
  return {
    to: to.to,
    ...(to.from ? { from: to.from } : {}),
    subject: `[Despatch] ${title}`,
    text,
    html,
    messageId: `<${idLocalPart}@${to.mailDomain}>`,
    headers: { 'Auto-Submitted': 'auto-generated' },
    attachments: [],
  };
}
