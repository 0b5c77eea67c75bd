// The club-wide rating of a game moves with every rated result of any of the club's ladders of that
// game, in the same transaction as the ladder's own rating and with the same side advantage: a
// member who plays on several ladders of one game has one strength in it, not one per ladder.
import type { Transaction } from 'kysely';
import { clubGameRatings, saveClubGameRating } from '../../../db/repos/clubs/game-ratings';
import type { Database } from '../../../db/schema';
import { NEW_RATING, rateWithAdvantage, type Rating } from '../glicko';

export async function rateClubWide(
  trx: Transaction<Database>,
  r: {
    clubId: number;
    gameType: string;
    a: number;
    b: number;
    scoreOfA: number;
    advantageOfA: number;
    gameId: string | null;
    at: Date;
  },
): Promise<void> {
  const now = new Map(
    (await clubGameRatings(trx, r.clubId, r.gameType)).map((x) => [x.playerId, x as Rating]),
  );
  const before: [Rating, Rating] = [now.get(r.a) ?? NEW_RATING, now.get(r.b) ?? NEW_RATING];
  const after = rateWithAdvantage(before, r.scoreOfA, r.advantageOfA);
  const players = [r.a, r.b] as const;
  for (const i of [0, 1] as const)
    await saveClubGameRating(trx, {
      clubId: r.clubId,
      gameType: r.gameType,
      playerId: players[i],
      ...after[i],
      score: i === 0 ? r.scoreOfA : 1 - r.scoreOfA,
      gameId: r.gameId,
      at: r.at,
    });
}
