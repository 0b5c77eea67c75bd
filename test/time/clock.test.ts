import { addClockTime, canonicalTimeZone, nextLocalHour } from '../../src/app/base/clock';

const iso = (d: Date) => d.toISOString();

describe('the clock of a turn', () => {
  test('time zones are IANA names checked through Intl', () => {
    expect(canonicalTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
    expect(canonicalTimeZone('Europe/Paris; drop')).toBeNull();
  });

  test('without the weekend option, the turn time is plain elapsed time', () => {
    const start = new Date('2026-11-27T12:00:00Z'); // Friday
    expect(iso(addClockTime(start, 86400, { weekendsOff: false, timeZone: 'UTC' }))).toBe(
      '2026-11-28T12:00:00.000Z',
    );
  });

  test('with weekends off (UTC), a day from Friday noon ends on Monday noon', () => {
    const start = new Date('2026-11-27T12:00:00Z');
    expect(iso(addClockTime(start, 86400, { weekendsOff: true, timeZone: 'UTC' }))).toBe(
      '2026-11-30T12:00:00.000Z',
    );
  });

  test('a step opened on a Saturday starts its clock on Monday 00:00 local time', () => {
    const saturday = new Date('2026-11-28T15:00:00Z');
    expect(iso(addClockTime(saturday, 3600, { weekendsOff: true, timeZone: 'UTC' }))).toBe(
      '2026-11-30T01:00:00.000Z',
    );
    // In Tokyo (UTC+9) the weekend starts on Friday 15:00 UTC and ends on Sunday 15:00 UTC.
    const fridayUtc = new Date('2026-11-27T14:00:00Z');
    expect(iso(addClockTime(fridayUtc, 2 * 3600, { weekendsOff: true, timeZone: 'Asia/Tokyo' }))).toBe(
      '2026-11-29T16:00:00.000Z',
    );
  });

  test('a daylight-saving change is counted in real hours', () => {
    // Europe/Paris leaves summer time on Sunday 25 October 2026; the weekend is skipped either way.
    const friday = new Date('2026-10-23T20:00:00Z'); // 22:00 local, 2 hours before the weekend
    expect(iso(addClockTime(friday, 3 * 3600, { weekendsOff: true, timeZone: 'Europe/Paris' }))).toBe(
      '2026-10-26T00:00:00.000Z', // Monday 00:00 CET is 23:00 UTC on Sunday; the last hour runs then
    );
  });

  test('the next local 07:00 of a player', () => {
    expect(iso(nextLocalHour(new Date('2026-11-23T06:00:00Z'), 7, 'UTC'))).toBe('2026-11-23T07:00:00.000Z');
    expect(iso(nextLocalHour(new Date('2026-11-23T07:00:00Z'), 7, 'UTC'))).toBe('2026-11-24T07:00:00.000Z');
    expect(iso(nextLocalHour(new Date('2026-11-23T07:00:00Z'), 7, 'Europe/Paris'))).toBe(
      '2026-11-24T06:00:00.000Z',
    );
  });
});
