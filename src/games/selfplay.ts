// Random self-play: plays whole games with legal random orders and checks invariants after every
// step. Used by `despatch selfplay`, the test suite and the engine benchmark. Pure (no clock).
import { createHash } from 'node:crypto';
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
  if (jsonWouldChange(state)) problems.push('state does not round-trip through JSON');
  const parsed = game.stateSchema.safeParse(state);
  if (!parsed.success) problems.push(`state fails its schema: ${parsed.error.message.slice(0, 300)}`);
  const text = game.position.write(state);
  if (game.position.write(game.position.read(text)) !== text) {
    problems.push('position file does not round-trip');
  }
  return problems;
}

/**
 * True when `JSON.parse(JSON.stringify(value))` would not give back an equal value: a number JSON
 * cannot write (NaN, Infinity, -0), an undefined, function or symbol it drops or turns into null, an
 * array with holes or extra keys, an object it writes otherwise (a Date, Map, Set, anything with
 * toJSON). Walks the state once instead of copying it three times and comparing the copies.
 */
export function jsonWouldChange(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return false;
    case 'number':
      return !Number.isFinite(value) || Object.is(value, -0);
    case 'object': {
      if (value === null) return false;
      if (Array.isArray(value)) {
        if (Object.keys(value).length !== value.length) return true;
        for (const item of value as unknown[]) if (jsonWouldChange(item)) return true;
        return false;
      }
      if (Object.prototype.toString.call(value) !== '[object Object]') return true;
      if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return true;
      for (const key of Object.keys(value))
        if (jsonWouldChange((value as Record<string, unknown>)[key])) return true;
      return false;
    }
    default:
      return true; // undefined, function, symbol, bigint
  }
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
  const drawnAt = new Map<string, string>();
  for (const [, unit, place] of svg.matchAll(/data-unit="([^"]*)" data-(?:hex|square)="([^"]+)"/g))
    if (!drawnAt.has(unit!)) drawnAt.set(unit!, place!);
  const from = (unit: string) => drawnAt.get(unit) ?? '?';
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

/** What one game of a run came to: its result (null if unfinished), step count, or its first violation. */
export type GameOutcome = ReturnType<typeof playOne>;

/** Game `index` of a run, alone: a run's games depend only on their seeds, so they may be played
 * in any order or on several threads and summed up in order afterwards (`countGame`). */
export function playGame(game: GameModule, options: SelfplayOptions, index: number): GameOutcome {
  return playOne(
    game,
    gameSeed(options.seed, index),
    options.maxSteps ?? 2000,
    options.onStep,
    options.gameOptions,
    options.scenario,
  );
}

export function emptySummary(game: GameModule): SelfplaySummary {
  return {
    games: 0,
    steps: 0,
    wins: Object.fromEntries(game.sides.map((s) => [s, 0])),
    draws: 0,
    unfinished: 0,
  };
}

/** Adds game `index`'s outcome to the summary, games counted in order; true when it was a violation
 * (the run ends there). */
export function countGame(
  summary: SelfplaySummary,
  runSeed: string,
  index: number,
  outcome: GameOutcome,
): boolean {
  summary.games++;
  summary.steps += outcome.steps;
  if (outcome.violation) {
    summary.violation = { game: index, seed: gameSeed(runSeed, index), ...outcome.violation };
    return true;
  }
  if (!outcome.result) summary.unfinished++;
  else if (outcome.result.winner === null) summary.draws++;
  else summary.wins[outcome.result.winner] = (summary.wins[outcome.result.winner] ?? 0) + 1;
  return false;
}

export function selfplay(game: GameModule, options: SelfplayOptions): SelfplaySummary {
  const summary = emptySummary(game);
  for (let i = 0; i < options.games; i++) {
    if (countGame(summary, options.seed, i, playGame(game, options, i))) break;
  }
  return summary;
}
