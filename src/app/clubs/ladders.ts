// A club's ladder for one game: its settings and its standings (Glicko-2 rating, deviation, games;
// "boot camp" while a player has no finished game on it).
import { refusal } from '../base/refusal';
import { rowIdOf } from '../../db/row-id';
import { clubMembers, clubName, findLadder, insertLadder, ladderRatings } from '../../db/repos/clubs';
import type { AppContext } from '../base/context';
import type { Db } from '../../db/repos/games';
import { ServiceError } from '../base/errors';
import { moduleOf } from '../base/load';
import { requireClub } from './clubs';
import { botJoinsClub } from './bot-member';
import { NEW_RATING } from './glicko';
import { ladderSettingsSchema, type LadderSettings } from './ladder-settings';
import { reliabilityOf, type Reliability } from './reliability';
import { sideAdvantage } from './side-advantage';
import { sideName } from '../../mail/compose/format';
import { listGames } from '../../games/index';

/** A player's rating and record, as every standings table shows them. */
export interface RatedRecord {
  place: number;
  email: string;
  rating: number;
  rd: number;
  games: number;
  wins: number;
  losses: number;
  draws: number;
}

export interface StandingsRow extends RatedRecord {
  /** No finished game on this ladder yet: the rating is a guess. */
  provisional: boolean;
  reliability: Reliability;
}

export async function createLadder(
  ctx: AppContext,
  input: { club: string; name: string; game: string; settings?: Partial<LadderSettings> },
): Promise<{ id: number; name: string; game: string; settings: LadderSettings }> {
  const club = await requireClub(ctx, input.club);
  const module = moduleOf(ctx, input.game);
  const name = input.name.trim();
  if (!name || name.length > 80)
    throw new ServiceError('bad-request', 'a ladder name has 1 to 80 characters');
  const parsed = ladderSettingsSchema.safeParse(input.settings ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ServiceError('bad-request', `ladder settings: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  if (parsed.data.sides === 'bid' && !module.handicap)
    throw new ServiceError(
      'bad-request',
      `side bids need a game whose end is a count of points (${listGames()
        .filter((g) => g.handicap)
        .map((g) => g.title)
        .join(', ')}); ${module.title} has none`,
    );
  if (parsed.data.sides === 'bid' && parsed.data.bot)
    throw new ServiceError('bad-request', 'the bot cannot bid for sides: a ladder of side bids has no bot');
  const row = await ctx.db.transaction().execute(async (trx) => {
    const made = await insertLadder(trx, {
      clubId: club.id,
      name,
      gameType: module.id,
      settings: parsed.data,
      at: ctx.now(),
    });
    if (parsed.data.bot) await botJoinsClub(trx, club.id, ctx.now());
    return made;
  });
  return { id: row.id, name: row.name, game: row.game_type, settings: parsed.data };
}

export async function requireLadder(ctx: AppContext, id: number | string, db: Db = ctx.db) {
  const rowId = rowIdOf(id);
  const ladder = rowId !== null ? await findLadder(db, rowId) : undefined;
  if (!ladder) throw refusal('club.refused.noLadderNamed', { ladder: String(id) }, 'not-found');
  return { ...ladder, settings: ladderSettingsSchema.parse(ladder.settings) };
}

/** The ladder's name, game and club, for headings. */
export async function ladderInfo(ctx: AppContext, ladderId: number | string) {
  const ladder = await requireLadder(ctx, ladderId);
  return {
    id: ladder.id,
    name: ladder.name,
    game: moduleOf(ctx, ladder.game_type).title,
    gameType: ladder.game_type,
    club: await clubName(ctx.db, ladder.club_id),
    settings: ladder.settings,
  };
}

/** The ladder's game's first side's worth in rating points, from its finished games
 *  (side-advantage.ts): for the standings page only, as it reads every finished game of the game. */
export async function ladderSideAdvantage(ctx: AppContext, ladderId: number | string) {
  const ladder = await requireLadder(ctx, ladderId);
  const first = moduleOf(ctx, ladder.game_type).sides[0]!;
  const advantage = await sideAdvantage(ctx.db, ladder.game_type, first);
  return { ...advantage, sideName: sideName(advantage.side) };
}

/** Every member of the ladder's club, best first; those without a game at the new player's rating.
 *  `db`: a transaction to read in (the weekly digest reads inside its own). */
export async function standings(
  ctx: AppContext,
  ladderId: number | string,
  db: Db = ctx.db,
): Promise<StandingsRow[]> {
  const ladder = await requireLadder(ctx, ladderId, db);
  const rated = new Map((await ladderRatings(db, ladder.id)).map((r) => [r.playerId, r]));
  const rows = (await clubMembers(db, ladder.club_id)).map((m) => {
    const r = rated.get(m.playerId);
    const games = r ? r.wins + r.losses + r.draws : 0;
    return {
      email: m.email,
      rating: r?.rating ?? NEW_RATING.rating,
      rd: r?.rd ?? NEW_RATING.rd,
      games,
      wins: r?.wins ?? 0,
      losses: r?.losses ?? 0,
      draws: r?.draws ?? 0,
      provisional: ladder.settings.bootCamp && games === 0,
    };
  });
  rows.sort(
    (a, b) =>
      Number(a.provisional) - Number(b.provisional) || b.rating - a.rating || a.email.localeCompare(b.email),
  );
  const reliability = new Map<string, Reliability>();
  for (const r of rows) reliability.set(r.email, await reliabilityOf(ctx, r.email, db));
  return rows.map((r, i) => ({
    place: i + 1,
    ...r,
    rating: Math.round(r.rating),
    rd: Math.round(r.rd),
    reliability: reliability.get(r.email) as Reliability,
  }));
}
