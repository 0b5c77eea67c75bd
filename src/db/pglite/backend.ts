// What the PGlite dialect needs of the database it talks to: PGlite on this thread (here.ts) or on a
// thread of its own (thread.ts). The statements, the lanes and the transactions are the same.

export interface StatementResult {
  rows: unknown[];
  affectedRows: number;
  command?: string;
}

export interface PgliteBackend {
  /** Resolves once the database is open; rejects if it could not be. */
  readonly ready: Promise<void>;
  readonly closed: boolean;
  /** Resolves if the database stopped by itself (its thread died), never on close: it is gone for
   *  good, and every statement after it fails. */
  readonly lost: Promise<Error>;
  query(sql: string, params: readonly unknown[]): Promise<StatementResult>;
  /** The data folder as a gzipped tarball, after a checkpoint (the caller holds the connection, so
   *  no statement runs during it: the copy is of one moment). */
  dump(): Promise<Uint8Array>;
  close(): Promise<void>;
}
