// Seeks that lapsed unmatched: the sweeper tells each player so, once. A seek is claimed FOR UPDATE
// SKIP LOCKED and marked in the transaction that queues its mail, so two instances never both send
// it and a crash in between sends it later rather than never.
import { enqueueMails } from '../../db/repos/outbox';
import { claimLapsedSeek, markSeekLapsed } from '../../db/repos/clubs/seeks';
import { composeSeekLapsed } from '../../mail/compose/seek-lapsed';
import { replyAddress } from '../../security/tokens';
import type { AppContext } from '../base/context';
import { hubUrl, playerReplyToken } from '../base/links';
import { moduleOf } from '../base/load';
import { gameTitleIn, memberReader } from './member-reader';

export async function noticeLapsedSeeks(ctx: AppContext, limit = 50): Promise<number> {
  let sent = 0;
  for (let i = 0; i < limit; i++) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.now();
      const seek = await claimLapsedSeek(trx, now);
      if (!seek) return false;
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
      return true;
    });
    if (!done) break;
    sent++;
  }
  return sent;
}
