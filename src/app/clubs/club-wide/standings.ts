// A club's club-wide standings: for each game it rates, the members with a result in it, best first
// (a member who has not played the game is not in its table: a club may have many games).
import { clubGameRatings, clubRatedGames } from '../../../db/repos/clubs/game-ratings';
import type { Db } from '../../../db/repos/games';
import type { AppContext } from '../../base/context';
import { moduleOf } from '../../base/load';
import { requireLadder, type RatedRecord } from '../ladders';

export interface ClubWideRow extends RatedRecord {
  playerId: number;
}

export interface ClubWideTable {
  gameType: string;
  game: string;
  rows: ClubWideRow[];
}

export async function clubWideTable(
  ctx: AppContext,
  clubId: number,
  gameType: string,
  db: Db = ctx.db,
): Promise<ClubWideTable> {
  const rows = (await clubGameRatings(db, clubId, gameType))
    .sort((a, b) => b.rating - a.rating || a.email.localeCompare(b.email))
    .map((r, i) => ({
      place: i + 1,
      playerId: r.playerId,
      email: r.email,
      rating: Math.round(r.rating),
      rd: Math.round(r.rd),
      games: r.wins + r.losses + r.draws,
      wins: r.wins,
      losses: r.losses,
      draws: r.draws,
    }));
  return { gameType, game: moduleOf(ctx, gameType).title, rows };
}

/** Every game the club rates, each with its club-wide table. */
export async function clubWideStandings(
  ctx: AppContext,
  clubId: number,
  db: Db = ctx.db,
): Promise<ClubWideTable[]> {
  const out: ClubWideTable[] = [];
  for (const game of await clubRatedGames(db, clubId)) out.push(await clubWideTable(ctx, clubId, game, db));
  return out;
}

/** The club-wide table of a ladder's game in the ladder's club (the ladder's standings page). */
export async function clubWideOfLadder(ctx: AppContext, ladderId: number | string): Promise<ClubWideTable> {
  const ladder = await requireLadder(ctx, ladderId);
  return clubWideTable(ctx, ladder.club_id, ladder.game_type);
}
