// Makes a new, migrated, empty embedded database in the folder named by its first argument, in a
// process of its own (empty-database.ts runs it): Postgres's initdb runs in a second WebAssembly
// Postgres whose memory, hundreds of MB, the process that ran it would keep for good. This process
// ends and gives it all back. It makes the database in a folder beside the one named and renames it
// into place once closed, so nobody ever copies half a database.
import { renameSync, rmSync } from 'node:fs';
import { Kysely } from 'kysely';
import { migrate } from '../connect';
import { Lanes, PGliteDialect } from '../pglite-dialect';
import type { Database } from '../schema';
import { openHere } from './here';

const target = process.argv[2];
if (!target) throw new Error('make: name the folder to make the database in');
const partial = `${target}.${process.pid}.partial`;
rmSync(partial, { recursive: true, force: true });
const pg = openHere(partial);
await pg.ready;
const db = new Kysely<Database>({ dialect: new PGliteDialect(pg, new Lanes(), 'work') });
await migrate(db);
// Everything in the data files, so a copy starts without replaying the log.
await pg.query('checkpoint', []);
await db.destroy();
try {
  renameSync(partial, target);
} catch (err) {
  // Another process made it meanwhile (tests start several at once): theirs is as good as ours.
  rmSync(partial, { recursive: true, force: true });
  if (!['ENOTEMPTY', 'EEXIST'].includes((err as NodeJS.ErrnoException).code ?? '')) throw err;
}
