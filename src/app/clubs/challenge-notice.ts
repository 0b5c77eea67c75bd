// The mails of a challenge: the one that tells a player they are challenged, and on a ladder of
// side bids the one that asks each player for a bid; answerable by reply (their own reply address)
// or on their hub.
import { composeBidRequest, composeChallengeNotice } from '../../mail/compose/club';
import { sideName } from '../../mail/compose/format';
import type { OutgoingMail } from '../../mail/compose/types';
import { formatDeadline } from '../../mail/compose/time-words';
import { replyAddress } from '../../security/tokens';
import type { AppContext } from '../base/context';
import { hubUrl, playerReplyToken } from '../base/links';
import type { ladderInfo } from './ladders';

/** Composed inside the challenge's transaction: it reads nothing from the database. */
export function challengeNotice(
  ctx: AppContext,
  c: {
    id: number;
    ladder: Awaited<ReturnType<typeof ladderInfo>>;
    from: string;
    to: string;
    toId: number;
    answerBy: Date;
    silence: 'lapse' | 'forfeit';
  },
): OutgoingMail {
  const { ladder } = c;
  return composeChallengeNotice({
    to: c.to,
    from: ctx.config.mailFrom,
    mailDomain: ctx.config.mailDomain,
    challengeId: c.id,
    challenger: c.from,
    ladder: ladder.name,
    club: ladder.club,
    game: ladder.game,
    answerBy: formatDeadline(c.answerBy.toISOString()) ?? c.answerBy.toISOString(),
    silence:
      c.silence === 'forfeit'
        ? 'On this ladder a challenge left unanswered counts as a loss for the one who did not answer.'
        : 'A challenge left unanswered lapses: nothing else happens.',
    replyTo: replyAddress(playerReplyToken(ctx.config, c.toId), ctx.config.mailDomain),
    hubUrl: hubUrl(ctx.config, c.to, ctx.now()),
  });
}

/** The mail that asks a player for their side bid once the challenge is accepted. */
export function bidRequest(
  ctx: AppContext,
  c: {
    id: number;
    ladder: Awaited<ReturnType<typeof ladderInfo>>;
    to: string;
    toId: number;
    opponent: string;
    bidBy: Date;
    sides: readonly string[];
    unit: string;
  },
): OutgoingMail {
  return composeBidRequest({
    to: c.to,
    from: ctx.config.mailFrom,
    mailDomain: ctx.config.mailDomain,
    challengeId: c.id,
    opponent: c.opponent,
    ladder: c.ladder.name,
    club: c.ladder.club,
    game: c.ladder.game,
    sides: c.sides.map((s) => sideName(s)),
    unit: c.unit,
    bidBy: formatDeadline(c.bidBy.toISOString()) ?? c.bidBy.toISOString(),
    replyTo: replyAddress(playerReplyToken(ctx.config, c.toId), ctx.config.mailDomain),
    hubUrl: hubUrl(ctx.config, c.to, ctx.now()),
  });
}
