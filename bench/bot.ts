// `npm run bench -- bot`: the bot's strength (issue #43). Each level plays random legal play (`easy`)
// and the level below, from each side of each game, BENCH_BOT_GAMES games a pairing (default 20),
// and the figures are win rates with a 95% Wilson interval. `normal` must win >= 90% against random
// play from each side; the bench says whether it does. Also the slowest single decision of the level
// in each pairing, in CPU time (the limit is 2 s; the machine may be loaded, so wall time is shown too).
import { performance } from 'node:perf_hooks';
import { listGames } from '../src/games';
import type { BotLevel } from '../src/games/bot';
import { playMatch } from '../src/games/bot/match';
import type { GameModule } from '../src/games/core/contract';

export interface Pairing {
  game: string;
  side: string;
  level: BotLevel;
  against: BotLevel;
  games: number;
  wins: number;
  draws: number;
  unfinished: number;
  /** The slowest decision of `level` in these games, wall-clock ms (the machine may be loaded). */
  slowestMs: number;
  /** The slowest decision of `level` in these games, CPU ms of this process (user + system). */
  slowestCpuMs: number;
  /** The step of the decision that took the most CPU time. */
  slowestStep: string;
}

const PAIRINGS: [BotLevel, BotLevel][] = [
  ['normal', 'easy'],
  ['hard', 'easy'],
  ['hard', 'normal'],
];

/** Wilson score interval at 95% for k successes in n trials. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function playPairing(
  game: GameModule,
  side: string,
  level: BotLevel,
  against: BotLevel,
  n: number,
  from: number,
): Pairing {
  const other = game.sides.find((s) => s !== side)!;
  const out: Pairing = {
    game: game.id,
    side,
    level,
    against,
    games: n,
    wins: 0,
    draws: 0,
    unfinished: 0,
    slowestMs: 0,
    slowestCpuMs: 0,
    slowestStep: '',
  };
  for (let i = from; i < from + n; i++) {
    let started = 0;
    let startedCpu: NodeJS.CpuUsage | undefined;
    const outcome = playMatch(game, {
      seed: `bench-${game.id}-${side}-${level}-${against}-${i}`,
      players: { [side]: level, [other]: against },
      onAnswer: (_s, prompt) => {
        if (prompt.side !== side || !started || !startedCpu) return;
        const cpu = process.cpuUsage(startedCpu);
        const cpuMs = (cpu.user + cpu.system) / 1000;
        out.slowestMs = Math.max(out.slowestMs, performance.now() - started);
        if (cpuMs > out.slowestCpuMs) {
          out.slowestCpuMs = cpuMs;
          out.slowestStep = `${prompt.step} (game ${i})`;
        }
      },
      beforeAnswer: () => {
        started = performance.now();
        startedCpu = process.cpuUsage();
      },
    });
    // BENCH_BOT_LOSSES=1: each game the level did not win, with its seed and the result, to study.
    if (process.env.BENCH_BOT_LOSSES && outcome.result?.winner !== side)
      console.log(
        `  not won: ${game.id} ${side} ${level} vs ${against} game ${i}, ${outcome.steps} steps: ` +
          (outcome.result
            ? `${outcome.result.summary} (score ${JSON.stringify(outcome.result.score)})`
            : 'unfinished'),
      );
    if (!outcome.result) out.unfinished++;
    else if (outcome.result.winner === side) out.wins++;
    else if (outcome.result.winner === null) out.draws++;
  }
  return out;
}

export interface BotBenchFilter {
  /** One game's id (BENCH_BOT_GAME). */
  game?: string;
  /** One side (BENCH_BOT_SIDE). */
  side?: string;
  /** One pairing, as `normal-easy` (BENCH_BOT_PAIRING). */
  pairing?: string;
  /** The first game's number (BENCH_BOT_FROM, default 0): a later run plays further seeds, so that
   *  two runs side by side (one a core) measure twice as many games. */
  from?: number;
}

export function benchBot(n: number, only: BotBenchFilter = {}): Pairing[] {
  const rows: Pairing[] = [];
  for (const game of listGames()) {
    if (only.game && game.id !== only.game) continue;
    for (const [level, against] of PAIRINGS) {
      if (only.pairing && only.pairing !== `${level}-${against}`) continue;
      for (const side of game.sides)
        if (!only.side || side === only.side)
          rows.push(playPairing(game, side, level, against, n, only.from ?? 0));
    }
  }
  return rows;
}

const pct = (x: number) => `${(100 * x).toFixed(0)}%`;

export function printBotFigures(rows: Pairing[]): void {
  console.log(
    'Bot strength (win rate of the first level, 95% Wilson interval; draws and unfinished count as not won)',
  );
  for (const r of rows) {
    const [lo, hi] = wilson(r.wins, r.games);
    const verdict =
      r.level === 'normal' && r.against === 'easy'
        ? r.wins / r.games >= 0.9
          ? '  meets >= 90%'
          : '  BELOW 90%'
        : '';
    console.log(
      `  ${r.game.padEnd(13)} ${r.side.padEnd(11)} ${r.level.padEnd(6)} vs ${r.against.padEnd(6)} ` +
        `${String(r.wins).padStart(3)}/${r.games} won ${pct(r.wins / r.games).padStart(4)} [${pct(lo)}-${pct(hi)}]` +
        ` draws ${r.draws} unfinished ${r.unfinished}${verdict}\n` +
        `      slowest ${r.level} decision: ${r.slowestCpuMs.toFixed(0)} ms CPU (${r.slowestStep}), ` +
        `${r.slowestMs.toFixed(0)} ms wall${r.slowestCpuMs > 2000 ? '  OVER 2 s' : ''}`,
    );
  }
}
