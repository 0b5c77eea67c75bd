// The mail that tells a player they are challenged: answerable by reply (their own reply address)
// or on their hub.
import { composeChallengeNotice } from '../../mail/compose/club';
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
