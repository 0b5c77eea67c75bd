// Glicko-2 as the club ladders use it, checked against the worked example of Glickman's paper
// ("Example of the Glicko-2 system", section "Example calculation"); the tests' own Glicko-2
// (test/support/glicko2-reference.ts, which the season and club-wide tests check ratings against) too.
import { expectedScore, NEW_RATING, rateGame, ratePeriod } from '../../src/app/clubs/glicko';
import { refRatePeriod } from '../support/glicko2-reference';

describe('Glicko-2', () => {
  test.each([
    ['the package', ratePeriod],
    ['the tests’ reference', refRatePeriod],
  ])(
    "the paper's example by %s: 1500/200 beats 1400/30, loses to 1550/100 and 1700/300 -> 1464.06, 151.52, 0.05999",
    (_by, rate) => {
      const after = rate({ rating: 1500, rd: 200, vol: 0.06 }, [
        { opponent: { rating: 1400, rd: 30, vol: 0.06 }, score: 1 },
        { opponent: { rating: 1550, rd: 100, vol: 0.06 }, score: 0 },
        { opponent: { rating: 1700, rd: 300, vol: 0.06 }, score: 0 },
      ]);
      expect(after.rating).toBeCloseTo(1464.06, 1);
      expect(after.rd).toBeCloseTo(151.52, 1);
      expect(after.vol).toBeCloseTo(0.05999, 4);
    },
  );

  test('one game: the winner gains what the loser loses when both are new; a draw between equals moves nobody', () => {
    const [w, l] = rateGame(NEW_RATING, NEW_RATING, 1);
    expect(w.rating - 1500).toBeCloseTo(1500 - l.rating, 6);
    expect(w.rating).toBeGreaterThan(1600);
    expect(w.rd).toBeLessThan(350);
    const [a, b] = rateGame(NEW_RATING, NEW_RATING, 0.5);
    expect(a.rating).toBeCloseTo(1500, 6);
    expect(b.rating).toBeCloseTo(1500, 6);
    expect(
      expectedScore({ rating: 1700, rd: 50, vol: 0.06 }, { rating: 1500, rd: 50, vol: 0.06 }),
    ).toBeGreaterThan(0.7);
  });
});
