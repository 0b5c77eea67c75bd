// The mails of the time controls: short notices in a game's thread (a missed deadline, an extension,
// a vacation, a pause, a draw offer, a resignation to confirm) and the daily digest that lists every
// game waiting for a player.
import { say, translator, type Lang, type Message, type T } from '../../i18n/index';
import { deadlineIn } from '../../i18n/dates';
import { assemble, type MailHead } from './assemble';
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
  /** The game's title, side and step as the digest's reader reads them. */
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
  /** The reader's language (the seat's of the first game listed); English when absent. */
  lang?: Lang;
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
  const lang = ctx.lang ?? 'en';
  const t = translator(lang);
  const title = t('mail.digest.title', { count: ctx.games.length });
  const game = (g: DigestGame) => t('common.game', { title: g.gameTitle, number: g.gameNumber });
  const model: MailModel = {
    lang,
    title,
    preheader: ctx.games.map(game).join(t('common.listSeparator')),
    sections: ctx.games.map((g) => ({
      heading: t('mail.digest.heading', { game: game(g), side: g.side }),
      paragraphs: [
        t('mail.digest.step', { step: g.stepTitle }),
        g.deadline
          ? t('mail.digest.due', {
              due:
                deadlineIn(lang, g.deadline, {
                  timeZone: ctx.timeZone,
                  ...(ctx.now ? { now: ctx.now } : {}),
                }) ?? '',
            })
          : t('mail.digest.noDeadline'),
      ],
      button: { url: g.orderUrl, label: t('mail.digest.button') },
    })),
    footer: [t('mail.digest.why'), ...(ctx.hubUrl ? [hubLine(ctx.hubUrl, t)] : []), t('common.brand')],
  };
  return standaloneMail(ctx, title, model, `despatch.digest.${ctx.playerKey}.${ctx.day}`, t);
}

/** A mail outside any game's thread (the digests): rendered, automatic, with a Message-ID of its own. */
export function standaloneMail(
  to: { to: string; from?: string; mailDomain: string },
  title: string,
  model: MailModel,
  idLocalPart: string,
  t: T = translator('en'),
): OutgoingMail {
  const { html, text } = renderMail(model);
  return {
    to: to.to,
    ...(to.from ? { from: to.from } : {}),
    subject: t('mail.digest.subject', { title }),
    text,
    html,
    messageId: `<${idLocalPart}@${to.mailDomain}>`,
    headers: { 'Auto-Submitted': 'auto-generated' },
    attachments: [],
  };
}
