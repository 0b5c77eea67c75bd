// Issue #17: the words inside Sharpsburg's map picture (title, turn line, legend, place names) in the
// reader's language; the English picture is unchanged (its golden SVGs: test/sharpsburg-draw), and a
// picture with Japanese in it is rendered with a Japanese font.
import { FixedDice } from '../../src/games/core/dice';
import { sharpsburg } from '../../src/games/sharpsburg';
import { fontsFor, FONT_FILES } from '../../src/render/png';

const state = sharpsburg.setup({}, new FixedDice([3]));
const view = sharpsburg.view(state, 'union');
const textsOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');

describe('the map picture in the reader language (issue #17)', () => {
  test('English by default, and the same when asked for English', () => {
    expect(sharpsburg.draw(view, [], 'en')).toBe(sharpsburg.draw(view));
  });

  test('in Japanese: the title, the turn line, the key and the place names', () => {
    const texts = textsOf(sharpsburg.draw(view, [], 'ja'));
    expect(texts).toEqual(
      expect.arrayContaining([
        'シャープスバーグの戦い · 1862年9月17日',
        '第1ターン/10 · 北軍の手番',
        '平地',
        '森',
      ]),
    );
    expect(texts).toEqual(expect.arrayContaining(['ダンカー教会', '北軍砲兵:']));
    // No English sentence is left: three English words in a row.
    expect(texts.filter((t) => /\b[A-Za-z]{2,} [A-Za-z]{2,} [A-Za-z]{2,}/.test(t))).toEqual([]);
  });

  test('a picture with Japanese gets a Japanese font, an English one only DejaVu', () => {
    expect(fontsFor(sharpsburg.draw(view))).toEqual(FONT_FILES);
    const ja = fontsFor(sharpsburg.draw(view, [], 'ja'));
    expect(ja.slice(0, FONT_FILES.length)).toEqual(FONT_FILES);
  });
});
