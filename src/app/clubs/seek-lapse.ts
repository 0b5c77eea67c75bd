// Seeks that lapsed unmatched: the sweeper tells each player so, once (claimed and marked in the
// transaction that queues the mail: base/sweep-claimed.ts).
import { enqueueMails } from '../../db/repos/outbox';
import { claimLapsedSeek, markSeekLapsed } from '../../db/repos/clubs/seeks';
import { composeSeekLapsed } from '../../mail/compose/seek-lapsed';
import { replyAddress } from '../../security/tokens';
import type { AppContext } from '../base/context';
import { sweepClaimed } from '../base/sweep-claimed';
import { hubUrl, playerReplyToken } from '../base/links';
import { moduleOf } from '../base/load';
import { gameTitleIn, memberReader } from './member-reader';

export async function noticeLapsedSeeks(ctx: AppContext, limit = 50): Promise<number> {
  return sweepClaimed(ctx, 'lapsed seek', limit, claimLapsedSeek, async (trx, seek, now) => {
    await markSeekLapsed(trx, seek.id, now);
    const reader = await memberReader(trx, seek.email);
    const mail = composeSeekLapsed({
      to: seek.email,
      from: ctx.config.mailFrom,
      mailDomain: ctx.config.mailDomain,
      lang: reader.t.lang,
      seekId: seek.id,
      ladder: seek.ladder,
      club: seek.club,
      game: gameTitleIn(reader, moduleOf(ctx, seek.gameType)),
      replyTo: replyAddress(playerReplyToken(ctx.config, seek.playerId), ctx.config.mailDomain),
      hubUrl: hubUrl(ctx.config, seek.email, now),
    });
    await enqueueMails(trx, null, 'seek-lapsed', [mail], now);
    return 1;
  });
}
