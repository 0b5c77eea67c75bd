// The sweeper: work that is due without anyone asking, each kind from due-time rows claimed with
// FOR UPDATE SKIP LOCKED, so the same code runs on PGlite and on PostgreSQL and any number of
// instances can share one database (the outbox has its own sender, src/mail/outbox/sender.ts, which
// claims its rows the same way: ARCHITECTURE.md, "Claiming work"):
// - steps whose orders are all in but that were not resolved (the process stopped in between);
// - passed deadlines (src/app/missed-turn.ts): extension, defaults, forfeit;
// - reminders before a deadline and the players' daily digests;
// - ladder challenges nobody answered in time, seeks that lapsed unmatched (a notice to the player),
//   and the clubs' weekly digests to their organisers;
// - tournaments whose round is over: the next round starts;
// - sides the bot plays that owe orders (app/bots): the bot plays them.
import { gamesWithOrdersIn } from '../../db/repos/time';
import type { AppContext } from '../base/context';
import { sweepDigests } from './digest';
import { sweepDeadlines } from './missed-turn';
import { sweepReminders } from './reminders';
import { resolveStep } from '../turns/resolve-step';
import { lapseChallenges } from '../clubs/challenges';
import { noticeLapsedSeeks } from '../clubs/seek-lapse';
import { advanceTournaments } from '../tournaments/rounds';
import { sweepClubDigests } from '../clubs/club-digest';
import { playBotSides } from '../bots/play-bot-sides';

export interface SweepResult {
  resolved: number;
  deadlines: number;
  reminders: number;
  digests: number;
  /** Ladder challenges that ran out of time (lapsed or forfeited). */
  challenges: number;
  /** Seeks that lapsed unmatched, each player told. */
  lapsedSeeks: number;
  /** Tournaments that started their next round (or finished). */
  tournaments: number;
  /** Weekly club digest mails queued for organisers. */
  clubDigests: number;
  /** Sides the bot played (each a submission with channel 'bot'). */
  bots: number;
}

export async function sweep(ctx: AppContext, limit = 50): Promise<SweepResult> {
  // Each kind runs even if one before it failed (a tournament that cannot be paired must not stop
  // deadlines or reminders); the failures are thrown together at the end, for the caller's log.
  const failures: unknown[] = [];
  const part = async (work: () => Promise<number>): Promise<number> => {
    try {
      return await work();
    } catch (err) {
      failures.push(err);
      return 0;
    }
  };
  const result: SweepResult = {
    resolved: await part(() => resolveComplete(ctx, limit)),
    deadlines: await part(() => sweepDeadlines(ctx, limit)),
    reminders: await part(() => sweepReminders(ctx, limit)),
    digests: await part(() => sweepDigests(ctx, limit)),
    challenges: await part(() => lapseChallenges(ctx, limit)),
    lapsedSeeks: await part(() => noticeLapsedSeeks(ctx, limit)),
    tournaments: await part(() => advanceTournaments(ctx, limit)),
    clubDigests: await part(() => sweepClubDigests(ctx, limit)),
    bots: await part(() => playBotSides(ctx, limit)),
  };
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1)
    throw new AggregateError(failures, failures.map((f) => (f as Error).message ?? String(f)).join('; '));
  return result;
}

// Marked by the submission that completed the step (games.orders_in, a partial index): an index
// scan of the few games waiting, however many are active. A step whose mark was lost is still
// resolved at its deadline (missed-turn.ts finds nobody late).
async function resolveComplete(ctx: AppContext, limit: number): Promise<number> {
  const open = await gamesWithOrdersIn(ctx.db, limit);
  let resolved = 0;
  for (const row of open) if ((await resolveStep(ctx, row.id)).resolved) resolved++;
  return resolved;
}
