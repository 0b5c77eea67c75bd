import { listNames, reportParts } from '../../src/mail/compose/format';
import { deadlineWords, formatDeadline, timeLeft } from '../../src/mail/compose/time-words';

const ev = (kind: string, text: string) => ({ kind, text });

describe('reportParts', () => {
  test('a die logged before its battle joins that battle, with what follows it', () => {
    const parts = reportParts([
      ev('move', 'I moved 0503 → 0604.'),
      ev('roll', 'Die for CRT 2-1 attack on 0705: 4.'),
      ev('battle', 'I attacks 0705 (JJ): 2-1; die 4: DR.'),
      ev('decision', 'Default applied: retreat next to friends.'),
      ev('retreat', 'JJ retreated 0705 → 0706.'),
      ev('roll', 'Die for CRT 1-1 attack on 0806: 6.'),
      ev('battle', 'XII attacks 0806 (HO): 1-1; die 6: AE.'),
      ev('eliminated', 'XII is eliminated.'),
      ev('victory-points', 'VP: Union 2, Confederate 3.'),
    ]);
    expect(parts.moves).toEqual(['I moved 0503 → 0604.']);
    expect(parts.battles).toEqual([
      {
        title: 'I attacks 0705 (JJ): 2-1; die 4: DR.',
        lines: [
          'Die for CRT 2-1 attack on 0705: 4.',
          'Default applied: retreat next to friends.',
          'JJ retreated 0705 → 0706.',
        ],
      },
      {
        title: 'XII attacks 0806 (HO): 1-1; die 6: AE.',
        lines: ['Die for CRT 1-1 attack on 0806: 6.', 'XII is eliminated.'],
      },
    ]);
    expect(parts.other).toEqual(['VP: Union 2, Confederate 3.']);
  });

  test('a die logged after its battle joins it; a die with no battle is reported on its own', () => {
    const parts = reportParts([
      ev('battle', 'A attacks.'),
      ev('roll', 'Die: 3.'),
      ev('move', 'B moved.'),
      ev('roll', 'Die for weather: 2.'),
    ]);
    expect(parts.battles).toEqual([{ title: 'A attacks.', lines: ['Die: 3.'] }]);
    expect(parts.other).toEqual(['Die for weather: 2.']);
  });
});

describe('formatting', () => {
  test('deadlines in UTC, names joined for people', () => {
    expect(formatDeadline('2026-11-24T18:00:00Z')).toBe('Tue 24 Nov 2026, 18:00 UTC');
    expect(formatDeadline(null)).toBeNull();
    expect(listNames(['union', 'confederate'])).toBe('Union and Confederate');
  });
});

describe('deadlines as people read them', () => {
  const now = new Date('2026-11-24T18:00:00Z');
  test("the date in UTC, in the player's zone, and how long is left; never an ISO timestamp", () => {
    expect(deadlineWords('2026-11-26T18:00:00.000Z', { now })).toBe('Thu 26 Nov 2026, 18:00 UTC, in 2 days');
    expect(deadlineWords('2026-11-26T18:00:00.000Z', { now, timeZone: 'Asia/Tokyo' })).toBe(
      'Thu 26 Nov 2026, 18:00 UTC (Fri 27 Nov 2026, 03:00 Asia/Tokyo), in 2 days',
    );
    expect(deadlineWords('2026-11-24T20:30:00.000Z', { now })).toBe(
      'Tue 24 Nov 2026, 20:30 UTC, in 2 hours 30 minutes',
    );
    expect(deadlineWords(null, { now })).toBeNull();
  });
  test('a deadline already passed, or less than a minute away', () => {
    expect(timeLeft('2026-11-24T17:00:00.000Z', now)).toBe('passed');
    expect(timeLeft('2026-11-24T18:00:30.000Z', now)).toBe('in less than a minute');
  });
});
