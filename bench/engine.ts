// Engine benchmark: self-play games/s, steps/s and peak memory for each registered game.
import { listGames } from '../src/games/index';
import { selfplay } from '../src/games/selfplay';

export interface EngineFigures {
  game: string;
  games: number;
  steps: number;
  seconds: number;
  gamesPerSecond: number;
  stepsPerSecond: number;
  peakRssMiB: number;
  peakHeapMiB: number;
}

export function benchEngines(games = 50, seed = 'bench'): EngineFigures[] {
  return listGames().map((game) => {
    let peakRss = 0;
    let peakHeap = 0;
    let calls = 0;
    const sample = () => {
      if (calls++ % 16 !== 0) return; // memoryUsage() is not free; sampling keeps the figures honest
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    };
    const started = process.hrtime.bigint();
    const summary = selfplay(game, { games, seed, onStep: sample });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (summary.violation)
      throw new Error(`${game.id}: invariant violation during the benchmark: ${summary.violation.message}`);
    return {
      game: game.id,
      games: summary.games,
      steps: summary.steps,
      seconds,
      gamesPerSecond: summary.games / seconds,
      stepsPerSecond: summary.steps / seconds,
      peakRssMiB: peakRss / 2 ** 20,
      peakHeapMiB: peakHeap / 2 ** 20,
    };
  });
}

export function printEngineFigures(rows: EngineFigures[]): void {
  console.log('engine self-play');
  for (const r of rows) {
    console.log(
      `  ${r.game.padEnd(16)} ${r.games} games, ${r.steps} steps in ${r.seconds.toFixed(2)} s: ` +
        `${r.gamesPerSecond.toFixed(1)} games/s, ${r.stepsPerSecond.toFixed(0)} steps/s, ` +
        `peak RSS ${r.peakRssMiB.toFixed(0)} MiB, peak heap ${r.peakHeapMiB.toFixed(0)} MiB`,
    );
  }
}
