import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openPglite } from '../../src/db/connect';
import { DatabaseLockedError } from '../../src/db/lock';
import { databases } from '../support/databases';

describe.each(databases())('storage on %s', (_name, open) => {
  let opened: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened.close();
  });

  test('when opened, then every migration has run', async () => {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() order by table_name`.execute(opened.db);
    const names = tables.rows.map((r) => r.table_name);
    for (const t of [
      'games',
      'game_sides',
      'steps',
      'submissions',
      'events',
      'states',
      'outbox',
      'mailbox',
      'inbound_mail',
      'reminders',
      'vacations',
    ]) {
      expect(names).toContain(t);
    }
  });

  test('when two transactions run at once, then each sees a consistent counter (serialised)', async () => {
    await opened.db.insertInto('players').values({ email: 'count@example.com', vacation_year: 0 }).execute();
    const bump = () =>
      opened.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('players')
          .select('vacation_year')
          .where('email', '=', 'count@example.com')
          .forUpdate()
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('players')
          .set({ vacation_year: (row.vacation_year ?? 0) + 1 })
          .where('email', '=', 'count@example.com')
          .execute();
      });
    await Promise.all(Array.from({ length: 10 }, bump));
    const row = await opened.db
      .selectFrom('players')
      .select('vacation_year')
      .where('email', '=', 'count@example.com')
      .executeTakeFirstOrThrow();
    expect(row.vacation_year).toBe(10);
  });

  test('when claiming with FOR UPDATE SKIP LOCKED, then the query runs', async () => {
    const rows = await opened.db
      .selectFrom('outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .forUpdate()
      .skipLocked()
      .limit(5)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('the PGlite lock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'despatch-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('when a live process holds the directory, then a second opener refuses with a clear message', async () => {
    // The lock names a live pid that is not ours (our parent), as a second process would see it.
    writeFileSync(join(dir, 'pglite.lock'), `${process.ppid}\n`);
    await expect(openPglite(dir)).rejects.toThrow(DatabaseLockedError);
    await expect(openPglite(dir)).rejects.toThrow(/in use by process/);
    rmSync(join(dir, 'pglite.lock'));
  });

  test('when the lock names a dead pid, then it is taken over', async () => {
    writeFileSync(join(dir, 'pglite.lock'), '999999\n');
    const opened = await openPglite(dir);
    await opened.close();
  });
});
