// PGlite runs on a thread of its own (src/db/pglite/): the event loop that sends it statements
// stays free while one runs, and what comes back is what PGlite in this thread would have given.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { sql } from 'kysely';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { openPglite } from '../../src/db/connect';
import { SETTINGS } from '../../src/db/pglite/settings.mjs';
import { PgliteThread } from '../../src/db/pglite/thread';
import { freshDataDir } from '../support/databases';

describe('PGlite on its thread', () => {
  let dataDir: string;
  let pg: PgliteThread;
  beforeAll(async () => {
    dataDir = await freshDataDir();
    pg = await PgliteThread.open(join(dataDir, 'pglite'));
    await pg.ready;
  });
  afterAll(async () => {
    await pg.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('issue 12: a timer fires while a long statement runs: the statement is not on this event loop', async () => {
    let answered = false;
    const long = pg.query('select count(*) as n from generate_series(1, 3000000)', []).then((r) => {
      answered = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(answered).toBe(false);
    expect((await long).rows).toEqual([{ n: 3000000 }]);
  });

  test('issue 12: rows come back as values of this realm: dates, JSON, bytes, numbers', async () => {
    const { rows, command } = await pg.query(
      `select $1::timestamptz as at, '{"a":[1,2]}'::jsonb as doc, decode('AAEC', 'base64') as raw, 7::int as n`,
      [new Date('2026-11-27T12:00:00Z')],
    );
    const [row] = rows as { at: Date; doc: unknown; raw: Buffer; n: number }[];
    expect(command).toBe('SELECT');
    expect(row!.at).toBeInstanceOf(Date);
    expect(row!.at.toISOString()).toBe('2026-11-27T12:00:00.000Z');
    expect(row!.doc).toStrictEqual({ a: [1, 2] });
    expect([...row!.raw]).toEqual([0, 1, 2]);
    expect(row!.n).toBe(7);
  });

  test("issue 12: a statement's error reaches the caller with Postgres's code and constraint", async () => {
    await pg.query('create table t_unique (id int primary key)', []);
    await pg.query('insert into t_unique values (1)', []);
    const write = await pg.query('insert into t_unique values (2)', []);
    expect(write.affectedRows).toBe(1);
    await expect(pg.query('insert into t_unique values (1)', [])).rejects.toMatchObject({
      code: '23505',
      constraint: 't_unique_pkey',
    });
    // The thread goes on answering after an error.
    expect((await pg.query('select count(*)::int as n from t_unique', [])).rows).toEqual([{ n: 2 }]);
  });

  test('issue 12: once closed, a statement is refused with a clear error, not left waiting', async () => {
    const other = await freshDataDir();
    const closing = await PgliteThread.open(join(other, 'pglite'));
    await closing.ready;
    await closing.close();
    expect(closing.closed).toBe(true);
    await expect(closing.query('select 1', [])).rejects.toThrow('the database is closed');
    rmSync(other, { recursive: true, force: true });
  });

  test('issue 12: a thread that dies says the database is lost; a statement in flight and every later one fail', async () => {
    const other = await freshDataDir();
    const dying = await PgliteThread.open(join(other, 'pglite'));
    await dying.ready;
    const inFlight = dying.query('select count(*) from generate_series(1, 3000000)', []);
    // What a native abort or an out-of-memory does to the thread (the class keeps its worker private).
    await (dying as unknown as { worker: Worker }).worker.terminate();
    expect((await dying.lost).message).toMatch(/the database thread stopped/);
    await expect(inFlight).rejects.toThrow(/the database thread stopped/);
    await expect(dying.query('select 1', [])).rejects.toThrow(/the database thread stopped/);
    expect(dying.closed).toBe(true);
    await dying.close();
    rmSync(other, { recursive: true, force: true });
  });

  test('issue 12: a database closed on purpose is not lost', async () => {
    const other = await freshDataDir();
    const opened = await openPglite(other, { ownThread: true });
    await opened.close();
    const lost = await Promise.race([opened.lost, new Promise((r) => setImmediate(() => r('not lost')))]);
    expect(lost).toBe('not lost');
    rmSync(other, { recursive: true, force: true });
  });

  test('issue 40: a new database (a copy of the migrated empty one) runs with the small memory settings', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'despatch-new-pglite-'));
    const made = await openPglite(empty, { ownThread: true, noLock: true });
    try {
      expect(existsSync(join(empty, 'pglite', 'PG_VERSION'))).toBe(true);
      const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(made.db);
      expect(rows).toEqual([{ shared_buffers: SETTINGS.shared_buffers }]);
    } finally {
      await made.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });

  test('issue 47: its log (pg_wal) stays within a few 16 MB files however much is written, its files reused, not made anew', async () => {
    await pg.query('create table wal_filler (id serial primary key, body text)', []);
    // About 100 MB of log: by default all of it stayed until a checkpoint after 1 GB.
    for (let i = 0; i < 250; i++)
      await pg.query(
        "insert into wal_filler (body) select (select string_agg(md5(random()::text || k), '') from generate_series(1, 128) k) from generate_series(1, 100) g",
        [],
      );
    const wal = join(dataDir, 'pglite', 'pg_wal');
    const files = readdirSync(wal).filter((f) => /^[0-9A-F]{24}$/.test(f));
    const bytes = files.reduce((n, f) => n + statSync(join(wal, f)).size, 0);
    expect(bytes).toBeLessThanOrEqual(64 * 1024 * 1024);
  }, 120_000);

  test('issue 12: a database opened as a server opens it (ownThread) is migrated and read through kysely', async () => {
    const other = await freshDataDir();
    const opened = await openPglite(other, { ownThread: true });
    try {
      const games = await opened.pageDb.selectFrom('games').select('id').execute();
      expect(games).toEqual([]);
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(opened.db);
      expect(rows.length).toBeGreaterThan(10);
    } finally {
      await opened.close();
      rmSync(other, { recursive: true, force: true });
    }
  });
});
