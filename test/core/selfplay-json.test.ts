// Self-play's check that a state survives JSON: the walk (jsonWouldChange) says "changes" exactly
// where a JSON round trip would give back something else.
import { jsonWouldChange } from '../../src/games/selfplay';

describe('jsonWouldChange', () => {
  test('when a state holds only strings, finite numbers, booleans, null, arrays and plain objects, then it survives', () => {
    const state = {
      step: 'turn',
      n: 3,
      x: -1.5,
      ok: true,
      none: null,
      list: [1, 'a', [2, { b: false }]],
      nested: {},
    };
    expect(jsonWouldChange(state)).toBe(false);
    expect(jsonWouldChange(JSON.parse(JSON.stringify(state)))).toBe(false);
  });

  test.each([
    ['NaN', { n: NaN }],
    ['Infinity', { n: Infinity }],
    ['-0', { n: -0 }],
    ['an undefined property', { u: undefined }],
    ['an undefined array item', [1, undefined]],
    ['a hole', [1, , 3]], // eslint-disable-line no-sparse-arrays
    ['a function', { f: () => 1 }],
    ['a Date', { d: new Date(0) }],
    ['a Map', { m: new Map() }],
    ['a Set', { s: new Set([1]) }],
    ['a bigint', { b: 1n }],
    ['an object with toJSON', { t: { toJSON: () => 'x' } }],
    ['an array with an extra key', Object.assign([1], { extra: 2 })],
  ])('when a state holds %s, then JSON would change it', (_, state) => {
    expect(jsonWouldChange(state)).toBe(true);
  });
});
