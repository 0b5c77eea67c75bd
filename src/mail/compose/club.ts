// The mails of the clubs that belong to no game: a challenge to answer. Its Reply-To is the
// player's own reply address, so "accept" or "decline" by reply is enough; its footer, the hub. Each
// is written in its reader's language (the member preference), dates and names given already in it.
import { translator, type Lang } from '../../i18n/index';
import type { MailModel } from './render';
import { standaloneMail } from './time';
import { hubLine } from './sections';
import type { OutgoingMail } from './types';

export interface ClubMailBase {
  to: string;
  from?: string;
  mailDomain: string;
  /** The reader's language; English when absent. */
  lang?: Lang;
  /** The player's own reply address (orders+<player token>@MAIL_DOMAIN). */
  replyTo: string;
  hubUrl: string;
}

export interface ChallengeNoticeContext extends ClubMailBase {
  challengeId: number;
  challenger: string;
  ladder: string;
  club: string;
  game: string;
  /** In words ("Wed 2 Dec 2026, 10:49 UTC"). */
  answerBy: string;
  /** What silence means on this ladder. */
  silence: 'lapse' | 'forfeit';
}

export function composeChallengeNotice(ctx: ChallengeNoticeContext): OutgoingMail {
  const t = translator(ctx.lang);
  const vars = {
    challenger: ctx.challenger,
    ladder: ctx.ladder,
    club: ctx.club,
    game: ctx.game,
    id: ctx.challengeId,
    by: ctx.answerBy,
  };
  const title = t('club.mail.challenge.title', vars);
  const model = {
    title,
    preheader: t('club.mail.challenge.preheader', vars),
    sections: [
      {
        paragraphs: [
          t('club.mail.challenge.body', vars),
          t('club.mail.challenge.answerBy', {
            ...vars,
            silence: t(`club.mail.challenge.silence.${ctx.silence}`),
          }),
          t('club.mail.replyOneLine'),
        ],
        // The reader's command words; the English ones work for everyone.
        code: [t('club.cmd.accept'), t('club.cmd.decline')],
        button: { url: ctx.hubUrl, label: t('club.mail.challenge.button') },
      },
    ],
  };
  return clubMail(ctx, title, model, `despatch.challenge.${ctx.challengeId}`);
}

/** A club mail to one player: the hub in its footer, Reply-To their own reply address. */
export function clubMail(
  ctx: ClubMailBase,
  title: string,
  model: Omit<MailModel, 'footer' | 'lang'>,
  idLocalPart: string,
): OutgoingMail {
  const t = translator(ctx.lang);
  const footer = [hubLine(ctx.hubUrl, t), t('common.brand')];
  const lang = ctx.lang ?? 'en';
  return { ...standaloneMail(ctx, title, { ...model, lang, footer }, idLocalPart), replyTo: ctx.replyTo };
}

export interface BidRequestContext extends ClubMailBase {
  challengeId: number;
  opponent: string;
  ladder: string;
  club: string;
  game: string;
  /** The sides' ids, and their names in the reader's language. */
  sides: { id: string; name: string }[];
  /** The unit of the points ("VP"). */
  unit: string;
  /** In words. */
  bidBy: string;
}

/** The challenge was accepted on a ladder of side bids: each player bids for the side they want. */
export function composeBidRequest(ctx: BidRequestContext): OutgoingMail {
  const t = translator(ctx.lang);
  const [first, second] = ctx.sides;
  const vars = {
    opponent: ctx.opponent,
    ladder: ctx.ladder,
    club: ctx.club,
    game: ctx.game,
    id: ctx.challengeId,
    unit: ctx.unit,
    by: ctx.bidBy,
    sides: ctx.sides.map((s) => s.name).join(t('common.listLast')),
  };
  const title = t('club.mail.bid.title', vars);
  const model = {
    title,
    preheader: t('club.mail.bid.preheader', vars),
    sections: [
      {
        paragraphs: [
          t('club.mail.bid.accepted', vars),
          t('club.mail.bid.rules', vars),
          t('club.mail.replyExample'),
        ],
        // The reader's command words and side names; the English ones work for everyone.
        code: [
          t('club.cmd.bid', { points: 3, side: (first?.name ?? '').toLowerCase() }),
          t('club.cmd.bid', { points: 0, side: (second?.name ?? '').toLowerCase() }),
        ],
        button: { url: ctx.hubUrl, label: t('club.mail.bid.button') },
      },
    ],
  };
  const who = ctx.to.replace(/[^a-z0-9]/gi, '');
  return clubMail(ctx, title, model, `despatch.bid.${ctx.challengeId}.${who}`);
}
