// What `engine view` and `engine step` cost as a position holds more units (issue 39 item 7): each
// game's position mid-game with 10, 100 and 1,000 units, or as many as its counter mix allows (the
// position reader refuses more), each figure beside the 10-unit one. Every position is written and
// read back, so each is one the reader accepts.
import { checkSubmission } from '../src/games/core/check';
import type { BaseState, GameModule, Side } from '../src/games/core/contract';
import { SeededDice } from '../src/games/core/dice';
import { createRng } from '../src/games/core/rng';
import { listGames } from '../src/games/index';
import { COUNTER_MIX } from '../src/games/scotland/data';
import { newUnit } from '../src/games/scotland/setup';
import type { State as ScotlandState } from '../src/games/scotland/state';

export interface UnitsFigures {
  game: string;
  units: number;
  viewMs: number;
  stepMs: number;
}

const WANTED = [10, 100, 1000];

/** A position after `steps` steps of random legal play. */
function midGame(game: GameModule, steps: number): BaseState {
  const rng = createRng('units-bench');
  let state = game.setup({}, new SeededDice('00', 'units-bench', 0));
  for (let i = 1; i <= steps && game.awaiting(state).length; i++) {
    const orders: Partial<Record<Side, unknown[]>> = {};
    for (const p of game.awaiting(state)) orders[p.side] = game.legalOrders(state, p.side, rng);
    state = game.resolve(state, { orders, standing: {} }, new SeededDice('00', 'units-bench', i)).state;
  }
  return state;
}

/** Scotland: every counter of the mix on the map, stacked on the side's own units (the hard case). */
function fullScotland(state: ScotlandState): ScotlandState {
  const s = structuredClone(state);
  for (const { side, kind, grade, count } of COUNTER_MIX.combat) {
    const hexes = s.units.filter((u) => u.side === side).map((u) => u.hex);
    const have = () => s.units.filter((u) => u.side === side && u.kind === kind && u.grade === grade).length;
    for (let i = 0; have() < count; i++) newUnit(s, side, kind, grade, hexes[i % hexes.length]!);
  }
  return s;
}

/** The position with its first `n` units (as many as it has, when fewer). */
function withUnits(game: GameModule, state: BaseState, n: number): { state: BaseState; units: number } {
  const s = structuredClone(state) as BaseState & { units: unknown };
  if (Array.isArray(s.units)) s.units = s.units.slice(0, n);
  else s.units = Object.fromEntries(Object.entries(s.units as object).slice(0, n));
  const units = Array.isArray(s.units) ? s.units.length : Object.keys(s.units as object).length;
  return { state: game.position.read(game.position.write(s)), units };
}

function timed(repeats: number, f: () => void): number {
  const started = performance.now();
  for (let i = 0; i < repeats; i++) f();
  return (performance.now() - started) / repeats;
}

/** What `engine view --svg` does, and what `engine step` does with random legal orders. */
function measure(game: GameModule, state: BaseState, repeats: number): { viewMs: number; stepMs: number } {
  const viewMs = timed(repeats, () => {
    for (const side of [...game.sides, null]) game.draw(game.view(state, side));
    game.awaiting(state);
    game.result(state);
  });
  const stepMs = timed(repeats, () => {
    const orders: Partial<Record<Side, unknown[]>> = {};
    for (const p of game.awaiting(state)) {
      const text = game.legalOrders(state, p.side, createRng('units-bench')).map((o) => game.formatOrder(o));
      orders[p.side] = checkSubmission(game, state, p.side, text.join('\n')).orders;
    }
    game.awaiting(
      game.resolve(state, { orders, standing: {} }, new SeededDice('00', 'units-bench', 99)).state,
    );
  });
  return { viewMs, stepMs };
}

export function benchEngineUnits(repeats = 5): UnitsFigures[] {
  return listGames().flatMap((game) => {
    let base = midGame(game, 12);
    if (game.id === 'scotland') base = fullScotland(base as ScotlandState);
    const seen = new Set<number>();
    return WANTED.flatMap((n) => {
      const { state, units } = withUnits(game, base, n);
      if (seen.has(units)) return [];
      seen.add(units);
      return [{ game: game.id, units, ...measure(game, state, repeats) }];
    });
  });
}

export function printEngineUnitsFigures(rows: UnitsFigures[]): void {
  console.log('engine view and step by units in the position (capped by the counter mix)');
  for (const r of rows) {
    const first = rows.find((x) => x.game === r.game)!;
    console.log(
      `  ${r.game.padEnd(16)} ${String(r.units).padStart(4)} units: view ${r.viewMs.toFixed(1)} ms ` +
        `(x${(r.viewMs / first.viewMs).toFixed(1)}), step ${r.stepMs.toFixed(1)} ms (x${(r.stepMs / first.stepMs).toFixed(1)})`,
    );
  }
}
