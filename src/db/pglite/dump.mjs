// A copy of an open PGlite's data folder, for `despatch backup`: Postgres first writes everything it
// holds to its files (a checkpoint), so the copy opens without replaying its log; PGlite then packs the
// folder into a gzipped tarball, which `new PGlite(dir, { loadDataDir })` unpacks (`despatch restore`).
// Plain JavaScript, as the PGlite thread (worker.mjs) runs it without the TypeScript loader.
import { PGlite } from '@electric-sql/pglite';

/** The data folder of `pg` as gzipped tar bytes; the caller makes sure no statement runs meanwhile. */
export async function dumpDataDir(pg) {
  await pg.exec('checkpoint');
  const tarball = await pg.dumpDataDir('gzip');
  return new Uint8Array(await tarball.arrayBuffer());
}

/** Makes the database in the empty folder `dir` from a tarball `dumpDataDir` made. */
export async function loadDataDir(dir, tarball) {
  const pg = new PGlite(dir, { loadDataDir: tarball });
  await pg.waitReady;
  await pg.close();
}
