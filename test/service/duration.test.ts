import { formatDuration, parseDuration } from '../../src/app/base/duration';

describe('turn times', () => {
  test.each([
    ['3d', 259200],
    ['12h', 43200],
    ['90m', 5400],
    ['45s', 45],
    ['1d12h', 129600],
    ['2w', 1209600],
    ['600', 600],
    [' 1D ', 86400],
    ['3 days', 259200],
    ['1 day, 12 hours', 129600],
  ])('when "%s" is given, then it is %i seconds', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  test.each(['', 'soon', '3 parsecs', '-1h', '1.5d'])(
    'when "%s" is given, then it is not a duration',
    (text) => {
      expect(parseDuration(text)).toBeNull();
    },
  );

  test('when formatted, then the largest whole unit is used', () => {
    expect([259200, 5400, 45, 90061].map(formatDuration)).toEqual(['3d', '90m', '45s', '90061s']);
  });
});
