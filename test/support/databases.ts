// Every integration test runs on PGlite (a fresh temp dir) and, when TEST_DATABASE_URL is set, on
// PostgreSQL too (a fresh schema per opened database, dropped on close):
//   describe.each(databases())('%s', (_name, open) => { ... const { db, close } = await open(); })
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type OpenDatabase } from '../../src/db/connect';
import { newDatabase } from '../../src/db/pglite/empty-database';

export type Opener = () => Promise<OpenDatabase & { dataDir?: string; searchPath?: string; url?: string }>;

export function databases(): [string, Opener][] {
  const list: [string, Opener][] = [['pglite', openTempPglite]];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push(['postgres', () => openTempPostgres(url)]);
  return list;
}

/** `test` on the first database of `databases()` (PGlite), `test.skip` on the others: for a long
 *  test whose path is the same on either database, where a lighter one covers the others. */
export function onFirstDatabaseOnly(name: string): typeof test {
  return name === databases()[0]![0] ? test : (test.skip as typeof test);
}

/** A fresh DATA_DIR for a service or a CLI under test, its database already made and migrated. */
export async function freshDataDir(prefix = 'despatch-test-'): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  await seedDataDir(dataDir);
  return dataDir;
}

/** Puts a made and migrated database into an empty DATA_DIR. */
export async function seedDataDir(dataDir: string): Promise<void> {
  // The service's own way: a copy of the migrated empty database, made once (empty-database.ts).
  await newDatabase(join(dataDir, 'pglite'));
}

export async function openTempPglite() {
  const dataDir = await freshDataDir();
  const opened = await openPglite(dataDir);
  return {
    ...opened,
    dataDir,
    async close() {
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createSchema(url: string): Promise<string> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  return schema;
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.end();
}

export async function openTempPostgres(url: string) {
  const searchPath = await createSchema(url);
  const opened = await openPostgres(url, { searchPath });
  return {
    ...opened,
    searchPath,
    url,
    async close() {
      await opened.close();
      await dropSchema(url, searchPath);
    },
  };
}
