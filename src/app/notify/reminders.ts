// Reminders on a player's own channels (issue #44): each channel names the moments before a deadline
// at which it is reminded (24 h, 6 h and 1 h unless the player chose others). They are rows of the
// reminders table beside the game's mail reminders (kind `notice-<seconds>s`), made and remade with
// them, so the sweeper claims them the same way; at its time a reminder goes only to a side that
// still owes orders and whose player is not on vacation.
import { gameSidesAt, type Db } from '../../db/repos/games';
import { enqueueNotices } from '../../db/repos/outbox';
import { noticeRow } from '../../db/notice';
import type { GameRow, StepRow } from '../../db/schema';
import type { AppContext } from '../base/context';
import { openStepOf } from '../base/facts';
import { gameFacts } from '../base/load';
import { noticeOf, type SideWithChannels } from './which-notices';

const PREFIX = 'notice-';

export const isNoticeReminder = (kind: string) => kind.startsWith(PREFIX);

/** The reminder rows of a step's channel reminders: per awaited side, each moment still ahead. */
export function noticeReminderRows(
  step: { gameId: string; seq: number; awaiting: readonly string[]; deadline: Date },
  sides: readonly SideWithChannels[],
  now: Date,
) {
  return sides
    .filter((s) => step.awaiting.includes(s.side))
    .flatMap((s) => {
      const moments = new Set(
        s.channels.filter((c) => c.kinds.includes('reminder')).flatMap((c) => c.reminders),
      );
      return [...moments]
        .map((before) => ({ before, due: new Date(step.deadline.getTime() - before * 1000) }))
        .filter((m) => m.due > now)
        .map((m) => ({
          game_id: step.gameId,
          step_seq: step.seq,
          side: s.side,
          kind: `${PREFIX}${m.before}s`,
          due_at: m.due,
        }));
    });
}

/**
 * Queues the reminder of `kind` to the side's channels that asked for it; false when none goes (the
 * caller has checked that the step is open and the side still owes orders).
 */
export async function remindOnChannels(
  ctx: AppContext,
  db: Db,
  game: GameRow,
  step: StepRow,
  side: string,
  kind: string,
): Promise<boolean> {
  const now = ctx.now();
  const before = Number(kind.slice(PREFIX.length).replace(/s$/, ''));
  const sides = await gameSidesAt(db, game.id, now);
  const s = sides.find((x) => x.side === side);
  if (!s || s.vacationEndsAt || !step.deadline) return false;
  const channels = s.channels.filter((c) => c.kinds.includes('reminder') && c.reminders.includes(before));
  if (channels.length === 0) return false;
  const facts = await gameFacts(ctx, db, game, sides);
  const prompt = openStepOf(step).prompts.find((p) => p.side === side);
  const about = {
    kind: 'reminder' as const,
    // A deadline that moved reminds again: its revision is in the key.
    keyKind: `reminder-${before}s-r${step.deadline_revision}`,
    step: { seq: step.seq, title: prompt?.title ?? '' },
    deadline: step.deadline,
    awaiting: [side],
    orders: { seq: step.seq },
  };
  await enqueueNotices(
    db,
    channels.map((c) => noticeRow(noticeOf(ctx.config, facts, s, c.id, about, now), game.id, now)),
  );
  return true;
}
