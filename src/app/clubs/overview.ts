// Every club with its invite link, members, ladders and tournaments, for the organiser's clubs page.
import type { AppContext } from '../base/context';
import { moduleOf } from '../base/load';
import { clubMembers } from '../../db/repos/clubs';
import { allClubs, allLadders, allTournamentsWithEntrants } from '../../db/repos/clubs/overview';
import { inviteUrl } from '../invites/invite-link';

export async function clubsOverview(ctx: AppContext) {
  const clubs = await allClubs(ctx.db);
  const ladders = await allLadders(ctx.db);
  const tournaments = await allTournamentsWithEntrants(ctx.db);
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
