// Raw MIME -> ParsedInbound on a thread of its own (mime-worker.ts, read-mail.ts) with a time
// limit and a memory limit: the event loop that serves pages, mail and deadlines never parses a
// mail, nor holds its text. A mail the thread cannot read in time or in memory is unreadable: a
// permanent refusal, never a retry.
import { Worker } from 'node:worker_threads';
import { workerCode } from '../../paths';
import type { MailJob, MailRead, ParsedOnWire } from './read-mail';

/** The mail cannot be read (too deep, too many parts, too slow, too big in memory): refuse it for good. */
export class UnreadableMailError extends Error {
  constructor(why: string) {
    super(`unreadable mail: ${why}`);
    this.name = 'UnreadableMailError';
  }
}

const CODE = workerCode('mail/inbound/mime-worker.ts', 'mime-worker');
/** Wall time, on a thread below the pages' priority: a 10 MB mail's second of reading may take
 * several on a busy machine. It stops what never ends (a parser's worst case), not what is slow. */
export const READ_TIMEOUT_MS = 30_000;
const MEMORY_MB = 256;
/** A worker left idle this long is stopped (tests and quiet services hold no thread). */
const IDLE_MS = 5_000;
/**
 * A new worker that has not loaded its code this long is replaced, and the mail it was to read gets a
 * temporary failure (the sender retries): a slow start is the machine's, not the mail's.
 */
const START_TIMEOUT_MS = 120_000;

interface Job {
  mail: MailJob;
  timeoutMs: number;
  resolve: (m: ParsedOnWire) => void;
  reject: (e: Error) => void;
}

// One worker reads one mail at a time: a mail that overruns is refused alone, and the worker is
// replaced for the mails queued behind it.
let worker: Worker | null = null;
/** Whether the worker has loaded its code: a mail's time limit runs from then. */
let ready = false;
let current: { job: Job; timer: NodeJS.Timeout } | null = null;
const queue: Job[] = [];
let idle: NodeJS.Timeout | null = null;

function finish(result: Partial<{ parsed: ParsedOnWire; unreadable: string; notStarted: string }>): void {
  if (!current) return;
  const { job, timer } = current;
  current = null;
  clearTimeout(timer);
  if (result.parsed) job.resolve(result.parsed);
  else if (result.notStarted) job.reject(new Error(`the mail reader did not start: ${result.notStarted}`));
  else job.reject(new UnreadableMailError(result.unreadable ?? 'it could not be read'));
  pump();
}

function replaceWorker(why: string, notStarted = false): void {
  const w = worker;
  worker = null;
  ready = false;
  if (w) void w.terminate();
  finish(notStarted ? { notStarted: why } : { unreadable: why });
}

/** The current mail's time limit, from now. */
function arm(job: Job): NodeJS.Timeout {
  return setTimeout(() => replaceWorker(`not read within ${job.timeoutMs} ms`), job.timeoutMs);
}

function startWorker(): Worker {
  const w = new Worker(CODE.file, {
    argv: CODE.argv,
    resourceLimits: { maxOldGenerationSizeMb: MEMORY_MB, stackSizeMb: 4 },
    execArgv: [],
  });
  w.unref();
  w.on('message', (m: MailRead | { ready: true }) => {
    if ('ready' in m) {
      if (worker !== w) return;
      ready = true;
      if (current) {
        clearTimeout(current.timer);
        current.timer = arm(current.job);
      }
      return;
    }
    finish(m);
  });
  // Out of memory or a crash: the mail it was reading is unreadable; the next gets a new worker.
  w.on('error', (err) => replaceWorker(err.message.slice(0, 200)));
  w.on('exit', () => {
    if (worker === w) replaceWorker('the reader stopped');
  });
  return w;
}

function pump(): void {
  if (current) return;
  const job = queue.shift();
  if (!job) {
    idleStop();
    return;
  }
  if (idle) clearTimeout(idle);
  if (!worker) ready = false;
  const w = (worker ??= startWorker());
  const timer = ready
    ? arm(job)
    : setTimeout(() => replaceWorker(`not loaded within ${START_TIMEOUT_MS} ms`, true), START_TIMEOUT_MS);
  current = { job, timer };
  w.postMessage(job.mail);
}

function idleStop(): void {
  if (idle) clearTimeout(idle);
  idle = setTimeout(() => {
    if (!current && queue.length === 0 && worker) {
      const w = worker;
      worker = null;
      void w.terminate();
    }
  }, IDLE_MS);
  idle.unref();
}

/** Reads a raw mail off the event loop; rejects with UnreadableMailError when it cannot be read. */
export function readMime(mail: MailJob, timeoutMs = READ_TIMEOUT_MS): Promise<ParsedOnWire> {
  return new Promise((resolve, reject) => {
    queue.push({ mail, timeoutMs, resolve, reject });
    pump();
  });
}
