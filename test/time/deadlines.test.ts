// Turn time, the deadline in every turn mail (text and .ics), weekends off in the player's zone.
import { setPlayerSettings } from '../../src/app/time/player-settings';
import { databases } from '../support/databases';
import { attachment, DAY, HOUR, newSharpsburg, outbox, T0, type TimeWorld, useTimeWorld } from './support';

describe.each(databases())('deadlines on %s', (_name, open) => {
  const world = useTimeWorld(open);
  let t: TimeWorld;
  beforeEach(() => (t = world()));

  test('when a game is created with a turn time, then the first prompt carries the deadline and a calendar event', async () => {
    const { gameId } = await newSharpsburg(t, { turnTimeSeconds: 2 * 86400 });
    const view = await t.services.getSideView({ gameId, side: 'union' });
    expect(view.step.deadline).toBe('2026-11-25T09:00:00.000Z');
    const [prompt] = (await outbox(t, gameId)).filter((m) => m.to === 'ann@example.org');
    expect(prompt?.mail.text).toContain('Orders are due by Wed 25 Nov 2026, 09:00 UTC');
    const ics = attachment(prompt!.mail, 'deadline.ics') ?? '';
    expect(ics).toContain('METHOD:PUBLISH\r\n');
    expect(ics).toContain(`UID:despatch-${gameId}-union-s1@despatch.test\r\n`);
    expect(ics).toContain('DTEND:20261125T090000Z\r\n');
    expect(ics).toContain('SEQUENCE:0\r\n');
    expect(ics).toMatch(/BEGIN:VEVENT[\s\S]*END:VEVENT/);
    // The side that waits gets no calendar event: it has nothing due.
    const [start] = (await outbox(t, gameId)).filter((m) => m.to === 'bob@example.org');
    expect(attachment(start!.mail, 'deadline.ics')).toBeNull();
  });

  test('when a step is resolved, then the next prompt carries its own deadline and calendar event', async () => {
    const { gameId } = await newSharpsburg(t, { turnTimeSeconds: 12 * 3600 });
    t.clock.advance(HOUR);
    await t.services.submitOrders({ gameId, side: 'union', step: 1, text: 'pass', channel: 'web' });
    const view = await t.services.getSideView({ gameId, side: 'confederate' });
    expect(view.step).toMatchObject({ seq: 2, deadline: '2026-11-23T22:00:00.000Z' });
    const report = (await outbox(t, gameId, 'report')).find((m) => m.to === 'bob@example.org');
    expect(report?.mail.text).toContain('Orders are due by Mon 23 Nov 2026, 22:00 UTC');
    expect(attachment(report!.mail, 'deadline.ics')).toContain(`UID:despatch-${gameId}-confederate-s2@`);
  });

  test('when the game stops the clock on weekends, then a Friday turn ends in the next week, in the player’s own zone', async () => {
    await setPlayerSettings(t.ctx, 'tokyo@example.org', { timeZone: 'asia/tokyo' });
    t.clock.set('2026-11-27T12:00:00Z'); // Friday 21:00 in Tokyo: three hours before its weekend
    const { gameId } = await t.services.createGame({
      game: 'sharpsburg',
      players: { union: 'tokyo@example.org', confederate: 'bob@example.org' },
      turnTimeSeconds: 86400,
      timeControls: { weekendsOff: true },
    });
    const view = await t.services.getSideView({ gameId, side: 'union' });
    // 3 hours on Friday, then 21 hours from Monday 00:00 Tokyo (Sunday 15:00 UTC).
    expect(view.step.deadline).toBe('2026-11-30T12:00:00.000Z');
    const [prompt] = (await outbox(t, gameId)).filter((m) => m.to === 'tokyo@example.org');
    expect(prompt?.mail.text).toContain('Mon 30 Nov 2026, 12:00 UTC (Mon 30 Nov 2026, 21:00 Asia/Tokyo)');
  });

  test('when the turn time or the time controls are out of range, then the game is refused', async () => {
    await expect(newSharpsburg(t, { turnTimeSeconds: 31 * 86400 })).rejects.toThrow(/30 days/);
    await expect(newSharpsburg(t, { turnTimeSeconds: 59 * 60 })).rejects.toThrow(
      /between 1 hour and 30 days/,
    );
    await expect(newSharpsburg(t, { timeControls: { maxMisses: 1 } })).rejects.toThrow(/maxMisses/);
    await expect(newSharpsburg(t, { timeControls: { reminders: [-5] } })).rejects.toThrow(/reminder/);
    await expect(setPlayerSettings(t.ctx, 'x@example.org', { timeZone: 'Mars/Base' })).rejects.toThrow(
      /not a time zone/,
    );
  });

  test('reminders are scheduled per awaited side before the deadline, never before the step opened', async () => {
    const { gameId } = await newSharpsburg(t, { turnTimeSeconds: 12 * 3600 });
    const rows = await t.db.selectFrom('reminders').selectAll().where('game_id', '=', gameId).execute();
    // 24 h before a 12 h deadline would be in the past: only the 2 h reminder is kept.
    expect(rows.map((r) => [r.side, r.kind, r.due_at.toISOString()])).toEqual([
      ['union', 'before-7200s', new Date(T0.getTime() + 10 * HOUR).toISOString()],
    ]);
    expect(DAY).toBe(24 * HOUR);
  });
});
