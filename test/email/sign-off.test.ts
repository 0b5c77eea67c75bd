// The sign-off rule (src/mail/inbound/sign-off.ts): closing lines that look like a greeting or a
// name, below the orders, are candidates to set aside; anything that could be an order is not.
import { blankLines, COMMAND_WORDS, leadingGreeting, trailingSignOff } from '../../src/mail/inbound/sign-off';

const KEYWORDS = ['move', 'attack', 'bombard', 'limber', 'unlimber', 'pass', ...COMMAND_WORDS];
const lines = (text: string, commandLines: number[] = []) =>
  trailingSignOff(text, KEYWORDS, commandLines).map((l) => [l.line, l.text]);

describe('EMAIL-SIGNOFF: closing lines below the orders', () => {
  test('EMAIL-SIGNOFF-1: a greeting and a name below the orders are found, with their mail line numbers', () => {
    expect(lines('move I to 0401\nmove V 1308 1408\n\nViele Grüße\nJens')).toEqual([
      [4, 'Viele Grüße'],
      [5, 'Jens'],
    ]);
    expect(lines('move I to 0401\nThanks, Bob')).toEqual([[2, 'Thanks, Bob']]);
    expect(lines('pass\n\nMit freundlichen Grüßen\nJürgen')).toEqual([
      [3, 'Mit freundlichen Grüßen'],
      [4, 'Jürgen'],
    ]);
    expect(lines('pass\n\nCheers 👍')).toEqual([[3, 'Cheers 👍']]);
    expect(lines('move I to 0401\n\n太郎')).toEqual([[3, '太郎']]);
  });

  test('EMAIL-SIGNOFF-2: order keywords, their near misses, commands and anything with a digit are never a sign-off', () => {
    expect(lines('move I to 0401\npass')).toEqual([]);
    expect(lines('move I to 0401\npas')).toEqual([]); // a typo of "pass": reported, not dropped
    expect(lines('move I to 0401\nmvoe XII')).toEqual([]);
    expect(lines('move I to 0401\nstauts')).toEqual([]);
    expect(lines('move I to 0401\nvacatoin')).toEqual([]);
    expect(lines('pass\n\nDrew')).toEqual([[3, 'Drew']]);
    expect(lines('move I to 0401\nlimber A1')).toEqual([]);
    expect(lines('move I to 0401\nBob 2nd corps')).toEqual([]);
    expect(lines('move I to 0401\nsee you at 0401, Bob')).toEqual([]);
  });

  test('EMAIL-SIGNOFF-3: only below something else; more than three lines is prose, not a sign-off', () => {
    expect(lines('Thanks, Bob')).toEqual([]);
    expect(lines('\n\nThanks, Bob', [1])).toEqual([[3, 'Thanks, Bob']]); // below a command line
    expect(lines('pass\nI hope\nthis works\nfor you\nBob')).toEqual([]);
    // Below a line that is not a sign-off: the name goes, the grammar reports the prose line.
    expect(lines('pass\nthis is a long sentence of prose\nBob')).toEqual([[3, 'Bob']]);
  });

  test('EMAIL-SIGNOFF-4: blanking keeps the line numbers of the rest', () => {
    expect(blankLines('move I to 0401\nxx\n\nThanks\nBob', new Set([4, 5]))).toBe('move I to 0401\nxx');
    expect(blankLines('a\nb\nc', new Set([2]))).toBe('a\n\nc');
  });

  test('EMAIL-SIGNOFF-5: greetings above the orders, in any language, by the same rule', () => {
    const greeting = (text: string) => leadingGreeting(text, KEYWORDS).map((l) => [l.line, l.text]);
    expect(greeting('Hi,\nmove I to 0401')).toEqual([[1, 'Hi,']]);
    expect(greeting('Dear Bob,\n\npass')).toEqual([[1, 'Dear Bob,']]);
    expect(greeting('こんにちは\npass')).toEqual([[1, 'こんにちは']]);
    expect(greeting('Hallo Jens!\nGuten Tag\npass')).toEqual([
      [1, 'Hallo Jens!'],
      [2, 'Guten Tag'],
    ]);
    // A near miss of an order is never a greeting, and a greeting alone is not set aside.
    expect(greeting('mvoe I\npass')).toEqual([]);
    expect(greeting('pas\nmove I to 0401')).toEqual([]);
    expect(greeting('Hi Bob')).toEqual([]);
  });
});
