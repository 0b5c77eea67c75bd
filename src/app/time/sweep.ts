// The sweeper: work that is due without anyone asking, each kind from due-time rows claimed with
// FOR UPDATE SKIP LOCKED, so the same code runs on PGlite and on PostgreSQL and any number of
// instances can share one database (the outbox has its own sender, src/mail/outbox/sender.ts):
// - steps whose orders are all in but that were not resolved (the process stopped in between);
// - passed deadlines (src/app/missed-turn.ts): extension, defaults, forfeit;
// - reminders before a deadline and the players' daily digests;
// - ladder challenges nobody answered in time, seeks that lapsed unmatched (a notice to the player),
//   and the clubs' weekly digests to their organisers;
// - tournaments whose round is over: the next round starts.
import type { AppContext } from '../base/context';
import { sweepDigests } from './digest';
import { sweepDeadlines } from './missed-turn';
import { sweepReminders } from './reminders';
import { resolveStep } from '../turns/resolve-step';
import { lapseChallenges } from '../clubs/challenges';
import { noticeLapsedSeeks } from '../clubs/seek-lapse';
import { advanceTournaments } from '../tournaments/rounds';
import { sweepClubDigests } from '../clubs/club-digest';

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
}

export async function sweep(ctx: AppContext, limit = 50): Promise<SweepResult> {
  const resolved = await resolveComplete(ctx, limit);
  const deadlines = (await sweepDeadlines(ctx, limit)).filter((o) => o !== 'nothing').length;
  const reminders = await sweepReminders(ctx, limit);
  const digests = await sweepDigests(ctx, limit);
  const challenges = await lapseChallenges(ctx, limit);
  const lapsedSeeks = await noticeLapsedSeeks(ctx, limit);
  const tournaments = await advanceTournaments(ctx, limit);
  const clubDigests = await sweepClubDigests(ctx, limit);
  return { resolved, deadlines, reminders, digests, challenges, lapsedSeeks, tournaments, clubDigests };
}

async function resolveComplete(ctx: AppContext, limit: number): Promise<number> {
  const open = await ctx.db
    .selectFrom('games')
    .innerJoin('steps', (j) =>
      j.onRef('steps.game_id', '=', 'games.id').onRef('steps.seq', '=', 'games.current_step'),
    )
    .select(['games.id', 'steps.seq', 'steps.awaiting'])
    .where('games.status', '=', 'active')
    .where('steps.resolved_at', 'is', null)
    .where((eb) =>
      eb(
        eb
          .selectFrom('submissions')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('submissions.game_id', '=', 'games.id')
          .whereRef('submissions.step_seq', '=', 'steps.seq')
          .where('submissions.superseded', '=', false),
        '>=',
        eb.fn<number>('jsonb_array_length', ['steps.awaiting']),
      ),
    )
    .limit(limit)
    .execute();
  let resolved = 0;
  for (const row of open) if ((await resolveStep(ctx, row.id)).resolved) resolved++;
  return resolved;
}
