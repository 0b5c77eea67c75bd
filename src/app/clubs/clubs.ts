// A club: a name, its organisers and members (players by email). Organisers are members too.
import { addClubMember, clubMembers, findClub, insertClub } from '../../db/repos/clubs';
import { upsertPlayer } from '../../db/repos/games';
import type { AppContext } from '../base/context';
import { checkEmailAddress } from '../base/email-address';
import { ServiceError } from '../base/errors';

export function addressOf(raw: string): string {
  const checked = checkEmailAddress(raw);
  if (!checked.ok)
    throw new ServiceError('bad-request', `the address ${JSON.stringify(raw)}: ${checked.why}`);
  return checked.address;
}

export async function requireClub(ctx: AppContext, idOrName: string) {
  const club = await findClub(ctx.db, idOrName);
  if (!club) throw new ServiceError('not-found', `no club ${JSON.stringify(idOrName)}`);
  return club;
}

export async function createClub(
  ctx: AppContext,
  input: { name: string; organisers: string[] },
): Promise<{ id: number; name: string }> {
  const name = input.name.trim();
  if (!name || name.length > 80) throw new ServiceError('bad-request', 'a club name has 1 to 80 characters');
  if (!input.organisers.length) throw new ServiceError('bad-request', 'a club needs an organiser');
  const organisers = input.organisers.map(addressOf);
  if (await findClub(ctx.db, name))
    throw new ServiceError('bad-request', `there is a club named ${name} already`);
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const club = await insertClub(trx, name, now);
    for (const email of organisers)
      await addClubMember(trx, club.id, await upsertPlayer(trx, email), 'organiser', now);
    return { id: club.id, name: club.name };
  });
}

export async function addMember(
  ctx: AppContext,
  input: { club: string; email: string; role?: 'member' | 'organiser' },
): Promise<{ club: string; email: string; role: string }> {
  const club = await requireClub(ctx, input.club);
  const email = addressOf(input.email);
  const role = input.role ?? 'member';
  await ctx.db.transaction().execute(async (trx) => {
    await addClubMember(trx, club.id, await upsertPlayer(trx, email), role, ctx.now());
  });
  return { club: club.name, email, role };
}

export async function membersOf(ctx: AppContext, club: string) {
  return clubMembers(ctx.db, (await requireClub(ctx, club)).id);
}
