// The set-aside rule (src/mail/inbound/sign-off.ts): greetings, names and remarks above and below
// the orders are candidates to set aside; anything that could be an order is not.
import {
  blankLines,
  carriesGrammar,
  COMMAND_WORDS,
  linesAroundOrders,
} from '../../src/mail/inbound/sign-off';
import { sharpsburg } from '../../src/games/sharpsburg';
import { position } from '../sharpsburg/helpers';

const state = position('I 0405\nXII 0304\nHO 0406');
const grammar = (side = 'union') => ({
  keywords: ['move', 'attack', 'bombard', 'limber', 'unlimber', 'pass', ...COMMAND_WORDS],
  unitsNamed: (line: string) => sharpsburg.unitsNamed?.(state, side, line) ?? [],
});
const lines = (text: string, commandLines: number[] = [], side = 'union') =>
  linesAroundOrders(text, grammar(side), commandLines).map((l) => [l.line, l.text]);

describe('EMAIL-SIGNOFF: greetings, names and remarks around the orders', () => {
  test('EMAIL-SIGNOFF-1: a greeting and a name below the orders are found, with their mail line numbers', () => {
    expect(lines('move I to 0401\nmove V 1308 1408\n\nViele Grüße\nJens')).toEqual([
      [4, 'Viele Grüße'],
      [5, 'Jens'],
    ]);
    expect(lines('move I to 0401\nThanks, Bob')).toEqual([[2, 'Thanks, Bob']]);
    expect(lines('pass\n\nCheers 👍')).toEqual([[3, 'Cheers 👍']]);
    expect(lines('move I to 0401\n\n太郎')).toEqual([[3, '太郎']]);
    expect(lines('pass\n\nよろしくお願いします。\n山田太郎')).toEqual([
      [3, 'よろしくお願いします。'],
      [4, '山田太郎'],
    ]);
    expect(lines('pass\nPhoto of my table attached.')).toEqual([[2, 'Photo of my table attached.']]);
  });

  test('EMAIL-SIGNOFF-5: greetings above the orders, in any language, are found too', () => {
    expect(lines('Hi,\n\nmove I to 0401')).toEqual([[1, 'Hi,']]);
    expect(lines('Dear Bob\npass\nThanks')).toEqual([
      [1, 'Dear Bob'],
      [3, 'Thanks'],
    ]);
    expect(lines('こんにちは\nｐａｓｓ')).toEqual([[1, 'こんにちは']]);
    expect(lines('Bonjour Jean,\nI hope this works:\nmove I to 0401')).toEqual([
      [1, 'Bonjour Jean,'],
      [2, 'I hope this works:'],
    ]);
  });

  test('EMAIL-SIGNOFF-2: order words, their near misses, commands, units and anything with a digit are never set aside', () => {
    expect(lines('move I to 0401\npass')).toEqual([]);
    expect(lines('move I to 0401\npas')).toEqual([]); // a typo of "pass": reported, not dropped
    expect(lines('move I to 0401\nmvoe XII')).toEqual([]);
    expect(lines('mvoe XII\nmove I to 0401')).toEqual([]);
    expect(lines('move I to 0401\nstauts')).toEqual([]);
    expect(lines('move I to 0401\nvacatoin')).toEqual([]);
    expect(lines('pass\n\nDrew')).toEqual([[3, 'Drew']]);
    expect(lines('move I to 0401\nlimber A1')).toEqual([]);
    expect(lines('move I to 0401\nBob 2nd corps')).toEqual([]);
    expect(lines('move I to 0401\nsee you at 0401, Bob')).toEqual([]);
    expect(lines('move I to 0401\nthen XII Corps holds')).toEqual([]); // names a unit
    expect(lines('Hood stays\npass', [], 'confederate')).toEqual([]);
    expect(lines('pass\nI will attack later')).toEqual([]); // an order word
    // Two small letters are a word, not Anderson's division (AN) or Lee's artillery (LE).
    expect(lines('pass\nan image of my table', [], 'confederate')).toEqual([[2, 'an image of my table']]);
  });

  test('EMAIL-SIGNOFF-3: only around something of the grammar or a command; never between orders', () => {
    expect(lines('Thanks, Bob')).toEqual([]);
    expect(lines('\n\nThanks, Bob', [1])).toEqual([[3, 'Thanks, Bob']]); // below a command line
    expect(lines('pass\nI hope\nthis works\nfor you\nBob')).toEqual([
      [2, 'I hope'],
      [3, 'this works'],
      [4, 'for you'],
      [5, 'Bob'],
    ]);
    expect(lines('move I to 0401\nsome prose here\nmove XII to 0303')).toEqual([]);
  });

  test('EMAIL-SIGNOFF-4: blanking keeps the line numbers of the rest', () => {
    expect(blankLines('move I to 0401\nxx\n\nThanks\nBob', new Set([4, 5]))).toBe('move I to 0401\nxx');
    expect(blankLines('a\nb\nc', new Set([2]))).toBe('a\n\nc');
  });

  test('EMAIL-SIGNOFF-6: a line carries the grammar by a digit, an order word or near miss, or a unit', () => {
    const g = grammar();
    expect(carriesGrammar('ｍｏｖｅ　ＸＩＩ', g)).toBe(true);
    expect(carriesGrammar('Hi,', g)).toBe(false);
    expect(carriesGrammar('I', g)).toBe(false);
    expect(carriesGrammar('II Corps', g)).toBe(true);
  });
});
