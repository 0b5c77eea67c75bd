// The advanced rules (STB-14.0): game options, off unless chosen at creation.
import { scotland } from '../../src/games/scotland';
import { SeededDice } from '../../src/games/core/dice';
import { englishLevyCount } from '../../src/games/scotland/rules/levy';
import { board } from './helpers';

test('STB-14.0: each advanced rule is a game option, off by default and kept in the state when chosen', () => {
  const ids = scotland.options.map((o) => o.id);
  expect(ids).toContain('extraEnglishLevy');
  const plain = scotland.setup({}, new SeededDice('0a', 'advanced', 0));
  expect(plain.options.extraEnglishLevy).toBeUndefined();
  const chosen = scotland.setup({ options: { extraEnglishLevy: true } }, new SeededDice('0a', 'advanced', 0));
  expect(chosen.options.extraEnglishLevy).toBe(true);
});

test('STB-14.2.2, STB-AMB-36: with the extra English levy, England raises one more, added after the cap of 4', () => {
  const count = (turn: number, die: number | null, extra: boolean) =>
    englishLevyCount({
      ...board(turn),
      englishLevyDie: die,
      options: extra ? { extraEnglishLevy: true } : {},
    });
  expect(count(3, null, false)).toBe(1);
  expect(count(3, null, true)).toBe(2); // April 1297
  expect(count(15, 1, false)).toBe(4); // capped
  expect(count(15, 1, true)).toBe(5); // the handicap comes after the cap
});
