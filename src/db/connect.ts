// Opens the database named by the config: PGlite on disk under DATA_DIR (locked to this process)
// when DATABASE_URL is unset, PostgreSQL through pg.Pool when it is set. Migrations run on open.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrations } from '../../migrations/index';
import { acquireLock } from './lock';
import { PreparingClient } from './postgres-client';
import { Lanes, PGliteDialect } from './pglite-dialect';
import type { PgliteBackend } from './pglite/backend';
import { newDatabase } from './pglite/empty-database';
import { openHere } from './pglite/here';
import { PgliteThread } from './pglite/thread';
import type { Database } from './schema';

export interface OpenDatabase {
  db: Kysely<Database>;
  /**
   * The same database for the reads of pages a person is waiting on: on PGlite they go before the
   * work queued for its one connection, on PostgreSQL they have a small pool of their own.
   */
  pageDb: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /**
   * Resolves if the database is gone for good: PGlite's thread died, and every statement after it
   * fails. Never on PostgreSQL, whose pool reconnects once the server is back.
   */
  lost: Promise<Error>;
  /**
   * PGlite only: its data folder as gzipped tar bytes, taken between two statements (no transaction
   * is open), for `despatch backup`. PostgreSQL has pg_dump.
   */
  backup?: () => Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL only: the schema to use (tests give each file its own). */
  searchPath?: string;
  /** Skip the PGlite lock (never in production; the bench uses a private temp dir). */
  noLock?: boolean;
  /**
   * PGlite on a thread of its own (a server: its WebAssembly and file writes stay off the event loop
   * the pages share), or on the caller's (a command, a test: one message's round trip less per
   * statement).
   */
  ownThread?: boolean;
  /** PostgreSQL only: where a connection the server ended is told (the pool reconnects by itself). */
  log?: (line: string) => void;
}

/** How long a statement waits for a new PostgreSQL connection before it fails as unavailable. */
const CONNECT_TIMEOUT_MS = 5000;

/** Whether every migration has run: one plain read, where kysely's Migrator lists the catalogue. */
async function allMigrated(db: Kysely<Database>, schema: string): Promise<boolean> {
  try {
    const table = sql.id(schema, 'kysely_migration');
    const { rows } = await sql<{ name: string }>`select name from ${table}`.execute(db);
    const done = new Set(rows.map((r) => r.name));
    return Object.keys(migrations).every((name) => done.has(name));
  } catch {
    return false; // a new database: no migration table yet
  }
}

export async function migrate(db: Kysely<Database>): Promise<void> {
  // Name the schema: without it kysely takes a migration lock table in ANY schema for ours, so a
  // database holding several schemas (tests: one per file) fails "kysely_migration_lock does not exist".
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  // A restart on a current schema (nearly every start) costs one read more, not the Migrator's
  // catalogue queries, which list every schema's tables.
  if (rows[0]?.schema && (await allMigrated(db, rows[0].schema))) return;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(rows[0]?.schema ? { migrationTableSchema: rows[0].schema } : {}),
  });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return;
    // Kysely finds its own tables by listing every schema's, and Postgres fails that list with
    // 3F000 when another client drops a schema during it (the tests drop theirs as each file ends).
    // Nothing was migrated yet: list again.
    if ((error as { code?: string }).code === INVALID_SCHEMA_NAME && attempt < MIGRATE_ATTEMPTS) continue;
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${String(error)}`);
  }
}

const INVALID_SCHEMA_NAME = '3F000';
const MIGRATE_ATTEMPTS = 20;

export async function openPglite(dataDir: string, opts: OpenOptions = {}): Promise<OpenDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const release = opts.noLock ? () => {} : acquireLock(join(dataDir, 'pglite.lock'));
  const dir = join(dataDir, 'pglite');
  let client: PgliteBackend;
  try {
    // A new database is a copy of a migrated empty one: no initdb, no migrations to run at start.
    if (!existsSync(join(dir, 'PG_VERSION'))) await newDatabase(dir);
    client = opts.ownThread ? await PgliteThread.open(dir) : openHere(dir);
  } catch (err) {
    release();
    throw err;
  }
  try {
    const lanes = new Lanes();
    const db = new Kysely<Database>({ dialect: new PGliteDialect(client, lanes, 'work') });
    const pageDb = new Kysely<Database>({ dialect: new PGliteDialect(client, lanes, 'page') });
    await migrate(db);
    return {
      db,
      pageDb,
      kind: 'pglite',
      lost: client.lost,
      async backup() {
        const release = await lanes.lock('work');
        try {
          return await client.dump();
        } finally {
          release();
        }
      },
      async close() {
        await pageDb.destroy();
        await db.destroy();
        release();
      },
    };
  } catch (err) {
    await client.close();
    release();
    throw err;
  }
}

export async function openPostgres(url: string, opts: OpenOptions = {}): Promise<OpenDatabase> {
  const poolOf = (max: number) => {
    const pool = new pg.Pool({
      connectionString: url,
      max,
      Client: PreparingClient,
      // While the server is down a request fails in seconds ("try again in a moment"), never hangs.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...(opts.searchPath ? { options: `-c search_path=${opts.searchPath}` } : {}),
    });
    // An idle connection the server ended (a restart, a failover) is dropped from the pool and a new
    // one made at the next checkout; unheard, this event would end the process.
    pool.on('error', (err) => opts.log?.(`database: an idle connection ended: ${err.message}`));
    return pool;
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: poolOf(10) }) });
  const pageDb = new Kysely<Database>({ dialect: new PostgresDialect({ pool: poolOf(3) }) });
  await migrate(db);
  return {
    db,
    pageDb,
    kind: 'postgres',
    lost: new Promise<Error>(() => undefined),
    async close() {
      await pageDb.destroy();
      await db.destroy();
    },
  };
}

export function openDatabase(
  config: { databaseUrl?: string | undefined; dataDir: string },
  opts: Pick<OpenOptions, 'ownThread' | 'log'> = {},
): Promise<OpenDatabase> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, opts.log ? { log: opts.log } : {})
    : openPglite(config.dataDir, opts);
}
