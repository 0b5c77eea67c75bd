// The organiser's actions on one game. Each runs in one transaction with the game row locked, is
// logged with its reason, and is told to the players where it affects them.
import { logOrganiserAction } from '../../db/repos/desk';
import { getStep } from '../../db/repos/steps';
import { lockGame, setReplayPublic, setTurnTime } from '../../db/repos/games';
import { publicReplayUrl } from '../base/links';
import { enqueueMails } from '../../db/repos/outbox';
import type { Result } from '../../games/core/contract';
import { sideName } from '../../mail/compose/format';
import type { AppContext } from '../base/context';
import { durationIn } from '../../i18n/dates';
import { ServiceError } from '../base/errors';
import { currentState, gameFacts, lockLiveGame, moduleOf, requireGame } from '../base/load';
import { endGame } from '../endings/end-game';
import { promptMail } from '../notices/mails';
import { tellSides } from '../notices/notices';
import { sayTo } from '../notices/words';
import { moveDeadline } from '../time/deadlines';
import { startClock, stopClock } from '../time/pause';
import { checkTurnTime } from '../base/time-controls';
import { openStepOf } from '../base/facts';

export function reasonOf(reason: string): string {
  const r = reason.trim();
  if (r === '') throw new ServiceError('bad-request', 'give a reason: it is logged and told to the players');
  if (r.length > 500) throw new ServiceError('bad-request', 'the reason is longer than 500 characters');
  return r;
}

/** Gives the open step more time (the deadline moves on by `seconds`); both sides are told. */
export async function extendDeadline(
  ctx: AppContext,
  input: { gameId: string; seconds: number; reason: string },
): Promise<{ deadline: string }> {
  const reason = reasonOf(input.reason);
  if (!Number.isInteger(input.seconds) || input.seconds <= 0 || input.seconds > 60 * 86400)
    throw new ServiceError('bad-request', 'extend by a time between 1 second and 60 days');
  const id = (await requireGame(ctx.db, input.gameId)).id;
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockLiveGame(trx, id);
    const step = await getStep(trx, id, game.current_step);
    if (!step || step.resolved_at || !step.deadline)
      throw new ServiceError('stale-step', 'the game has no open step with a deadline');
    const now = ctx.now();
    const deadline = new Date(Math.max(step.deadline.getTime(), now.getTime()) + input.seconds * 1000);
    await moveDeadline(trx, id, step.seq, deadline, now);
    await tellSides(
      ctx,
      trx,
      game,
      `s${step.seq}-desk-extend-${now.getTime()}`,
      (w) => w.t('clock.organiser.extendedTitle'),
      () => (w) => w.t('clock.organiser.extended', { duration: durationIn(w.t.lang, input.seconds), reason }),
    );
    await logOrganiserAction(trx, {
      gameId: id,
      action: 'extend',
      reason,
      detail: { seconds: input.seconds, deadline },
      at: now,
    });
    return { deadline: deadline.toISOString() };
  });
}

/** Sends a side's current prompt again (the same links, a new mail), e.g. for a lost mail. */
export async function resendPrompt(
  ctx: AppContext,
  input: { gameId: string; side: string; reason: string },
): Promise<{ queued: boolean }> {
  const reason = reasonOf(input.reason);
  const id = (await requireGame(ctx.db, input.gameId)).id;
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockLiveGame(trx, id);
    const step = await getStep(trx, id, game.current_step);
    if (!step || step.resolved_at || !step.awaiting.includes(input.side))
      throw new ServiceError('not-awaited', `${sideName(input.side)} has no orders to give now`);
    const now = ctx.now();
    const open = openStepOf(step);
    const mail = promptMail(
      ctx,
      await gameFacts(ctx, trx, game),
      input.side,
      await currentState(trx, moduleOf(ctx, game.game_type), game),
      open,
      `s${step.seq}-desk-resend-${now.getTime()}`,
      [`The organiser sent this mail again: ${reason}`],
    );
    if (!mail) throw new ServiceError('not-awaited', `${sideName(input.side)} has no orders to give now`);
    await enqueueMails(trx, id, 'prompt', [mail], now);
    await logOrganiserAction(trx, {
      gameId: id,
      action: 'resend',
      reason,
      detail: { side: input.side },
      at: now,
    });
    return { queued: true };
  });
}

/**
 * Ends a game by the organiser: adjudicated (a winner named, or a draw) or abandoned (no result).
 * Both sides get the final mail, which says who decided it and why.
 */
export async function endByOrganiser(
  ctx: AppContext,
  input: { gameId: string; outcome: string; reason: string },
): Promise<Result> {
  const reason = reasonOf(input.reason);
  const id = (await requireGame(ctx.db, input.gameId)).id;
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockLiveGame(trx, id);
    const sides = (await gameFacts(ctx, trx, game)).module.sides;
    const outcome = input.outcome;
    if (outcome !== 'draw' && outcome !== 'abandoned' && !sides.includes(outcome))
      throw new ServiceError('bad-request', `the outcome is a side (${sides.join(', ')}), draw or abandoned`);
    const losers = sides.filter((s) => s !== outcome && outcome !== 'draw' && outcome !== 'abandoned');
    const ending =
      outcome === 'abandoned'
        ? { kind: 'abandoned' as const, sides: [], reason }
        : {
            kind: 'adjudicated' as const,
            sides: losers,
            winner: outcome === 'draw' ? null : outcome,
            reason,
          };
    const result = await endGame(ctx, trx, game, ending);
    await logOrganiserAction(trx, { gameId: id, action: 'end', reason, detail: { outcome }, at: ctx.now() });
    return result;
  });
}

/** Stops the game's clock at once (no agreement needed): both sides are told why. */
export async function pauseByOrganiser(
  ctx: AppContext,
  input: { gameId: string; reason: string },
): Promise<{ status: 'paused' }> {
  const reason = reasonOf(input.reason);
  const id = (await requireGame(ctx.db, input.gameId)).id;
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockLiveGame(trx, id);
    if (game.status === 'paused') throw new ServiceError('bad-request', 'the game is paused already');
    const now = ctx.now();
    await stopClock(trx, game, now);
    await tellSides(
      ctx,
      trx,
      game,
      `desk-pause-${now.getTime()}`,
      (w) => w.t('clock.pause.pausedTitle'),
      () => (w) => w.t('clock.organiser.paused', { reason }),
    );
    await logOrganiserAction(trx, { gameId: id, action: 'pause', reason, detail: null, at: now });
    return { status: 'paused' as const };
  });
}

/** Starts a paused game's clock again; the open step's deadline moves on by the pause. */
export async function resumeByOrganiser(
  ctx: AppContext,
  input: { gameId: string; reason: string },
): Promise<{ status: 'active' }> {
  const reason = reasonOf(input.reason);
  const id = (await requireGame(ctx.db, input.gameId)).id;
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockLiveGame(trx, id);
    if (game.status !== 'paused') throw new ServiceError('bad-request', 'the game is not paused');
    const now = ctx.now();
    const due = await startClock(trx, game, now);
    await tellSides(
      ctx,
      trx,
      game,
      `desk-resume-${now.getTime()}`,
      (w) => w.t('clock.resume.resumedTitle'),
      () => (w) => `${w.t('clock.organiser.resumed', { reason })}${due ? sayTo(w, due) : ''}`,
    );
    await logOrganiserAction(trx, { gameId: id, action: 'resume', reason, detail: null, at: now });
    return { status: 'active' as const };
  });
}

/** A new turn time for the game's steps from the next one on (the open step keeps its deadline). */
export async function changeTurnTime(
  ctx: AppContext,
  input: { gameId: string; seconds: number; reason: string },
): Promise<{ turnTimeSeconds: number }> {
  const reason = reasonOf(input.reason);
  const seconds = checkTurnTime(input.seconds, ctx.config.minTurnTimeSeconds ?? 3600);
  const id = (await requireGame(ctx.db, input.gameId)).id;
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockLiveGame(trx, id);
    const now = ctx.now();
    await setTurnTime(trx, id, seconds);
    await tellSides(
      ctx,
      trx,
      game,
      `desk-turn-time-${now.getTime()}`,
      (w) => w.t('clock.organiser.turnTimeTitle'),
      () => (w) => w.t('clock.organiser.turnTime', { duration: durationIn(w.t.lang, seconds), reason }),
    );
    await logOrganiserAction(trx, {
      gameId: id,
      action: 'turn-time',
      reason,
      detail: { from: game.turn_time_seconds, to: seconds },
      at: now,
    });
    return { turnTimeSeconds: seconds };
  });
}

/**
 * Makes a finished game's replay public (anyone with its public link may step through it, every
 * side's orders and every die: the game is over, nothing is hidden any more) or private again.
 */
export async function shareReplay(
  ctx: AppContext,
  input: { gameId: string; public: boolean; reason: string },
): Promise<{ public: boolean; url: string | null }> {
  const reason = reasonOf(input.reason);
  const id = (await requireGame(ctx.db, input.gameId)).id;
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockGame(trx, id);
    if (!game) throw new ServiceError('not-found', `no game ${id}`);
    if (game.status !== 'finished')
      throw new ServiceError('bad-request', 'only a finished game’s replay can be made public');
    if (game.replay_public === input.public)
      throw new ServiceError('bad-request', `the replay is ${input.public ? 'public' : 'private'} already`);
    await setReplayPublic(trx, id, input.public);
    const url = input.public ? publicReplayUrl(ctx.config, id) : null;
    await logOrganiserAction(trx, {
      gameId: id,
      action: input.public ? 'replay-public' : 'replay-private',
      reason,
      detail: url ? { url } : null,
      at: ctx.now(),
    });
    return { public: input.public, url };
  });
}
