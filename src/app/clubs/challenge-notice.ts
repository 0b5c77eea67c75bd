// The mails of a challenge: the one that tells a player they are challenged, and on a ladder of
// side bids the one that asks each player for a bid; answerable by reply (their own reply address)
// or on their hub. Each in its reader's language and time zone (`reader`, read before the transaction).
import { composeBidRequest, composeChallengeNotice } from '../../mail/compose/club';
import type { OutgoingMail } from '../../mail/compose/types';
import { replyAddress } from '../../security/tokens';
import type { AppContext } from '../base/context';
import { hubUrl, playerReplyToken } from '../base/links';
import { moduleOf } from '../base/load';
import type { ladderInfo } from './ladders';
import { gameTitleIn, momentOf, sideIn, type MemberReader } from './member-reader';

type LadderInfo = Awaited<ReturnType<typeof ladderInfo>>;

function clubMailBase(ctx: AppContext, reader: MemberReader, to: string, toId: number) {
  return {
    to,
    from: ctx.config.mailFrom,
    mailDomain: ctx.config.mailDomain,
    lang: reader.t.lang,
    replyTo: replyAddress(playerReplyToken(ctx.config, toId), ctx.config.mailDomain),
    hubUrl: hubUrl(ctx.config, to, ctx.now()),
  };
}

/** Composed inside the challenge's transaction: it reads nothing from the database. */
export function challengeNotice(
  ctx: AppContext,
  reader: MemberReader,
  c: {
    id: number;
    ladder: LadderInfo;
    from: string;
    to: string;
    toId: number;
    answerBy: Date;
    silence: 'lapse' | 'forfeit';
  },
): OutgoingMail {
  const { ladder } = c;
  return composeChallengeNotice({
    ...clubMailBase(ctx, reader, c.to, c.toId),
    challengeId: c.id,
    challenger: c.from,
    ladder: ladder.name,
    club: ladder.club,
    game: gameTitleIn(reader, moduleOf(ctx, ladder.gameType)),
    answerBy: momentOf(reader, c.answerBy.toISOString()),
    silence: c.silence,
  });
}

/** The mail that asks a player for their side bid once the challenge is accepted. */
export function bidRequest(
  ctx: AppContext,
  reader: MemberReader,
  c: {
    id: number;
    ladder: LadderInfo;
    to: string;
    toId: number;
    opponent: string;
    bidBy: Date;
  },
): OutgoingMail {
  const game = moduleOf(ctx, c.ladder.gameType);
  return composeBidRequest({
    ...clubMailBase(ctx, reader, c.to, c.toId),
    challengeId: c.id,
    opponent: c.opponent,
    ladder: c.ladder.name,
    club: c.ladder.club,
    game: gameTitleIn(reader, game),
    sides: game.sides.map((s) => ({ id: s, name: sideIn(reader, game, s) })),
    unit: game.handicap?.unit ?? 'points',
    bidBy: momentOf(reader, c.bidBy.toISOString()),
  });
}
