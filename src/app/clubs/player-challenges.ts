// Challenges as one player sees them (the hub, and replies by mail): the open ones to and from them,
// and answering one, which only the challenged player may do.
import { openChallengesOfPlayer } from '../../db/repos/clubs/player';
import type { AppContext } from '../base/context';
import { acceptOrBid, declineChallenge, type BiddingOpen } from './challenges';
import { bidsOf } from '../../db/repos/clubs/bids';
import { momentOf, readerIn, sideIn, type MemberReader } from './member-reader';
import { refusal } from '../base/refusal';
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

/** The player's challenges waiting for side bids, with the bid they made (null: none yet); side
 *  names in the reader's language. */
export async function biddingOf(ctx: AppContext, email: string, reader: MemberReader = readerIn('en')) {
  const me = addressOf(email);
  const rows = await openChallengesOfPlayer(ctx.db, me, 'bidding');
  const out = [];
  for (const r of rows) {
    const ladder = await requireLadder(ctx, r.ladderId);
    const module = moduleOf(ctx, ladder.game_type);
    const myId = r.from === me ? r.fromId : r.toId;
    const mine = (await bidsOf(ctx.db, r.id)).find((b) => b.playerId === myId);
    out.push({
      id: r.id,
      ladder: r.ladder,
      opponent: r.from === me ? r.to : r.from,
      bidBy: new Date(r.answerBy).toISOString(),
      sides: module.sides.map((s) => ({
        id: s,
        name: sideIn(reader, module, s),
        mine: mine?.side === s,
      })),
      myBid: mine ? mine.points : null,
      mySide: mine ? sideIn(reader, module, mine.side) : null,
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
    throw mine
      ? refusal('club.refused.yourChallenge', { id: input.id, opponent: mine.opponent })
      : refusal('club.refused.noChallengeNumbered', { id: input.id });
  }
  if (input.answer === 'decline') {
    await declineChallenge(ctx, { id: challenge.id });
    return { answer: 'decline', challenge };
  }
  return { answer: 'accept', challenge, ...(await acceptOrBid(ctx, { id: challenge.id })) };
}

/** What answering did, in a sentence, for the hub and for answers by mail, in the reader's language. */
export function challengeAnswerWords(done: ChallengeAnswer, reader: MemberReader = readerIn('en')): string {
  const t = reader.t;
  const whose = { opponent: done.challenge.opponent, ladder: done.challenge.ladder };
  if (done.answer === 'decline') return t('club.answer.declined', whose);
  if ('bidding' in done)
    return `${t('club.answer.acceptedBid', whose)} ${t('club.bid.howTo', { by: momentOf(reader, done.bidBy) })}`;
  return t('club.answer.accepted', { ...whose, started: gamesStarted(done, t) });
}
