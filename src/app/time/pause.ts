// Pausing a game by agreement: one side proposes `pause`, another confirms with `pause`. While the
// game is paused no deadline passes and no reminder goes out. `resume` works the same way; when the
// game resumes, the open step's deadline moves on by the time the game was paused.
import type { Transaction } from 'kysely';
import type { Database, GameRow } from '../../db/schema';
import { getStep } from '../../db/repos/steps';
import { proposeOrAgree, closeProposals } from '../endings/agreement';
import type { AppContext } from '../base/context';
import { moveDeadline } from './deadlines';
import { lockLiveGame } from '../base/load';
import { tellSides } from '../notices/notices';
import { sayTo, type Said } from '../notices/words';

/** Stops a game's clock: no deadline passes and no reminder goes out until startClock. */
export async function stopClock(trx: Transaction<Database>, game: GameRow, now: Date): Promise<void> {
  await trx
    .updateTable('games')
    .set({ status: 'paused', paused_at: now, version: game.version + 1 })
    .where('id', '=', game.id)
    .execute();
  await trx.deleteFrom('reminders').where('game_id', '=', game.id).where('done_at', 'is', null).execute();
  await closeProposals(trx, game.id, 'resume', now);
}

/** Starts a paused game's clock again; the open step's deadline moves on by the time it was paused.
 * Returns the sentence that says so ('' when the step has no deadline). */
export async function startClock(trx: Transaction<Database>, game: GameRow, now: Date): Promise<Said> {
  await trx
    .updateTable('games')
    .set({ status: 'active', paused_at: null })
    .where('id', '=', game.id)
    .execute();
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

export async function pauseGame(ctx: AppContext, t: Target): Promise<Said> {
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockLiveGame(trx, t.gameId);
    if (game.status === 'paused') return (w) => w.t('clock.pause.already');
    const now = ctx.now();
    const outcome = await proposeOrAgree(trx, game.id, t.side, 'pause', now);
    if (outcome === 'already') return (w) => w.t('clock.pause.alreadyProposed');
    if (outcome === 'proposed') {
      const title: Said = (w) => w.t('clock.pause.proposedTitle');
      await tellSides(ctx, trx, game, `pause-proposed-${now.getTime()}`, title, (side) =>
        side === t.side ? null : (w) => w.t('clock.pause.proposedTheirs', { who: w.side(t.side) }),
      );
      return (w) => w.t('clock.pause.proposedMine');
    }
    await stopClock(trx, game, now);
    const text: Said = (w) => w.t('clock.pause.paused');
    await tellSides(
      ctx,
      trx,
      game,
      `paused-${now.getTime()}`,
      (w) => w.t('clock.pause.pausedTitle'),
      (side) => (side === t.side ? null : text),
    );
    return text;
  });
}

export async function resumeGame(ctx: AppContext, t: Target): Promise<Said> {
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockLiveGame(trx, t.gameId);
    if (game.status !== 'paused') return (w) => w.t('clock.resume.notPaused');
    const now = ctx.now();
    const outcome = await proposeOrAgree(trx, game.id, t.side, 'resume', now);
    if (outcome === 'already') return (w) => w.t('clock.resume.alreadyProposed');
    if (outcome === 'proposed') {
      const title: Said = (w) => w.t('clock.resume.proposedTitle');
      await tellSides(ctx, trx, game, `resume-proposed-${now.getTime()}`, title, (side) =>
        side === t.side ? null : (w) => w.t('clock.resume.proposedTheirs', { who: w.side(t.side) }),
      );
      return (w) => w.t('clock.resume.proposedMine');
    }
    const due = await startClock(trx, game, now);
    const text: Said = (w) => `${w.t('clock.resume.resumed')}${due ? sayTo(w, due) : ''}`;
    await tellSides(
      ctx,
      trx,
      game,
      `resumed-${now.getTime()}`,
      (w) => w.t('clock.resume.resumedTitle'),
      (side) => (side === t.side ? null : text),
    );
    return text;
  });
}
