// A server resolves steps and composes their report mails on one worker thread: the engine's turn
// and the mails cost tens of ms of CPU each, and fifty players completing their steps at once would
// otherwise hold every page for seconds. The web process's event loop keeps only the reads and the
// writes. One thread, because the jobs are CPU-bound and the machine is small. It holds one job at a
// time; the rest wait here, resolutions first (a player is waiting for the answer to a submission;
// nobody waits to the second for a report mail), each kind in order. The thread starts at the first
// job and ends once it has had none for a while: a quiet service holds no copy of the engines.
import { Worker } from 'node:worker_threads';
import { workerCode } from '../../paths';
import type { OutgoingMail } from '../../mail/compose/types';
import type { ReportInput } from './compose-reports';
import type { ResolutionInput, ResolutionOutput } from './compute-resolution';
import type { BotOrdersInput } from './bot-orders';
import type { PageParts, PagePartsInput } from './page-parts';

const CODE = workerCode('app/turns/resolution-worker.ts', 'resolution-worker');

type Job = 'resolve' | 'page' | 'bot' | 'compose';

/**
 * The thread's JavaScript heap, capped: uncapped, V8 sizes a heap by the machine's memory and lets
 * garbage pile up to hundreds of MB between collections. A small young generation is collected
 * often and cheaply (a job's garbage is short-lived); the old generation holds the engines' code and
 * one job's states and mails, far below its cap. A job that still overran fails alone and is done
 * again later, on a new thread.
 */
const HEAP_LIMITS = { maxYoungGenerationSizeMb: 12, maxOldGenerationSizeMb: 192 };

/** How long the thread waits for a job before it ends (its code loads again in a fraction of a second). */
let idleMs = 30_000;

interface Pending {
  job: Job;
  input: unknown;
  resolve: (out: unknown) => void;
  reject: (err: Error) => void;
}

let worker: Worker | null = null;
let ready: Promise<void> | null = null;
let idleTimer: NodeJS.Timeout | null = null;
/** The job the thread holds, and the jobs waiting for it by kind. */
let inHand: Pending | null = null;
const waiting: Record<Job, Pending[]> = { resolve: [], page: [], bot: [], compose: [] };

/** Gives the thread its next job, if it holds none: a resolution, then a page's parts (a player
 *  waits for both), then the bot's orders, then mails. */
function next(): void {
  if (inHand) return;
  const p = waiting.resolve.shift() ?? waiting.page.shift() ?? waiting.bot.shift() ?? waiting.compose.shift();
  if (!p) return stopWhenIdle();
  inHand = p;
  const w = (worker ??= start());
  // A job in hand keeps the process alive until its answer (a command awaiting it has nothing else).
  w.ref();
  w.postMessage({ job: p.job, input: p.input });
}

/** Ends the thread once it has had no job for `idleMs`. */
function stopWhenIdle(): void {
  if (idleTimer) clearTimeout(idleTimer);
  if (!worker) return;
  idleTimer = setTimeout(() => {
    idleTimer = null;
    if (!inHand && worker) void stopResolutionThread();
  }, idleMs);
  idleTimer.unref();
}

function done(finish: (p: Pending) => void): void {
  const p = inHand;
  inHand = null;
  worker?.unref();
  if (p) finish(p);
  next();
}

/** The output's Date made again here: a cloned Date fails `instanceof Date` in a vm context (jest's). */
function inThisRealm(out: ResolutionOutput): ResolutionOutput {
  return out.next ? { ...out, next: { ...out.next, deadline: new Date(out.next.deadline.getTime()) } } : out;
}

function start(): Worker {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const w = new Worker(CODE.file, { argv: CODE.argv, execArgv: [], resourceLimits: HEAP_LIMITS });
  let loaded: () => void = () => undefined;
  ready = new Promise<void>((resolve) => (loaded = resolve));
  w.on('message', (m: { ready?: true; output?: unknown; error?: string }) => {
    if (m.ready) return loaded();
    // A stopped thread's last answer belongs to no job any more.
    if (worker !== w) return;
    done((p) => (m.error !== undefined ? p.reject(new Error(m.error)) : p.resolve(m.output)));
  });
  // A crashed thread fails the job it held (a resolution is planned again later); the jobs waiting
  // go to a new thread.
  const gone = (err: Error) => {
    loaded();
    if (worker !== w) return;
    worker = null;
    done((p) => p.reject(err));
  };
  w.on('error', gone);
  w.on('exit', (code) => gone(new Error(`the resolution thread stopped (exit ${code})`)));
  // An idle thread never keeps the process alive (a serve that failed to start exits). After the
  // listeners: adding a 'message' listener refs the worker again. next() refs it while it works.
  w.unref();
  return w;
}

function onThread(job: Job, input: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    waiting[job].push({ job, input, resolve, reject });
    next();
  });
}

export async function computeOnThread(input: ResolutionInput): Promise<ResolutionOutput> {
  return inThisRealm((await onThread('resolve', input)) as ResolutionOutput);
}

/** What an orders page computes from a step's state (page-parts.ts), on the thread. */
export async function pagePartsOnThread(input: PagePartsInput): Promise<Partial<PageParts>> {
  return (await onThread('page', input)) as Partial<PageParts>;
}

/** The bot's orders for one side (bot-orders.ts), searched on the thread. */
export async function botOrdersOnThread(input: BotOrdersInput): Promise<string> {
  return (await onThread('bot', input)) as string;
}

/** The report mails of a step (compose-reports.ts), composed on the thread. */
export async function composeOnThread(input: ReportInput): Promise<OutgoingMail[]> {
  return (await onThread('compose', input)) as OutgoingMail[];
}

/**
 * Starts the thread now rather than at the next job; resolves once its code is loaded (or the thread
 * failed; the next job starts a new one). It ends again after `idleMs` without a job.
 */
export async function warmResolutionThread(): Promise<void> {
  const w = (worker ??= start());
  // Whoever awaits the loading is kept alive until it ends.
  w.ref();
  await ready;
  if (!inHand) {
    w.unref();
    stopWhenIdle();
  }
}

/** Whether the thread is running (it starts at a job and ends when idle). */
export function resolutionThreadRunning(): boolean {
  return worker !== null;
}

/** How long the thread may wait for a job before it ends (tests shorten it). */
export function setResolutionThreadIdle(ms: number): void {
  idleMs = ms;
}

/** Ends the thread (a server closing); the next resolution starts a new one. */
export async function stopResolutionThread(): Promise<void> {
  const w = worker;
  worker = null;
  ready = null;
  // What it held and what waited fail (a resolution is planned again by whoever runs next).
  const stopped = new Error('the resolution thread was stopped');
  const all = Object.values(waiting).flatMap((queue) => queue.splice(0));
  for (const p of [...(inHand ? [inHand] : []), ...all]) p.reject(stopped);
  inHand = null;
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  if (w) await w.terminate();
}
