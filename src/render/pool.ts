// A pool of render workers (child processes, worker.mjs): pictures are drawn off every event loop of
// the service, a few at a time, each with a time limit. A worker that crashes or overruns is killed
// and replaced; only its picture fails, and the caller decides whether to try again. A worker starts
// at its first picture and ends once it has drawn none for a while: a quiet service holds none.
import { fork, type ChildProcess } from 'node:child_process';
import { workerCode } from '../paths';
import { fontsFor } from './fonts';

const CODE = workerCode('render/worker.mjs', 'render-worker');

export interface RenderJob {
  svg: string;
  width: number;
  /** Test seam: the worker aborts as a native panic would. */
  crash?: boolean;
}

export interface RenderPool {
  /** SVG -> palette PNG; rejects when the worker crashed, overran or could not draw it. */
  render(job: RenderJob): Promise<Buffer>;
  /** How many workers are running now. */
  running(): number;
  /** Failed pictures in a row (a crash, an overrun: the worker was replaced), for /healthz. */
  health(): { crashesInARow: number; lastCrashAt: Date | null };
  close(): Promise<void>;
}

interface Slot {
  child: ChildProcess | null;
  /** Whether the worker has loaded its code: a picture's time limit runs from then. */
  ready: boolean;
  busy: boolean;
  /** Ends the idle worker. */
  idle: NodeJS.Timeout | null;
}

interface Waiting {
  job: RenderJob;
  resolve: (png: Buffer) => void;
  reject: (err: Error) => void;
}

/** A new worker that has not loaded its code this long is replaced (its picture fails). */
const START_TIMEOUT_MS = 120_000;

export function createRenderPool(
  opts: {
    size?: number;
    timeoutMs?: number;
    /** A worker without a picture this long ends. */ idleMs?: number;
  } = {},
): RenderPool {
  const size = opts.size ?? 1;
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const idleMs = opts.idleMs ?? 30_000;
  const slots: Slot[] = Array.from({ length: size }, () => ({
    child: null,
    ready: false,
    busy: false,
    idle: null,
  }));
  const queue: Waiting[] = [];
  let nextId = 1;
  let closed = false;
  let crashesInARow = 0;
  let lastCrashAt: Date | null = null;

  function spawn(slot: Slot): ChildProcess {
    const child = start();
    slot.ready = false;
    child.on('message', (m: { ready?: boolean }) => {
      if (m.ready && slot.child === child) slot.ready = true;
    });
    // A worker that dies between pictures (killed from outside, out of memory) leaves its slot: the
    // next picture starts a new one. Its 'error' (a send on the closed channel) fails only that
    // picture (run's send callback), never the service.
    child.on('error', () => undefined);
    child.once('exit', () => {
      if (slot.child === child) slot.child = null;
    });
    return child;
  }

  function start(): ChildProcess {
    // Only the parts of the parent's options a worker needs: no inspector, no loader flags.
    return fork(CODE.file, CODE.argv, {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      // A small young generation: a picture's SVG and PNG text are garbage once it is answered. Not
      // optimised for size like the service's heaps (cli/lean-heap.ts): here that cost 10-17% more
      // CPU per picture for no less memory (most of a worker's is the rasteriser's, outside V8).
      execArgv: ['--max-semi-space-size=1'],
      // Freed pixels go back to the system (docs/operating.md, "Memory"): glibc gives each of the
      // rasteriser's threads an arena of its own (two arenas hold them) and, after the first big
      // buffer freed, serves buffers of up to 32 MB from them and keeps them (a fixed mmap threshold
      // returns them at once); the rasteriser's own allocator (mimalloc) keeps freed pages for 10 ms
      // and only frees them when called again, so an idle worker kept them (delay 0). Together
      // 15-30 MB less at the worker's peak for about 7% more CPU a picture.
      env: {
        ...process.env,
        MALLOC_ARENA_MAX: '2',
        MALLOC_MMAP_THRESHOLD_: '131072',
        MIMALLOC_PURGE_DELAY: '0',
      },
      serialization: 'json',
    });
  }

  /** Ends the slot's worker once it has waited `idleMs` for a picture. */
  function stopWhenIdle(slot: Slot): void {
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    if (!slot.child || slot.busy) return;
    slot.idle = setTimeout(() => {
      slot.idle = null;
      const child = slot.child;
      if (slot.busy || !child) return;
      slot.child = null;
      child.kill('SIGTERM');
    }, idleMs);
    slot.idle.unref();
  }

  function run(slot: Slot, w: Waiting): void {
    slot.busy = true;
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    // A worker killed a moment ago whose exit is not yet seen is replaced too.
    if (
      slot.child &&
      (slot.child.exitCode !== null || slot.child.signalCode !== null || !slot.child.connected)
    )
      slot.child = null;
    const child = (slot.child ??= spawn(slot));
    const id = nextId++;
    let finished = false;
    const finish = (err: Error | null, png?: Buffer) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (err) {
        crashesInARow++;
        lastCrashAt = new Date();
        child.kill('SIGKILL');
        if (slot.child === child) slot.child = null;
        w.reject(err);
      } else {
        crashesInARow = 0;
        w.resolve(png as Buffer);
      }
      slot.busy = false;
      pump();
      stopWhenIdle(slot);
    };
    const onMessage = (m: { id?: number; ready?: boolean; png?: string; error?: string }) => {
      // Loaded only now: the picture's time limit starts.
      if (m.ready) {
        clearTimeout(timer);
        timer = setTimeout(overran, timeoutMs);
        return;
      }
      if (m.id !== id) return;
      if (m.error !== undefined) finish(new Error(`render: ${m.error}`));
      else finish(null, Buffer.from(m.png ?? '', 'base64'));
    };
    const onExit = (code: number | null, signal: string | null) =>
      finish(new Error(`render worker stopped (${signal ?? `exit ${code}`})`));
    const overran = () => finish(new Error(`render: no picture after ${timeoutMs} ms`));
    let timer = slot.ready
      ? setTimeout(overran, timeoutMs)
      : setTimeout(
          () => finish(new Error(`render worker not loaded within ${START_TIMEOUT_MS} ms`)),
          START_TIMEOUT_MS,
        );
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(
      {
        id,
        svg: w.job.svg,
        width: w.job.width,
        fonts: fontsFor(w.job.svg),
        crash: w.job.crash === true,
      },
      (err) => {
        if (err) finish(new Error(`render worker gone: ${err.message}`));
      },
    );
  }

  function pump(): void {
    for (const slot of slots) {
      if (slot.busy || queue.length === 0 || closed) continue;
      run(slot, queue.shift() as Waiting);
    }
  }

  return {
    render(job) {
      if (closed) return Promise.reject(new Error('render pool closed'));
      return new Promise((resolve, reject) => {
        queue.push({ job, resolve, reject });
        pump();
      });
    },
    running: () => slots.filter((s) => s.child !== null).length,
    health: () => ({ crashesInARow, lastCrashAt }),
    async close() {
      closed = true;
      for (const s of slots) if (s.idle) clearTimeout(s.idle);
      for (const w of queue.splice(0)) w.reject(new Error('render pool closed'));
      await Promise.all(
        slots.map(
          (s) =>
            new Promise<void>((done) => {
              const child = s.child;
              s.child = null;
              if (!child || child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
