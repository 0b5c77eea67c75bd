// The clock of a step. A step's deadline is its turn time from when it opens, counted from the end
// of an awaited player's vacation when one is running, and stopping over weekends in that player's
// time zone when the game says so; a step awaiting several sides takes the latest. Every move of a
// deadline afterwards (an extension, a vacation, a pause) bumps its revision, so the calendar event
// in the mails is updated rather than duplicated, and the reminders follow it.
import { setStepDeadline } from '../../db/repos/time';
import type { Transaction } from 'kysely';
import { bumpVersion, gameSidesAt, lockGame, type Db, type SideAtRow } from '../../db/repos/games';
import { getStep } from '../../db/repos/steps';
import type { Database, GameRow } from '../../db/schema';
import { addClockTime } from '../base/clock';
import type { AppContext } from '../base/context';
import { scheduleReminders } from './reminders';
import { timeControlsOf } from '../base/time-controls';

type Clocked = Pick<GameRow, 'id' | 'turn_time_seconds'> & { time_controls: object };

export async function stepDeadline(db: Db, game: Clocked, awaiting: string[], openedAt: Date): Promise<Date> {
  return deadlineFor(game, await gameSidesAt(db, game.id, openedAt), awaiting, openedAt);
}

/** The deadline of a step opening at `openedAt`, from the sides as read at that moment. */
export function deadlineFor(game: Clocked, sides: SideAtRow[], awaiting: string[], openedAt: Date): Date {
  const { weekendsOff } = timeControlsOf(game);
  let latest = openedAt.getTime() + game.turn_time_seconds * 1000;
  for (const side of awaiting) {
    const player = sides.find((p) => p.side === side);
    if (!player) continue;
    const start = player.vacationEndsAt ?? openedAt;
    const due = addClockTime(start, game.turn_time_seconds, { weekendsOff, timeZone: player.timeZone });
    latest = Math.max(latest, due.getTime());
  }
  return new Date(latest);
}

/** Sets the open step's deadline (the caller holds the game row); reminders are rescheduled. */
export async function moveDeadline(
  trx: Transaction<Database>,
  gameId: string,
  seq: number,
  deadline: Date,
  now: Date,
): Promise<void> {
  await setStepDeadline(trx, gameId, seq, deadline);
  await scheduleReminders(trx, gameId, seq, now);
  await bumpVersion(trx, gameId);
}

/**
 * Moves the open step's deadline of one game by `ms` (negative: earlier, never before `now`), in its
 * own transaction. Returns the new deadline, or null when the game has no open step with a deadline.
 */
export async function shiftDeadline(ctx: AppContext, gameId: string, ms: number): Promise<Date | null> {
  return ctx.db.transaction().execute(async (trx) => {
    const game = await lockGame(trx, gameId);
    if (!game || game.status === 'finished') return null;
    const step = await getStep(trx, gameId, game.current_step);
    if (!step || step.resolved_at || !step.deadline) return null;
    const now = ctx.now();
    const deadline = new Date(Math.max(step.deadline.getTime() + ms, now.getTime()));
    await moveDeadline(trx, gameId, step.seq, deadline, now);
    return deadline;
  });
}
