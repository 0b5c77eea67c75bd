// `despatch backup` copies the embedded database while the service runs (through the server's admin
// API: PGlite admits one process), and `despatch restore` puts the copy into a fresh data folder, where
// every game replays exactly (`despatch verify`) with its steps and mails.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../../src/config';
import { openPglite } from '../../src/db/connect';
import type { Database } from '../../src/db/schema';
import { createRng } from '../../src/games/core/rng';
import { startServer, type RunningServer } from '../../src/server';
import { runCli, runCliProcess } from '../support/cli';
import { freshDataDir } from '../support/databases';
import { ordersText, playQuickDraw } from '../support/services';

const ADMIN_TOKEN = 'backup-test-admin-token-01';

/** What a restore must bring back: every game with its steps and its mails. */
async function contents(db: Kysely<Database>) {
  const count = async (table: 'games' | 'steps' | 'outbox' | 'submissions') =>
    Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]?.n);
  const games = await db.selectFrom('games').select(['id', 'status', 'current_step']).orderBy('id').execute();
  return {
    games,
    steps: await count('steps'),
    submissions: await count('submissions'),
    mails: await count('outbox'),
  };
}

describe('backup and restore of the embedded database', () => {
  let server: RunningServer;
  let dataDir: string;
  const work = mkdtempSync(join(tmpdir(), 'despatch-backup-'));
  const file = join(work, 'club.tar.gz');

  beforeAll(async () => {
    dataDir = await freshDataDir('despatch-backup-served-');
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', ADMIN_TOKEN, OUTBOX_INTERVAL_MS: '50' });
    server = await startServer(config, { log: () => {} });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  test('when games were played, then a backup taken while the service runs restores into a fresh folder where every game verifies with its steps and mails', async () => {
    const { services } = server;
    const ended = await services.createGame({
      game: 'travel-battle',
      players: { red: 'red@example.com', blue: 'blue@example.com' },
      options: { quickSetup: true },
    });
    expect(await playQuickDraw(services, ended.gameId)).toBeGreaterThan(0);
    const going = await services.createGame({
      game: 'sharpsburg',
      players: { union: 'u@example.com', confederate: 'c@example.com' },
    });
    const rng = createRng('backup');
    for (let played = 0; played < 3; played++) {
      const v = await services.getSideView({ gameId: going.gameId, side: 'union' });
      for (const side of v.step.awaiting) {
        const text = await ordersText(services.ctx, going.gameId, side, rng);
        const res = await services.submitOrders({
          gameId: going.gameId,
          side,
          step: v.step.seq,
          text,
          channel: 'web',
        });
        expect(res.ok).toBe(true);
      }
    }
    const before = await contents(server.database.db);
    expect(before.games.map((g) => g.status)).toContain('finished');
    expect(before.steps).toBeGreaterThan(4);

    const env = { DATA_DIR: dataDir, ADMIN_TOKEN, DESPATCH_URL: server.url };
    const backup = await runCli(['backup', file], env);
    expect(backup.err).toMatch(/backed up the running server/);
    expect(backup.code).toBe(0);
    expect(JSON.parse(backup.out)).toMatchObject({ file, from: `the running server at ${server.url}` });
    expect((await runCli(['backup', file], env)).err).toMatch(/exists: give another name, or --force/);

    // Into the served folder: refused while the service holds it (another process asks).
    const busy = await runCliProcess(['restore', file], { DATA_DIR: dataDir });
    expect(busy.code).toBe(1);
    expect(busy.err).toMatch(/in use by process \d+/);

    // A data folder not made yet, for an installation that sets its secrets in the environment.
    const fresh = join(work, 'restored');
    const freshEnv = { DATA_DIR: fresh, SECRET: 'restored-secret-restored-secret-0123', ADMIN_TOKEN };
    try {
      const restored = await runCli(['restore', file], freshEnv);
      expect(restored.err).toMatch(/restored .* into .*needs the same SECRET/);
      expect(JSON.parse(restored.out)).toMatchObject({ restored: fresh, games: 2 });
      const again = await runCli(['restore', file], freshEnv);
      expect(again.code).toBe(1);
      expect(again.err).toMatch(/already holds a database: restore into a fresh DATA_DIR, or give --force/);

      for (const { id } of before.games) {
        const verified = await runCli(['verify', id], freshEnv);
        expect(verified.err).toMatch(/verified: \d+ steps/);
        expect(JSON.parse(verified.out)).toMatchObject({ ok: true });
      }
      const opened = await openPglite(fresh);
      const after = await contents(opened.db);
      await opened.close();
      expect(after).toEqual(before);

      // --force keeps the database it replaces aside rather than deleting it.
      const forced = await runCli(['restore', file, '--force'], freshEnv);
      expect(forced.code).toBe(0);
      expect(JSON.parse(forced.out).keptAside).toMatch(/pglite\.before-restore-/);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 300_000);

  test('when a file is not a backup, or the database is PostgreSQL, then the commands say so and change nothing', async () => {
    const junk = join(work, 'junk.tar.gz');
    writeFileSync(junk, 'not a backup');
    const fresh = join(work, 'untouched');
    const refused = await runCli(['restore', junk], { DATA_DIR: fresh });
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/is not a backup made by 'despatch backup'/);
    const env = { DATA_DIR: fresh, DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' };
    const pgBackup = await runCli(['backup', join(work, 'pg.tar.gz')], env);
    expect(pgBackup.code).toBe(1);
    expect(pgBackup.err).toMatch(/pg_dump --format=custom/);
    const pgRestore = await runCli(['restore', file], env);
    expect(pgRestore.err).toMatch(/pg_restore/);
    expect(existsSync(join(fresh, 'pglite'))).toBe(false);
  });
});
