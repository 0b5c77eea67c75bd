// Every integration test runs on PGlite (a fresh temp dir) and, when TEST_DATABASE_URL is set, on
// PostgreSQL too (a fresh schema per opened database, dropped on close):
//   describe.each(databases())('%s', (_name, open) => { ... const { db, close } = await open(); })
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type OpenDatabase } from '../../src/db/connect';

export type Opener = () => Promise<OpenDatabase & { dataDir?: string; searchPath?: string; url?: string }>;

export function databases(): [string, Opener][] {
  const list: [string, Opener][] = [['pglite', openTempPglite]];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push(['postgres', () => openTempPostgres(url)]);
  return list;
}

export async function openTempPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'despatch-test-'));
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
