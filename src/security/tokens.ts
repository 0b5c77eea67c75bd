// Signed links for the orders page and short reply tokens for `orders+<token>@MAIL_DOMAIN`.
// Both are HMAC-SHA256 under the installation secret, with a distinct prefix per kind so a MAC of one
// kind can never be replayed as the other. Comparisons are constant-time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface LinkClaims {
  gameId: string;
  side: string;
  step: number;
  /** Expiry, epoch seconds. */
  exp: number;
  /** The side's seat the link was issued for (0 until the organiser replaces the player). */
  seat?: number;
}

export type TokenError = 'forged' | 'expired' | 'malformed';
export type TokenFailure = { error: TokenError };

export function isTokenError<T extends object>(r: T | TokenFailure): r is TokenFailure {
  return 'error' in r;
}

function mac(secret: string, kind: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${kind}\n${payload}`).digest();
}

function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

const B64URL = /^[A-Za-z0-9_-]+$/;

export function signLink(secret: string, claims: LinkClaims): string {
  const seat = claims.seat ?? 0;
  // Seat 0 is left out, so links issued before seats existed still verify.
  const json = JSON.stringify({
    g: claims.gameId,
    s: claims.side,
    t: claims.step,
    e: claims.exp,
    ...(seat > 0 ? { p: seat } : {}),
  });
  const payload = Buffer.from(json).toString('base64url');
  return `${payload}.${mac(secret, 'link', payload).toString('base64url')}`;
}

function parseLinkPayload(payload: string): LinkClaims | null {
  try {
    const o = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const seat = o.p ?? 0;
    const ok =
      typeof o.g === 'string' &&
      typeof o.s === 'string' &&
      Number.isInteger(o.t) &&
      Number.isInteger(o.e) &&
      Number.isInteger(seat);
    return ok
      ? {
          gameId: o.g as string,
          side: o.s as string,
          step: o.t as number,
          exp: o.e as number,
          ...(seat ? { seat: seat as number } : {}),
        }
      : null;
  } catch {
    return null;
  }
}

/** The payload of a `payload.mac` token of `kind`, once its MAC holds. */
function signedPayload(secret: string, kind: string, token: string): string | TokenFailure {
  const parts = token.split('.');
  const [payload, sig] = parts;
  if (parts.length !== 2 || !payload || !sig || !B64URL.test(payload) || !B64URL.test(sig)) {
    return { error: 'malformed' };
  }
  // Compared in canonical form: the last base64url letter has spare bits, so decoding alone would
  // accept several spellings of one signature.
  if (!safeEqual(Buffer.from(sig), Buffer.from(mac(secret, kind, payload).toString('base64url'))))
    return { error: 'forged' };
  return payload;
}

/** The MAC is checked before the expiry, so a tampered expired link reports 'forged'. */
export function verifyLink(
  secret: string,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): LinkClaims | TokenFailure {
  const payload = signedPayload(secret, 'link', token);
  if (typeof payload !== 'string') return payload;
  const claims = parseLinkPayload(payload);
  if (!claims) return { error: 'malformed' };
  return claims.exp < nowSeconds ? { error: 'expired' } : claims;
}

// ---- hub links ---------------------------------------------------------------------------------
// One link per player (by address) to their hub page; a kind of its own, so a game link's MAC is
// never taken for a hub link's.

export interface HubClaims {
  email: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

export function signHubLink(secret: string, claims: HubClaims): string {
  const payload = Buffer.from(JSON.stringify({ m: claims.email, e: claims.exp })).toString('base64url');
  return `${payload}.${mac(secret, 'hub', payload).toString('base64url')}`;
}

export function verifyHubLink(
  secret: string,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): HubClaims | TokenFailure {
  const payload = signedPayload(secret, 'hub', token);
  if (typeof payload !== 'string') return payload;
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return { error: 'malformed' };
  }
  if (typeof o.m !== 'string' || !Number.isInteger(o.e)) return { error: 'malformed' };
  return (o.e as number) < nowSeconds ? { error: 'expired' } : { email: o.m, exp: o.e as number };
}

// ---- signed JSON claims of other kinds -----------------------------------------------------------
// A `payload.mac` token of a kind of its own carrying a small JSON object (club invites, joining):
// the kind is in the MAC, so no other kind's token verifies as this one.

export function signClaims(secret: string, kind: string, claims: Record<string, unknown>): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(secret, kind, payload).toString('base64url')}`;
}

/** The claims once the MAC holds; the caller checks their shape and any expiry. */
export function verifyClaims(
  secret: string,
  kind: string,
  token: string,
): Record<string, unknown> | TokenFailure {
  const payload = signedPayload(secret, kind, token);
  if (typeof payload !== 'string') return payload;
  try {
    const o: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return o && typeof o === 'object' && !Array.isArray(o)
      ? (o as Record<string, unknown>)
      : { error: 'malformed' };
  } catch {
    return { error: 'malformed' };
  }
}

// ---- reply tokens ----------------------------------------------------------------------------
// Lower-case RFC 4648 base32 survives phone clients and case-folding mail servers. Layout:
// varint(gameNumber) varint(step*8 + sideIndex) [varint(seat) when the seat is not 0]
// MAC[10 bytes = 80 bits]; 20..26 characters.

export interface ReplyClaims {
  gameNumber: number;
  sideIndex: number;
  step: number;
  /** The side's seat the token was issued for (0 until the organiser replaces the player). */
  seat?: number;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const REPLY_MAC_BYTES = 10;
export const REPLY_TOKEN_MAX = 26;

export function base32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function unbase32(text: string): Buffer | null {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of text) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) return null;
    value = ((value << 5) | v) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  // Leftover bits must be zero padding, else two spellings would decode to one token.
  if ((value & ((1 << bits) - 1)) !== 0) return null;
  return Buffer.from(bytes);
}

function varint(n: number): number[] {
  const out: number[] = [];
  let v = n;
  do {
    out.push((v & 0x7f) | (v >= 0x80 ? 0x80 : 0));
    v = Math.floor(v / 0x80);
  } while (v > 0);
  return out;
}

function readVarint(buf: Buffer, at: number): { value: number; next: number } | null {
  let value = 0;
  for (let i = 0; i < 4 && at + i < buf.length; i++) {
    const b = buf[at + i] as number;
    value += (b & 0x7f) * 2 ** (7 * i);
    if ((b & 0x80) === 0) return { value, next: at + i + 1 };
  }
  return null;
}

function replyMac(secret: string, c: ReplyClaims): Buffer {
  const seat = c.seat ? `/${c.seat}` : '';
  return mac(secret, 'reply', `${c.gameNumber}/${c.sideIndex}/${c.step}${seat}`).subarray(0, REPLY_MAC_BYTES);
}

export function signReplyToken(secret: string, claims: ReplyClaims): string {
  const { gameNumber, sideIndex, step, seat = 0 } = claims;
  const ints = [gameNumber, sideIndex, step, seat].every((n) => Number.isInteger(n) && n >= 0);
  if (!ints || sideIndex > 7) throw new Error(`reply token: bad claims ${JSON.stringify(claims)}`);
  const body = [...varint(gameNumber), ...varint(step * 8 + sideIndex), ...(seat > 0 ? varint(seat) : [])];
  const token = base32(Buffer.concat([Buffer.from(body), replyMac(secret, claims)]));
  if (token.length > REPLY_TOKEN_MAX) throw new Error(`reply token too long for ${JSON.stringify(claims)}`);
  return token;
}

export function verifyReplyToken(secret: string, token: string): ReplyClaims | TokenFailure {
  const text = token.trim().toLowerCase();
  const buf = text.length <= REPLY_TOKEN_MAX ? unbase32(text) : null;
  const game = buf ? readVarint(buf, 0) : null;
  const rest = buf && game ? readVarint(buf, game.next) : null;
  const seated = buf && rest && buf.length - rest.next > REPLY_MAC_BYTES ? readVarint(buf, rest.next) : null;
  const end = seated?.next ?? rest?.next ?? 0;
  if (!buf || !game || !rest || buf.length - end !== REPLY_MAC_BYTES) return { error: 'malformed' };
  const claims = {
    gameNumber: game.value,
    sideIndex: rest.value % 8,
    step: Math.floor(rest.value / 8),
    ...(seated ? { seat: seated.value } : {}),
  };
  // Re-encoding must reproduce the token: rejects non-minimal varints (two spellings of one token).
  const expected = signReplyToken(secret, claims);
  const given = Buffer.from(text);
  return safeEqual(given, Buffer.from(expected)) ? claims : { error: 'forged' };
}

// ---- player reply tokens -------------------------------------------------------------------
// For mails about a player's clubs rather than one game (a challenge, an answer to a club command):
// varint(playerId) MAC[10 bytes] under a kind of its own, in the same orders+<token> address. A
// token is tried as a game's first; the distinct MAC kind keeps the two from ever being confused.

function playerMac(secret: string, playerId: number): Buffer {
  return mac(secret, 'player-reply', String(playerId)).subarray(0, REPLY_MAC_BYTES);
}

export function signPlayerReplyToken(secret: string, playerId: number): string {
  if (!Number.isInteger(playerId) || playerId < 0) throw new Error(`player reply token: bad id ${playerId}`);
  return base32(Buffer.concat([Buffer.from(varint(playerId)), playerMac(secret, playerId)]));
}

export function verifyPlayerReplyToken(secret: string, token: string): { playerId: number } | TokenFailure {
  const text = token.trim().toLowerCase();
  const buf = text.length <= REPLY_TOKEN_MAX ? unbase32(text) : null;
  const id = buf ? readVarint(buf, 0) : null;
  if (!buf || !id || buf.length - id.next !== REPLY_MAC_BYTES) return { error: 'malformed' };
  // Re-encoding must reproduce the token (one spelling per token).
  const expected = signPlayerReplyToken(secret, id.value);
  return safeEqual(Buffer.from(text), Buffer.from(expected)) ? { playerId: id.value } : { error: 'forged' };
}

export function replyAddress(token: string, mailDomain: string): string {
  return `orders+${token}@${mailDomain}`;
}

/** The token of an `orders+<token>@<mailDomain>` address (any case, optional display name), or null. */
export function tokenFromAddress(address: string, mailDomain: string): string | null {
  const bare = (/<([^>]*)>/.exec(address)?.[1] ?? address).trim().toLowerCase();
  const at = bare.lastIndexOf('@');
  if (at < 0 || bare.slice(at + 1) !== mailDomain.toLowerCase()) return null;
  const m = /^orders\+([a-z2-7]{1,26})$/.exec(bare.slice(0, at));
  return m ? (m[1] as string) : null;
}
