// Pausing a game by agreement: one side proposes `pause`, another confirms with `pause`. While the
// game is paused no deadline passes and no reminder goes out. `resume` works the same way; when the
// game resumes, the open step's deadline moves on by the time the game was paused.
import { dropPendingReminders, pauseGame as markGamePaused, unpauseGame } from '../../db/repos/time';
import type { Transaction } from 'kysely';
import type { Database, GameRow } from '../../db/schema';
import { getStep } from '../../db/repos/steps';
import { proposeOrAgree } from '../endings/agreement';
import { closeProposals } from '../../db/repos/pending-actions';
import type { AppContext } from '../base/context';
import { moveDeadline } from './deadlines';
import { lockLiveGame } from '../base/load';
import { tellSides } from '../notices/notices';
import { sayTo, type Said } from '../notices/words';

/** Stops a game's clock: no deadline passes and no reminder goes out until startClock. */
export async function stopClock(trx: Transaction<Database>, game: GameRow, now: Date): Promise<void> {
  await markGamePaused(trx, game.id, now);
  await dropPendingReminders(trx, game.id);
  await closeProposals(trx, game.id, 'resume', now);
}

/** Starts a paused game's clock again; the open step's deadline moves on by the time it was paused.
 * Returns the sentence that says so ('' when the step has no deadline). */
export async function startClock(trx: Transaction<Database>, game: GameRow, now: Date): Promise<Said> {
  await unpauseGame(trx, game.id);
  const step = await getStep(trx, game.id, game.current_step);
  if (!step || step.resolved_at || !step.deadline) return '';
  const paused = now.getTime() - (game.paused_at ?? now).getTime();
  const deadline = new Date(step.deadline.getTime() + paused);
  await moveDeadline(trx, game.id, step.seq, deadline, now);
  const title = step.title;
  return (w) => w.t('clock.resume.movedOn', { step: w.sentence(title), when: w.when(deadline) });
}

interface Target {
  gameId: string;
  side: string;
}

/**
 * `kind` asked by `t.side`: the answer when it is only proposed now (the other sides are told) or
 * was already; null when this agrees to the other side's proposal, so it takes effect.
 */
async function propose(
  ctx: AppContext,
  trx: Transaction<Database>,
  game: GameRow,
  t: Target,
  kind: 'pause' | 'resume',
  now: Date,
): Promise<Said | null> {
  const outcome = await proposeOrAgree(trx, game.id, t.side, kind, now);
  if (outcome === 'already') return (w) => w.t(`clock.${kind}.alreadyProposed`);
  if (outcome !== 'proposed') return null;
  const title: Said = (w) => w.t(`clock.${kind}.proposedTitle`);
  await tellSides(ctx, trx, game, `${kind}-proposed-${now.getTime()}`, title, (side) =>
    side === t.side ? null : (w) => w.t(`clock.${kind}.proposedTheirs`, { who: w.side(t.side) }),
  );
  return (w) => w.t(`clock.${kind}.proposedMine`);
}

/** What took effect, told to the other sides (`key` names the notice) and answered to `t.side`. */
async function tellDone(
  ctx: AppContext,
  trx: Transaction<Database>,
  game: GameRow,
  t: Target,
  key: string,
  title: Said,
  text: Said,
): Promise<Said> {
  await tellSides(ctx, trx, game, key, title, (side) => (side === t.side ? null : text));
  return text;
}

export async function pauseGame(ctx: AppContext, t: Target): Promise<Said> {
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockLiveGame(trx, t.gameId);
    if (game.status === 'paused') return (w) => w.t('clock.pause.already');
    const now = ctx.now();
    const asked = await propose(ctx, trx, game, t, 'pause', now);
    if (asked) return asked;
    await stopClock(trx, game, now);
    return tellDone(
      ctx,
      trx,
      game,
      t,
      `paused-${now.getTime()}`,
      (w) => w.t('clock.pause.pausedTitle'),
      (w) => w.t('clock.pause.paused'),
    );
  });
}

export async function resumeGame(ctx: AppContext, t: Target): Promise<Said> {
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockLiveGame(trx, t.gameId);
    if (game.status !== 'paused') return (w) => w.t('clock.resume.notPaused');
    const now = ctx.now();
    const asked = await propose(ctx, trx, game, t, 'resume', now);
    if (asked) return asked;
    const due = await startClock(trx, game, now);
    return tellDone(
      ctx,
      trx,
      game,
      t,
      `resumed-${now.getTime()}`,
      (w) => w.t('clock.resume.resumedTitle'),
      (w) => `${w.t('clock.resume.resumed')}${due ? sayTo(w, due) : ''}`,
    );
  });
}
