// Issue 42: a place as a player reads it, in English and Japanese: a March's every hex with its city or
// the nearest one, and in Japanese the hex after the whole place phrase (コッカーマス付近(0913)).
import { battleName, placeName, routeWords } from '../../src/games/scotland/names';
import { moveLine } from '../../src/games/scotland/rules/march-lines';
import { scotlandJapanese } from '../../src/games/scotland/texts';
import { board, lead, put } from './helpers';

test('issue 42: every hex of a march line is a place, a city or near the nearest city', () => {
  const s = board(12, 3);
  lead(s, 'wallace', '0406');
  const a = put(s, 'scots', '0406', 'elite');
  const b = put(s, 'scots', '0406', 'levy');
  const line = moveLine(s, ['wallace', a.id, b.id], ['0406', '0506', '0606']);
  expect(line).toBe('Wallace and 2 units: near Lanark (0406) → Lanark (0506) → near Peebles (0606).');
  expect(routeWords(['0504'])).toBe(placeName('0504'));
  expect(scotlandJapanese(line)).toBe(
    'ウォレスと2ユニットが移動: ラナーク付近(0406) → ラナーク(0506) → ピーブルズ付近(0606)。',
  );
});

test('issue 42: a Japanese battle near a city puts the hex after 付近 (コッカーマス付近(0913)の戦闘)', () => {
  const hex = '0913';
  expect(battleName(hex)).toBe('Battle near Cockermouth (0913)');
  const said = [
    `${battleName(hex)}: the English win.`,
    `${battleName(hex)}: the Scots attack the English.`,
    `Die for the battle near Cockermouth (${hex}), round 1: levy infantry s3 (value 2) vs e4: 5.`,
    `${battleName(hex)} ends after 2 rounds: the Scots hold the field.`,
  ].map((en) => scotlandJapanese(en));
  for (const ja of said) {
    expect(ja).toContain('コッカーマス付近(0913)');
    expect(ja).not.toMatch(/\(\d{4}\)付近/);
  }
  expect(scotlandJapanese(`${battleName(hex)}: the English win.`)).toBe(
    'コッカーマス付近(0913)の戦闘: イングランド軍の勝利。',
  );
});
