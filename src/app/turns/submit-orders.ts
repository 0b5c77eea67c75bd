// Submit orders for the open step: all or nothing. The game row is locked so a resolution cannot
// slip in between the check and the store; the last submission wins and earlier ones are kept as
// superseded. When this completes the step, the step is resolved at once (its own transaction),
// planned from the game, step and orders the submission has just read.
import { bumpVersion, lockGame, setStandingText } from '../../db/repos/games';
import { replaceSubmission } from '../../db/repos/submissions';
import { allIn, checkText, requireOpenStep } from './check-orders';
import type { Problem } from '../../games/core/contract';
import type { AppContext } from '../base/context';
import { problemsForSeat } from '../language/problems';
import { ServiceError } from '../base/errors';
import { currentState, moduleOf } from '../base/load';
import { resolveOpenStep, type KnownStep } from './resolve-step';
import { afterSubmitCommitted, afterSubmitInTransaction } from './after-submit';
import { takeSubmission } from './submissions-at-once';
import type { SubmitInput, SubmitResult } from '../base/types';

/** Submits through the process's gate (submissions-at-once.ts): a few at a time, web and mail alike. */
export function submitOrders(ctx: AppContext, input: SubmitInput): Promise<SubmitResult> {
  return takeSubmission(() => submitNow(ctx, input));
}

async function submitNow(ctx: AppContext, input: SubmitInput): Promise<SubmitResult> {
  const stored = await ctx.db.transaction().execute(async (trx) => {
    const game = await lockGame(trx, input.gameId);
    if (!game) throw new ServiceError('not-found', `no game ${input.gameId}`);
    const step = await requireOpenStep(trx, game, input.side, input.step);
    // The game is locked, so its current state was committed before this transaction (kept-states.ts).
    const state = await currentState(trx, game, { committed: true });
    // The plan gets a copy: the check may change the object it is given.
    const planState = structuredClone(state);
    const module = moduleOf(ctx, game.game_type);
    const checked = checkText(module, state, input.side, input.text, input.standing);
    if (!checked.ok) {
      const said = (ps: Problem[]) => problemsForSeat(trx, module, input, ps);
      return {
        ok: false as const,
        problems: await said(checked.problems),
        standingProblems: await said(checked.standingProblems),
      };
    }

    const subs = await replaceSubmission(trx, {
      gameId: game.id,
      seq: step.seq,
      side: input.side,
      text: input.text,
      normal: checked.normal,
      orders: checked.orders,
      standing: checked.standingNormal,
      channel: input.channel,
      messageId: input.messageId ?? null,
      receivedAt: ctx.now(),
    });
    if (checked.standingNormal !== null)
      await setStandingText(trx, game.id, input.side, checked.standingNormal);
    const player = await afterSubmitInTransaction(ctx, trx, game, input.side);
    const complete = allIn(step.awaiting, subs);
    await bumpVersion(trx, game.id, complete);
    // The game as this transaction leaves it (bumpVersion): a later change fails the plan's version check.
    const known: KnownStep = { game: { ...game, version: game.version + 1 }, step, subs, state: planState };
    return {
      ok: true as const,
      normal: checked.normal,
      standing: checked.standingNormal,
      complete,
      known,
      player,
    };
  });
  if (!stored.ok) return stored;
  await afterSubmitCommitted(ctx, stored.player);

  const done = stored.complete
    ? await resolveOpenStep(ctx, input.gameId, { known: stored.known })
    : { resolved: false as const };
  // Resolved by this call, or by another instance's sweeper in between: either way the turn is played.
  const after = done.resolved
    ? { current_step: done.currentStep, status: null }
    : await ctx.db
        .selectFrom('games')
        .select(['current_step', 'status'])
        .where('id', '=', input.gameId)
        .executeTakeFirstOrThrow();
  const resolved =
    stored.complete && (done.resolved || after.current_step !== input.step || after.status === 'finished');
  return {
    ok: true,
    normal: stored.normal,
    standing: stored.standing,
    resolved,
    currentStep: after.current_step,
  };
}
