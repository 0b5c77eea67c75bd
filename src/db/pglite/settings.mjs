// Postgres's settings for the embedded database, given at every start (they hold for a database made
// before them too). Its memory is WebAssembly memory that Postgres touches at start and that never
// shrinks: shared_buffers, 128 MB by default, is most of the service's memory at rest. 16 MB holds a
// club's working set (a game's rows are a few kB) and the files stay in the OS's cache besides; a
// single-user Postgres needs no room for 100 connections.
// Its log (pg_wal): after each checkpoint (worker.mjs makes them) its files are reused, not made anew
// (a new one takes 16 MB of disk at once), and it stays within a few of them.
import { PGlite } from '@electric-sql/pglite';

export const SETTINGS = {
  shared_buffers: '16MB',
  max_connections: '4',
  max_wal_size: '32MB',
  min_wal_size: '32MB',
};

/** PGlite's start parameters with ours added. */
export const START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...Object.entries(SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];
