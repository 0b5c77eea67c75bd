// The links that let a person join a club. The invite link (given out by the organiser) names the
// club and the generation of its links: a new link raises the generation, and every older link is
// refused. The join link, mailed to the address typed on the invite page, proves the address is
// the joiner's own; it expires, and it too is refused once the invite's generation has passed.
import { isTokenError, signClaims, verifyClaims, type TokenFailure } from './tokens';

export interface InviteClaims {
  clubId: number;
  generation: number;
}

export interface JoinClaims extends InviteClaims {
  email: string;
  /** The display name typed on the invite page ('' for none). */
  name: string;
  /** Expiry, epoch seconds. */
  exp: number;
  /** The language of the invite page it was asked on (issue #17); English when absent. */
  lang?: 'en' | 'ja';
}

const int = (v: unknown): v is number => Number.isInteger(v);

export function signInviteLink(secret: string, c: InviteClaims): string {
  return signClaims(secret, 'club-invite', { c: c.clubId, g: c.generation });
}

export function verifyInviteLink(secret: string, token: string): InviteClaims | TokenFailure {
  const o = verifyClaims(secret, 'club-invite', token);
  if (isTokenError(o)) return o;
  return int(o.c) && int(o.g) ? { clubId: o.c, generation: o.g } : { error: 'malformed' };
}

export function signJoinLink(secret: string, c: JoinClaims): string {
  const lang = c.lang && c.lang !== 'en' ? { l: c.lang } : {};
  return signClaims(secret, 'club-join', {
    c: c.clubId,
    g: c.generation,
    m: c.email,
    n: c.name,
    e: c.exp,
    ...lang,
  });
}

export function verifyJoinLink(
  secret: string,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): JoinClaims | TokenFailure {
  const o = verifyClaims(secret, 'club-join', token);
  if (isTokenError(o)) return o;
  if (!int(o.c) || !int(o.g) || typeof o.m !== 'string' || typeof o.n !== 'string' || !int(o.e))
    return { error: 'malformed' };
  if (o.e < nowSeconds) return { error: 'expired' };
  return {
    clubId: o.c,
    generation: o.g,
    email: o.m,
    name: o.n,
    exp: o.e,
    ...(o.l === 'ja' ? { lang: 'ja' } : {}),
  };
}
