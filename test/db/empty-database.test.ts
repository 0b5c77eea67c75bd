// A new embedded database starts as a copy of a migrated empty one (src/db/pglite/empty-database.ts),
// so a first start runs neither initdb nor the migrations; the migrations still run at every start,
// so a copy made before a newer migration gets it when it opens.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import { migrations } from '../../migrations/index';
import { openPglite } from '../../src/db/connect';
import { emptyDatabaseDir } from '../../src/db/pglite/empty-database';
import type { Database } from '../../src/db/schema';

const NAMES = Object.keys(migrations).sort();

async function applied(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}

describe('a new embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'despatch-empty-db-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('a new data folder starts from the kept empty database, every migration applied', async () => {
    const opened = await openPglite(dataDir, { ownThread: true });
    try {
      expect(existsSync(join(emptyDatabaseDir(), 'PG_VERSION'))).toBe(true);
      expect(await applied(opened.db)).toEqual(NAMES);
    } finally {
      await opened.close();
    }
  });

  test('a migration the copy lacks is applied when it opens', async () => {
    const last = NAMES[NAMES.length - 1]!;
    // The copy as one made before the newest migration would be.
    const before = await openPglite(dataDir);
    const migrator = new Migrator({ db: before.db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateDown();
    expect(error).toBeUndefined();
    expect(await applied(before.db)).not.toContain(last);
    await before.close();

    const after = await openPglite(dataDir);
    try {
      expect(await applied(after.db)).toEqual(NAMES);
    } finally {
      await after.close();
    }
  });
});
