// The worker thread a server resolves steps and composes their reports on (resolution-thread.ts).
import { parentPort } from 'node:worker_threads';
import { runBelowPages } from '../../below-pages.mjs';
import { getGame } from '../../games/index';
import { composeReports, type ReportInput } from './compose-reports';
import { computeResolution, type ResolutionInput } from './compute-resolution';
import { computeBotOrders, type BotOrdersInput } from './bot-orders';
import { computePageParts, type PagePartsInput } from './page-parts';

// Below the pages: a player loading a page gets the CPU before a resolution or a report being
// composed.
runBelowPages({ thread: true });

const port = parentPort!;
// Said once the code is loaded, so whoever started this thread knows it is ready.
port.postMessage({ ready: true });

const jobs = {
  resolve: (input: unknown) => computeResolution(getGame, input as ResolutionInput),
  page: (input: unknown) => computePageParts(getGame, input as PagePartsInput),
  bot: (input: unknown) => computeBotOrders(getGame, input as BotOrdersInput),
  compose: (input: unknown) => composeReports(getGame, input as ReportInput),
};

// One job at a time (resolution-thread.ts sends the next once this one is answered).
port.on('message', ({ job, input }: { job: keyof typeof jobs; input: unknown }) => {
  try {
    port.postMessage({ output: jobs[job](input) });
  } catch (err) {
    port.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
