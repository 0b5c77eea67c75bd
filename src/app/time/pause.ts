// Pausing a game by agreement: one side proposes `pause`, another confirms with `pause`. While the
// game is paused no deadline passes and no reminder goes out. `resume` works the same way; when the
// game resumes, the open step's deadline moves on by the time the game was paused.
import type { Transaction } from 'kysely';
import type { Database, GameRow } from '../../db/schema';
import { getStep } from '../../db/repos/steps';
import { sideName } from '../../mail/compose/format';
import { formatDeadline } from '../../mail/compose/time-words';
import { proposeOrAgree, closeProposals } from '../endings/agreement';
import type { AppContext } from '../base/context';
import { moveDeadline } from './deadlines';
import { lockLiveGame } from '../base/load';
import { tellSides } from '../notices/notices';

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
export async function startClock(trx: Transaction<Database>, game: GameRow, now: Date): Promise<string> {
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
  return ` The deadline of ${step.title} moved on by the time the game was paused: it is now ${formatDeadline(deadline.toISOString())}.`;
}

interface Target {
  gameId: string;
  side: string;
}

export async function pauseGame(ctx: AppContext, t: Target): Promise<string> {
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockLiveGame(trx, t.gameId);
    if (game.status === 'paused') return 'The game is already paused. Reply "resume" to propose going on.';
    const now = ctx.now();
    const outcome = await proposeOrAgree(trx, game.id, t.side, 'pause', now);
    if (outcome === 'already') return 'You have proposed a pause already; your opponent has not agreed yet.';
    if (outcome === 'proposed') {
      await tellSides(ctx, trx, game, `pause-proposed-${now.getTime()}`, 'A pause is proposed', (side) =>
        side === t.side
          ? null
          : `${sideName(t.side)} proposes to pause the game. Reply "pause" to agree: the clock then stops for both sides until you both agree to resume. Until then the clock runs.`,
      );
      return 'Your proposal to pause the game is sent. The game pauses when your opponent agrees; until then the clock runs.';
    }
    await stopClock(trx, game, now);
    const text =
      'The game is paused by agreement of both sides: the clock is stopped. Reply "resume" to propose going on; the game resumes when the other side agrees.';
    await tellSides(ctx, trx, game, `paused-${now.getTime()}`, 'The game is paused', (side) =>
      side === t.side ? null : text,
    );
    return text;
  });
}

export async function resumeGame(ctx: AppContext, t: Target): Promise<string> {
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockLiveGame(trx, t.gameId);
    if (game.status !== 'paused') return 'The game is not paused; nothing to resume.';
    const now = ctx.now();
    const outcome = await proposeOrAgree(trx, game.id, t.side, 'resume', now);
    if (outcome === 'already')
      return 'You have proposed to resume already; your opponent has not agreed yet.';
    if (outcome === 'proposed') {
      await tellSides(ctx, trx, game, `resume-proposed-${now.getTime()}`, 'Going on is proposed', (side) =>
        side === t.side ? null : `${sideName(t.side)} proposes to resume the game. Reply "resume" to agree.`,
      );
      return 'Your proposal to resume is sent. The game goes on when your opponent agrees.';
    }
    const due = await startClock(trx, game, now);
    const text = `The game goes on by agreement of both sides.${due}`;
    await tellSides(ctx, trx, game, `resumed-${now.getTime()}`, 'The game goes on', (side) =>
      side === t.side ? null : text,
    );
    return text;
  });
}
