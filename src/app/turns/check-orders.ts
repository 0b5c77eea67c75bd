// The live check: parse and validate orders (and standing orders) against the open step, storing
// nothing. submitOrders uses the same check before it stores anything.
import { checkSubmission } from '../../games/core/check';
import type { BaseState, Problem } from '../../games/core/contract';
import { currentSubmissions } from '../../db/repos/submissions';
import { getStep } from '../../db/repos/steps';
import type { Db } from '../../db/repos/games';
import type { GameRow, StepRow } from '../../db/schema';
import type { AnyGame, AppContext } from '../base/context';
import { ServiceError } from '../base/errors';
import { currentState, moduleOf, requireGame } from '../base/load';
import { problemsForSeat } from '../language/problems';
import type { CheckInput, CheckResult } from '../base/types';

export interface Checked extends CheckResult {
  orders: unknown[];
  standingNormal: string | null;
}

export function checkText(
  module: AnyGame,
  state: BaseState,
  side: string,
  text: string,
  standing?: string,
): Checked {
  const parsed = checkSubmission(module, state, side, text);
  const problems: Problem[] = parsed.problems;
  let standingNormal: string | null = null;
  let standingProblems: Problem[] = [];
  if (standing !== undefined) {
    const s = module.parseStanding(state, side, standing);
    standingNormal = s.normal;
    standingProblems = s.problems;
  }
  return {
    ok: problems.length === 0 && standingProblems.length === 0,
    orders: parsed.orders,
    normal: parsed.orders.map((o) => module.formatOrder(o)),
    problems,
    standingProblems,
    standingNormal,
  };
}

/** The open step a link points at, or the ServiceError that explains why it cannot take orders. */
export async function requireOpenStep(db: Db, game: GameRow, side: string, seq: number) {
  const step =
    game.status !== 'finished' && seq === game.current_step ? await getStep(db, game.id, seq) : null;
  return openStepFor(game, step, side, seq);
}

/** requireOpenStep with the game's current step already read (null: none). */
export function openStepFor(
  game: GameRow,
  step: StepRow | null | undefined,
  side: string,
  seq: number,
): StepRow {
  if (game.status === 'finished') throw new ServiceError('game-over', 'the game is over');
  if (seq !== game.current_step || !step || step.seq !== seq || step.resolved_at) {
    throw new ServiceError('stale-step', 'the turn this link was for is no longer open', {
      currentStep: game.current_step,
    });
  }
  if (!step.awaiting.includes(side)) {
    throw new ServiceError('not-awaited', 'your side has no orders to give in this step', {
      awaiting: step.awaiting,
    });
  }
  return step;
}

export async function checkOrders(ctx: AppContext, input: CheckInput): Promise<CheckResult> {
  // The live check answers a player typing: its reads go in the pages' lane, on one connection.
  const { game, state } = await ctx.pageDb.connection().execute(async (db) => {
    const game = await requireGame(db, input.gameId);
    await requireOpenStep(db, game, input.side, input.step);
    return { game, state: await currentState(db, moduleOf(ctx, game.game_type), game) };
  });
  const module = moduleOf(ctx, game.game_type);
  const {
    orders: _orders,
    standingNormal: _s,
    ...result
  } = checkText(module, state, input.side, input.text, input.standing);
  const said = (ps: Problem[]) => problemsForSeat(ctx.pageDb, module, input, ps);
  return {
    ...result,
    problems: await said(result.problems),
    standingProblems: await said(result.standingProblems),
  };
}

/** True when every awaited side of the step has a current submission. */
export function allIn(awaiting: readonly string[], subs: readonly { side: string }[]): boolean {
  return awaiting.every((side) => subs.some((s) => s.side === side));
}

export async function stepComplete(
  db: Db,
  gameId: string,
  seq: number,
  awaiting: string[],
): Promise<boolean> {
  return allIn(awaiting, await currentSubmissions(db, gameId, seq));
}
