// Reminders: rows with a due time, made when a step opens (default 24 h and 2 h before the deadline,
// per awaited side) and remade when the deadline moves. The sweeper claims due rows with FOR UPDATE
// SKIP LOCKED, so any number of instances share the work; a reminder goes only to a side that still
// owes orders and has not chosen the daily digest instead.
import { findGame, gameSides, gameSidesAt, type Db } from '../../db/repos/games';
import {
  claimDueReminder,
  dropPendingReminders,
  insertReminderRows,
  markReminderDone,
  timeControlsOfGame,
} from '../../db/repos/time';
import { sweepClaimed } from '../base/sweep-claimed';
import { isNoticeReminder, noticeReminderRows, remindOnChannels } from '../notify/reminders';
import { enqueueMails } from '../../db/repos/outbox';
import { getStep } from '../../db/repos/steps';
import { currentSubmissions } from '../../db/repos/submissions';
import { durationIn } from '../../i18n/dates';
import { translator } from '../../i18n/index';
import type { AppContext } from '../base/context';
import { currentState, gameFacts, moduleOf } from '../base/load';
import { promptMail } from '../notices/mails';
import { timeControlsOf } from '../base/time-controls';
import { openStepOf } from '../base/facts';

const kindOf = (seconds: number) => `before-${seconds}s`;

/** (Re)makes the pending reminders of a step from its deadline; sent ones stay sent. */
export async function scheduleReminders(db: Db, gameId: string, seq: number, now: Date): Promise<void> {
  await dropPendingReminders(db, gameId, seq);
  const game = await timeControlsOfGame(db, gameId);
  const step = await getStep(db, gameId, seq);
  if (!game || !step?.deadline || step.resolved_at) return;
  const at = { gameId, seq, awaiting: step.awaiting, deadline: step.deadline };
  await insertReminders(db, [
    ...reminderRows(game, at, now),
    ...noticeReminderRows(at, await gameSidesAt(db, gameId, now), now),
  ]);
}

/** The reminder rows of a step opening now: one per awaited side and offset still in the future. */
export function reminderRows(
  game: { time_controls: object },
  step: { gameId: string; seq: number; awaiting: string[]; deadline: Date },
  now: Date,
) {
  return step.awaiting.flatMap((side) =>
    timeControlsOf(game)
      .reminders.map((before) => ({ before, due: new Date(step.deadline.getTime() - before * 1000) }))
      .filter((r) => r.due > now)
      .map((r) => ({
        game_id: step.gameId,
        step_seq: step.seq,
        side,
        kind: kindOf(r.before),
        due_at: r.due,
      })),
  );
}

export async function insertReminders(db: Db, rows: ReturnType<typeof reminderRows>): Promise<void> {
  await insertReminderRows(db, rows);
}

/** Sends due reminders, one claimed row at a time; returns how many mails were queued. */
export async function sweepReminders(ctx: AppContext, limit = 50): Promise<number> {
  return sweepClaimed(ctx, 'reminder', limit, claimDueReminder, async (trx, row, now) => {
    const queued = await remind(ctx, trx, row);
    await markReminderDone(trx, row.id, now);
    return queued ? 1 : 0;
  });
}

interface ReminderRow {
  game_id: string;
  step_seq: number;
  side: string;
  kind: string;
}

/** Queues the reminder if the side still owes orders for that open step; false when it does not. */
async function remind(ctx: AppContext, db: Db, r: ReminderRow): Promise<boolean> {
  const game = await findGame(db, r.game_id);
  const step = await getStep(db, r.game_id, r.step_seq);
  if (!game || game.status !== 'active' || !step || step.resolved_at || !step.deadline) return false;
  if (game.current_step !== step.seq || !step.awaiting.includes(r.side)) return false;
  if ((await currentSubmissions(db, game.id, step.seq)).some((s) => s.side === r.side)) return false;
  if (isNoticeReminder(r.kind)) return remindOnChannels(ctx, db, game, step, r.side, r.kind);
  const player = (await gameSides(db, game.id)).find((p) => p.side === r.side);
  if (!player || player.digest) return false;
  const left = (step.deadline.getTime() - ctx.now().getTime()) / 1000;
  const open = openStepOf(step);
  const facts = await gameFacts(ctx, db, game);
  const lang = facts.langs?.[r.side] ?? 'en';
  const mail = promptMail(
    ctx,
    facts,
    r.side,
    await currentState(db, moduleOf(ctx, game.game_type), game),
    open,
    `s${step.seq}-reminder-${r.kind}-r${step.deadline_revision}`,
    [translator(lang)('mail.notices.reminder', { left: durationIn(lang, left) })],
  );
  if (!mail) return false;
  await enqueueMails(db, game.id, 'reminder', [mail], ctx.now());
  return true;
}
