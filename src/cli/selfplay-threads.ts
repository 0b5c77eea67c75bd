// `despatch selfplay` spreads a run's games over threads (one per core by default): games depend only
// on their seeds, so game i is played wherever it is and the summary adds the outcomes up in order,
// ending at the first violation, exactly as one thread playing them in turn would.
import { Worker } from 'node:worker_threads';
import type { GameModule } from '../games/core/contract';
import {
  countGame,
  emptySummary,
  type GameOutcome,
  type SelfplayOptions,
  type SelfplaySummary,
} from '../games/selfplay';
import { workerCode } from '../paths';

const CODE = workerCode('cli/selfplay-worker.ts', 'selfplay-worker');

export interface SelfplayThreadJob {
  game: string;
  options: Omit<SelfplayOptions, 'onStep'>;
  first: number;
  stride: number;
}

export async function selfplayOnThreads(
  game: GameModule,
  options: Omit<SelfplayOptions, 'onStep'>,
  threads: number,
): Promise<SelfplaySummary> {
  const outcomes: GameOutcome[] = [];
  const workers = Array.from({ length: threads }, (_, first) => {
    const job: SelfplayThreadJob = { game: game.id, options, first, stride: threads };
    return new Worker(CODE.file, { argv: CODE.argv, execArgv: [], workerData: job });
  });
  await Promise.all(
    workers.map(
      (w) =>
        new Promise<void>((resolve, reject) => {
          w.on('message', (m: { index: number; outcome: GameOutcome } | { done: true }) => {
            if ('done' in m) return resolve();
            outcomes[m.index] = m.outcome;
            // The games after a violation are not counted: no thread need play them.
            if (m.outcome.violation) for (const other of workers) other.postMessage({ stopAfter: m.index });
          });
          w.on('error', reject);
          w.on('exit', (code) => reject(new Error(`a self-play thread stopped (exit ${code})`)));
        }),
    ),
  );
  await Promise.all(workers.map((w) => w.terminate()));
  const summary = emptySummary(game);
  for (let i = 0; i < options.games; i++) {
    const outcome = outcomes[i];
    if (!outcome) throw new Error(`self-play game ${i} was never played`);
    if (countGame(summary, options.seed, i, outcome)) break;
  }
  return summary;
}
