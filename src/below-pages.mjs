// Background work (the resolution and mail threads, the render workers) runs below the pages: a
// player loading a page gets the CPU before a resolution, a mail being read or a picture. Plain
// JavaScript, so that the render worker, which starts without the TypeScript loader, shares it.
import { getPriority, setPriority } from 'node:os';

/** Steps of niceness below the process's own: Node's PRIORITY_BELOW_NORMAL from a normal start. */
const BELOW = 10;
const LOWEST = 19;

/**
 * Lowers the calling thread (or process) ten steps below where it runs, so that a service started
 * under `nice` keeps its pages first rather than lifting its background work above them. `thread`:
 * the caller is a worker thread, whose priority is its own only on Linux (elsewhere it would lower
 * the whole process, pages too), so it is left alone there. Never fatal: a system that refuses
 * leaves the work where it was.
 */
export function runBelowPages({ thread }) {
  if (thread && process.platform !== 'linux') return;
  try {
    setPriority(Math.min(LOWEST, getPriority() + BELOW));
  } catch {
    // Left at the process's priority: slower pages under load, never a worker that fails to start.
  }
}
