// Types of dump.mjs (plain JavaScript, so that the PGlite thread starts without the loader).
import type { PGlite } from '@electric-sql/pglite';

export function dumpDataDir(pg: PGlite): Promise<Uint8Array>;
export function loadDataDir(dir: string, tarball: Blob): Promise<void>;
