// A server resolves steps and composes their report mails on one worker thread: the engine's turn
// and the mails cost tens of ms of CPU each, and fifty players completing their steps at once would
// otherwise hold every page for seconds. The web process's event loop keeps only the reads and the
// writes. One thread, because the jobs are CPU-bound and the machine is small; they queue in order.
import { Worker } from 'node:worker_threads';
import type { OutgoingMail } from '../../mail/compose/types';
import type { ReportInput } from './compose-reports';
import type { ResolutionInput, ResolutionOutput } from './compute-resolution';

const WORKER = new URL('./resolution-worker.mjs', import.meta.url);

interface Pending {
  resolve: (out: unknown) => void;
  reject: (err: Error) => void;
}

let worker: Worker | null = null;
let ready: Promise<void> | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

function failAll(err: Error): void {
  for (const p of pending.values()) p.reject(err);
  pending.clear();
}

/** The output's Date made again here: a cloned Date fails `instanceof Date` in a vm context (jest's). */
function inThisRealm(out: ResolutionOutput): ResolutionOutput {
  return out.next ? { ...out, next: { ...out.next, deadline: new Date(out.next.deadline.getTime()) } } : out;
}

function start(): Worker {
  const w = new Worker(WORKER, { execArgv: [] });
  let loaded: () => void = () => undefined;
  ready = new Promise<void>((resolve) => (loaded = resolve));
  w.on('message', (m: { id: number; ready?: true; output?: unknown; error?: string }) => {
    if (m.ready) return loaded();
    const p = pending.get(m.id);
    pending.delete(m.id);
    if (m.error !== undefined) p?.reject(new Error(m.error));
    else p?.resolve(m.output);
  });
  // A crashed thread fails what it held (the resolution is planned again later); the next job starts a new one.
  const gone = (err: Error) => {
    if (worker === w) worker = null;
    loaded();
    failAll(err);
  };
  w.on('error', gone);
  w.on('exit', (code) => gone(new Error(`the resolution thread stopped (exit ${code})`)));
  // An idle thread never keeps the process alive (a serve that failed to start exits). After the
  // listeners: adding a 'message' listener refs the worker again.
  w.unref();
  return w;
}

function onThread(job: 'resolve' | 'compose', input: unknown): Promise<unknown> {
  const w = (worker ??= start());
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.postMessage({ id, job, input });
  });
}

export async function computeOnThread(input: ResolutionInput): Promise<ResolutionOutput> {
  return inThisRealm((await onThread('resolve', input)) as ResolutionOutput);
}

/** The report mails of a step (compose-reports.ts), composed on the thread. */
export async function composeOnThread(input: ReportInput): Promise<OutgoingMail[]> {
  return (await onThread('compose', input)) as OutgoingMail[];
}

/**
 * Starts the thread now rather than at the first resolution: loading the engines' sources takes
 * seconds, and a server just restarted (after a crash, say) would make its first player wait.
 * Resolves once the sources are loaded (or the thread failed; the next job starts a new one).
 */
export function warmResolutionThread(): Promise<void> {
  worker ??= start();
  return ready ?? Promise.resolve();
}

/** Ends the thread (a server closing); the next resolution starts a new one. */
export async function stopResolutionThread(): Promise<void> {
  const w = worker;
  worker = null;
  ready = null;
  if (w) await w.terminate();
}
