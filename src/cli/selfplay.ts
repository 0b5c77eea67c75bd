// `despatch selfplay --game G [--scenario S] --games N --seed S [--max-steps M] [--threads T] [--option K=V ...]`:
// random legal games to the end, invariants checked after every step, on T threads (one per core,
// at most 2, by default; the figures are the same on any number). Exit 1 on a violation, naming the
// seed that reproduces it.
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { getGame } from '../games/index';
import { selfplay } from '../games/selfplay';
import { selfplayOnThreads } from './selfplay-threads';
import { cli, parseGameOptions, required } from './io';
import { UsageError } from './usage-error';

export async function selfplayCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      game: { type: 'string' },
      scenario: { type: 'string' },
      games: { type: 'string', default: '100' },
      seed: { type: 'string', default: '1' },
      'max-steps': { type: 'string', default: '2000' },
      threads: { type: 'string' },
      option: { type: 'string', multiple: true },
    },
  });
  const gameId = required(values.game, '--game');
  const games = Number(values.games);
  if (!Number.isInteger(games) || games < 1) throw new UsageError('--games takes a positive whole number');
  const threads = Math.min(games, Number(values.threads ?? Math.min(2, availableParallelism())));
  if (!Number.isInteger(threads) || threads < 1)
    throw new UsageError('--threads takes a positive whole number');
  let game;
  try {
    game = getGame(gameId);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const scenario = values.scenario;
  if (scenario !== undefined && !game.scenarios.some((s) => s.id === scenario))
    throw new UsageError(
      `unknown scenario '${scenario}' for ${gameId} (${game.scenarios.map((s) => s.id).join(', ')})`,
    );
  const started = process.hrtime.bigint();
  const options = {
    games,
    seed: values.seed,
    maxSteps: Number(values['max-steps']),
    gameOptions: parseGameOptions(values.option),
    ...(scenario ? { scenario } : {}),
  };
  const summary = threads > 1 ? await selfplayOnThreads(game, options, threads) : selfplay(game, options);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const outcomes = Object.entries(summary.wins).map(([side, n]) => `${side} ${n}`);
  outcomes.push(`draws ${summary.draws}`, `unfinished ${summary.unfinished}`);
  cli().out(
    `game ${gameId}: ${summary.games} games, ${summary.steps} steps in ${seconds.toFixed(2)} s ` +
      `(${(summary.steps / Math.max(seconds, 1e-9)).toFixed(0)} steps/s)\n` +
      `outcomes: ${outcomes.join(', ')}\n`,
  );
  if (summary.violation) {
    const v = summary.violation;
    cli().out(
      `VIOLATION in game ${v.game} at step ${v.step}: ${v.message}\n` +
        `reproduce: despatch selfplay --game ${gameId}${scenario ? ` --scenario ${scenario}` : ''}${(values.option ?? []).map((o) => ` --option ${o}`).join('')} --games 1 --seed ${v.seed}\n`,
    );
    return 1;
  }
  cli().out('no violations\n');
  return 0;
}
