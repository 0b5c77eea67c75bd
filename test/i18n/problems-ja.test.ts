// Issue #17: every problem the grammar and the rules find in a Sharpsburg submission reads in the
// seat's language; core's own sentences through the message files, the game's through its table.
import { checkSubmission } from '../../src/games/core/check';
import { sharpsburg } from '../../src/games/sharpsburg';
import { problemsIn } from '../../src/app/language/problems';
import { position } from '../sharpsburg/helpers';

const s = position('I 0405\nXII 0304\nA1 0402\nHO 0406\nLA 0305');
const module = sharpsburg as never;

const BAD = [
  'mvoe XII to 0404',
  'move XI to 0404',
  'move XII to 99',
  'move XII to 0404 now',
  'move XII',
  'attack 0406 I',
  'attack 0406 with',
  'attack 0406 with I lose XII',
  'attack 0305 with A1',
  'bombard 0406 with I',
  'move XII 0101',
  'move XII to 0406',
  'attack 0101 with XII',
  'limber I',
  'mvoe I to 0404\nattack 0406 with I',
  'pass\nmove XII to 0404',
];
const problems = BAD.flatMap((text) => checkSubmission(sharpsburg, s, 'union', text).problems);

const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;
// An English sentence left over: three English words in a row.
const english = /\b[a-z]{2,} [a-z]{2,} [a-z]{2,}\b/i;

describe('problems in orders, in the reader language (issue #17)', () => {
  test('in Japanese, every message and suggestion is Japanese', () => {
    expect(problems.length).toBeGreaterThanOrEqual(BAD.length);
    for (const p of problemsIn(module, 'ja', problems)) {
      expect(p.message).toMatch(japanese);
      // Quoted order text (「move XII to 1010」) is the grammar's, readable in either language.
      expect(`${p.message} ${p.suggestion ?? ''}`.replace(/「[^」]*」/g, '')).not.toMatch(english);
      if (p.suggestion) expect(p.suggestion).toMatch(japanese);
    }
  });

  test('in English, the problems are as the engine wrote them', () => {
    const en = problemsIn(module, 'en', problems);
    expect(en.map((p) => [p.message, p.suggestion])).toEqual(problems.map((p) => [p.message, p.suggestion]));
    expect(en.every((p) => !('says' in p) && !('suggests' in p))).toBe(true);
  });

  test("core's sentences read the same from the message files as the engine wrote them", () => {
    const ja = problemsIn(module, 'ja', problems);
    const notChecked = ja.find((p) => p.message.startsWith('未確認'));
    expect(notChecked?.message).toContain('1行目');
    expect(ja.find((p) => p.suggestion)?.suggestion).toBe('「move」のことですか?');
  });
});
