// A ladder game's result moves its players' ratings: called in the transaction that ends the game
// (the rules' end in writeResolution, or endGame), so a rating is never lost or counted twice.
import type { Transaction } from 'kysely';
import { ladderRatings, saveRating } from '../../db/repos/clubs';
import {
  addRatingHistory,
  gameTypeAndHandicap,
  ladderGameEntry,
  ladderSettingsRow,
  markLadderGameRated,
  sidePlayers,
} from '../../db/repos/clubs/ladder-results';
import type { Database } from '../../db/schema';
import type { Result } from '../../games/core/contract';
import { NEW_RATING, rateWithAdvantage, type Rating } from './glicko';
import { ladderSettingsSchema } from './ladder-settings';
import { getGame } from '../../games/index';
import { sideAdvantage } from './side-advantage';
import { ENDING_LEVEL } from '../endings/levels';
import { rateClubWide } from './club-wide/rate';
import { unratedBotGame } from './ladder-bot';

type Trx = Transaction<Database>;

export async function rateLadderGame(
  trx: Trx,
  gameId: string,
  result: Result | null,
  at: Date,
): Promise<void> {
  const entry = await ladderGameEntry(trx, gameId);
  if (!entry || entry.ratedAt) return;
  await markLadderGameRated(trx, gameId, at);
  // An abandoned game has no result: nobody's rating moves.
  if (!result || result.level === 'abandoned') return;
  if (await unratedEnding(trx, entry.ladderId, result)) return;
  const sides = await sidePlayers(trx, gameId);
  const [a, b] = sides;
  if (!a || !b || sides.length !== 2) return;
  const settings = ladderSettingsSchema.parse((await ladderSettingsRow(trx, entry.ladderId)).settings);
  if (await unratedBotGame(trx, settings, [a.playerId, b.playerId])) return;
  const scoreOfA = result.winner === null ? 0.5 : result.winner === a.side ? 1 : 0;
  const game = await gameTypeAndHandicap(trx, gameId);
  const first = getGame(game.gameType).sides[0]!;
  // A game whose sides were bid for has its handicap already: the players priced the side.
  const advantage = game.handicap?.points
    ? { points: 0 }
    : await sideAdvantage(trx, game.gameType, first, gameId);
  await recordResult(trx, {
    advantageOfA: a.side === first ? advantage.points : -advantage.points,
    ladderId: entry.ladderId,
    a: a.playerId,
    b: b.playerId,
    scoreOfA,
    gameId,
    at,
  });
}

/** An ending outside the rules (resignation, forfeit, agreed draw) that the ladder leaves unrated. */
async function unratedEnding(trx: Trx, ladderId: number, result: Result): Promise<boolean> {
  const ladder = await ladderSettingsRow(trx, ladderId);
  const counting = ladderSettingsSchema.parse(ladder.settings).counting;
  const kind = (Object.keys(ENDING_LEVEL) as (keyof typeof ENDING_LEVEL)[]).find(
    (k) => ENDING_LEVEL[k] === result.level,
  );
  const setting = { resign: counting.resign, forfeit: counting.forfeit, draw: counting.agreedDraw };
  return kind !== undefined && setting[kind] === 'unrated';
}

/**
 * One result between two players of a ladder: both ratings (if the ladder is rated) and counts.
 * `advantageOfA`: the rating points A's side is worth (side-advantage.ts); the expected score is
 * that of A and B with it shared between them, so winning with the stronger side counts for less.
 */
export async function recordResult(
  trx: Trx,
  r: {
    ladderId: number;
    a: number;
    b: number;
    scoreOfA: number;
    gameId: string | null;
    at: Date;
    advantageOfA?: number;
  },
): Promise<void> {
  const ladder = await ladderSettingsRow(trx, r.ladderId);
  const rated = ladderSettingsSchema.parse(ladder.settings).rated;
  const now = new Map((await ladderRatings(trx, r.ladderId)).map((x) => [x.playerId, x as Rating]));
  const before: [Rating, Rating] = [now.get(r.a) ?? NEW_RATING, now.get(r.b) ?? NEW_RATING];
  const after = rated ? rateWithAdvantage(before, r.scoreOfA, r.advantageOfA ?? 0) : before;
  const players: [number, number] = [r.a, r.b];
  for (const i of [0, 1] as const) {
    const rating = after[i];
    const score = i === 0 ? r.scoreOfA : 1 - r.scoreOfA;
    await saveRating(trx, { ladderId: r.ladderId, playerId: players[i], ...rating, score });
    await addRatingHistory(trx, {
      ladderId: r.ladderId,
      playerId: players[i],
      gameId: r.gameId,
      at: r.at,
      rating: rating.rating,
      rd: rating.rd,
    });
  }
  if (rated)
    await rateClubWide(trx, {
      clubId: ladder.clubId,
      gameType: ladder.gameType,
      a: r.a,
      b: r.b,
      scoreOfA: r.scoreOfA,
      advantageOfA: r.advantageOfA ?? 0,
      gameId: r.gameId,
      at: r.at,
    });
}
