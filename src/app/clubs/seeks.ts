// Seeks: a member offers to play anyone on a ladder. The ladder matches a new seek at once to the
// open seek of the nearest-rated other member who still has room and the record the ladder asks
// for, and starts their game with the ladder's settings; else the seek waits until the ladder's
// answer time has passed, and then lapses (an open seek past its time is never matched).
import { sql } from 'kysely';
import { ladderRatings } from '../../db/repos/clubs';
import type { AppContext } from '../base/context';
import { ServiceError } from '../base/errors';
import { memberId } from './challenges';
import { addressOf } from './clubs';
import { NEW_RATING } from './glicko';
import { requireLadder } from './ladders';
import { requireRoomAndRecord, startLadderGame } from './start-ladder-game';

export type SeekResult =
  | { matched: false; id: number; lapseAt: string }
  | { matched: true; opponent: string; gameId: string; number: number; sides: Record<string, string> };

async function openSeeks(ctx: AppContext, ladderId: number) {
  return ctx.db
    .selectFrom('seeks')
    .innerJoin('players', 'players.id', 'seeks.player_id')
    .select(['seeks.id', 'seeks.player_id as playerId', 'players.email', 'seeks.lapse_at as lapseAt'])
    .where('seeks.ladder_id', '=', ladderId)
    .where('seeks.status', '=', 'open')
    .where('seeks.lapse_at', '>', ctx.now())
    .orderBy('seeks.id')
    .execute();
}

export async function postSeek(
  ctx: AppContext,
  input: { email: string; ladder: number | string },
): Promise<SeekResult> {
  const ladder = await requireLadder(ctx, input.ladder);
  const email = addressOf(input.email);
  const me = await memberId(ctx, ladder.club_id, email);
  const open = await openSeeks(ctx, ladder.id);
  const mine = open.find((s) => s.playerId === me);
  if (mine)
    throw new ServiceError(
      'bad-request',
      `you have an open seek on ${ladder.name} already (number ${mine.id}); it waits for another player`,
    );
  await requireRoomAndRecord(ctx, ladder, [[email, me]]);
  const rating = new Map((await ladderRatings(ctx.db, ladder.id)).map((r) => [r.playerId, r.rating]));
  const ratingOf = (id: number) => rating.get(id) ?? NEW_RATING.rating;
  const nearest = open.sort(
    (a, b) =>
      Math.abs(ratingOf(a.playerId) - ratingOf(me)) - Math.abs(ratingOf(b.playerId) - ratingOf(me)) ||
      a.id - b.id,
  );
  for (const other of nearest) {
    try {
      await requireRoomAndRecord(ctx, ladder, [[other.email, other.playerId]]);
    } catch (err) {
      if (err instanceof ServiceError) continue; // that seeker can no longer start a game here
      throw err;
    }
    // Taken once: a seek another request matched meanwhile is skipped.
    const taken = await ctx.db
      .updateTable('seeks')
      .set({ status: 'matched' })
      .where('id', '=', other.id)
      .where('status', '=', 'open')
      .returning('id')
      .executeTakeFirst();
    if (!taken) continue;
    try {
      const game = await startLadderGame(ctx, ladder, [other.email, email], async (trx, gameId) => {
        await trx.updateTable('seeks').set({ game_id: gameId }).where('id', '=', other.id).execute();
        await trx
          .insertInto('seeks')
          .values({
            ladder_id: ladder.id,
            player_id: me,
            status: 'matched',
            lapse_at: ctx.now(),
            game_id: gameId,
          })
          .execute();
      });
      return { matched: true, opponent: other.email, ...game };
    } catch (err) {
      // No game: the other seek stays open for the next seeker.
      await ctx.db.updateTable('seeks').set({ status: 'open' }).where('id', '=', other.id).execute();
      throw err;
    }
  }
  const lapseAt = new Date(ctx.now().getTime() + ladder.settings.answerSeconds * 1000);
  const row = await ctx.db
    .insertInto('seeks')
    .values({ ladder_id: ladder.id, player_id: me, lapse_at: lapseAt, created_at: ctx.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { matched: false, id: row.id, lapseAt: lapseAt.toISOString() };
}

/** A player's open seeks (not yet lapsed), with their ladders: for the hub. */
export async function openSeeksOf(ctx: AppContext, email: string) {
  return ctx.db
    .selectFrom('seeks')
    .innerJoin('players', 'players.id', 'seeks.player_id')
    .innerJoin('ladders', 'ladders.id', 'seeks.ladder_id')
    .select([
      'seeks.id',
      'ladders.id as ladderId',
      'ladders.name as ladder',
      sql<Date>`seeks.lapse_at`.as('lapseAt'),
    ])
    .where('players.email', '=', addressOf(email))
    .where('seeks.status', '=', 'open')
    .where('seeks.lapse_at', '>', ctx.now())
    .orderBy('seeks.id')
    .execute();
}

/** What a seek did, in a sentence, for the hub and for answers by mail. */
export function seekWords(ladder: string, r: SeekResult, when: (iso: string) => string): string {
  return r.matched
    ? `Your seek on ${ladder} found ${r.opponent}: game #${r.number} has started, and its first mail is on its way.`
    : `Your seek on ${ladder} is open (number ${r.id}): the first other member who seeks on it before ${when(r.lapseAt)} plays you (the nearest rating first).`;
}
