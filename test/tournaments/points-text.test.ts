// #16: tournament tables write points and tie-breaks with fractions, as printed crosstables do.
import { pointsText } from '../../src/app/tournaments/points-text';

test('#16: points are written with ½ (2½, ½), Sonneborn-Berger with ¼ and ¾, never as decimals', () => {
  expect([0, 0.5, 1, 2.5, 3].map(pointsText)).toEqual(['0', '½', '1', '2½', '3']);
  expect([0.25, 0.75, 3.25, 4.75].map(pointsText)).toEqual(['¼', '¾', '3¼', '4¾']);
});
