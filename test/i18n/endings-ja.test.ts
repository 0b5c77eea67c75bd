// Issue #17: a game ended outside the rules (resignation, forfeit, agreed draw) is told in the
// reader's language in the final mail and pages; an English reader reads it as it was stored.
import { sharpsburg } from '../../src/games/sharpsburg';
import { readerOf } from '../../src/app/notices/reader';

const module = sharpsburg as never;
const resigned = {
  winner: 'confederate',
  level: 'resignation',
  score: {},
  summary: 'Union resigned. Confederate wins.',
};

describe('endings in the reader language (issue #17)', () => {
  test('a resignation in Japanese: the event, the level and the summary', () => {
    const ja = readerOf({ module, langs: { union: 'ja' } }, 'union');
    expect(ja.result(resigned)).toMatchObject({
      level: '投了',
      summary: '北軍が投了しました。南軍の勝利です。',
    });
    const [event] = ja.events([{ kind: 'resign', text: 'Union resigned.', sides: ['union'] }]);
    expect(event?.text).toBe('北軍が投了しました。');
  });

  test('an agreed draw and a forfeit in Japanese', () => {
    const ja = readerOf({ module, langs: { union: 'ja' } }, 'union');
    const draw = {
      winner: null,
      level: 'draw by agreement',
      score: {},
      summary: 'Both sides agreed a draw. The game is drawn.',
    };
    expect(ja.result(draw).summary).toBe('両陣営が引き分けに合意しました。引き分けです。');
    const forfeit = {
      ...resigned,
      level: 'forfeit',
      summary: 'Union forfeited: too many deadlines missed in a row. Confederate wins.',
    };
    expect(ja.result(forfeit).summary).toMatch(
      /^北軍は締切を続けて過ぎたため不戦敗となりました。南軍の勝利です。$/,
    );
  });

  test('in English, as stored', () => {
    const en = readerOf({ module, langs: { union: 'en' } }, 'union');
    expect(en.result(resigned)).toEqual(resigned);
  });
});
