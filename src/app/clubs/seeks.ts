// Seeks: a member offers to play anyone on a ladder. The ladder matches a new seek at once to the
// open seek of the nearest-rated other member (of those whose preferred turn time suits the
// seeker's) who still has room, the record the ladder asks for, and a share of games against the
// seeker under the ladder's cap, and starts their game with the ladder's settings (on a ladder of
// side bids, opens their bidding); else the seek waits until the ladder's answer time has passed,
// and then lapses (an open seek past its time is never matched; seek-lapse.ts tells the player).
import { ladderRatings } from '../../db/repos/clubs';
import {
  insertSeek,
  openSeeks,
  openSeeksOfPlayer,
  reopenSeek,
  seeksMatched,
  takeSeek,
} from '../../db/repos/clubs/seeks';
import type { AppContext } from '../base/context';
import { ServiceError } from '../base/errors';
import { biddingBetween, memberId, requireShareBelowCap } from './challenges';
import { addressOf } from './clubs';
import { NEW_RATING } from './glicko';
import { requireLadder } from './ladders';
import { turnTimesSuit } from './preferences';
import { preferencesOf } from '../../db/repos/clubs/preferences';
import { momentOf, readerIn, type MemberReader } from './member-reader';
import { refusal } from '../base/refusal';
import { gamesStarted, requireRoomAndRecord, startLadderGame, type StartedGame } from './start-ladder-game';

export type SeekResult =
  | { matched: false; id: number; lapseAt: string }
  | ({ matched: true; opponent: string } & StartedGame & { pair?: StartedGame })
  /** On a ladder of side bids: the two are matched, and their bidding is open (bids.ts). */
  | { matched: 'bidding'; opponent: string; challengeId: number; bidBy: string };

export async function postSeek(
  ctx: AppContext,
  input: { email: string; ladder: number | string },
): Promise<SeekResult> {
  const ladder = await requireLadder(ctx, input.ladder);
  const email = addressOf(input.email);
  const me = await memberId(ctx, ladder.club_id, email);
  const open = await openSeeks(ctx.db, ladder.id, ctx.now());
  const mine = open.find((s) => s.playerId === me);
  if (mine) throw refusal('club.refused.seekOpen', { ladder: ladder.name, id: mine.id });
  await requireRoomAndRecord(ctx, ladder, [[email, me]]);
  const rating = new Map((await ladderRatings(ctx.db, ladder.id)).map((r) => [r.playerId, r.rating]));
  const ratingOf = (id: number) => rating.get(id) ?? NEW_RATING.rating;
  // Only seekers whose preferred turn time suits this seeker's are matched, the nearest rating first.
  const turnTime = async (id: number) => (await preferencesOf(ctx.db, id)).turnTimeSeconds;
  const myTurnTime = await turnTime(me);
  const suited = [];
  for (const s of open) if (turnTimesSuit(await turnTime(s.playerId), myTurnTime)) suited.push(s);
  const nearest = suited.sort(
    (a, b) =>
      Math.abs(ratingOf(a.playerId) - ratingOf(me)) - Math.abs(ratingOf(b.playerId) - ratingOf(me)) ||
      a.id - b.id,
  );
  for (const other of nearest) {
    try {
      await requireRoomAndRecord(ctx, ladder, [[other.email, other.playerId]]);
      await requireShareBelowCap(ctx, ladder, [
        [email, me, other.playerId],
        [other.email, other.playerId, me],
      ]);
    } catch (err) {
      if (err instanceof ServiceError) continue; // that seeker cannot start a game here (with me)
      throw err;
    }
    // Taken once: a seek another request matched meanwhile is skipped.
    if (!(await takeSeek(ctx.db, other.id))) continue;
    try {
      if (ladder.settings.sides === 'bid') {
        const players = [
          { id: other.playerId, email: other.email },
          { id: me, email },
        ] as const;
        const bidding = await biddingBetween(ctx, ladder, [...players]);
        await seeksMatched(ctx.db, {
          ladderId: ladder.id,
          taken: other.id,
          seeker: me,
          gameId: null,
          at: ctx.now(),
        });
        return {
          matched: 'bidding',
          opponent: other.email,
          challengeId: bidding.challengeId,
          bidBy: bidding.bidBy,
        };
      }
      const game = await startLadderGame(ctx, ladder, [other.email, email], (trx, gameId) =>
        seeksMatched(trx, { ladderId: ladder.id, taken: other.id, seeker: me, gameId, at: ctx.now() }),
      );
      return { matched: true, opponent: other.email, ...game };
    } catch (err) {
      // No game: the other seek stays open for the next seeker.
      await reopenSeek(ctx.db, other.id);
      throw err;
    }
  }
  const lapseAt = new Date(ctx.now().getTime() + ladder.settings.answerSeconds * 1000);
  const id = await insertSeek(ctx.db, { ladderId: ladder.id, playerId: me, at: ctx.now(), lapseAt });
  return { matched: false, id, lapseAt: lapseAt.toISOString() };
}

/** A player's open seeks (not yet lapsed), with their ladders: for the hub. */
export async function openSeeksOf(ctx: AppContext, email: string) {
  return openSeeksOfPlayer(ctx.db, addressOf(email), ctx.now());
}

/** What a seek did, in a sentence, for the hub and for answers by mail, in the reader's language. */
export function seekWords(ladder: string, r: SeekResult, reader: MemberReader = readerIn('en')): string {
  const t = reader.t;
  if (r.matched === 'bidding')
    return `${t('club.seek.found', { ladder, opponent: r.opponent })} ${t('club.bid.howTo', { by: momentOf(reader, r.bidBy) })}`;
  return r.matched
    ? t('club.seek.started', { ladder, opponent: r.opponent, started: gamesStarted(r, t) })
    : t('club.seek.open', { ladder, id: r.id, until: momentOf(reader, r.lapseAt) });
}
