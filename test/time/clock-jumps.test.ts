// Issue #47: the clock jumps (a virtual machine resumed, NTP corrected) under a running service. The
// service gets a clock the test moves through startServer's test-only `clock` option (`despatch serve`
// never passes one). The rule (docs/operating.md, "When the clock jumps"): a forward jump fires the
// deadlines it carried the clock past, so at most the jump early; a backward jump delays them by the
// jump; a reminder whose moment was jumped over is sent once, late, unless the deadline was jumped
// over too (then the missed-deadline mail tells the side); a reminder already sent is not sent again
// when a backward jump brings its moment round again.
import { rmSync } from 'node:fs';
import { loadConfig } from '../../src/config';
import { startServer, type RunningServer } from '../../src/server';
import { sweep } from '../../src/app/time/sweep';
import { freshDataDir } from '../support/databases';
import { DAY, HOUR, TestClock } from './support';

const T0 = new Date('2026-12-01T12:00:00Z');
const MINUTE = 60_000;

describe('clock jumps under the running service', () => {
  let server: RunningServer;
  let dataDir: string;
  const clock = new TestClock(T0);

  beforeAll(async () => {
    dataDir = await freshDataDir('despatch-clock-');
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      SECRET: 'clock-jump-secret-clock-jump-secret-0001',
      ADMIN_TOKEN: 'clock-jump-admin-token-01',
      MAIL_DOMAIN: 'despatch.test',
      // The test sweeps itself after each jump; the service's own sweeper stays out of the way.
      SWEEP_INTERVAL_MS: String(3_600_000),
      OUTBOX_INTERVAL_MS: '50',
    });
    server = await startServer(config, { log: () => {}, clock: clock.now });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => server.services.ctx.db;
  /** The clock set to `at`, then one sweep of the service at that time. */
  const jumpTo = async (at: number) => {
    clock.set(new Date(at));
    await sweep(server.services.ctx);
  };
  const mails = async (gameId: string, kind: string) =>
    db()
      .selectFrom('outbox')
      .select('mail')
      .where('game_id', '=', gameId)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();
  const stepOne = async (gameId: string) =>
    db()
      .selectFrom('steps')
      .select(['deadline', 'deadline_revision', 'resolved_at'])
      .where('game_id', '=', gameId)
      .where('seq', '=', 1)
      .executeTakeFirstOrThrow();
  const newGame = async () => {
    const { gameId } = await server.services.createGame({
      game: 'sharpsburg',
      players: { union: 'u@clock.example', confederate: 'c@clock.example' },
      turnTimeSeconds: 3 * 86400,
    });
    const { deadline } = await stepOne(gameId);
    return { gameId, deadline: (deadline as Date).getTime() };
  };

  test('#47: a forward jump over a reminder sends it once, late; over the deadline fires it then, not before', async () => {
    clock.set(T0);
    const { gameId, deadline } = await newGame();
    await jumpTo(deadline - DAY - HOUR); // before the 24 h reminder's moment
    expect(await mails(gameId, 'reminder')).toHaveLength(0);

    await jumpTo(deadline - 3 * HOUR); // 22 h forward, over the 24 h reminder's moment
    const late = await mails(gameId, 'reminder');
    expect(late).toHaveLength(1);
    expect(JSON.stringify(late[0]?.mail)).toContain('3 hours'); // the time left as it is now
    // The deadline did not fire: the clock has not reached it.
    expect(await stepOne(gameId)).toMatchObject({ resolved_at: null, deadline_revision: 0 });
    expect(await mails(gameId, 'extension')).toHaveLength(0);

    await jumpTo(deadline + HOUR); // over the 2 h reminder and the deadline together
    expect(await mails(gameId, 'extension')).toHaveLength(2); // the first miss: every side is told
    expect((await stepOne(gameId)).deadline_revision).toBe(1);
    // The 2 h reminder of the old deadline is not sent after it: the missed-deadline mail says more.
    expect(await mails(gameId, 'reminder')).toHaveLength(1);
    await jumpTo(deadline + HOUR);
    expect(await mails(gameId, 'extension')).toHaveLength(2);
  });

  test('#47: a backward jump delays the deadline by the jump and sends no reminder twice', async () => {
    clock.set(new Date(T0.getTime() + 10 * DAY));
    const { gameId, deadline } = await newGame();
    await jumpTo(deadline - 23 * HOUR); // the 24 h reminder goes
    expect(await mails(gameId, 'reminder')).toHaveLength(1);

    await jumpTo(deadline - 48 * HOUR); // 25 h back
    expect(await mails(gameId, 'reminder')).toHaveLength(1);
    await jumpTo(deadline - 23 * HOUR); // its moment comes round again
    expect(await mails(gameId, 'reminder')).toHaveLength(1);

    await jumpTo(deadline - HOUR); // the 2 h reminder, at its moment
    expect(await mails(gameId, 'reminder')).toHaveLength(2);
    await jumpTo(deadline - MINUTE); // the deadline waits for the clock to reach it
    expect(await stepOne(gameId)).toMatchObject({ resolved_at: null, deadline_revision: 0 });
    await jumpTo(deadline + MINUTE);
    expect((await stepOne(gameId)).deadline_revision).toBe(1);
    expect(await mails(gameId, 'reminder')).toHaveLength(2);
  });
});
