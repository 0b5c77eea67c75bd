// A club's public page, when its organiser turns it on: the ladders' standings for anyone to read,
// with players by their display names or as "Member N" — never an address (a page for the world
// must not hand out the members' mail).
import type { AppContext } from '../base/context';
import { ServiceError } from '../base/errors';
import { moduleOf } from '../base/load';
import { requireClub } from './clubs';
import { standings } from './ladders';
import { clubWideStandings } from './club-wide/standings';

export interface PublicStandingsRow {
  place: number;
  name: string;
  rating: number;
  rd: number;
  wins: number;
  losses: number;
  draws: number;
  provisional: boolean;
}

export interface PublicClub {
  name: string;
  ladders: { name: string; game: string; rows: PublicStandingsRow[] }[];
  /** Each game's club-wide ratings, from the results of all the club's ladders of it. */
  games: { game: string; rows: Omit<PublicStandingsRow, 'provisional'>[] }[];
}

export async function setClubPublic(
  ctx: AppContext,
  input: { club: string; public: boolean },
): Promise<{ club: string; public: boolean }> {
  const club = await requireClub(ctx, input.club);
  await ctx.db.updateTable('clubs').set({ public: input.public }).where('id', '=', club.id).execute();
  return { club: club.name, public: input.public };
}

/** The public view of a club by id or name; "not found" while it is private (it does not exist to
 *  the world). */
export async function publicClub(ctx: AppContext, idOrName: string): Promise<PublicClub> {
  const club = await requireClub(ctx, idOrName).catch(() => undefined);
  if (!club?.public) throw new ServiceError('not-found', 'no such club page');
  const members = await ctx.db
    .selectFrom('club_members')
    .innerJoin('players', 'players.id', 'club_members.player_id')
    .select(['players.email', 'players.display_name'])
    .where('club_members.club_id', '=', club.id)
    .orderBy('club_members.joined_at')
    .orderBy('players.id')
    .execute();
  const nameOf = new Map(
    members.map((m, i) => [m.email, m.display_name?.trim() || `Member ${i + 1}`] as const),
  );
  const ladders = await ctx.db
    .selectFrom('ladders')
    .select(['id', 'name', 'game_type'])
    .where('club_id', '=', club.id)
    .orderBy('name')
    .execute();
  const out: PublicClub['ladders'] = [];
  for (const l of ladders) {
    const rows = (await standings(ctx, l.id)).map(({ email, ...r }) => ({
      place: r.place,
      name: nameOf.get(email) ?? 'A member',
      rating: r.rating,
      rd: r.rd,
      wins: r.wins,
      losses: r.losses,
      draws: r.draws,
      provisional: r.provisional,
    }));
    out.push({ name: l.name, game: moduleOf(ctx, l.game_type).title, rows });
  }
  const games = (await clubWideStandings(ctx, club.id)).map((t) => ({
    game: t.game,
    rows: t.rows.map((r) => ({
      place: r.place,
      name: nameOf.get(r.email) ?? 'A member',
      rating: r.rating,
      rd: r.rd,
      wins: r.wins,
      losses: r.losses,
      draws: r.draws,
    })),
  }));
  return { name: club.name, ladders: out, games };
}
