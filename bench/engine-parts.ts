// The bare engine, part by part (issue 43 item 3): seeded random games are recorded once (each
// step's state, its sides' order texts and parsed orders), then each part is timed alone over the
// recorded steps: resolution (orders prepared in advance), validation (parse and validate the
// texts), legal-order sampling, and the invariant checks self-play runs after each step.
import { createHash } from 'node:crypto';
import type { BaseState, GameModule, Side } from '../src/games/core/contract';
import { SeededDice } from '../src/games/core/dice';
import { createRng } from '../src/games/core/rng';
import { listGames } from '../src/games/index';
import { checkStep, gameSeed } from '../src/games/selfplay';

interface Recorded {
  state: BaseState;
  texts: [Side, string][];
  orders: Partial<Record<Side, unknown[]>>;
  diceSeed: string;
  gameId: string;
  step: number;
}

export interface EnginePartFigures {
  game: string;
  steps: number;
  /** Steps per second of each part alone. */
  resolve: number;
  /** Resolution's steps per second of the process's own CPU time: on a shared machine this moves
   *  less with the load than the wall-clock figure. */
  resolveCpu: number;
  validate: number;
  sample: number;
  invariants: number;
}

function record(game: GameModule, games: number, seed: string, maxSteps = 400): Recorded[] {
  const out: Recorded[] = [];
  for (let g = 0; g < games; g++) {
    const s = gameSeed(seed, g);
    const rng = createRng(s);
    const diceSeed = createHash('sha256').update(`despatch-bench/${s}`).digest('hex');
    const gameId = `bench-${s}`;
    let state = game.setup({ options: {} }, new SeededDice(diceSeed, gameId, 0));
    for (let step = 1; step <= maxSteps; step++) {
      const prompts = game.awaiting(state);
      if (prompts.length === 0) break;
      const texts: [Side, string][] = [];
      const orders: Partial<Record<Side, unknown[]>> = {};
      for (const p of prompts) {
        const text = game
          .legalOrders(state, p.side, rng)
          .map((o) => game.formatOrder(o))
          .join('\n');
        texts.push([p.side, text]);
        orders[p.side] = game.parseOrders(state, p.side, text).orders;
      }
      out.push({ state, texts, orders, diceSeed, gameId, step });
      state = game.resolve(state, { orders, standing: {} }, new SeededDice(diceSeed, gameId, step)).state;
    }
  }
  return out;
}

/** Steps per second of `part` over every recorded step: by the wall clock, and by the process's CPU
 *  time. The part first runs untimed for `warmMs` of CPU time (the first passes measure the JIT
 *  compiling the engine, not the engine), then is timed until it has used `minMs` of CPU time, so a
 *  loaded machine gives as many samples as a quiet one. */
function rates(steps: Recorded[], part: (r: Recorded) => void, minMs = 1500, warmMs = 500): [number, number] {
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1000;
  };
  const warm = process.cpuUsage();
  do for (const r of steps) part(r);
  while (cpuMs(warm) < warmMs);
  let done = 0;
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  let used = 0;
  do {
    for (const r of steps) part(r);
    done += steps.length;
    used = cpuMs(cpu);
  } while (used < minMs);
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  return [done / (elapsed / 1000), done / (used / 1000)];
}

const rate = (steps: Recorded[], part: (r: Recorded) => void): number => rates(steps, part)[0];

export function benchEngineParts(games = 20, seed = 'bench-parts'): EnginePartFigures[] {
  return listGames().map((game) => {
    const steps = record(game, games, seed);
    const rng = createRng(`${seed}/sample`);
    const [resolve, resolveCpu] = rates(steps, (r) =>
      game.resolve(r.state, { orders: r.orders, standing: {} }, new SeededDice(r.diceSeed, r.gameId, r.step)),
    );
    return {
      game: game.id,
      steps: steps.length,
      resolve,
      resolveCpu,
      validate: rate(steps, (r) => {
        for (const [side, text] of r.texts)
          game.validate(r.state, side, game.parseOrders(r.state, side, text).orders);
      }),
      sample: rate(steps, (r) => {
        for (const [side] of r.texts) game.legalOrders(r.state, side, rng);
      }),
      invariants: rate(steps, (r) => checkStep(game, r.state)),
    };
  });
}

export function printEnginePartFigures(rows: EnginePartFigures[]): void {
  console.log('engine parts alone (steps/s over recorded random games)');
  for (const r of rows)
    console.log(
      `  ${r.game.padEnd(16)} ${String(r.steps).padStart(5)} steps: resolution ${r.resolve.toFixed(0)} ` +
        `(${r.resolveCpu.toFixed(0)} a CPU-second), ` +
        `validation ${r.validate.toFixed(0)}, legal-order sampling ${r.sample.toFixed(0)}, ` +
        `invariant checks ${r.invariants.toFixed(0)}`,
    );
}
