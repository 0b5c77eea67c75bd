import { createHmac } from 'node:crypto';
import {
  base32,
  isTokenError,
  replyAddress,
  signLink,
  signReplyToken,
  tokenFromAddress,
  verifyLink,
  unbase32,
  verifyReplyToken,
} from '../../src/security/tokens';

const SECRET = 'test-secret-0123456789';
const NOW = 1_800_000_000;
const claims = { gameId: 'g3k9x2m7qa', side: 'union', step: 3, exp: NOW + 3600 };

function reencode(token: string, patch: Record<string, unknown>): string {
  const [payload, sig] = token.split('.') as [string, string];
  const o = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  return `${Buffer.from(JSON.stringify({ ...o, ...patch })).toString('base64url')}.${sig}`;
}

describe('signed links', () => {
  test('a signed link verifies to its claims', () => {
    expect(verifyLink(SECRET, signLink(SECRET, claims), NOW)).toEqual(claims);
  });

  test.each([
    ['game', { g: 'g0000000000' }],
    ['side', { s: 'confederate' }],
    ['step', { t: 4 }],
    ['expiry', { e: NOW + 999999 }],
  ])('tampering with the %s is forged', (_name, patch) => {
    expect(verifyLink(SECRET, reencode(signLink(SECRET, claims), patch), NOW)).toEqual({ error: 'forged' });
  });

  test('a link signed with another secret is forged', () => {
    expect(verifyLink(SECRET, signLink('other', claims), NOW)).toEqual({ error: 'forged' });
  });

  test('a tampered signature is forged', () => {
    const token = signLink(SECRET, claims);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyLink(SECRET, token.slice(0, -1) + last, NOW)).toEqual({ error: 'forged' });
  });

  test('an expired link is expired, a forged expired link is forged', () => {
    const old = signLink(SECRET, { ...claims, exp: NOW - 1 });
    expect(verifyLink(SECRET, old, NOW)).toEqual({ error: 'expired' });
    expect(verifyLink(SECRET, reencode(old, { t: 9 }), NOW)).toEqual({ error: 'forged' });
  });

  test.each(['', 'abc', 'a.b.c', 'a b.c', '.x', 'x.'])('%p is malformed', (token) => {
    expect(verifyLink(SECRET, token, NOW)).toEqual({ error: 'malformed' });
  });

  test('a correctly signed payload that is not claims is malformed', () => {
    const payload = Buffer.from('{"g":1}').toString('base64url');
    const sig = createHmac('sha256', SECRET).update(`link\n${payload}`).digest('base64url');
    expect(verifyLink(SECRET, `${payload}.${sig}`, NOW)).toEqual({ error: 'malformed' });
  });

  test('isTokenError tells failures from claims', () => {
    expect(isTokenError(verifyLink(SECRET, 'x', NOW))).toBe(true);
    expect(isTokenError(verifyLink(SECRET, signLink(SECRET, claims), NOW))).toBe(false);
  });
});

describe('reply tokens', () => {
  const reply = { gameNumber: 12, sideIndex: 1, step: 3 };

  test('short lower-case base32 that verifies to its claims', () => {
    const token = signReplyToken(SECRET, reply);
    expect(token).toMatch(/^[a-z2-7]{20,24}$/);
    expect(verifyReplyToken(SECRET, token)).toEqual(reply);
  });

  test('survives case folding by a mail server', () => {
    const token = signReplyToken(SECRET, reply);
    expect(verifyReplyToken(SECRET, token.toUpperCase())).toEqual(reply);
  });

  test('large game numbers and steps still fit in 24 characters; with a seat in 26', () => {
    const big = { gameNumber: 2 ** 21 - 1, sideIndex: 7, step: 2047 };
    const token = signReplyToken(SECRET, big);
    expect(token.length).toBeLessThanOrEqual(24);
    expect(verifyReplyToken(SECRET, token)).toEqual(big);
    const seated = signReplyToken(SECRET, { ...big, seat: 3 });
    expect(seated.length).toBeLessThanOrEqual(26);
    expect(verifyReplyToken(SECRET, seated)).toEqual({ ...big, seat: 3 });
    expect(() => signReplyToken(SECRET, { ...big, step: 2048 * 256 })).toThrow();
  });

  test('a seat is part of what is signed: a token of one seat never passes for another', () => {
    const claims = { gameNumber: 5, sideIndex: 1, step: 9 };
    const seat0 = signReplyToken(SECRET, claims);
    const seat1 = signReplyToken(SECRET, { ...claims, seat: 1 });
    expect(seat1).not.toBe(seat0);
    expect(verifyReplyToken(SECRET, seat0)).toEqual(claims);
    // The seat's byte spliced out of a seat-1 token is caught by the MAC.
    const bytes = unbase32(seat1) as Buffer;
    const spliced = base32(Buffer.concat([bytes.subarray(0, 2), bytes.subarray(3)]));
    expect(verifyReplyToken(SECRET, spliced)).toEqual({ error: 'forged' });
    const link = signLink(SECRET, { gameId: 'g', side: 'union', step: 1, exp: 9e9, seat: 2 });
    expect(verifyLink(SECRET, link, 0)).toEqual({ gameId: 'g', side: 'union', step: 1, exp: 9e9, seat: 2 });
    const old = signLink(SECRET, { gameId: 'g', side: 'union', step: 1, exp: 9e9 });
    expect(verifyLink(SECRET, old, 0)).not.toHaveProperty('seat');
  });

  test.each([
    ['game', { gameNumber: 13 }],
    ['side', { sideIndex: 0 }],
    ['step', { step: 4 }],
  ])('a token re-bound to another %s is forged', (_name, patch) => {
    // The other claims' body bytes with the original 10-byte MAC.
    const good = unbase32(signReplyToken(SECRET, reply)) as Buffer;
    const other = unbase32(signReplyToken(SECRET, { ...reply, ...patch })) as Buffer;
    const spliced = Buffer.concat([other.subarray(0, other.length - 10), good.subarray(good.length - 10)]);
    expect(verifyReplyToken(SECRET, base32(spliced))).toEqual({ error: 'forged' });
  });

  test('every single-character change is rejected', () => {
    const token = signReplyToken(SECRET, reply);
    for (let i = 0; i < token.length; i++) {
      const ch = token[i] === 'a' ? 'b' : 'a';
      const changed = token.slice(0, i) + ch + token.slice(i + 1);
      expect(isTokenError(verifyReplyToken(SECRET, changed))).toBe(true);
    }
  });

  test('another secret is forged; junk is malformed', () => {
    expect(verifyReplyToken(SECRET, signReplyToken('other', reply))).toEqual({ error: 'forged' });
    expect(verifyReplyToken(SECRET, 'hello!')).toEqual({ error: 'malformed' });
    expect(verifyReplyToken(SECRET, 'a'.repeat(30))).toEqual({ error: 'malformed' });
    expect(verifyReplyToken(SECRET, '')).toEqual({ error: 'malformed' });
  });

  test('reply addresses round-trip, with display names and any case', () => {
    const token = signReplyToken(SECRET, reply);
    const addr = replyAddress(token, 'despatch.example');
    expect(addr).toBe(`orders+${token}@despatch.example`);
    expect(tokenFromAddress(`"Despatch" <${addr.toUpperCase()}>`, 'despatch.example')).toBe(token);
    expect(tokenFromAddress(`orders+${token}@other.example`, 'despatch.example')).toBeNull();
    expect(tokenFromAddress('someone@despatch.example', 'despatch.example')).toBeNull();
  });
});
