// The signed link in /orders/:token and /game/:token: verified once, failures become the 403 page.
import type { Request } from 'express';
import type { ReadLane, Services } from '../../app/index';
import { isTokenError, signLink, verifyLink, type LinkClaims } from '../../security/tokens';
import { linkError, saidError } from '../errors';

/**
 * The link's claims, once its signature holds and its seat is still the side's: a link issued to a
 * player the organiser has since replaced stops working (the new player has links of their own).
 * A page loaded reads the seat in the pages' lane, a form's post in the work lane (context.ts).
 */
export async function claimsOf(
  services: Pick<Services, 'seatOf'>,
  secret: string,
  req: Request,
  lane: ReadLane = req.method === 'GET' || req.method === 'HEAD' ? 'page' : 'work',
): Promise<LinkClaims> {
  const claims = signedClaims(secret, req);
  return seatChecked(claims, await services.seatOf(claims.gameId, claims.side, lane), req);
}

/** The link's claims once its signature holds; its seat is checked apart (seatChecked). */
export function signedClaims(secret: string, req: Request): LinkClaims {
  const claims = verifyLink(secret, String(req.params.token ?? ''));
  if (isTokenError(claims)) throw linkError(claims.error);
  return claims;
}

/**
 * The claims, if the side's seat (null: no such side) is still the link's. A page that reads the
 * side anyway checks it from what it read, and so waits for the database once.
 */
export function seatChecked(claims: LinkClaims, seat: number | null, req: Request): LinkClaims {
  if (seat !== null && seat !== (claims.seat ?? 0)) throw replacedLink();
  return inSeatLanguage(claims, req);
}

/** The 403 of a link whose side the organiser has given to another player. */
export function replacedLink(): Error {
  return saidError(403, 'link-replaced', {
    title: { key: 'web.errors.title.link' },
    message: { key: 'web.errors.link.replaced' },
    hint: { key: 'web.errors.hint.link' },
  });
}

/** An error from here on is shown in this seat's language (errors.ts). */
export function inSeatLanguage(claims: LinkClaims, req: Request): LinkClaims {
  if (req.res) req.res.locals.seat = { gameId: claims.gameId, side: claims.side };
  return claims;
}

/** A link to another page of the same side, carrying the same expiry and seat. */
export function relink(secret: string, claims: LinkClaims, step: number): string {
  return signLink(secret, { ...claims, step });
}
