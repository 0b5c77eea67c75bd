// #47: a clock that goes back (a virtual machine resumed, NTP corrected) must not hold mail for the
// length of the jump: a wait set before the jump lies further ahead than any wait the sender sets,
// and ends at once (docs/operating.md, "The clock jumps").
import { createSender } from '../../src/mail/outbox/sender';
import { markRetry } from '../../src/db/repos/outbox';
import { RelayWatch, RELAY_BACKOFF } from '../../src/mail/outbox/relay-health';
import { mailboxTransport } from '../../src/mail/outbox/transport';
import { databases } from '../support/databases';
import { testServices } from '../support/services';

const HOUR = 3600_000;

test('the relay paused on a clock six hours ahead is not paused once the clock is back', () => {
  const watch = new RelayWatch(
    () => {},
    () => 0.5,
  );
  const t0 = new Date('2026-11-29T12:00:00Z');
  const ahead = new Date(t0.getTime() + 6 * HOUR);
  const err = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  watch.failed(err, ahead);
  expect(watch.paused(ahead)).toBe(true);
  expect(watch.paused(t0)).toBe(false);
  // A pause set on the present clock still holds.
  watch.failed(err, t0);
  expect(watch.paused(new Date(t0.getTime() + 1000))).toBe(true);
  expect(RELAY_BACKOFF.capMs).toBeLessThan(HOUR);
});

describe.each(databases())('mail waiting on %s', (_name, open) => {
  let t: Awaited<ReturnType<typeof testServices>>;
  beforeAll(async () => {
    t = await testServices(open);
  });
  afterAll(async () => t.close());

  test('a mail whose retry was set six hours ahead, before the clock went back, goes at the next run; one set an hour ahead waits', async () => {
    const { gameId } = await t.services.createGame({
      game: 'sharpsburg',
      players: { union: 'u-back@example.com', confederate: 'c-back@example.com' },
    });
    const now = new Date();
    const lines: string[] = [];
    const sender = createSender({
      db: t.db,
      transport: mailboxTransport('http://127.0.0.1'),
      compose: t.services.composeQueued,
      now: () => now,
      log: (l) => lines.push(l),
    });
    // The game's start mails are composed and sent; then two are put back to wait.
    await sender.runOnce();
    const rows = await t.db
      .selectFrom('outbox')
      .select(['id'])
      .where('game_id', '=', gameId)
      .orderBy('id')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const [far, near] = rows;
    await t.db
      .updateTable('outbox')
      .set({ status: 'pending', sent_at: null })
      .where('id', 'in', [far!.id, near!.id])
      .execute();
    await markRetry(t.db, far!.id, 'relay down', new Date(now.getTime() + 6 * HOUR));
    await markRetry(t.db, near!.id, 'relay down', new Date(now.getTime() + HOUR));

    expect(await sender.runOnce()).toBe(1);
    const status = async (id: number) =>
      (await t.db.selectFrom('outbox').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status;
    expect([await status(far!.id), await status(near!.id)]).toEqual(['sent', 'pending']);
    expect(lines.some((l) => l.includes('the clock went back'))).toBe(true);
  });

  test('a mail queued while the clock was an hour ahead goes at the next run once it is back; one waiting for the relay waits only as long as the relay pauses', async () => {
    const { gameId } = await t.services.createGame({
      game: 'sharpsburg',
      players: { union: 'u-back2@example.com', confederate: 'c-back2@example.com' },
    });
    const now = new Date();
    const rows = await t.db
      .selectFrom('outbox')
      .select(['id', 'attempts', 'last_error'])
      .where('game_id', '=', gameId)
      .where('status', '=', 'pending')
      .orderBy('id')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const [queuedAhead, relayWait] = rows;
    // Never tried: queued at a time an hour ahead (the fault soak's mails waited that hour).
    expect(queuedAhead).toMatchObject({ attempts: 0, last_error: null });
    await t.db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(now.getTime() + HOUR) })
      .where('id', '=', queuedAhead!.id)
      .execute();
    // Waiting out the relay's pause (no attempt spent), set within the pause's longest.
    await markRetry(
      t.db,
      relayWait!.id,
      'waiting for the mail relay',
      new Date(now.getTime() + 5 * 60_000),
      true,
    );
    const others = rows.slice(2).map((r) => r.id);
    if (others.length > 0)
      await t.db.updateTable('outbox').set({ status: 'sent' }).where('id', 'in', others).execute();
    const sender = createSender({
      db: t.db,
      transport: mailboxTransport('http://127.0.0.1'),
      compose: t.services.composeQueued,
      now: () => now,
    });
    expect(await sender.runOnce()).toBe(1);
    const status = async (id: number) =>
      (await t.db.selectFrom('outbox').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status;
    expect([await status(queuedAhead!.id), await status(relayWait!.id)]).toEqual(['sent', 'pending']);
  });
});
