// Reminders before the deadline (never to a side that has submitted) and the daily digest that
// replaces them for a player who chose it.
import { setPlayerSettings } from '../../src/app/time/player-settings';
import { sweep } from '../../src/app/time/sweep';
import { databases } from '../support/databases';
import { DAY, HOUR, newSharpsburg, outbox, type TimeWorld, useTimeWorld } from './support';

describe.each(databases())('reminders and digests on %s', (_name, open) => {
  const world = useTimeWorld(open);
  let t: TimeWorld;
  beforeEach(() => (t = world()));

  test('a side that owes orders is reminded 24 h and 2 h before the deadline, once each', async () => {
    const { gameId } = await newSharpsburg(t, { turnTimeSeconds: 3 * 86400 });
    t.clock.advance(2 * DAY + 5 * 60_000);
    await sweep(t.ctx);
    await sweep(t.ctx);
    let reminders = await outbox(t, gameId, 'reminder');
    expect(reminders.map((r) => r.to)).toEqual(['ann@example.org']);
    expect(reminders[0]?.mail.text).toContain('Reminder: your orders are due in about 23 hours 55 minutes');
    expect(reminders[0]?.mail.replyTo).toMatch(/^orders\+/);
    t.clock.advance(22 * HOUR);
    await sweep(t.ctx);
    reminders = await outbox(t, gameId, 'reminder');
    expect(reminders).toHaveLength(2);
    expect(reminders[1]?.mail.text).toContain('due in about 1 hour 55 minutes');
  });

  test('a side that has already submitted is not reminded', async () => {
    const { gameId } = await t.services.createGame({
      game: 'travel-battle',
      players: { red: 'red@example.org', blue: 'blue@example.org' },
      turnTimeSeconds: 2 * 86400,
    });
    await t.services.submitOrders({ gameId, side: 'red', step: 1, text: 'board A', channel: 'web' });
    t.clock.advance(DAY + HOUR);
    await sweep(t.ctx);
    expect((await outbox(t, gameId, 'reminder')).map((r) => r.to)).toEqual(['blue@example.org']);
  });

  test('a player with the digest gets one daily mail listing every game waiting for them, and no reminders', async () => {
    const me = 'digest@example.org';
    await setPlayerSettings(t.ctx, me, { digest: true, timeZone: 'Europe/Paris' });
    const a = await t.services.createGame({
      game: 'sharpsburg',
      players: { union: me, confederate: 'bob@example.org' },
      turnTimeSeconds: 86400,
    });
    const b = await t.services.createGame({
      game: 'travel-battle',
      players: { red: 'red@example.org', blue: me },
      turnTimeSeconds: 2 * 86400,
    });
    const c = await t.services.createGame({
      game: 'sharpsburg',
      players: { union: 'ann@example.org', confederate: me }, // waits: the Union moves first
      turnTimeSeconds: 86400,
    });
    // Tuesday 07:00 in Paris is 06:00 UTC.
    t.clock.set('2026-11-24T06:00:00Z');
    await sweep(t.ctx);
    const digests = await t.db.selectFrom('outbox').selectAll().where('kind', '=', 'digest').execute();
    expect(digests.map((d) => d.to_addr)).toEqual([me]);
    const text = (digests[0]?.mail as { text: string }).text;
    expect(text).toContain('2 games waiting for your orders');
    expect(text).toContain(`Battle of Sharpsburg #${a.number}`);
    expect(text).toContain(`Travel Battle #${b.number}`);
    expect(text).not.toContain(`#${c.number} `);
    expect(text).toContain('Europe/Paris');
    for (const g of [a, b])
      expect((await outbox(t, g.gameId, 'reminder')).filter((r) => r.to === me)).toEqual([]);
    // Once a day: nothing more until the next morning.
    await sweep(t.ctx);
    t.clock.advance(12 * HOUR);
    await sweep(t.ctx);
    expect(await t.db.selectFrom('outbox').select('id').where('kind', '=', 'digest').execute()).toHaveLength(
      1,
    );
    const next = await t.db.selectFrom('digests').selectAll().where('done_at', 'is', null).execute();
    expect(next.map((d) => d.due_at.toISOString())).toEqual(['2026-11-25T06:00:00.000Z']);
  });
});
