// What is degraded, for /healthz and the desk: one read of each waiting queue, a ping of the database,
// the data folder's free space and writability, and the states the running server hands in (relay,
// workers). A part that cannot be read is itself degraded, never an error of the whole answer.
import { constants } from 'node:fs';
import { access, statfs } from 'node:fs/promises';
import { waitingWork } from '../../db/repos/health';
import type { AppContext } from '../base/context';

/** The mail relay as the sender sees it (src/mail/outbox/relay-health.ts). */
export interface RelayProbe {
  ok: boolean;
  downSince: Date | null;
  lastError: string | null;
}

/** The render workers (src/render/pool.ts): crashes in a row, and pictures given up. */
export interface WorkersProbe {
  crashesInARow: number;
  lastCrashAt: Date | null;
}

export interface HealthProbes {
  relay?: () => RelayProbe;
  workers?: () => WorkersProbe;
  /** The data folder (the embedded database's, the server file's). */
  dataDir?: string;
}

export type DegradedPart = 'database' | 'mail-relay' | 'mail-queue' | 'disk' | 'workers' | 'sweeper';

export interface Health {
  ok: boolean;
  degraded: DegradedPart[];
  database: { ok: boolean; error?: string };
  mail: {
    relay: 'ok' | 'down' | 'embedded';
    downSince: string | null;
    lastError: string | null;
    waiting: number;
    oldestWaitingSeconds: number | null;
    failed: number;
  };
  work: {
    repliesWaiting: number;
    oldestReplySeconds: number | null;
    deadlinesPastDue: number;
    oldestPastDueSeconds: number | null;
    stepsToResolve: number;
  };
  disk: { ok: boolean; writable: boolean; freeBytes: number | null };
  workers: { ok: boolean; crashesInARow: number; lastCrashAt: string | null };
}

/** A mail waiting longer than this, or a deadline past due this long, marks its part degraded. */
export const STALE_WORK_SECONDS = 600;
/** Less free space than this under the data folder marks the disk degraded. */
export const LOW_DISK_BYTES = 64 * 1024 * 1024;
/** The database has this long to answer a ping before it counts as down. */
const PING_MS = 3000;
/** Render worker crashes in a row that mark the workers degraded. */
const CRASHES_DEGRADED = 3;

export async function checkHealth(ctx: AppContext, probes: HealthProbes = {}): Promise<Health> {
  const now = ctx.now();
  const age = (d: Date | string | null | undefined) =>
    d ? Math.max(0, Math.round((now.getTime() - new Date(d).getTime()) / 1000)) : null;
  const degraded: DegradedPart[] = [];

  // The page connection: a health check waits behind no resolution.
  const queues = await withTimeout(waitingWork(ctx.pageDb, now), PING_MS).then(
    (q) => ({ ok: true as const, q }),
    (err: unknown) => ({ ok: false as const, error: (err as Error).message }),
  );
  if (!queues.ok) degraded.push('database');
  const q = queues.ok ? queues.q : null;

  const relay = probes.relay?.();
  if (relay && !relay.ok) degraded.push('mail-relay');
  const oldestMail = age(q?.oldestMail);
  if (oldestMail !== null && oldestMail > STALE_WORK_SECONDS) degraded.push('mail-queue');
  const oldestPastDue = age(q?.oldestPastDue);
  if (oldestPastDue !== null && oldestPastDue > STALE_WORK_SECONDS) degraded.push('sweeper');

  const disk = probes.dataDir
    ? await diskState(probes.dataDir)
    : { ok: true, writable: true, freeBytes: null };
  if (!disk.ok) degraded.push('disk');

  const workers = probes.workers?.() ?? { crashesInARow: 0, lastCrashAt: null };
  const workersOk = workers.crashesInARow < CRASHES_DEGRADED;
  if (!workersOk) degraded.push('workers');

  return {
    ok: degraded.length === 0,
    degraded,
    database: queues.ok ? { ok: true } : { ok: false, error: queues.error },
    mail: {
      relay: !relay ? 'embedded' : relay.ok ? 'ok' : 'down',
      downSince: relay?.downSince?.toISOString() ?? null,
      lastError: relay?.lastError ?? null,
      waiting: q?.mailWaiting ?? 0,
      oldestWaitingSeconds: oldestMail,
      failed: q?.mailFailed ?? 0,
    },
    work: {
      repliesWaiting: q?.repliesWaiting ?? 0,
      oldestReplySeconds: age(q?.oldestReply),
      deadlinesPastDue: q?.pastDue ?? 0,
      oldestPastDueSeconds: oldestPastDue,
      stepsToResolve: q?.stepsToResolve ?? 0,
    },
    disk,
    workers: {
      ok: workersOk,
      crashesInARow: workers.crashesInARow,
      lastCrashAt: workers.lastCrashAt?.toISOString() ?? null,
    },
  };
}

async function diskState(dir: string): Promise<Health['disk']> {
  const writable = await access(dir, constants.W_OK).then(
    () => true,
    () => false,
  );
  const freeBytes = await statfs(dir).then(
    (s) => Number(s.bavail) * Number(s.bsize),
    () => null,
  );
  return { ok: writable && (freeBytes === null || freeBytes >= LOW_DISK_BYTES), writable, freeBytes };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
