// Every integration test runs on PGlite (a fresh temp dir) and, when TEST_DATABASE_URL is set, on
// PostgreSQL too (a fresh schema per opened database, dropped on close):
//   describe.each(databases())('%s', (_name, open) => { ... const { db, close } = await open(); })
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
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

// A new PGlite database costs several seconds (initdb in WebAssembly, then the migrations); a copy of
// one made earlier opens in about one. The template is made once per machine for each version of the
// migrations and of PGlite (its name is a hash of both), by whichever test process needs it first.
const root = new URL('../../', import.meta.url).pathname;

function templateKey(): string {
  const hash = createHash('sha256');
  const dir = join(root, 'migrations');
  for (const f of readdirSync(dir).sort()) hash.update(f).update(readFileSync(join(dir, f)));
  hash.update(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | undefined;

/** The migrated template's `pglite` folder, made on first use (concurrent makers: the first rename wins). */
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const final = join(tmpdir(), `despatch-pglite-template-${templateKey()}`);
    if (existsSync(join(final, 'pglite', 'PG_VERSION'))) return join(final, 'pglite');
    const building = mkdtempSync(join(tmpdir(), 'despatch-pglite-building-'));
    const opened = await openPglite(building, { noLock: true });
    await opened.close();
    try {
      renameSync(building, final);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another process made it first
    }
    return join(final, 'pglite');
  })();
  return template;
}

/** A fresh DATA_DIR for a service or a CLI under test, its database already made and migrated. */
export async function freshDataDir(prefix = 'despatch-test-'): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  await seedDataDir(dataDir);
  return dataDir;
}

/** Puts a made and migrated database into an empty DATA_DIR. */
export async function seedDataDir(dataDir: string): Promise<void> {
  cpSync(await pgliteTemplate(), join(dataDir, 'pglite'), { recursive: true });
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
