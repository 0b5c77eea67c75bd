// Submit orders for the open step: all or nothing; the last submission wins and earlier ones are
// kept as superseded. Without a lock: one read of the game, its open step and the orders on file
// (open-step.ts), the check, then one write that stores only if the game is still at the version
// read (every write to a game moves it on), else read and check again. A submission that completes
// the step is written with the step's resolution, planned from what it read: one write for both.
// A draw offer of the other side, which playing on declines, makes the write a transaction with
// its notice.
import { readOpenStep, type OpenStepRead } from '../../db/repos/open-step';
import { storeSubmission, type NewSubmission } from '../../db/repos/submissions';
import type { Db } from '../../db/repos/games';
import { allIn, checkText, openStepFor } from './check-orders';
import type { Problem } from '../../games/core/contract';
import type { AppContext } from '../base/context';
import { problemsForSeat } from '../language/problems';
import { ServiceError } from '../base/errors';
import { currentState, moduleOf } from '../base/load';
import { declineByPlayingOn } from '../endings/draw-offer';
import { planComplete, writeResolution, type KnownStep } from './resolve-step';
import { afterSubmitCommitted } from './after-submit';
import { takeSubmission } from './submissions-at-once';
import { takeSideBack, takesSideBack } from './take-side-back';
import { CONTRIBUTION } from '../../games/core/dice';
import type { SubmitInput, SubmitResult } from '../base/types';

/** Submits through the process's gate (submissions-at-once.ts): a few at a time, web and mail alike. */
export async function submitOrders(ctx: AppContext, input: SubmitInput): Promise<SubmitResult> {
  await ctx.room?.();
  return takeSubmission(() => submitNow(ctx, input));
}

const MAX_ATTEMPTS = 10;

async function submitNow(ctx: AppContext, input: SubmitInput): Promise<SubmitResult> {
  if (input.contribution !== undefined && !CONTRIBUTION.test(input.contribution))
    throw new ServiceError('bad-request', 'the contribution to the dice must be up to 128 hex digits');
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const read = await readOpenStep(ctx.db, input.gameId, input.side, ctx.now());
    if (!read) throw new ServiceError('not-found', `no game ${input.gameId}`);
    // Checked from what the submission reads anyway: a form's post waits for no statement of its own.
    const seat = read.sides.find((s) => s.side === input.side)?.seat;
    if (input.seat !== undefined && seat !== undefined && seat !== input.seat)
      throw new ServiceError(
        'seat-taken',
        `side ${input.side} of game ${input.gameId} has another player now`,
      );
    const stored = await checkAndStore(ctx, input, read);
    if (stored === 'moved') continue;
    if (!stored.ok) return stored;
    const me = read.sides.find((s) => s.side === input.side);
    if (takesSideBack(input.channel, me))
      await takeSideBack(ctx, input.gameId, input.side, stored.currentStep);
    // The next step is open: a bot side that owes it plays now, not at the sweeper's next tick.
    if (stored.resolved && read.sides.some((s) => s.botLevel)) ctx.stepOpened?.();
    if (me)
      await afterSubmitCommitted(ctx, { playerId: me.playerId, onVacation: me.vacationEndsAt !== null });
    return {
      ok: true,
      normal: stored.normal,
      standing: stored.standing,
      resolved: stored.resolved,
      currentStep: stored.currentStep,
      contribution: stored.contribution,
    };
  }
  throw new Error(`game ${input.gameId} kept changing while orders were submitted`);
}

/** One attempt from one read: 'moved' when the game changed between the read and the write. */
async function checkAndStore(ctx: AppContext, input: SubmitInput, read: OpenStepRead) {
  const { game } = read;
  const step = openStepFor(game, read.step, input.side, input.step);
  // The bot never replaces orders on file, nor plays a side its player has taken back.
  const me = read.sides.find((s) => s.side === input.side);
  if (input.channel === 'bot' && (!me?.botLevel || read.subs.some((s) => s.side === input.side)))
    throw new ServiceError('stale-step', `the bot no longer plays ${input.side} at this step`);
  // Read outside any transaction: the state of the game's last resolved step is committed and kept.
  const state = await currentState(ctx.db, moduleOf(ctx, game.game_type), game);
  // The plan gets a copy: the check may change the object it is given.
  const planState = structuredClone(state);
  const module = moduleOf(ctx, game.game_type);
  const checked = checkText(module, state, input.side, input.text, input.standing);
  if (!checked.ok) {
    const said = (ps: Problem[]) => problemsForSeat(ctx.db, module, input, ps);
    return {
      ok: false as const,
      problems: await said(checked.problems),
      standingProblems: await said(checked.standingProblems),
    };
  }

  const submission: NewSubmission = {
    gameId: game.id,
    seq: step.seq,
    side: input.side,
    text: input.text,
    normal: checked.normal,
    orders: checked.orders,
    standing: checked.standingNormal,
    channel: input.channel,
    messageId: input.messageId ?? null,
    contribution: input.contribution ?? null,
    receivedAt: ctx.now(),
  };
  const subs = [
    ...read.subs.filter((s) => s.side !== input.side),
    { side: input.side, orders: asStored(checked.orders), contribution: submission.contribution },
  ];
  const complete = allIn(step.awaiting, subs);
  // The sides as the write leaves them: this side's standing orders are the ones just given.
  const sides = read.sides.map((s) =>
    s.side === input.side
      ? {
          ...s,
          standing: checked.standingNormal ?? s.standing,
          consecutiveMisses: 0,
          botLevel: takesSideBack(input.channel, s) ? null : s.botLevel,
        }
      : s,
  );
  const plan = complete
    ? await planOrKeep(ctx, { game, step, subs, state: planState, sides }, submission)
    : null;
  const write = (db: Db) =>
    plan
      ? writeResolution(db, plan, submission)
      : storeSubmission(db, submission, { version: game.version, ordersIn: false });
  const written = read.offerToDecline
    ? await ctx.db.transaction().execute(async (trx) => {
        const done = await write(trx);
        if (done) await declineByPlayingOn(ctx, trx, game, input.side);
        return done;
      })
    : await write(ctx.db);
  if (!written) return 'moved' as const;
  return {
    ok: true as const,
    normal: checked.normal,
    standing: checked.standingNormal,
    resolved: plan !== null,
    // Where the game is now: the next step (or the last, when it ended), or still this one.
    currentStep: plan ? (plan.next?.seq ?? plan.seq) : step.seq,
    contribution: submission.contribution,
  };
}

/**
 * The resolution of the step this submission completes. If the engine fails, the orders are kept
 * anyway, marked all in (the sweeper plans the step again, games.orders_in), before the error goes
 * to the caller: a fault in the rules loses no player's orders.
 */
async function planOrKeep(ctx: AppContext, known: KnownStep, submission: NewSubmission) {
  try {
    return await planComplete(ctx, ctx.db, known);
  } catch (err) {
    await storeSubmission(ctx.db, submission, { version: known.game.version, ordersIn: true });
    throw err;
  }
}

/** The orders as the database gives them back (JSON): a replay resolves from those. */
const asStored = (orders: unknown[]): unknown[] => JSON.parse(JSON.stringify(orders)) as unknown[];
