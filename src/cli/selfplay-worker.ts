// A self-play thread (selfplay-threads.ts): plays every `stride`-th game of a run from `first` on,
// sending each game's outcome as it ends. It stops at its own first violation, or once told that a
// game before its next one already broke (the run's summary ends there).
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { getGame } from '../games/index';
import { playGame } from '../games/selfplay';
import type { SelfplayThreadJob } from './selfplay-threads';

const port = parentPort!;
const job = workerData as SelfplayThreadJob;
let stopAfter = Infinity;
port.on('message', (m: { stopAfter: number }) => (stopAfter = Math.min(stopAfter, m.stopAfter)));

const game = getGame(job.game);
for (let index = job.first; index < job.options.games && index <= stopAfter; index += job.stride) {
  const outcome = playGame(game, job.options, index);
  port.postMessage({ index, outcome });
  if (outcome.violation) break;
  await nextTurn(); // reads a stop message sent meanwhile
}
port.postMessage({ done: true });
port.close();
