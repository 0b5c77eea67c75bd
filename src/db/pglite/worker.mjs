// The thread PGlite runs on (thread.ts). PGlite is Postgres compiled to WebAssembly: each statement
// runs synchronously, file writes included, on the thread that calls it. Here that is not the web
// server's event loop, so a resolution's writes never hold a page's request unread.
import { PGlite, types } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';
import { dumpDataDir } from './dump.mjs';
import { preparedQueries } from './prepared.mjs';
import { START_PARAMS } from './settings.mjs';

/** What a caller may need of a Postgres error (its code above all: 23505 is a unique violation). */
const ERROR_FIELDS = [
  'code',
  'detail',
  'hint',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'where',
];

function said(err) {
  const out = { message: err instanceof Error ? err.message : String(err) };
  for (const f of ERROR_FIELDS) if (err && typeof err[f] === 'string') out[f] = err[f];
  return out;
}

// Values leave as Postgres's text and are parsed by the caller (thread.ts), so that they are made in
// the caller's realm: a jest test runs in a vm context, whose Date and Object are not this thread's.
const RAW = Object.fromEntries(Object.keys(types.parsers).map((oid) => [oid, (text) => text]));

const { dir, modules } = workerData;
// The WebAssembly compiled once by the process (thread.ts).
const pg = new PGlite(dir, {
  pgliteWasmModule: modules.pglite,
  initdbWasmModule: modules.initdb,
  fsBundle: modules.bundle,
  startParams: START_PARAMS,
});
const query = preparedQueries(pg);
// A Postgres on its own (single-user, as PGlite runs) never makes a checkpoint by itself: its log
// (pg_wal) grew 16 MB file after 16 MB file until the database was closed, and a new file needs its
// 16 MB of disk at once (a nearly full disk then stopped Postgres, and PGlite spun without answering).
// So a checkpoint here, once 8 MB of log has been written since the last: with min_wal_size
// (settings.mjs) the log's files are then reused, and it stays within a few of them.
const LOOK_EVERY = { ms: 10_000, statements: 50 };
const CHECKPOINT_AFTER_BYTES = 8 * 1024 * 1024;
const walAt = async () =>
  Number(
    (await pg.query("select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), '0/0')::text as at")).rows[0].at,
  );
let looked = { at: Date.now(), statements: 0 };
let checkpointedAt = 0;
async function checkpointWhenDue() {
  looked.statements++;
  if (Date.now() - looked.at < LOOK_EVERY.ms && looked.statements < LOOK_EVERY.statements) return;
  looked = { at: Date.now(), statements: 0 };
  try {
    const at = await walAt();
    if (at - checkpointedAt < CHECKPOINT_AFTER_BYTES) return;
    await pg.exec('checkpoint');
    checkpointedAt = at;
  } catch {
    // In a transaction that failed, or the disk full: looked at again later.
  }
}

try {
  await pg.waitReady;
  checkpointedAt = await walAt();
  parentPort.postMessage({ ready: true });
} catch (err) {
  parentPort.postMessage({ failed: said(err) });
}

// The client sends the next statement only once this one is answered (one holder at a time).
parentPort.on('message', async (m) => {
  if (m.close) {
    if (!pg.closed) await pg.close().catch(() => undefined);
    parentPort.postMessage({ closed: true });
    return;
  }
  if (m.dump) {
    try {
      const bytes = await dumpDataDir(pg);
      parentPort.postMessage({ id: m.id, dump: bytes }, [bytes.buffer]);
    } catch (err) {
      parentPort.postMessage({ id: m.id, error: said(err) });
    }
    return;
  }
  try {
    const r = await query(m.sql, m.params, { rowMode: 'array', parsers: RAW });
    parentPort.postMessage({
      id: m.id,
      fields: r.fields.map((f) => [f.name, f.dataTypeID]),
      rows: r.rows,
      affectedRows: r.affectedRows ?? 0,
      command: r.command,
    });
  } catch (err) {
    parentPort.postMessage({ id: m.id, error: said(err) });
  }
  await checkpointWhenDue();
});
