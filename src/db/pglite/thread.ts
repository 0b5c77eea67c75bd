// PGlite on a thread of its own (worker.mjs), as a server runs it: the embedded database answers
// statements sent to it as messages. The web server's event loop only sends them and reads the
// answers; the WebAssembly Postgres and its synchronous file writes, half of that loop's time while a
// burst of steps resolves, run on another core.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { types } from '@electric-sql/pglite';
import { workerCode } from '../../paths';
import type { PgliteBackend, StatementResult } from './backend';

const CODE = workerCode('db/pglite/worker.mjs', 'pglite-worker');

interface WasmModules {
  pglite: WebAssembly.Module;
  initdb: WebAssembly.Module;
  /** The files Postgres starts from (its share/ folder), read once too. */
  bundle: Blob;
}

let compiled: Promise<WasmModules> | null = null;

/**
 * PGlite's WebAssembly, compiled once per process and given to each thread: compiling it costs a
 * second or two, which a thread started afresh would otherwise pay at every open.
 */
function wasmModules(): Promise<WasmModules> {
  compiled ??= (async () => {
    // Compiled by V8's baseline compiler alone: its optimising tier would add 60-100 MB of machine
    // code for Postgres's hot functions, kept for the life of the process, for statements 10-30%
    // quicker (measured: docs on memory). The service's only WebAssembly is PGlite's.
    setFlagsFromString('--liftoff-only');
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compile = async (file: string) => WebAssembly.compile(await readFile(join(dist, file)));
    const [pglite, initdb, data] = await Promise.all([
      compile('pglite.wasm'),
      compile('initdb.wasm'),
      readFile(join(dist, 'pglite.data')),
    ]);
    return { pglite, initdb, bundle: new Blob([data]) };
  })();
  compiled.catch(() => (compiled = null));
  return compiled;
}

/** A Postgres error as the thread reported it: its message, and its code, constraint, detail… */
export class PgliteError extends Error {
  code?: string;
  detail?: string;
  constraint?: string;
  constructor(fields: Record<string, string>) {
    super(fields.message);
    this.name = 'PgliteError';
    Object.assign(this, fields);
  }
}

interface Answer {
  id?: number;
  ready?: true;
  failed?: Record<string, string>;
  closed?: true;
  /** Each column's name and type; the rows are arrays of Postgres's text, or null. */
  fields?: [string, number][];
  rows?: (string | null)[][];
  affectedRows?: number;
  command?: string;
  error?: Record<string, string>;
  /** The answer to a dump: the data folder as gzipped tar bytes. */
  dump?: Uint8Array;
}

/**
 * The rows as objects, each value parsed as PGlite would (JSON, dates, numbers…), here: what a
 * message carries is made in the process's main realm, and a vm context (jest's) has its own Object,
 * Array and Date, where `instanceof` or a strict comparison would fail. Text is the same everywhere.
 */
function rowsOf(fields: [string, number][], rows: (string | null)[][]): Record<string, unknown>[] {
  return rows.map((values) => {
    const row: Record<string, unknown> = {};
    fields.forEach(([name, type], i) => {
      const text = values[i];
      row[name] = text === null || text === undefined ? null : types.parseType(text, type);
    });
    return row;
  });
}

export class PgliteThread implements PgliteBackend {
  private readonly worker: Worker;
  /** What each message sent waits for: its answer, read by `resolve`. */
  private readonly pending = new Map<number, { resolve: (m: Answer) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private stopped: Error | null = null;
  private closing: Promise<void> | null = null;
  /** The thread's answer to a close. */
  private readonly closedAnswer: Promise<void>;
  /** Resolves once the database is open; rejects if it could not be. */
  readonly ready: Promise<void>;
  readonly lost: Promise<Error>;

  /** Opens the database in `dir` (made already: empty-database.ts) on a new thread (`ready` says
   *  when it is open). */
  static async open(dir: string): Promise<PgliteThread> {
    return new PgliteThread(dir, await wasmModules());
  }

  private constructor(dir: string, modules: WasmModules) {
    // Its JavaScript only passes statements and rows (Postgres's memory is WebAssembly memory, not
    // heap): a small young generation, collected often, instead of one sized by the machine.
    this.worker = new Worker(CODE.file, {
      argv: CODE.argv,
      workerData: { dir, modules },
      execArgv: [],
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    });
    let opened: () => void = () => undefined;
    let failed: (e: Error) => void = () => undefined;
    this.ready = new Promise<void>((resolve, reject) => {
      opened = resolve;
      failed = reject;
    });
    this.ready.catch(() => undefined); // seen by whoever awaits it
    let onLost: (e: Error) => void = () => undefined;
    this.lost = new Promise<Error>((resolve) => (onLost = resolve));
    let onClosed: () => void = () => undefined;
    this.closedAnswer = new Promise<void>((resolve) => (onClosed = resolve));
    this.worker.on('message', (m: Answer) => {
      if (m.ready) {
        if (!this.pending.size) this.worker.unref();
        return opened();
      }
      if (m.failed) {
        this.worker.unref();
        return failed(new PgliteError(m.failed));
      }
      if (m.closed) return onClosed();
      const p = m.id === undefined ? undefined : this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id!);
      if (!this.pending.size) this.worker.unref();
      if (m.error) return p.reject(new PgliteError(m.error));
      p.resolve(m);
    });
    const gone = (err: Error) => {
      if (!this.closing && !this.stopped) onLost(err);
      this.stopped ??= err;
      failed(err);
      onClosed();
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
    };
    this.worker.on('error', gone);
    this.worker.on('exit', (code) => gone(new Error(`the database thread stopped (exit ${code})`)));
    // An idle database never keeps the process alive; one opening or a statement in flight does.
  }

  get closed(): boolean {
    return this.stopped !== null || this.closing !== null;
  }

  async query(sql: string, params: readonly unknown[]): Promise<StatementResult> {
    const m = await this.ask({ sql, params });
    return {
      rows: rowsOf(m.fields ?? [], m.rows ?? []),
      affectedRows: m.affectedRows ?? 0,
      ...(m.command ? { command: m.command } : {}),
    };
  }

  async dump(): Promise<Uint8Array> {
    return (await this.ask({ dump: true })).dump ?? new Uint8Array();
  }

  /** Sends one message to the thread and waits for its answer. */
  private ask(message: Record<string, unknown>): Promise<Answer> {
    if (this.closing) return Promise.reject(new Error('the database is closed'));
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ id, ...message });
    });
  }

  /** Closes the database (PGlite writes what it holds) and ends the thread. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (!this.stopped) {
        this.worker.ref();
        this.worker.postMessage({ close: true });
        await this.closedAnswer;
      }
      await this.worker.terminate();
    })();
    return this.closing;
  }
}
