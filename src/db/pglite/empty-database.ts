// A new embedded database starts as a copy of an empty one made and migrated once: making one
// (Postgres's initdb, then every migration) takes seconds of CPU and hundreds of MB, copying one a
// few tens of milliseconds. `npm run build` makes it into dist/; run from the sources it is made at
// first need into .cache/, under a name that changes with PGlite's version and the migrations.
// Migrations still run at every start, so a copy made before a newer migration gets it then.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { COMPILED, fromRoot, workerCode } from '../../paths';

const MAKE = workerCode('db/pglite/make.ts', 'pglite-make');

/** What the empty database is made from: PGlite's version and, from the sources, the migrations. */
function madeFrom(): string {
  const pglite = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const hash = createHash('sha256').update(readFileSync(join(pglite, '..', 'package.json')));
  const folder = fromRoot('migrations');
  for (const name of readdirSync(folder).sort()) hash.update(name).update(readFileSync(join(folder, name)));
  return hash.digest('hex').slice(0, 16);
}

/** Where the empty database is kept: in the build, or in a cache beside the sources. */
export function emptyDatabaseDir(): string {
  return COMPILED ? fromRoot('dist', 'empty-database') : fromRoot('.cache', `empty-database-${madeFrom()}`);
}

/** Makes a new, migrated, empty database in `dir` (which must not exist yet), in a child process. */
export async function makeDatabase(dir: string): Promise<void> {
  mkdirSync(dirname(dir), { recursive: true });
  await promisify(execFile)(process.execPath, [MAKE.file, dir, ...MAKE.argv]);
}

/**
 * Puts a new database in the empty folder `dir`: a copy of the kept empty one, made first if it is
 * not there. Where it cannot be kept (an installation whose files are read-only and whose build
 * holds none), the database is made in `dir` itself.
 */
export async function newDatabase(dir: string): Promise<void> {
  const empty = emptyDatabaseDir();
  if (!existsSync(empty)) {
    try {
      await makeDatabase(empty);
    } catch {
      return makeDatabase(dir);
    }
  }
  cpSync(empty, dir, { recursive: true });
}
