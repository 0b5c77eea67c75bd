// The mails of the clubs that belong to no game: a challenge to answer. Its Reply-To is the
// player's own reply address, so "accept" or "decline" by reply is enough; its footer, the hub.
import type { MailModel } from './render';
import { standaloneMail } from './time';
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
  return clubMail(ctx, title, model, `despatch.challenge.${ctx.challengeId}`);
}

/** A club mail to one player: the hub in its footer, Reply-To their own reply address. */
export function clubMail(
  ctx: { to: string; from?: string; mailDomain: string; replyTo: string; hubUrl: string },
  title: string,
  model: Omit<MailModel, 'footer'>,
  idLocalPart: string,
): OutgoingMail {
  const footer = [hubLine(ctx.hubUrl), 'Despatch — play-by-email for board wargames.'];
  return { ...standaloneMail(ctx, title, { ...model, footer }, idLocalPart), replyTo: ctx.replyTo };
}

export interface BidRequestContext {
  to: string;
  from?: string;
  mailDomain: string;
  challengeId: number;
  opponent: string;
  ladder: string;
  club: string;
  game: string;
  sides: string[];
  /** The unit of the points ("VP"). */
  unit: string;
  /** In words. */
  bidBy: string;
  replyTo: string;
  hubUrl: string;
}

/** The challenge was accepted on a ladder of side bids: each player bids for the side they want. */
export function composeBidRequest(ctx: BidRequestContext): OutgoingMail {
  const title = `Bid for your side against ${ctx.opponent}`;
  const [first = 'a side', second = 'the other'] = ctx.sides;
  const model = {
    title,
    preheader: `${ctx.game}, ${ctx.ladder}: bid by ${ctx.bidBy}.`,
    sections: [
      {
        paragraphs: [
          `The challenge between you and ${ctx.opponent} on ${ctx.ladder} of ${ctx.club} (number ${ctx.challengeId}) is accepted. On this ladder the sides are bid for: say which side you want and how many ${ctx.unit} you would give the other side to have it.`,
          `The higher bid takes its side and gives its ${ctx.unit} to the other side at the end of the game; equal bids are settled by a coin. Please bid by ${ctx.bidBy}; a player who has not bid by then bids 0 for either side.`,
          'Reply to this mail with one line, for example:',
        ],
        code: [`bid 3 ${first.toLowerCase()}`, `bid 0 ${second.toLowerCase()}`],
        button: { url: ctx.hubUrl, label: 'Bid on your page' },
      },
    ],
  };
  const who = ctx.to.replace(/[^a-z0-9]/gi, '');
  return clubMail(ctx, title, model, `despatch.bid.${ctx.challengeId}.${who}`);
}
