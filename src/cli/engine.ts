// `despatch engine new|step|view`: drive any registered rules engine on plain JSON state files.
//   new  --game G [--scenario S] [--option K=V ...] [--seed HEX] [--position FILE] -> state JSON
//   step --state FILE --side SIDE --orders FILE [--side S2 --orders F2] [--dice 3,5,1]
//        [--seed HEX --step N] [--standing SIDE=FILE]                   -> {problems, events, state, awaiting}
//   view --state FILE --side SIDE [--svg OUT.svg]                        -> view JSON (+ SVG file)
// Exit codes: 0 applied, 2 usage error or orders with problems.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { checkSubmission } from '../games/core/check';
import type { BaseState, GameModule, Problem, Side } from '../games/core/contract';
import { type Dice, FixedDice, SeededDice } from '../games/core/dice';
import { PositionError } from '../games/core/position-file';
import { getGame } from '../games/index';
import { parseGameOptions, printJson, readInput, required, writeOutput } from './io';
import { UsageError } from './usage-error';

export async function engineCommand(argv: string[]): Promise<number> {
  const [sub, ...rest] = argv;
  switch (sub) {
    case 'new':
      return engineNew(rest);
    case 'step':
      return engineStep(rest);
    case 'view':
      return engineView(rest);
    default:
      throw new UsageError(`expected 'new', 'step' or 'view', got '${sub ?? ''}'`);
  }
}

function lookupGame(id: string): GameModule {
  try {
    return getGame(id);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function engineNew(argv: string[]): number {
  const { values } = parseArgs({
    args: argv,
    options: {
      game: { type: 'string' },
      scenario: { type: 'string' },
      option: { type: 'string', multiple: true },
      seed: { type: 'string' },
      position: { type: 'string' },
    },
  });
  const game = lookupGame(required(values.game, '--game'));
  const state = values.position
    ? readPositionFile(game, values.position)
    : game.setup(
        {
          ...(values.scenario ? { scenario: values.scenario } : {}),
          options: parseGameOptions(values.option),
        },
        new SeededDice(seedOrRandom(values.seed), 'engine-new', 0),
      );
  printJson(state);
  return 0;
}

/**
 * A position file, read by the game; a bad one is a usage error saying what is wrong and on which
 * line (the reader's own short words), never any other error's text.
 */
function readPositionFile(game: GameModule, path: string): BaseState {
  const text = readInput(path);
  try {
    return game.position.read(text);
  } catch (error) {
    const why = error instanceof PositionError ? `: ${error.message}` : '';
    throw new UsageError(`${path} is not a ${game.id} position file${why} (see POSITION.md of the game)`);
  }
}

function loadState(path: string): { game: GameModule; state: BaseState } {
  const raw: unknown = JSON.parse(readInput(path));
  const gameId = (raw as { game?: unknown }).game;
  if (typeof gameId !== 'string') throw new UsageError(`${path} is not a Despatch state (no "game" field)`);
  const game = lookupGame(gameId);
  const parsed = game.stateSchema.safeParse(raw);
  if (!parsed.success)
    throw new UsageError(`${path} is not a valid ${gameId} state: ${parsed.error.message}`);
  return { game, state: possible(game, path, parsed.data) };
}

/** A state is checked as its position file would be (counter mix, ids, map, ranges): a state file
 * holding what no game can hold is refused before any rule runs on it. */
function possible(game: GameModule, path: string, state: BaseState): BaseState {
  try {
    game.position.read(game.position.write(state));
    return state;
  } catch (error) {
    if (!(error instanceof PositionError)) throw error;
    throw new UsageError(`${path} is not a possible ${game.id} position: ${error.problem}`);
  }
}

function parseDice(values: { dice?: string; seed?: string; step?: string }): Dice {
  if (values.dice !== undefined) {
    const rolls = values.dice.split(',').map((d) => Number(d.trim()));
    if (rolls.some((d) => !Number.isInteger(d) || d < 1))
      throw new UsageError('--dice takes whole numbers like 3,5,1');
    return new FixedDice(rolls);
  }
  return new SeededDice(seedOrRandom(values.seed), 'engine-step', Number(values.step ?? '1'));
}

function seedOrRandom(seed: string | undefined): string {
  if (seed === undefined) return randomBytes(32).toString('hex');
  if (!/^([0-9a-f]{2})+$/i.test(seed)) throw new UsageError('--seed takes an even number of hex digits');
  return seed;
}

function engineStep(argv: string[]): number {
  const { values } = parseArgs({
    args: argv,
    options: {
      state: { type: 'string' },
      side: { type: 'string', multiple: true },
      orders: { type: 'string', multiple: true },
      standing: { type: 'string', multiple: true },
      dice: { type: 'string' },
      seed: { type: 'string' },
      step: { type: 'string' },
    },
  });
  const { game, state } = loadState(required(values.state, '--state'));
  const sides = values.side ?? [];
  const files = values.orders ?? [];
  if (sides.length === 0) throw new UsageError('--side is required');
  if (sides.length !== files.length) throw new UsageError('give one --orders FILE for each --side');

  const problems: (Problem & { side: Side })[] = [];
  const orders: Partial<Record<Side, unknown[]>> = {};
  const awaited = game.awaiting(state).map((p) => p.side);
  sides.forEach((side, i) => {
    if (!game.sides.includes(side))
      throw new UsageError(`unknown side '${side}' (sides: ${game.sides.join(', ')})`);
    if (!awaited.includes(side)) {
      problems.push({
        side,
        message: `${side} is not to act now (awaiting: ${awaited.join(', ') || 'nobody'})`,
      });
      return;
    }
    const parsed = checkSubmission(game, state, side, readInput(files[i] as string));
    problems.push(...parsed.problems.map((p) => ({ ...p, side })));
    orders[side] = parsed.orders;
  });
  for (const side of awaited) {
    if (!sides.includes(side))
      problems.push({ side, message: `orders for ${side} are also needed in this step` });
  }
  const standing = parseStandingFlags(game, state, values.standing ?? [], problems);
  if (problems.length > 0) {
    printJson({ problems, events: [], state, awaiting: game.awaiting(state) });
    return 2;
  }
  const resolution = game.resolve(state, { orders, standing }, parseDice(values));
  printJson({
    problems: [],
    events: resolution.events,
    state: resolution.state,
    awaiting: game.awaiting(resolution.state),
  });
  return 0;
}

function parseStandingFlags(
  game: GameModule,
  state: BaseState,
  flags: string[],
  problems: (Problem & { side: Side })[],
): Partial<Record<Side, string>> {
  const standing: Partial<Record<Side, string>> = {};
  for (const flag of flags) {
    const [side, file] = flag.split('=', 2);
    if (!side || !file || !game.sides.includes(side))
      throw new UsageError(`--standing takes SIDE=FILE, got '${flag}'`);
    const checked = game.parseStanding(state, side, readInput(file));
    problems.push(...checked.problems.map((p) => ({ ...p, side })));
    standing[side] = checked.normal;
  }
  return standing;
}

function engineView(argv: string[]): number {
  const { values } = parseArgs({
    args: argv,
    options: { state: { type: 'string' }, side: { type: 'string' }, svg: { type: 'string' } },
  });
  const { game, state } = loadState(required(values.state, '--state'));
  const side = values.side === undefined || values.side === 'none' ? null : values.side;
  if (side !== null && !game.sides.includes(side)) {
    throw new UsageError(`unknown side '${side}' (sides: ${game.sides.join(', ')})`);
  }
  const view = game.view(state, side);
  if (values.svg) writeOutput(values.svg, game.draw(view));
  printJson({ view, awaiting: game.awaiting(state), result: game.result(state) });
  return 0;
}
