// Random self-play: plays whole games with legal random orders and checks invariants after every
// step. Used by `despatch selfplay`, the test suite and the engine benchmark. Pure (no clock).
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { BaseState, GameModule, Prompt, Result, Side } from './core/contract';
import type { GameEvent } from './core/events';
import { SeededDice } from './core/dice';
import { createRng } from './core/rng';

export interface SelfplayOptions {
  games: number;
  seed: string;
  /** A game still running after this many steps counts as unfinished (guards against endless loops). */
  maxSteps?: number;
  /** Called after every step, e.g. to sample memory or to read what the step wrote. */
  onStep?: OnStep;
  /** Game options for every game (e.g. { quickSetup: true }). */
  gameOptions?: Record<string, unknown>;
  /** The scenario of every game (the game's first scenario if absent). */
  scenario?: string;
}

/** What one step of self-play showed and wrote: the state its prompts were made for, its events,
 * the state after it. */
export interface PlayedStep {
  before: BaseState;
  prompts: Prompt[];
  events: GameEvent[];
  state: BaseState;
}
export type OnStep = (step: PlayedStep) => void;

export interface Violation {
  game: number;
  /** The --seed that replays exactly this game with --games 1. */
  seed: string;
  step: number;
  message: string;
}

export interface SelfplaySummary {
  games: number;
  steps: number;
  wins: Record<Side, number>;
  draws: number;
  unfinished: number;
  violation?: Violation;
}

/** Game i of a run uses this seed, so `--seed <it> --games 1` reproduces it alone. */
export function gameSeed(runSeed: string, index: number): string {
  return index === 0 ? runSeed : `${runSeed}.${index}`;
}

function diceSeedHex(seed: string): string {
  return createHash('sha256').update(`despatch-selfplay/${seed}`).digest('hex');
}

export function checkStep(game: GameModule, state: BaseState): string[] {
  const problems = [...game.invariants(state)];
  const copy: unknown = JSON.parse(JSON.stringify(state));
  // Both sides through structuredClone: plain objects of one realm (under jest's VM modules a state
  // built with structuredClone has another realm's prototypes), keeping what JSON would lose.
  if (!isDeepStrictEqual(structuredClone(copy), structuredClone(state)))
    problems.push('state does not round-trip through JSON');
  const parsed = game.stateSchema.safeParse(copy);
  if (!parsed.success) problems.push(`state fails its schema: ${parsed.error.message.slice(0, 300)}`);
  const text = game.position.write(state);
  if (game.position.write(game.position.read(text)) !== text) {
    problems.push('position file does not round-trip');
  }
  return problems;
}

/** The mails and the help show the examples as one block a player may copy: it must be legal here. */
export function illegalExample(
  game: GameModule,
  state: BaseState,
  side: Side,
  examples: readonly string[],
): string | null {
  if (examples.length === 0) return null;
  const text = examples.join('\n');
  const parsed = game.parseOrders(state, side, text);
  const problems = [...parsed.problems, ...game.validate(state, side, parsed.orders)];
  if (problems.length === 0) return null;
  const why = problems.map((p) => `${p.line ? `line ${p.line}: ` : ''}${p.message}`).join('; ');
  return `the examples shown to ${side} are refused: ${text.replace(/\n/g, ' / ')} -> ${why}`;
}

/**
 * The orders page lights up each unit's destinations: a move to any of them must be legal on its own.
 * Checks each unit's first and last destination (the near and the far end of its reach).
 */
export function illegalDestination(game: GameModule, state: BaseState, side: Side): string | null {
  const all = game.destinations?.(state, side) ?? {};
  if (!Object.keys(all).length) return null;
  // Where a counter stands, as the page knows it: from the drawing (data-unit with data-hex/square).
  const svg = game.tapOrders ? game.draw(game.view(state, side)) : '';
  const from = (unit: string) =>
    new RegExp(`data-unit="${unit}" data-(?:hex|square)="([^"]+)"`).exec(svg)?.[1] ?? '?';
  for (const [unit, places] of Object.entries(all)) {
    for (const place of new Set([places[0], places.at(-1)])) {
      const text = game.tapOrders
        ? game.tapOrders.move
            .replace('{unit}', unit)
            .replace('{from}', from(unit))
            .replace('{to}', String(place))
        : `move ${unit} to ${place}`;
      const parsed = game.parseOrders(state, side, text);
      const problems = [...parsed.problems, ...game.validate(state, side, parsed.orders)];
      if (problems.length)
        return `destination shown to ${side} is refused: ${text} -> ${problems[0]?.message}`;
    }
  }
  return null;
}

/** Plays one game; returns its result (null if unfinished), step count, or the first violation. */
export function playOne(
  game: GameModule,
  seed: string,
  maxSteps: number,
  onStep?: OnStep,
  gameOptions: Record<string, unknown> = {},
  scenario?: string,
): { result: Result | null; steps: number; violation?: { step: number; message: string } } {
  const rng = createRng(seed);
  const diceSeed = diceSeedHex(seed);
  const gameId = `selfplay-${seed}`;
  const input = { options: gameOptions, ...(scenario ? { scenario } : {}) };
  let state = game.setup(input, new SeededDice(diceSeed, gameId, 0));
  for (let step = 1; step <= maxSteps; step++) {
    const prompts = game.awaiting(state);
    if (prompts.length === 0) return { result: game.result(state), steps: step - 1 };
    const orders: Partial<Record<Side, unknown[]>> = {};
    for (const prompt of prompts) {
      const example =
        illegalExample(game, state, prompt.side, prompt.examples) ??
        illegalDestination(game, state, prompt.side);
      if (example) return { result: null, steps: step, violation: { step, message: example } };
      const submission = game.legalOrders(state, prompt.side, rng);
      const text = submission.map((o) => game.formatOrder(o)).join('\n');
      const parsed = game.parseOrders(state, prompt.side, text);
      const problems = [...parsed.problems, ...game.validate(state, prompt.side, parsed.orders)];
      if (problems.length > 0) {
        const detail = problems.map((p) => `${p.line ?? '-'}: ${p.message}`).join('; ');
        return {
          result: null,
          steps: step,
          violation: { step, message: `legal orders rejected: ${text} -> ${detail}` },
        };
      }
      orders[prompt.side] = parsed.orders;
    }
    const before = state;
    let events: GameEvent[];
    try {
      const resolution = game.resolve(
        state,
        { orders, standing: {} },
        new SeededDice(diceSeed, gameId, step),
      );
      ({ state, events } = resolution);
    } catch (error) {
      return { result: null, steps: step, violation: { step, message: `resolve threw: ${String(error)}` } };
    }
    onStep?.({ before, prompts, events, state });
    const broken = checkStep(game, state);
    if (broken.length > 0)
      return { result: null, steps: step, violation: { step, message: broken.join('; ') } };
  }
  return { result: null, steps: maxSteps };
}

export function selfplay(game: GameModule, options: SelfplayOptions): SelfplaySummary {
  const summary: SelfplaySummary = {
    games: 0,
    steps: 0,
    wins: Object.fromEntries(game.sides.map((s) => [s, 0])),
    draws: 0,
    unfinished: 0,
  };
  for (let i = 0; i < options.games; i++) {
    const seed = gameSeed(options.seed, i);
    const outcome = playOne(
      game,
      seed,
      options.maxSteps ?? 2000,
      options.onStep,
      options.gameOptions,
      options.scenario,
    );
    summary.games++;
    summary.steps += outcome.steps;
    if (outcome.violation) {
      summary.violation = { game: i, seed, ...outcome.violation };
      return summary;
    }
    if (!outcome.result) summary.unfinished++;
    else if (outcome.result.winner === null) summary.draws++;
    else summary.wins[outcome.result.winner] = (summary.wins[outcome.result.winner] ?? 0) + 1;
  }
  return summary;
}
