// #24: a player's address is checked when the game is created, so the player really gets mail.
import { checkEmailAddress } from '../../src/app/base/email-address';

describe('player addresses', () => {
  test.each([
    ['Ann@Example.ORG', 'ann@example.org'],
    ['bob+club@mail.example.com', 'bob+club@mail.example.com'],
    ['hanako@例え.jp', 'hanako@xn--r8jz45g.jp'],
    ['union@localhost', 'union@localhost'],
  ])('%s is kept as %s', (given, kept) => {
    expect(checkEmailAddress(given)).toEqual({ ok: true, address: kept });
  });

  test.each([
    ['ann\u202e@example.org', /control or invisible/],
    ['ann\u200b@example.org', /control or invisible/],
    ['ann\u0085@example.org', /control or invisible/],
    [`${'a'.repeat(15_000)}@example.org`, /longer than 64/],
    ['ann@', /name@domain/],
    ['a b@example.org', /characters mail servers refuse/],
    ['ann@nodot', /not a valid mail domain/],
    [`${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example`, /longer than 254/],
  ])('%s is refused with a reason', (given, why) => {
    const r = checkEmailAddress(given);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.why).toMatch(why);
  });
});
