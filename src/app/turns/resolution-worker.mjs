// The worker thread a server resolves steps and composes their reports on (resolution-thread.ts).
// The sources are TypeScript, loaded through tsx's loader as bin/despatch.js loads them.
import { setPriority, constants } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// Below the pages: a player loading a page gets the CPU before a resolution or a report being
// composed. Only on Linux, where a thread's priority is its own; elsewhere it is the whole process's.
if (process.platform === 'linux') setPriority(constants.priority.PRIORITY_BELOW_NORMAL);

register();
const { computeResolution } = await import('./compute-resolution.ts');
const { composeReports } = await import('./compose-reports.ts');
const { getGame } = await import('../../games/index.ts');

// Said once the sources are loaded, so a server can start this thread at boot and know it is warm.
parentPort.postMessage({ ready: true });

const jobs = { resolve: computeResolution, compose: composeReports };

// One job at a time (resolution-thread.ts sends the next once this one is answered).
parentPort.on('message', ({ job, input }) => {
  try {
    parentPort.postMessage({ output: jobs[job](getGame, input) });
  } catch (err) {
    parentPort.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
