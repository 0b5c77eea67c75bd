// #17: a refusal is carried as a message key and said in its reader's language, its instants too.
import { refusal, refusalIn } from '../../src/app/base/refusal';
import { translator } from '../../src/i18n/index';

test("#17: a refused time command gives its reason in the reader's language", () => {
  const onVacation = refusal('clock.refused.onVacation', { untilAt: '2026-11-28T14:00:00.000Z' });
  expect(onVacation.message).toBe('you are on vacation until Sat 28 Nov 2026, 14:00 UTC already');
  expect(refusalIn(translator('ja'), onVacation)).toMatch(/^すでに休暇中です\(2026.*14:00 UTCまで\)$/);
  const left = refusal('clock.refused.vacationLeft', { count: 1 });
  expect(left.message).toBe('you have 1 day of vacation left this year; ask for at most that');
  expect(refusalIn(translator('ja'), left)).toBe('今年の休暇は残り1日です。それ以下の日数を指定してください');
  expect(refusalIn(translator('ja'), refusal('clock.refused.badZone', { zone: 'Nowhere/Land' }))).toMatch(
    /^「Nowhere\/Land」はタイムゾーンではありません/,
  );
});
