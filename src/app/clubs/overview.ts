// Every club with its invite link, members, ladders and tournaments, for the organiser's clubs page.
import type { AppContext } from '../base/context';
import { moduleOf } from '../base/load';
import { clubMembers } from '../../db/repos/clubs';
import { inviteUrl } from '../invites/invite-link';

export async function clubsOverview(ctx: AppContext) {
  const clubs = await ctx.db
    .selectFrom('clubs')
    .select(['id', 'name', 'invite_generation'])
    .orderBy('name')
    .execute();
  const ladders = await ctx.db
    .selectFrom('ladders')
    .select(['id', 'club_id', 'name', 'game_type'])
    .orderBy('id')
    .execute();
  const tournaments = await ctx.db
    .selectFrom('tournaments')
    .leftJoin('tournament_entrants', 'tournament_entrants.tournament_id', 'tournaments.id')
    .select(({ fn }) => [
      'tournaments.id',
      'tournaments.club_id',
      'tournaments.name',
      'tournaments.game_type',
      'tournaments.format',
      'tournaments.status',
      fn.count<number>('tournament_entrants.player_id').as('entrants'),
    ])
    .groupBy('tournaments.id')
    .orderBy('tournaments.id')
    .execute();
  const title = (gameType: string) => moduleOf(ctx, gameType).title;
  return Promise.all(
    clubs.map(async (c) => ({
      id: c.id,
      name: c.name,
      /** The invite link in force; null until the organiser makes one. */
      invite: c.invite_generation > 0 ? inviteUrl(ctx.config, c.id, c.invite_generation) : null,
      members: await clubMembers(ctx.db, c.id),
      ladders: ladders
        .filter((l) => l.club_id === c.id)
        .map((l) => ({ id: l.id, name: l.name, game: title(l.game_type) })),
      tournaments: tournaments
        .filter((t) => t.club_id === c.id)
        .map((t) => ({
          id: t.id,
          name: t.name,
          game: title(t.game_type),
          format: t.format,
          status: t.status,
          entrants: Number(t.entrants),
        })),
    })),
  );
}

export type ClubOverview = Awaited<ReturnType<typeof clubsOverview>>[number];
