// One answer names every problem (issue 20 item 2): readable lines are judged even when others
// cannot be read, and an order naming a unit of an unreadable line above says it depends on it.
import { checkSubmission } from '../../src/games/core/check';
import { normaliseText } from '../../src/games/core/order-text';
import { sharpsburg } from '../../src/games/sharpsburg';
import { travelBattle } from '../../src/games/travel-battle';
import { position } from '../sharpsburg/helpers';
import { battle } from '../travel-battle/helpers';

const lines = (problems: { line?: number; message: string }[]) =>
  problems.map((p) => [p.line, p.message] as const);

describe('CHECK-ALL: every problem of a submission in one answer', () => {
  const s = position('I 0405\nXII 0304\nIX 1110\nA1 0402\nHO 0406\nLA 0305', { map: { cols: 12, rows: 12 } });

  test('CHECK-ALL-1 (Sharpsburg): an unreadable line and an illegal line are both reported', () => {
    const { problems } = checkSubmission(sharpsburg, s, 'union', 'mvoe I 0404\nmove IX 0101');
    expect(lines(problems)).toEqual([
      [1, expect.stringMatching(/expected an order/)],
      [2, expect.stringMatching(/0101 is not next to 1110/)],
    ]);
    expect(problems[0]?.suggestion).toMatch(/move/);
  });

  test('CHECK-ALL-2 (Sharpsburg): an order using a unit of an unreadable line above says it depends on it', () => {
    const { problems } = checkSubmission(
      sharpsburg,
      s,
      'union',
      'mvoe I 0404\nattack 0406 with I\nmove IX 0101',
    );
    expect(lines(problems)).toEqual([
      [1, expect.stringMatching(/expected an order/)],
      [2, expect.stringMatching(/^not checked: it depends on line 1 \(I\), which could not be read/)],
      [3, expect.stringMatching(/0101 is not next to 1110/)],
    ]);
  });

  test('CHECK-ALL-3 (Travel Battle): an unreadable line and an illegal line are both reported', () => {
    const tb = battle('red B1 c2\nred L1 c3\nred L2 d3\nblue B1 s9');
    const { problems } = checkSubmission(travelBattle, tb, 'red', 'mvoe L1 c4\nmove L2 d9');
    expect(lines(problems)).toEqual([
      [1, expect.stringMatching(/'mvoe' is not an order here/)],
      [2, expect.any(String)],
    ]);
    expect(problems[0]?.suggestion).toMatch(/move/);
    expect(lines(checkSubmission(travelBattle, tb, 'red', 'move L2 d9').problems)).toEqual([
      [1, problems[1]?.message],
    ]);
  });

  test('CHECK-ALL-4 (Travel Battle): a second order of the unit of an unreadable line depends on it', () => {
    const tb = battle('red B1 c2\nred L1 c3\nred L2 d3\nblue B1 s9');
    const { problems } = checkSubmission(travelBattle, tb, 'red', 'mvoe L1 c4\nsquare L1\nmove L2 d4');
    expect(lines(problems)).toEqual([
      [1, expect.stringMatching(/not an order here/)],
      [2, expect.stringMatching(/^not checked: it depends on line 1 \(L1\)/)],
    ]);
  });

  test('CHECK-ALL-5: with every line read, the whole submission is judged as before', () => {
    expect(checkSubmission(sharpsburg, s, 'union', 'move IX 0101').problems).toEqual(
      sharpsburg.validate(s, 'union', sharpsburg.parseOrders(s, 'union', 'move IX 0101').orders),
    );
  });
});

describe('CHECK-NFKC: text as a phone keyboard typed it', () => {
  test('CHECK-NFKC-1: full-width letters, digits and spaces, no-break spaces and curly quotes are read', () => {
    expect(normaliseText('ｐａｓｓ')).toBe('pass');
    expect(normaliseText('ｍｏｖｅ\u3000ＩＸ\u00a0１１１１')).toBe('move IX 1111');
    expect(normaliseText('“Hood’s”')).toBe('"Hood\'s"');
    const s = position('IX 1110\nHO 0406', { map: { cols: 12, rows: 12 } });
    expect(checkSubmission(sharpsburg, s, 'union', 'ｐａｓｓ').problems).toEqual([]);
    const moved = checkSubmission(sharpsburg, s, 'union', 'ｍｏｖｅ\u3000ＩＸ\u3000１１１１；');
    expect(moved.orders.map(sharpsburg.formatOrder)).toEqual(['move IX 1111']);
  });
});
