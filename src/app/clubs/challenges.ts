// Challenges on a ladder: a member challenges another; the challenged accepts (a game starts with the
// ladder's settings, sides drawn at random) or declines; a challenge left unanswered past its time
// lapses, or counts as a loss for the silent player where the ladder says so.
import { clubMembers, openChallengeBetween } from '../../db/repos/clubs';
import { enqueueMails } from '../../db/repos/outbox';
import { queuePlayerNotice } from '../base/player-notice';
import type { AppContext } from '../base/context';
import { ServiceError } from '../base/errors';
import { addressOf } from './clubs';
import { refusal } from '../base/refusal';
import { rowIdOf } from '../../db/row-id';
import { memberReader, momentOf, type MemberReader } from './member-reader';
import { ladderInfo, requireLadder, standings } from './ladders';
import { bidRequest, challengeNotice } from './challenge-notice';
import { bidsOf, moveChallenge } from '../../db/repos/clubs/bids';
import { startBidGame } from './bids';
import { recordResult } from './rate-game';
import { MIN_GAMES_FOR_SHARE } from './ladder-settings';
import { ladderGamesCount } from '../../db/repos/clubs/opponents';
import { challengesPastAnswer, findChallenge, insertChallenge } from '../../db/repos/clubs/challenges';
import { emailsOfPlayers } from '../../db/repos/players';
import { requireRoomAndRecord, startLadderGame, type StartedGame } from './start-ladder-game';
import { BOT_ADDRESS } from '../../db/bot-player';
import { namesTheBot } from './ladder-bot';

export type { StartedGame } from './start-ladder-game';

export async function memberId(ctx: AppContext, clubId: number, email: string): Promise<number> {
  const address = addressOf(email);
  const m = (await clubMembers(ctx.db, clubId)).find((x) => x.email === address);
  if (!m) throw refusal('club.refused.notMember', { email: address });
  return m.playerId;
}

/** The ladder's cap on the share of one's games against one opponent, with the game to come. */
export async function requireShareBelowCap(
  ctx: AppContext,
  ladder: Awaited<ReturnType<typeof requireLadder>>,
  players: [string, number, number][],
): Promise<void> {
  const cap = ladder.settings.maxShareVsOne;
  if (cap === null) return;
  for (const [email, id, opponent] of players) {
    const all = (await ladderGamesCount(ctx.db, ladder.id, id)) + 1;
    const against = (await ladderGamesCount(ctx.db, ladder.id, id, opponent)) + 1;
    if (all >= MIN_GAMES_FOR_SHARE && against / all > cap)
      throw refusal('club.refused.share', { cap: Math.round(cap * 100), against, all, email });
  }
}

export async function challenge(
  ctx: AppContext,
  input: { ladder: number | string; from: string; to: string },
): Promise<{ id: number; answerBy: string; started?: StartedGame & { pair?: StartedGame } }> {
  const ladder = await requireLadder(ctx, input.ladder);
  const toBot = namesTheBot(input.to);
  if (toBot && !ladder.settings.bot) throw refusal('club.refused.noBot');
  if (toBot) input = { ...input, to: BOT_ADDRESS };
  const from = await memberId(ctx, ladder.club_id, input.from);
  const to = await memberId(ctx, ladder.club_id, input.to);
  if (from === to) throw refusal('club.refused.self');
  if (await openChallengeBetween(ctx.db, ladder.id, from, to)) throw refusal('club.refused.openAlready');
  const range = ladder.settings.challengeRange;
  if (range !== null) {
    const table = await standings(ctx, ladder.id);
    const place = (email: string) => table.find((r) => r.email === addressOf(email))?.place ?? table.length;
    if (place(input.from) - place(input.to) > range) throw refusal('club.refused.range', { count: range });
  }
  await requireShareBelowCap(ctx, ladder, [
    [addressOf(input.from), from, to],
    [addressOf(input.to), to, from],
  ]);
  await requireRoomAndRecord(ctx, ladder, [
    [addressOf(input.from), from],
    [addressOf(input.to), to],
  ]);
  const now = ctx.now();
  const answerBy = new Date(now.getTime() + ladder.settings.answerSeconds * 1000);
  const info = await ladderInfo(ctx, ladder.id);
  const reader = await memberReader(ctx.db, input.to);
  // The challenge and the mail that tells the challenged player, together or not at all.
  const id = await ctx.db.transaction().execute(async (trx) => {
    const challengeId = await insertChallenge(trx, { ladderId: ladder.id, from, to, at: now, answerBy });
    const notice = challengeNotice(ctx, reader, {
      id: challengeId,
      ladder: info,
      from: addressOf(input.from),
      to: addressOf(input.to),
      toId: to,
      answerBy,
      silence: ladder.settings.silence,
    });
    await enqueueMails(trx, null, 'challenge', [notice], now);
    // On the challenged player's own channels too, if they take club notices (app/notify).
    await queuePlayerNotice(ctx, trx, {
      playerId: to,
      kind: 'club',
      about: `challenge-${challengeId}`,
      lang: reader.t.lang,
      summary: reader.t('notify.challenged', {
        ladder: info.name,
        club: info.club,
        by: momentOf(reader, answerBy.toISOString()),
      }),
      now,
    });
    return challengeId;
  });
  // The bot member accepts at once (its ladder has no side bids: ladder-bot.ts).
  if (toBot) {
    const started = (await acceptOrBid(ctx, { id })) as StartedGame & { pair?: StartedGame };
    return { id, answerBy: answerBy.toISOString(), started };
  }
  return { id, answerBy: answerBy.toISOString() };
}

async function openChallenge(ctx: AppContext, id: number) {
  const c = rowIdOf(id) === null ? undefined : await findChallenge(ctx.db, id);
  if (!c) throw refusal('club.refused.noChallenge', { id }, 'not-found');
  if (c.status !== 'open') throw refusal(`club.refused.challenge.${c.status}`, { id });
  return c;
}

/** Accepted on a ladder of side bids: the game waits for both bids until `bidBy`. */
export interface BiddingOpen {
  bidding: true;
  bidBy: string;
}

/** Accepted for the challenged player (the organiser's CLI and API): the game starts at once; a
 *  ladder of side bids waits for the players' own answer, as they bid next. */
export async function acceptChallenge(
  ctx: AppContext,
  input: { id: number },
): Promise<StartedGame & { pair?: StartedGame }> {
  const c = await openChallenge(ctx, input.id);
  if ((await requireLadder(ctx, c.ladder_id)).settings.sides === 'bid')
    throw refusal('club.refused.bidLadder', { id: c.id });
  return (await acceptOrBid(ctx, input)) as StartedGame & { pair?: StartedGame };
}

/** The challenged player accepts: the game starts at once with the ladder's settings (on a ladder
 *  of paired games, a second one too with the sides the other way round: `pair`); on a ladder of
 *  side bids, the bidding opens (bids.ts). */
export async function acceptOrBid(
  ctx: AppContext,
  input: { id: number },
): Promise<(StartedGame & { pair?: StartedGame }) | BiddingOpen> {
  const c = await openChallenge(ctx, input.id);
  const ladder = await requireLadder(ctx, c.ladder_id);
  const emails = await emailsOfPlayers(ctx.db, [c.from_player, c.to_player]);
  const email = (id: number) => emails.find((e) => e.id === id)?.email as string;
  // Checked again: games may have started, and a record fallen, since the challenge was made.
  await requireRoomAndRecord(ctx, ladder, [
    [email(c.from_player), c.from_player],
    [email(c.to_player), c.to_player],
  ]);
  if (ladder.settings.sides === 'bid') return openBidding(ctx, c, ladder, email);
  return startLadderGame(ctx, ladder, [email(c.from_player), email(c.to_player)], async (trx, gameId) => {
    const set = { status: 'accepted', answered_at: ctx.now(), game_id: gameId };
    // Two acceptances at once: the second finds it answered, and its game is never made.
    if (!(await moveChallenge(trx, c.id, 'open', set))) throw refusal('club.refused.answered', { id: c.id });
  });
}

/** Two seeks matched on a ladder of side bids: a challenge between them, accepted at once, whose
 *  bidding opens as an accepted challenge's does. */
export async function biddingBetween(
  ctx: AppContext,
  ladder: Awaited<ReturnType<typeof requireLadder>>,
  players: [from: { id: number; email: string }, to: { id: number; email: string }],
): Promise<BiddingOpen & { challengeId: number }> {
  const [from, to] = players;
  const now = ctx.now();
  const id = await insertChallenge(ctx.db, {
    ladderId: ladder.id,
    from: from.id,
    to: to.id,
    at: now,
    answerBy: now,
  });
  const c = { id, from_player: from.id, to_player: to.id };
  const opened = await openBidding(ctx, c, ladder, (p) => (p === from.id ? from.email : to.email));
  return { ...opened, challengeId: id };
}

async function openBidding(
  ctx: AppContext,
  c: { id: number; from_player: number; to_player: number },
  ladder: Awaited<ReturnType<typeof requireLadder>>,
  email: (id: number) => string,
): Promise<BiddingOpen> {
  const now = ctx.now();
  const bidBy = new Date(now.getTime() + ladder.settings.answerSeconds * 1000);
  const info = await ladderInfo(ctx, ladder.id);
  const players = [c.from_player, c.to_player];
  const readers = await Promise.all(players.map((id) => memberReader(ctx.db, email(id))));
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await moveChallenge(trx, c.id, 'open', { status: 'bidding', answered_at: now, answer_by: bidBy })))
      throw refusal('club.refused.answered', { id: c.id });
    const mails = players.map((id, i) =>
      bidRequest(ctx, readers[i] as MemberReader, {
        id: c.id,
        ladder: info,
        to: email(id),
        toId: id,
        opponent: email(id === c.from_player ? c.to_player : c.from_player),
        bidBy,
      }),
    );
    await enqueueMails(trx, null, 'bid-request', mails, now);
  });
  return { bidding: true, bidBy: bidBy.toISOString() };
}

export async function declineChallenge(
  ctx: AppContext,
  input: { id: number },
): Promise<{ status: 'declined' }> {
  const c = await openChallenge(ctx, input.id);
  if (!(await moveChallenge(ctx.db, c.id, 'open', { status: 'declined', answered_at: ctx.now() })))
    throw refusal('club.refused.answered', { id: c.id });
  return { status: 'declined' };
}

/** Challenges past their time: lapsed, or (where the ladder says so) a loss for the silent player. */
export async function lapseChallenges(ctx: AppContext, limit = 50): Promise<number> {
  const now = ctx.now();
  const due = await challengesPastAnswer(ctx.db, 'open', now, limit);
  for (const c of due) {
    const ladder = await requireLadder(ctx, c.ladder_id);
    await ctx.db.transaction().execute(async (trx) => {
      const updated = await moveChallenge(trx, c.id, 'open', { status: 'lapsed', answered_at: now });
      if (updated && ladder.settings.silence === 'forfeit')
        await recordResult(trx, {
          ladderId: ladder.id,
          a: c.from_player,
          b: c.to_player,
          scoreOfA: 1,
          gameId: null,
          at: now,
        });
    });
  }
  return due.length + (await closeBidding(ctx, now, limit));
}

/** Bidding past its time: the game starts with the bids made (a missing one is 0 for any side). */
async function closeBidding(ctx: AppContext, now: Date, limit: number): Promise<number> {
  const due = await challengesPastAnswer(ctx.db, 'bidding', now, limit);
  for (const c of due) {
    try {
      await startBidGame(ctx, c.id, await bidsOf(ctx.db, c.id));
    } catch (err) {
      if (!(err instanceof ServiceError)) throw err;
      // Another request started it meanwhile, or the game cannot start: the challenge lapses.
      await moveChallenge(ctx.db, c.id, 'bidding', { status: 'lapsed' });
    }
  }
  return due.length;
}
