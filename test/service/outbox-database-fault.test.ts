// #47: the database going away while a mail is composed is not the relay's fault. Its socket errors
// (ECONNREFUSED, "Connection terminated unexpectedly") look like a relay's; taken for one, they paused
// all sending with the relay's growing backoff after every database restart (the fault soak saw "the
// mail relay fails (connect ECONNREFUSED <the database's port>)"). Only what the relay answers says
// anything of the relay; a mail cut off by the database spends no attempt and is tried again soon.
import { createSender } from '../../src/mail/outbox/sender';
import { smtpTransport } from '../../src/mail/outbox/transport';
import type { OutboxRow } from '../../src/db/schema';
import { databases } from '../support/databases';
import { relayedServices } from '../support/relayed';

describe.each(databases())('a database fault while a mail is composed, on %s', (_name, open) => {
  const t = relayedServices(open);

  test('pauses no sending, spends no attempt, and the mail goes at the next run after a short wait', async () => {
    const { gameId } = await t.services.createGame({
      game: 'sharpsburg',
      players: { union: 'u-dbfault@example.com', confederate: 'c-dbfault@example.com' },
    });
    // Step 1 resolved: its reports are queued to be composed when sent.
    await t.services.submitOrders({ gameId, side: 'union', step: 1, text: 'pass', channel: 'web' });
    let clock = new Date();
    const lines: string[] = [];
    let cutOff = 1;
    let composed = 0;
    const sender = createSender({
      db: t.db,
      transport: smtpTransport(t.relay.url, 'despatch@despatch.test'),
      // The first mail composed meets the database going away, as pg reports it mid-query.
      compose: async (row: OutboxRow) => {
        if (cutOff-- > 0) throw new Error('Connection terminated unexpectedly');
        composed++;
        return t.services.composeQueued(row);
      },
      now: () => clock,
      log: (l) => lines.push(l),
      batch: 1,
    });
    const rows = () =>
      t.db
        .selectFrom('outbox')
        .select(['id', 'status', 'attempts', 'next_attempt_at'])
        .where('game_id', '=', gameId)
        .orderBy('id')
        .execute();
    const before = await rows();
    expect(before.length).toBeGreaterThanOrEqual(2);

    await sender.runOnce();
    expect(sender.relay()).toMatchObject({ ok: true, pausedUntil: null });
    expect(lines.some((l) => l.includes('the mail relay fails'))).toBe(false);
    const waiting = (await rows()).filter((r) => r.status === 'pending');
    expect(waiting).toHaveLength(1);
    const first = waiting[0]!;
    expect(first.attempts).toBe(0);
    // The others of the run went: the relay was never paused.
    expect((await rows()).filter((r) => r.status === 'sent').length).toBe(before.length - 1);
    expect(first.next_attempt_at!.getTime()).toBeGreaterThan(clock.getTime());

    clock = new Date(first.next_attempt_at!.getTime() + 1000);
    await sender.runOnce();
    expect((await rows()).every((r) => r.status === 'sent')).toBe(true);
    expect(composed).toBeGreaterThan(0);
  });
});
