// `despatch backup FILE` and `despatch restore FILE`: a club's games in one file. The embedded
// database (PGlite) is copied by the process that holds it: the running server through its admin API,
// or this command when no server runs. A restore goes into a data folder no service uses. PostgreSQL
// has its own tools (pg_dump, pg_restore): the commands say how to use them.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config';
import { POSTGRES_BACKUP, POSTGRES_RESTORE } from '../db/backup-guidance';
import { acquireLock, lockHolder } from '../db/lock';
import { CliError, reportErrors, runningServerUrl } from './backend';
import { cli, printJson } from './io';
import { UsageError } from './usage-error';

const BACKUP_USAGE = 'despatch backup FILE [--force]   (FILE: the embedded database as a .tar.gz)';
const RESTORE_USAGE = 'despatch restore FILE [--force]   (into DATA_DIR, which no service may be using)';

/** The links players hold are signed with SECRET: a restored database needs the same one. */
function secretNote(config: Config, restoring: boolean): string {
  const kept = join(config.dataDir, 'secret');
  if (cli().env.SECRET)
    return "Players' links are signed with SECRET: the installation that restores this needs the same SECRET.";
  return restoring
    ? `Players' links are signed with the secret of the installation backed up: put its secret file in ${kept} before starting the service, or every link mailed so far stops working.`
    : `Players' links are signed with the secret in ${kept}: keep a copy of that file with the backup.`;
}

async function backupBytes(config: Config): Promise<{ bytes: Uint8Array; from: string }> {
  const url = await runningServerUrl(config);
  if (url) {
    const res = await fetch(`${url}/api/admin/backup`, {
      headers: { authorization: `Bearer ${config.adminToken}` },
    });
    if (!res.ok) {
      const data = (await res.json().catch(() => ({}))) as { message?: string };
      throw new CliError(`the server at ${url} answered ${res.status}: ${data.message ?? 'no detail'}`);
    }
    return { bytes: new Uint8Array(await res.arrayBuffer()), from: `the running server at ${url}` };
  }
  if (config.databaseUrl) throw new CliError(POSTGRES_BACKUP);
  const { openPglite } = await import('../db/connect');
  const database = await openPglite(config.dataDir);
  try {
    return { bytes: await database.backup!(), from: `the database in ${config.dataDir}` };
  } finally {
    await database.close();
  }
}

export async function backupCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { force: { type: 'boolean' } },
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new UsageError(BACKUP_USAGE);
  if (existsSync(file) && !values.force)
    throw new UsageError(`${file} exists: give another name, or --force to replace it`);
  return reportErrors(async () => {
    const config = loadConfig(cli().env);
    const { bytes, from } = await backupBytes(config);
    // Written beside, then renamed: a FILE that exists is always a whole backup.
    writeFileSync(`${file}.part`, bytes);
    renameSync(`${file}.part`, file);
    printJson({ file, bytes: bytes.length, from });
    cli().err(`backed up ${from} to ${file}. ${secretNote(config, false)}\n`);
    return 0;
  });
}

/** gzip's first two bytes: a file without them is no backup (a clear word before PGlite's own). */
const GZIP = [0x1f, 0x8b];

export async function restoreCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { force: { type: 'boolean' } },
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new UsageError(RESTORE_USAGE);
  return reportErrors(async () => {
    if (!existsSync(file)) throw new CliError(`${file}: no such file`);
    const bytes = readFileSync(file);
    if (bytes[0] !== GZIP[0] || bytes[1] !== GZIP[1])
      throw new CliError(`${file} is not a backup made by 'despatch backup' (not a .tar.gz)`);
    const config = loadConfig(cli().env);
    if (config.databaseUrl) throw new CliError(POSTGRES_RESTORE);
    const lockFile = join(config.dataDir, 'pglite.lock');
    const holder = lockHolder(lockFile);
    if (holder !== null)
      throw new CliError(
        `the database in ${config.dataDir} is in use by process ${holder} (a running 'despatch serve'?): stop it first, or restore into another DATA_DIR`,
      );
    mkdirSync(config.dataDir, { recursive: true });
    const release = acquireLock(lockFile);
    let keptAside: string | null;
    try {
      keptAside = setAside(join(config.dataDir, 'pglite'), values.force === true);
      await unpack(bytes, join(config.dataDir, 'pglite'));
    } finally {
      release();
    }
    // Opened once the normal way: a backup from an older version gets this version's migrations.
    const { openPglite } = await import('../db/connect');
    const database = await openPglite(config.dataDir);
    const games = await database.db
      .selectFrom('games')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    await database.close();
    printJson({
      restored: config.dataDir,
      games: Number(games?.n ?? 0),
      ...(keptAside ? { keptAside } : {}),
    });
    cli().err(`restored ${file} into ${config.dataDir}. ${secretNote(config, true)}\n`);
    return 0;
  });
}

/**
 * Makes room for the restored database: an existing one is refused, or with --force moved aside
 * (never deleted: a mistaken restore loses nothing). Returns where it went.
 */
function setAside(dir: string, force: boolean): string | null {
  if (!existsSync(dir) || readdirSync(dir).length === 0) {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  if (!force)
    throw new CliError(
      `${dir} already holds a database: restore into a fresh DATA_DIR, or give --force to move it aside`,
    );
  const aside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(dir, aside);
  return aside;
}

/** PGlite unpacks the tarball into an empty folder as it opens it. */
async function unpack(bytes: ReturnType<typeof readFileSync>, dir: string): Promise<void> {
  const { loadDataDir } = await import('../db/pglite/dump.mjs');
  try {
    await loadDataDir(dir, new Blob([bytes]));
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw new CliError(`the backup could not be unpacked: ${(err as Error).message}`);
  }
}
