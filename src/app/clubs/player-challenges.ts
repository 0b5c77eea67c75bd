// Challenges as one player sees them (the hub, and replies by mail): the open ones to and from them,
// and answering one, which only the challenged player may do.
import { openChallengesOfPlayer } from '../../db/repos/clubs/player';
import type { AppContext } from '../base/context';
import { ServiceError } from '../base/errors';
import { acceptOrBid, declineChallenge, type BiddingOpen } from './challenges';
import { bidsOf } from '../../db/repos/clubs/bids';
import { formatDeadline } from '../../mail/compose/time-words';
import { sideName } from '../../mail/compose/format';
import { moduleOf } from '../base/load';
import { requireLadder } from './ladders';
import { addressOf } from './clubs';
import { gamesStarted, type StartedGame } from './start-ladder-game';

export interface OpenChallenge {
  id: number;
  ladderId: number;
  ladder: string;
  /** The other player. */
  opponent: string;
  answerBy: string;
}

export async function openChallengesOf(
  ctx: AppContext,
  email: string,
): Promise<{ incoming: OpenChallenge[]; outgoing: OpenChallenge[] }> {
  const me = addressOf(email);
  const rows = await openChallengesOfPlayer(ctx.db, me);
  const view = (r: (typeof rows)[number], opponent: string): OpenChallenge => ({
    id: r.id,
    ladderId: r.ladderId,
    ladder: r.ladder,
    opponent,
    answerBy: new Date(r.answerBy).toISOString(),
  });
  return {
    incoming: rows.filter((r) => r.to === me).map((r) => view(r, r.from)),
    outgoing: rows.filter((r) => r.from === me).map((r) => view(r, r.to)),
  };
}

export type ChallengeAnswer =
  | ({
      answer: 'accept';
      challenge: OpenChallenge;
    } & ((StartedGame & { pair?: StartedGame }) | BiddingOpen))
  | { answer: 'decline'; challenge: OpenChallenge };

/** The player's challenges waiting for side bids, with the bid they made (null: none yet). */
export async function biddingOf(ctx: AppContext, email: string) {
  const me = addressOf(email);
  const rows = await openChallengesOfPlayer(ctx.db, me, 'bidding');
  const out = [];
  for (const r of rows) {
    const ladder = await requireLadder(ctx, r.ladderId);
    const myId = r.from === me ? r.fromId : r.toId;
    const mine = (await bidsOf(ctx.db, r.id)).find((b) => b.playerId === myId);
    out.push({
      id: r.id,
      ladder: r.ladder,
      opponent: r.from === me ? r.to : r.from,
      bidBy: new Date(r.answerBy).toISOString(),
      sides: moduleOf(ctx, ladder.game_type).sides.map((s) => ({
        id: s,
        name: sideName(s),
        mine: mine?.side === s,
      })),
      myBid: mine ? mine.points : null,
      mySide: mine ? sideName(mine.side) : null,
    });
  }
  return out;
}

/** The challenged player accepts or declines challenge `id`; anyone else is told it is not theirs. */
export async function answerChallengeAs(
  ctx: AppContext,
  input: { email: string; id: number; answer: 'accept' | 'decline' },
): Promise<ChallengeAnswer> {
  const { incoming, outgoing } = await openChallengesOf(ctx, input.email);
  const challenge = incoming.find((c) => c.id === input.id);
  if (!challenge) {
    const mine = outgoing.find((c) => c.id === input.id);
    throw new ServiceError(
      'bad-request',
      mine
        ? `challenge ${input.id} is yours to ${mine.opponent}: only they can answer it`
        : `you have no open challenge numbered ${input.id}`,
    );
  }
  if (input.answer === 'decline') {
    await declineChallenge(ctx, { id: challenge.id });
    return { answer: 'decline', challenge };
  }
  return { answer: 'accept', challenge, ...(await acceptOrBid(ctx, { id: challenge.id })) };
}

/** What answering did, in a sentence, for the hub and for answers by mail. */
export function challengeAnswerWords(done: ChallengeAnswer): string {
  const whose = `${done.challenge.opponent}'s challenge on ${done.challenge.ladder}`;
  if (done.answer === 'decline') return `You declined ${whose}.`;
  if ('bidding' in done)
    return `You accepted ${whose}. On this ladder the sides are bid for: each of you bids for the side you want by ${formatDeadline(done.bidBy) ?? done.bidBy} (on your page, or by replying "bid", the points and the side, e.g. "bid 3 union"); the game starts when both bids are in.`;
  return `You accepted ${whose}: ${gamesStarted(done)}`;
}
