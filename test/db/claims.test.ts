// #24: nothing a killed process held waits out a lease. Claims name their instance; an instance
// restarted under its id takes its claims back at start, and anyone takes the claims of an instance
// that stopped beating. Game numbers count games, with no gap after a crash or a failed creation.
import { sql } from 'kysely';
import { claimOutboxDue, enqueueMails } from '../../src/db/repos/outbox';
import { beat, registerInstance, STALE_AFTER_MS } from '../../src/db/repos/instances';
import { createServices } from '../../src/app/index';
import { databases } from '../support/databases';
import { testConfig } from '../support/services';

const mail = (n: number) => ({
  to: `p${n}@example.org`,
  from: 'despatch@despatch.test',
  subject: `mail ${n}`,
  text: 'hello',
  html: '<p>hello</p>',
  messageId: `<claims.${n}.${Date.now()}@despatch.test>`,
  headers: {},
  attachments: [],
});

describe.each(databases())('claims and game numbers on %s', (_name, open) => {
  let opened: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened.close();
  });

  test('a mail claimed by an instance that is then restarted goes out at once, not after the lease', async () => {
    const db = opened.db;
    const now = new Date();
    await registerInstance(db, 'host-a', now);
    await enqueueMails(db, null, 'test', [mail(1), mail(2)], now);
    const claimed = await claimOutboxDue(db, now, 300_000, 10, 'host-a');
    expect(claimed.map((r) => r.claimed_by)).toEqual(['host-a', 'host-a']);
    // host-a is killed mid-batch; nothing is due for the next five minutes...
    expect(await claimOutboxDue(db, new Date(now.getTime() + 1000), 300_000, 10, 'host-b')).toEqual([]);
    // ...until host-a starts again: it takes its claims back, and the whole batch is due at once.
    const { freed } = await registerInstance(db, 'host-a', new Date(now.getTime() + 2000));
    expect(freed).toBe(2);
    expect(await claimOutboxDue(db, new Date(now.getTime() + 2000), 300_000, 10, 'host-a')).toHaveLength(2);
    await db.deleteFrom('outbox').execute();
  });

  test('the claims of an instance that stopped beating are taken by another instance', async () => {
    const db = opened.db;
    const now = new Date();
    await registerInstance(db, 'host-c', now);
    await enqueueMails(db, null, 'test', [mail(3)], now);
    expect(await claimOutboxDue(db, now, 300_000, 10, 'host-c')).toHaveLength(1);
    await beat(db, 'host-c', new Date(now.getTime() + 5000));
    // Still beating: its row is its own.
    expect(await claimOutboxDue(db, new Date(now.getTime() + 6000), 300_000, 10, 'host-d')).toEqual([]);
    // No beat for longer than STALE_AFTER_MS: host-d takes the row, well inside the five-minute lease.
    const later = new Date(now.getTime() + 5000 + STALE_AFTER_MS + 1000);
    const taken = await claimOutboxDue(db, later, 300_000, 10, 'host-d');
    expect(taken.map((r) => r.claimed_by)).toEqual(['host-d']);
    await db.deleteFrom('outbox').execute();
  });

  test('game numbers count the games: no gap after the sequence jumps (a crash) or a failed creation', async () => {
    const services = createServices({ db: opened.db, config: testConfig() });
    const players = { union: 'u@example.org', confederate: 'c@example.org' };
    const first = await services.createGame({ game: 'sharpsburg', players });
    // A crash loses the sequence's cached values: the next value jumps by 33.
    await sql`select setval(pg_get_serial_sequence('games', 'number'), ${first.number + 33})`.execute(
      opened.db,
    );
    await expect(
      services.createGame({ game: 'sharpsburg', players: { ...players, union: '' } }),
    ).rejects.toThrow();
    const second = await services.createGame({ game: 'sharpsburg', players });
    expect(second.number).toBe(first.number + 1);
  });
});
