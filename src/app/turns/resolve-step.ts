// Resolve the open step once every awaited side has submitted. The engine run (compute-resolution.ts;
// on a worker thread in a server) is computed first, without holding any lock, reading each fact
// once (the game, its step, the orders, the state, the sides with their vacations); then one
// statement moves the game row on only if nothing changed since (games.version, bumped by every
// write to a game) and stores events, the new state, the next step (or the end), the reminders and
// the outbox rows, which name the report mails the sender composes (report-requests.ts). If the game
// moved on meanwhile, the plan is recomputed; a second resolver finds nothing to do. The submission
// that completes a step plans it from what it read and writes both at once (submit-orders.ts); the
// sweeper resolves here a step whose orders are all in otherwise.
import { playedByBot, type Notice } from '../notices/words';
import { rateLadderGame } from '../clubs/rate-game';
import { scoreTournamentGame } from '../tournaments/score-game';
import { Transaction } from 'kysely';
import { json } from '../../db/json';
import type { Db } from '../../db/repos/games';
import { gameById, gameSidesAt, type SideAtRow } from '../../db/repos/games';
import { toComposeRows, type QueuedToCompose } from '../../db/repos/outbox';
import { getStep, saveResolvedStep } from '../../db/repos/steps';
import { currentSubmissions, type NewSubmission } from '../../db/repos/submissions';
import type { GameRow, StepRow, SubmissionRow } from '../../db/schema';
import { canonical } from '../base/canonical';
import type { AppContext } from '../base/context';
import { currentState, gameFacts, moduleOf } from '../base/load';
import type { BaseState } from '../../games/core/contract';
import { computeResolution, type ResolutionOutput } from './compute-resolution';
import { computeOnThread } from './resolution-thread';
import { reportRequests } from './report-requests';
import { allIn } from './check-orders';
import { reminderRows } from '../time/reminders';
import { resolutionNoticeRows } from '../notify/which-notices';
import { noticeReminderRows } from '../notify/reminders';

/** Everything a resolution writes, computed from one version of the game. */
export interface ResolutionPlan extends ResolutionOutput {
  gameId: string;
  version: number;
  timeControls: object;
  seq: number;
  now: Date;
  /** The report (or final) mails, queued as what to compose. */
  mails: QueuedToCompose[];
  /** The reminders on the players' own channels of the next step (app/notify/reminders.ts). */
  noticeReminders: ReturnType<typeof noticeReminderRows>;
  /** The notices to the players' own channels (app/notify), outbox rows written with the mails. */
  notices: ReturnType<typeof resolutionNoticeRows>;
}

const MAX_ATTEMPTS = 5;

export async function resolveStep(
  ctx: AppContext,
  gameId: string,
  /** Test seam: runs between planning and writing, where a concurrent change would land. */
  afterPlan?: (attempt: number) => Promise<void>,
): Promise<{ resolved: boolean; seq?: number }> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const plan = await planIfComplete(ctx, ctx.db, gameId);
    if (!plan) return { resolved: false };
    await afterPlan?.(attempt);
    // Not written: the game changed since the plan (or ended); plan again from what is there now.
    if (await writeResolution(ctx.db, plan)) return { resolved: true, seq: plan.seq };
  }
  throw new Error(`game ${gameId} kept changing while it was being resolved`);
}

/** What the submission that completes a step has read, so as not to read it again (submit-orders.ts). */
export interface KnownStep {
  game: GameRow;
  step: StepRow;
  /** The step's current submissions (their orders and contributions). */
  subs: StepSubmission[];
  /** The state after the last resolved step, as the submission read it (untouched by its check). */
  state: BaseState;
  /** The sides with their running vacations, as the submission read them. */
  sides: SideAtRow[];
}

/** What a resolution takes from each current submission of the step. */
export type StepSubmission = Pick<SubmissionRow, 'side' | 'orders' | 'contribution'>;

/** The orders of each side and the contributions to the dice, from the step's current submissions. */
export function ordersAndContributions(subs: readonly StepSubmission[]) {
  return {
    orders: Object.fromEntries(subs.map((s) => [s.side, canonical(s.orders)])),
    contributions: subs.flatMap((s) => (s.contribution ? [s.contribution] : [])),
  };
}

/** The plan for the open step if every awaited side has submitted, else null. */
async function planIfComplete(ctx: AppContext, db: Db, gameId: string): Promise<ResolutionPlan | null> {
  const game = await gameById(db, gameId);
  if (!game || game.status !== 'active') return null;
  const step = await getStep(db, gameId, game.current_step);
  if (!step || step.resolved_at) return null;
  const subs = await currentSubmissions(db, gameId, step.seq);
  if (!allIn(step.awaiting, subs)) return null;
  const [state, sides] = await Promise.all([
    currentState(db, moduleOf(ctx, game.game_type), game),
    gameSidesAt(db, game.id, ctx.now()),
  ]);
  return planComplete(ctx, db, { game, step, subs, state, sides });
}

export async function planComplete(ctx: AppContext, db: Db, k: KnownStep): Promise<ResolutionPlan | null> {
  if (!allIn(k.step.awaiting, k.subs)) return null;
  return planResolution(ctx, db, k.game, k.step, k.subs, [], { state: k.state, sides: k.sides });
}

/** Reads what the engine and the mails need, then runs the engine and names the mails. */
export async function planResolution(
  ctx: AppContext,
  db: Db,
  game: GameRow,
  step: StepRow,
  /** The step's current submissions: the orders, and the contributions to the dice. */
  subs: readonly StepSubmission[],
  /** Paragraphs every side reads first in the report (e.g. whose orders did not arrive). */
  notices: (string | Notice)[] = [],
  /** What the caller has read already: the state after the last resolved step, the sides. */
  known: { state?: BaseState; sides?: SideAtRow[] } = {},
): Promise<ResolutionPlan> {
  const now = ctx.now();
  const state = known.state ?? (await currentState(db, moduleOf(ctx, game.game_type), game));
  const sides = known.sides ?? (await gameSidesAt(db, game.id, now));
  const { module, ...facts } = await gameFacts(ctx, db, game, sides);
  const done = { seq: step.seq, title: step.title };
  const input = { now, game, step: done, state, ...ordersAndContributions(subs), sides };
  // Every report says which sides the bot plays, and at what level.
  notices = [...notices, ...sides.flatMap((s) => (s.botLevel ? [playedByBot(s.side, s.botLevel)] : []))];
  const out = ctx.resolveOffThread ? await computeOnThread(input) : computeResolution(ctx.games, input);
  const next = out.next && { ...out.next, deadline: out.next.deadline.toISOString() };
  const request = { step: done, now: now.toISOString(), notices, next, result: out.result };
  return {
    gameId: game.id,
    version: game.version,
    timeControls: game.time_controls,
    seq: step.seq,
    now,
    ...out,
    mails: reportRequests(ctx.config, module.sides, facts, request),
    notices: resolutionNoticeRows(ctx.config, { ...facts, module }, sides, done, out.next, out.result, now),
    noticeReminders: out.next
      ? noticeReminderRows(
          {
            gameId: game.id,
            seq: out.next.seq,
            awaiting: out.next.prompts.map((x) => x.side),
            deadline: out.next.deadline,
          },
          sides,
          now,
        )
      : [],
  };
}

/**
 * Stores a plan if the game is still at the version it was planned from: the game row moved on,
 * the step, its events and state, the next step, its reminders and the mails to compose, in one
 * statement (steps.ts), with the submission that completed the step when it is given. The last
 * step also rates and scores the game, with the step in one transaction. Returns false, writing
 * nothing, when the game moved on or ended meanwhile.
 */
export async function writeResolution(
  db: Db,
  p: ResolutionPlan,
  submission?: NewSubmission,
): Promise<boolean> {
  if (!p.next && !(db instanceof Transaction))
    return db.transaction().execute((trx) => writeResolution(trx, p, submission));
  const next = p.next;
  const reminders = next
    ? [
        ...reminderRows(
          { time_controls: p.timeControls },
          {
            gameId: p.gameId,
            seq: next.seq,
            awaiting: next.prompts.map((x) => x.side),
            deadline: next.deadline,
          },
          p.now,
        ),
        ...p.noticeReminders,
      ]
    : [];
  const saved = await saveResolvedStep(db, {
    gameId: p.gameId,
    version: p.version,
    game: {
      current_step: next ? next.seq : p.seq,
      version: p.version + 1,
      orders_in: false,
      ...(next ? {} : { status: 'finished' as const, finished_at: p.now, result: json(p.result) }),
    },
    seq: p.seq,
    events: p.events,
    state: p.state,
    rolls: p.rolls,
    resolvedAt: p.now,
    standing: p.standing,
    next,
    reminders,
    mails: [...toComposeRows(p.gameId, next ? 'report' : 'final', p.mails, p.now), ...p.notices],
    ...(submission ? { submission } : {}),
  });
  if (saved && !next && db instanceof Transaction) {
    await rateLadderGame(db, p.gameId, p.result, p.now);
    await scoreTournamentGame(db, p.gameId, p.result, p.now);
  }
  return saved;
}
