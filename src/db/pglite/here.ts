// PGlite on the caller's thread: for a command or a test that serves no pages, where a thread of its
// own would only add a message's round trip to every statement.
import { PGlite } from '@electric-sql/pglite';
import type { PgliteBackend, StatementResult } from './backend';
import { dumpDataDir } from './dump.mjs';
import { preparedQueries } from './prepared.mjs';
import { START_PARAMS } from './settings.mjs';

export function openHere(dir: string): PgliteBackend {
  const pg = new PGlite(dir, { startParams: START_PARAMS });
  const prepared = preparedQueries(pg);
  return {
    ready: pg.waitReady,
    // On the caller's thread, PGlite cannot stop without the caller.
    lost: new Promise<Error>(() => undefined),
    get closed() {
      return pg.closed;
    },
    async query(sql: string, params: readonly unknown[]): Promise<StatementResult> {
      const r = await prepared(sql, [...params]);
      return {
        rows: r.rows,
        affectedRows: r.affectedRows ?? 0,
        ...(r.command ? { command: r.command } : {}),
      };
    },
    dump: () => dumpDataDir(pg),
    close: () => pg.close(),
  };
}
