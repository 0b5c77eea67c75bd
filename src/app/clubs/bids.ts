// Side bids, on a ladder whose sides are auctioned (`sides: 'bid'`, for a game whose end is a count
// of points). Once a challenge is accepted each player bids points for the side they want
// (`bid 3 union`), by the ladder's answer time; when both have bid, the higher bidder takes the side
// they asked for and the other side gets the bid as a handicap at the end's count. Equal bids are
// settled by a coin seeded by the challenge (HMAC under the installation secret: the same coin
// every time it is asked). A player who has not bid by the time counts as bidding 0 for any side.
import { createHmac } from 'node:crypto';
import { bidsOf, moveChallenge, saveBid } from '../../db/repos/clubs/bids';
import { findChallenge } from '../../db/repos/clubs/challenges';
import { findGame } from '../../db/repos/games';
import { emailOfPlayer, emailsOfPlayers, playerByEmail } from '../../db/repos/players';
import type { Handicap } from '../../games/core/contract';
import { sideName } from '../../mail/compose/format';
import type { AppContext } from '../base/context';
import { moduleOf } from '../base/load';
import { translator, type T } from '../../i18n/index';
import { sideIn, type MemberReader } from './member-reader';
import { refusal } from '../base/refusal';
import { rowIdOf } from '../../db/row-id';
import { addressOf } from './clubs';
import { requireLadder } from './ladders';
import { gamesStarted, startLadderGame, type StartedGame } from './start-ladder-game';

export const MAX_BID = 99;

export interface Bid {
  playerId: number;
  points: number;
  /** The side asked for; null: any (a bid not made in time). */
  side: string | null;
}

export type BidResult =
  { done: false; waitingFor: string } | ({ done: true; handicap: Handicap | null } & StartedGame);

/** The coin for equal bids: true when the challenger wins it. */
export function challengerWinsCoin(secret: string, challengeId: number): boolean {
  return ((createHmac('sha256', secret).update(`bid-coin/${challengeId}`).digest()[0] ?? 0) & 1) === 0;
}

/**
 * Who plays which side, and the handicap: the higher bidder (the coin on equal bids) takes the side
 * they asked for (or, bidding for any, the side the other did not ask for) and gives their bid.
 */
export function settleBids(
  sides: readonly [string, string],
  challenger: Bid,
  challenged: Bid,
  challengerWinsTie: boolean,
): { seats: Record<string, number>; handicap: Handicap | null } {
  const first =
    challenger.points > challenged.points || (challenger.points === challenged.points && challengerWinsTie);
  const [winner, loser] = first ? [challenger, challenged] : [challenged, challenger];
  const other = (s: string) => (s === sides[0] ? sides[1] : sides[0]);
  const side = winner.side ?? (loser.side ? other(loser.side) : sides[0]);
  const seats = { [side]: winner.playerId, [other(side)]: loser.playerId };
  return { seats, handicap: winner.points ? { side: other(side), points: winner.points } : null };
}

function sideOf(ctx: AppContext, gameType: string, written: string): string {
  const sides = moduleOf(ctx, gameType).sides;
  const want = written.trim().toLowerCase();
  const texts = moduleOf(ctx, gameType).texts;
  // A side by its id, its English name or its Japanese one (北軍).
  const hit = sides.find(
    (s) =>
      s === want ||
      sideName(s).toLowerCase() === want ||
      texts?.sideName('ja', s).normalize('NFKC') === written.trim().normalize('NFKC'),
  );
  if (!hit)
    throw refusal('club.refused.noSuchSide', { first: sides[0] ?? '', second: sides[1] ?? '', written });
  return hit;
}

/** A player's bid on a challenge waiting for bids (changeable until the other has bid too). */
export async function placeBid(
  ctx: AppContext,
  input: { email: string; id: number; points: number; side: string },
): Promise<BidResult> {
  const c = rowIdOf(input.id) === null ? undefined : await findChallenge(ctx.db, input.id);
  if (!c || c.status !== 'bidding') throw refusal('club.refused.notBidding', { id: input.id });
  const me = await playerByEmail(ctx.db, addressOf(input.email));
  if (!me || (me.id !== c.from_player && me.id !== c.to_player))
    throw refusal('club.refused.notYourBid', { id: input.id });
  if (!Number.isInteger(input.points) || input.points < 0 || input.points > MAX_BID)
    throw refusal('club.refused.bidPoints', { most: MAX_BID });
  const ladder = await requireLadder(ctx, c.ladder_id);
  const side = sideOf(ctx, ladder.game_type, input.side);
  await saveBid(ctx.db, { challengeId: c.id, playerId: me.id, points: input.points, side, at: ctx.now() });
  const bids = await bidsOf(ctx.db, c.id);
  if (bids.length < 2) {
    const other = me.id === c.from_player ? c.to_player : c.from_player;
    const email = (await emailOfPlayer(ctx.db, other)) as string;
    return { done: false, waitingFor: email };
  }
  return startBidGame(ctx, c.id, bids);
}

/** Both bids known (or the time is up): the game starts with the sides and handicap they settle. */
export async function startBidGame(ctx: AppContext, challengeId: number, bids: Bid[]): Promise<BidResult> {
  const c = await findChallenge(ctx.db, challengeId);
  if (!c) throw refusal('club.refused.noChallenge', { id: challengeId }, 'not-found');
  const ladder = await requireLadder(ctx, c.ladder_id);
  const sides = moduleOf(ctx, ladder.game_type).sides as readonly [string, string];
  const bidOf = (id: number): Bid =>
    bids.find((b) => b.playerId === id) ?? { playerId: id, points: 0, side: null };
  const settled = settleBids(
    sides,
    bidOf(c.from_player),
    bidOf(c.to_player),
    challengerWinsCoin(ctx.config.secret, c.id),
  );
  // Taken once: a second request that settles the same bids starts nothing.
  if (!(await moveChallenge(ctx.db, c.id, 'bidding', { status: 'starting' })))
    throw refusal('club.refused.hasGame', { id: c.id });
  const emails = await emailsOfPlayers(ctx.db, [c.from_player, c.to_player]);
  const email = (id: number | undefined) => emails.find((e) => e.id === id)?.email as string;
  const seats = sides.map((s) => email(settled.seats[s])) as [string, string];
  try {
    const game = await startLadderGame(
      ctx,
      ladder,
      seats,
      async (trx, gameId) => {
        await moveChallenge(trx, c.id, 'starting', { status: 'accepted', game_id: gameId });
      },
      { handicap: settled.handicap },
    );
    return { done: true, handicap: settled.handicap, ...game };
  } catch (err) {
    await moveChallenge(ctx.db, c.id, 'starting', { status: 'bidding' });
    throw err;
  }
}

/** What a bid did, in a sentence, for the hub and answers by mail, in the reader's language
 *  (`side` names a side in it). */
export function bidWords(
  r: BidResult,
  unit = 'VP',
  t: T = translator('en'),
  side: (s: string) => string = (s) => sideName(s),
): string {
  if (!r.done) return t('club.bid.in', { opponent: r.waitingFor });
  const given = r.handicap
    ? t('club.bid.handicap', { side: side(r.handicap.side), points: r.handicap.points, unit })
    : t('club.bid.noHandicap');
  const who = Object.entries(r.sides)
    .map(([s, e]) => t('club.bid.plays', { email: e, side: side(s) }))
    .join(t('common.listSeparator'));
  return t('club.bid.both', { who, given, started: gamesStarted(r, t) });
}

/** bidWords in the reader's language, with the game's side names and unit in it. */
export async function describeBid(ctx: AppContext, reader: MemberReader, r: BidResult): Promise<string> {
  if (!r.done) return bidWords(r, undefined, reader.t);
  const row = await findGame(ctx.db, r.gameId);
  const game = row ? moduleOf(ctx, row.game_type) : null;
  return bidWords(r, game?.handicap?.unit, reader.t, (s) => (game ? sideIn(reader, game, s) : s));
}
