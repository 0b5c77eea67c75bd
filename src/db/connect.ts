// Opens the database named by the config: PGlite on disk under DATA_DIR (locked to this process)
// when DATABASE_URL is unset, PostgreSQL through pg.Pool when it is set. Migrations run on open.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrations } from '../../migrations/index';
import { acquireLock } from './lock';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL only: the schema to use (tests give each file its own). */
  searchPath?: string;
  /** Skip the PGlite lock (never in production; the bench uses a private temp dir). */
  noLock?: boolean;
}

export async function migrate(db: Kysely<Database>): Promise<void> {
  // Name the schema: without it kysely takes a migration lock table in ANY schema for ours, so a
  // database holding several schemas (tests: one per file) fails "kysely_migration_lock does not exist".
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(rows[0]?.schema ? { migrationTableSchema: rows[0].schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${String(error)}`);
  }
}

export async function openPglite(dataDir: string, opts: OpenOptions = {}): Promise<OpenDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const release = opts.noLock ? () => {} : acquireLock(join(dataDir, 'pglite.lock'));
  try {
    const client = new PGlite(join(dataDir, 'pglite'));
    const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
    await migrate(db);
    return {
      db,
      kind: 'pglite',
      async close() {
        await db.destroy();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

export async function openPostgres(url: string, opts: OpenOptions = {}): Promise<OpenDatabase> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(opts.searchPath ? { options: `-c search_path=${opts.searchPath}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  await migrate(db);
  return { db, kind: 'postgres', close: () => db.destroy() };
}

export function openDatabase(config: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<OpenDatabase> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
