// The signed link in /orders/:token and /game/:token: verified once, failures become the 403 page.
import type { Request } from 'express';
import { isTokenError, signLink, verifyLink, type LinkClaims } from '../../security/tokens';
import { linkError } from '../errors';

export function claimsOf(secret: string, req: Request): LinkClaims {
  const token = String(req.params.token ?? '');
  const claims = verifyLink(secret, token);
  if (isTokenError(claims)) throw linkError(claims.error);
  return claims;
}

/** A link to another page of the same side, carrying the same expiry. */
export function relink(secret: string, claims: LinkClaims, step: number): string {
  return signLink(secret, { ...claims, step });
}
