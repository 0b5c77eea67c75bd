// The organiser's invite link of a club: one at a time. Making a new one revokes every older one
// (the club's invite generation goes up, and the links carry the generation they were made in).
import { signInviteLink, verifyInviteLink } from '../../security/club-invites';
import { isTokenError } from '../../security/tokens';
import type { AppConfig, AppContext } from '../base/context';
import { refusal } from '../base/refusal';
import { requireClub } from '../clubs/clubs';
import { clubInviteGeneration, nextInviteGeneration } from '../../db/repos/clubs';

export function inviteUrl(config: AppConfig, clubId: number, generation: number): string {
  return `${config.baseUrl}/join/${signInviteLink(config.secret, { clubId, generation })}`;
}

/** A new invite link for the club; the old one stops working at once. */
export async function newInviteLink(ctx: AppContext, club: string): Promise<{ club: string; url: string }> {
  const found = await requireClub(ctx, club);
  const row = await nextInviteGeneration(ctx.db, found.id);
  return { club: row.name, url: inviteUrl(ctx.config, found.id, row.generation) };
}

/** The club an invite link (or a join link's claims) opens, while its generation is the club's. */
export async function clubOfInvite(ctx: AppContext, claims: { clubId: number; generation: number }) {
  const club = await clubInviteGeneration(ctx.db, claims.clubId);
  if (!club || claims.generation < 1 || club.invite_generation !== claims.generation)
    throw refusal('join.refused.oldLink', undefined, 'not-found');
  return club;
}

export async function clubOfInviteToken(ctx: AppContext, token: string) {
  const claims = verifyInviteLink(ctx.config.secret, token);
  if (isTokenError(claims)) throw refusal('join.refused.badLink', undefined, 'not-found');
  return { claims, club: await clubOfInvite(ctx, claims) };
}
