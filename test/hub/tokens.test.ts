// #16: the hub link and the player reply token are signed under kinds of their own: each verifies,
// expires or is refused as forged alone, and neither is ever taken for a game's link or token.
import {
  signHubLink,
  signLink,
  signPlayerReplyToken,
  signReplyToken,
  verifyHubLink,
  verifyLink,
  verifyPlayerReplyToken,
  verifyReplyToken,
} from '../../src/security/tokens';

const SECRET = 'hub-token-test-secret-0123456789abcdef';
const NOW = 1_800_000_000;

describe('hub links and player reply tokens', () => {
  test('#16: a hub link carries the address until it expires; a changed one is forged', () => {
    const link = signHubLink(SECRET, { email: 'ann@example.org', exp: NOW + 60 });
    expect(verifyHubLink(SECRET, link, NOW)).toEqual({ email: 'ann@example.org', exp: NOW + 60 });
    expect(verifyHubLink(SECRET, link, NOW + 61)).toEqual({ error: 'expired' });
    const other = signHubLink(SECRET, { email: 'bob@example.org', exp: NOW + 60 });
    const swapped = `${other.split('.')[0]}.${link.split('.')[1]}`;
    expect(verifyHubLink(SECRET, swapped, NOW)).toEqual({ error: 'forged' });
    expect(verifyHubLink('another-secret-another-secret-0123', link, NOW)).toEqual({ error: 'forged' });
    expect(verifyHubLink(SECRET, 'nonsense', NOW)).toEqual({ error: 'malformed' });
  });

  test('#16: a hub link is no game link, and a game link is no hub link', () => {
    const game = signLink(SECRET, { gameId: 'g1', side: 'union', step: 1, exp: NOW + 60 });
    const hub = signHubLink(SECRET, { email: 'ann@example.org', exp: NOW + 60 });
    expect(verifyHubLink(SECRET, game, NOW)).toEqual({ error: 'forged' });
    expect(verifyLink(SECRET, hub, NOW)).toEqual({ error: 'forged' });
  });

  test('#16: a player reply token names its player; it is never a game token, nor the reverse', () => {
    for (const id of [1, 127, 128, 99_999]) {
      const token = signPlayerReplyToken(SECRET, id);
      expect(token).toMatch(/^[a-z2-7]{18,26}$/);
      expect(verifyPlayerReplyToken(SECRET, token)).toEqual({ playerId: id });
      expect(verifyPlayerReplyToken(SECRET, token.toUpperCase())).toEqual({ playerId: id });
      expect('error' in verifyReplyToken(SECRET, token)).toBe(true);
    }
    const game = signReplyToken(SECRET, { gameNumber: 12, sideIndex: 1, step: 3 });
    expect('error' in verifyPlayerReplyToken(SECRET, game)).toBe(true);
    const token = signPlayerReplyToken(SECRET, 5);
    const changed = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`;
    expect(verifyPlayerReplyToken(SECRET, changed)).toEqual({ error: 'forged' });
  });
});
