// #16: a side that wins more often is allowed for in the expected score, estimated from finished
// games and shrunk towards none while they are few.
import { NEW_RATING, rateGame } from '../../src/app/clubs/glicko';
import { rateWithAdvantage } from '../../src/app/clubs/glicko';
import { estimateSideAdvantage } from '../../src/app/clubs/side-advantage';

test('#16 side advantage: no games, no advantage; a side that wins 3 in 4 is worth points, fewer on a small sample', () => {
  expect(estimateSideAdvantage('union', { wins: 0, losses: 0, draws: 0 })).toEqual({
    side: 'union',
    points: 0,
    games: 0,
  });
  const few = estimateSideAdvantage('union', { wins: 6, losses: 2, draws: 0 });
  const many = estimateSideAdvantage('union', { wins: 60, losses: 20, draws: 0 });
  expect(few.points).toBeGreaterThan(0);
  expect(many.points).toBeGreaterThan(few.points);
  // Without the prior, 3 wins in 4 is 400 log10(3) = 190.8 points: many games come close.
  expect(many.points).toBeGreaterThan(150);
  expect(many.points).toBeLessThan(190.8);
  expect(many.games).toBe(80);
  // Draws are half a win to each side; the other side's record gives the same, negated.
  expect(estimateSideAdvantage('union', { wins: 10, losses: 10, draws: 20 }).points).toBe(0);
  expect(estimateSideAdvantage('union', { wins: 20, losses: 60, draws: 0 }).points).toBe(-many.points);
  // Capped: one side always winning is not worth more than 200 points.
  expect(estimateSideAdvantage('union', { wins: 1000, losses: 0, draws: 0 }).points).toBe(200);
});

test('#16 side advantage: winning with the stronger side gains less, and with the weaker side more, than a plain win', () => {
  const plain = rateGame(NEW_RATING, NEW_RATING, 1);
  expect(rateWithAdvantage([NEW_RATING, NEW_RATING], 1, 0)).toEqual(plain);
  const favoured = rateWithAdvantage([NEW_RATING, NEW_RATING], 1, 100);
  const underdog = rateWithAdvantage([NEW_RATING, NEW_RATING], 1, -100);
  expect(favoured[0].rating).toBeLessThan(plain[0].rating);
  expect(underdog[0].rating).toBeGreaterThan(plain[0].rating);
  expect(favoured[1].rating).toBeGreaterThan(plain[1].rating); // losing with the weaker side costs less
  // A draw with the stronger side loses points.
  expect(rateWithAdvantage([NEW_RATING, NEW_RATING], 0.5, 100)[0].rating).toBeLessThan(1500);
});
