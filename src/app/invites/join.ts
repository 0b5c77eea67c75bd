// Joining a club by its invite link: the person types their address (and a display name) on the
// invite page; a mail with a signed join link goes to that address, and only opening it and
// confirming makes them a member. So nobody can join someone else's address.
import { randomUUID } from 'node:crypto';
import { addClubMember, clubMembers } from '../../db/repos/clubs';
import { upsertPlayer } from '../../db/repos/games';
import { setDisplayName } from '../../db/repos/players';
import { enqueueMails } from '../../db/repos/outbox';
import { composeJoinConfirmation, composeJoinHeldBack } from '../../mail/compose/club-join';
import { STRANGER_CAP_KIND, strangerAllowance } from '../notices/stranger-cap';
import { signJoinLink, verifyJoinLink } from '../../security/club-invites';
import { isTokenError } from '../../security/tokens';
import type { AppContext } from '../base/context';
import { hubUrl } from '../base/links';
import { addressOf } from '../clubs/clubs';
import { refusal } from '../base/refusal';
import { durationIn } from '../../i18n/dates';
import type { Lang } from '../../i18n/index';
import { hasPreferences, preferencesOf, savePreferences } from '../../db/repos/clubs/preferences';
import { clubOfInvite, clubOfInviteToken } from './invite-link';

/** How long a join link holds. */
const JOIN_LINK_SECONDS = 3 * 86400;
const NAME_MAX = 40;
const JOIN_KIND = 'club-join';

/** The invite page: the club's name, while the link is the club's current one. */
export async function invitation(ctx: AppContext, token: string): Promise<{ club: string }> {
  return { club: (await clubOfInviteToken(ctx, token)).club.name };
}

/** Sends the confirmation mail to the address typed; nothing else changes until it is confirmed. */
export async function requestJoin(
  ctx: AppContext,
  input: { token: string; email: string; name: string; lang?: Lang },
): Promise<{ club: string; email: string }> {
  const { claims, club } = await clubOfInviteToken(ctx, input.token);
  const email = addressOf(input.email);
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (name.length > NAME_MAX) throw refusal('join.refused.name', { count: NAME_MAX });
  if (/[@＠]/.test(name)) throw refusal('join.refused.nameAddress');
  const now = ctx.now();
  const exp = Math.floor(now.getTime() / 1000) + JOIN_LINK_SECONDS;
  const lang = input.lang ?? 'en';
  const token = signJoinLink(ctx.config.secret, { ...claims, email, name, exp, lang });
  const mailCtx = {
    to: email,
    from: ctx.config.mailFrom,
    mailDomain: ctx.config.mailDomain,
    lang,
    club: club.name,
  };
  const mail = composeJoinConfirmation({
    ...mailCtx,
    url: `${ctx.config.baseUrl}/join/confirm/${token}`,
    validFor: durationIn(lang, JOIN_LINK_SECONDS),
    id: randomUUID(),
  });
  // Anyone may type any address here: a few confirmations a day to one address, then one notice.
  await ctx.db.transaction().execute(async (trx) => {
    const allowed = await strangerAllowance(trx, email, JOIN_KIND, now);
    if (allowed === 'send') await enqueueMails(trx, null, JOIN_KIND, [mail], now);
    if (allowed !== 'notice') return;
    const held = composeJoinHeldBack({ ...mailCtx, id: randomUUID() });
    await enqueueMails(trx, null, STRANGER_CAP_KIND, [held], now);
  });
  return { club: club.name, email };
}

async function joinClaims(ctx: AppContext, token: string) {
  const claims = verifyJoinLink(ctx.config.secret, token, Math.floor(ctx.now().getTime() / 1000));
  if (isTokenError(claims))
    throw refusal(
      claims.error === 'expired' ? 'join.refused.expired' : 'join.refused.badConfirm',
      undefined,
      'not-found',
    );
  return { claims, club: await clubOfInvite(ctx, claims) };
}

/** The confirmation page: whom it joins to which club (opening it changes nothing). */
export async function joinRequest(ctx: AppContext, token: string) {
  const { claims, club } = await joinClaims(ctx, token);
  return { club: club.name, email: claims.email, name: claims.name, lang: claims.lang ?? 'en' };
}

/** Confirmed: the address is a member (an organiser stays one); a display name typed is kept. */
export async function confirmJoin(
  ctx: AppContext,
  token: string,
): Promise<{ club: string; email: string; already: boolean; hub: string; lang: Lang }> {
  const { claims, club } = await joinClaims(ctx, token);
  const already = (await clubMembers(ctx.db, club.id)).some((m) => m.email === claims.email);
  await ctx.db.transaction().execute(async (trx) => {
    const playerId = await upsertPlayer(trx, claims.email);
    if (claims.name && !/[@＠]/.test(claims.name)) await setDisplayName(trx, playerId, claims.name);
    if (!already) await addClubMember(trx, club.id, playerId, 'member', ctx.now());
    // A new member reads in the language they joined in; one who chose before keeps their choice.
    const before = await hasPreferences(trx, playerId);
    if (!before && claims.lang)
      await savePreferences(trx, playerId, { ...(await preferencesOf(trx, playerId)), lang: claims.lang });
  });
  const lang = claims.lang ?? 'en';
  return {
    club: club.name,
    email: claims.email,
    already,
    hub: hubUrl(ctx.config, claims.email, ctx.now()),
    lang,
  };
}
