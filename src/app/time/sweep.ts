// The sweeper: work that is due without anyone asking, each kind from due-time rows claimed with
// FOR UPDATE SKIP LOCKED, so the same code runs on PGlite and on PostgreSQL and any number of
// instances can share one database (the outbox has its own sender, src/mail/outbox/sender.ts):
// - steps whose orders are all in but that were not resolved (the process stopped in between);
// - passed deadlines (src/app/missed-turn.ts): extension, defaults, forfeit;
// - reminders before a deadline and the players' daily digests;
// - ladder challenges nobody answered in time, and the clubs' weekly digests to their organisers;
// - tournaments whose round is over: the next round starts.
import type { AppContext } from '../base/context';
import { sweepDigests } from './digest';
import { sweepDeadlines } from './missed-turn';
import { sweepReminders } from './reminders';
import { resolveStep } from '../turns/resolve-step';
import { lapseChallenges } from '../clubs/challenges';
import { advanceTournaments } from '../tournaments/rounds';
import { sweepClubDigests } from '../clubs/club-digest';

export interface SweepResult {
  resolved: number;
  deadlines: number;
  reminders: number;
  digests: number;
  /** Ladder challenges that ran out of time (lapsed or forfeited). */
  challenges: number;
  /** Tournaments that started their next round (or finished). */
  tournaments: number;
  /** Weekly club digest mails queued for organisers. */
  clubDigests: number;
}

export async function sweep(ctx: AppContext, limit = 50): Promise<SweepResult> {
  const resolved = await resolveComplete(ctx, limit);
  const deadlines = (await sweepDeadlines(ctx, limit)).filter((o) => o !== 'nothing').length;
  const reminders = await sweepReminders(ctx, limit);
  const digests = await sweepDigests(ctx, limit);
  const challenges = await lapseChallenges(ctx, limit);
  const tournaments = await advanceTournaments(ctx, limit);
  const clubDigests = await sweepClubDigests(ctx, limit);
  return { resolved, deadlines, reminders, digests, challenges, tournaments, clubDigests };
}

// Marked by the submission that completed the step (games.orders_in, a partial index): an index
// scan of the few games waiting, however many are active. A step whose mark was lost is still
// resolved at its deadline (missed-turn.ts finds nobody late).
async function resolveComplete(ctx: AppContext, limit: number): Promise<number> {
  const open = await ctx.db
    .selectFrom('games')
    .select('id')
    .where('status', '=', 'active')
    .where('orders_in', '=', true)
    .limit(limit)
    .execute();
  let resolved = 0;
  for (const row of open) if ((await resolveStep(ctx, row.id)).resolved) resolved++;
  return resolved;
}
