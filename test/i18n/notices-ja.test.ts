// Issue #17: a notice or answer the clock and the endings write is said in each reader's language,
// with the side names and dates of that language (app/notices/words.ts).
import { sharpsburg } from '../../src/games/sharpsburg';
import { formatDeadline } from '../../src/mail/compose/time-words';
import { sayNotice, sayTo, wordsFor, type Said } from '../../src/app/notices/words';

const g = { module: sharpsburg as never, langs: { union: 'ja' as const } };
const ja = wordsFor(g, 'union');
const en = wordsFor(g, 'confederate');

describe('notices in the reader language (issue #17)', () => {
  test('a draw offer told to each side in its own language', () => {
    const offer: Said = (w) => w.t('clock.draw.offeredTheirs', { who: w.side('confederate') });
    expect(sayTo(ja, offer)).toMatch(/^南軍が引き分けを提案しています。/);
    expect(sayTo(en, offer)).toMatch(/^Confederate offers a draw\. Reply "accept draw"/);
  });

  test('a missed-deadline notice names the late sides and counts in the reader language', () => {
    const notice = {
      key: 'mail.notices.defaults',
      sides: { who: ['union', 'confederate'] },
      each: {
        counts: [
          { side: 'union', key: 'mail.notices.missedCount', vars: { n: 2, max: 3 } },
          { side: 'confederate', key: 'mail.notices.missedCount', vars: { n: 1, max: 3 } },
        ],
      },
    };
    expect(sayNotice(en, notice)).toBe(
      'No orders received from Union and Confederate by the deadline: standing orders and the defaults of the rules applied. Deadlines missed in a row: Union 2 of 3, Confederate 1 of 3.',
    );
    expect(sayNotice(ja, notice)).toContain('北軍と南軍から締切までに命令が届かなかった');
    expect(sayNotice(ja, notice)).toContain('北軍 2/3回、南軍 1/3回');
  });

  test('a moment in the reader language (English as formatDeadline writes it)', () => {
    const at = new Date('2026-11-24T18:00:00Z');
    expect(en.when(at)).toBe(formatDeadline(at.toISOString()));
    expect(ja.when(at)).toMatch(/^2026年11月24日\(火\) 18:00 UTC$/);
  });
});
