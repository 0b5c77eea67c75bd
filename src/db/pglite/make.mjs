// Makes a new embedded database in the folder named by its last argument, in a process of its own
// (thread.ts runs it): Postgres's initdb runs in a second WebAssembly Postgres whose memory, hundreds
// of MB, the process that ran it would keep for good. This process ends and gives it all back.
import { PGlite } from '@electric-sql/pglite';
import { START_PARAMS } from './settings.mjs';

const pg = new PGlite(process.argv[process.argv.length - 1], { startParams: START_PARAMS });
await pg.waitReady;
await pg.close();
