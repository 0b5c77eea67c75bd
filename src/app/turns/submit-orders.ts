// Submit orders for the open step: all or nothing; the last submission wins and earlier ones are
// kept as superseded. Without a lock: one read of the game and its open step (open-step.ts), the
// check, then one write that stores only if the game is still at the version read (every write to a
// game moves it on; storeSubmission), else read and check again. A draw offer of the other side,
// which playing on declines, makes the write a transaction with its notice. When this completes the
// step, the step is resolved at once (its own statement), planned from what the submission read.
import { readOpenStep } from '../../db/repos/open-step';
import { storeSubmission, type NewSubmission } from '../../db/repos/submissions';
import type { Db } from '../../db/repos/games';
import type { GameRow } from '../../db/schema';
import { allIn, checkText, openStepFor } from './check-orders';
import type { Problem } from '../../games/core/contract';
import type { AppContext } from '../base/context';
import { problemsForSeat } from '../language/problems';
import { ServiceError } from '../base/errors';
import { currentState, moduleOf } from '../base/load';
import { declineByPlayingOn } from '../endings/draw-offer';
import { resolveOpenStep, type KnownStep } from './resolve-step';
import { afterSubmitCommitted } from './after-submit';
import { takeSubmission } from './submissions-at-once';
import type { SubmitInput, SubmitResult } from '../base/types';

/** Submits through the process's gate (submissions-at-once.ts): a few at a time, web and mail alike. */
export function submitOrders(ctx: AppContext, input: SubmitInput): Promise<SubmitResult> {
  return takeSubmission(() => submitNow(ctx, input));
}

const MAX_ATTEMPTS = 10;

async function submitNow(ctx: AppContext, input: SubmitInput): Promise<SubmitResult> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const stored = await checkAndStore(ctx, input);
    if (stored === 'moved') continue;
    if (!stored.ok) return stored;
    await afterSubmitCommitted(ctx, stored.submitter);
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
  throw new Error(`game ${input.gameId} kept changing while orders were submitted`);
}

/** One attempt: 'moved' when the game changed between the read and the write (nothing written). */
async function checkAndStore(ctx: AppContext, input: SubmitInput) {
  const read = await readOpenStep(ctx.db, input.gameId, input.side, ctx.now());
  if (!read) throw new ServiceError('not-found', `no game ${input.gameId}`);
  const { game } = read;
  const step = openStepFor(game, read.step, input.side, input.step);
  // The game row read was committed, and with it the state of its last resolved step (kept-states.ts).
  const state = await currentState(ctx.db, game, { committed: true });
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
    receivedAt: ctx.now(),
  };
  const complete = allIn(
    step.awaiting,
    [...read.sidesIn, input.side].map((side) => ({ side })),
  );
  const store = (db: Db) => storeSubmission(db, submission, { version: game.version, ordersIn: complete });
  const saved = read.offerToDecline
    ? await ctx.db.transaction().execute(async (trx) => {
        const s = await store(trx);
        if (s) await declineByPlayingOn(ctx, trx, game, input.side);
        return s;
      })
    : await store(ctx.db);
  if (!saved) return 'moved' as const;
  // The game as the store left it: a later change fails the plan's version check.
  const moved: GameRow = { ...game, version: game.version + 1 };
  const known: KnownStep = { game: moved, step, subs: saved.subs, state: planState, sides: read.sides };
  return {
    ok: true as const,
    normal: checked.normal,
    standing: checked.standingNormal,
    complete,
    known,
    submitter: saved.submitter,
  };
}
