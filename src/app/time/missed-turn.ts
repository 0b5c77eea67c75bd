// Missed deadlines, graduated. The first miss of a game earns the step one automatic extension of
// half the turn time, and every side is told. A further miss resolves the step without the late
// side: its submission is recorded as an empty one with channel 'timeout' (so the record, replays
// and `despatch verify` see it like any other action), the engine applies the side's standing orders
// and the rules' defaults, and every report says whose orders did not arrive. A side that has missed
// `maxMisses` deadlines in a row (the extended one counts) forfeits the game. A prompt marked
// `standingOnMiss` (a live reaction) is no turn: missing it only lets the standing orders decide.
// With the autopilot on (autopilot.ts), a side that has missed its `after` deadlines in a row is
// given to the bot instead, before any extension or forfeit.
import { claimGamePastDeadline, countMisses, markStepExtended, setLateSides } from '../../db/repos/time';
import type { Notice } from '../notices/words';
import type { Transaction } from 'kysely';
import { gameSides, lockGame } from '../../db/repos/games';
import { enqueueMails } from '../../db/repos/outbox';
import { getStep } from '../../db/repos/steps';
import { currentSubmissions, replaceSubmission } from '../../db/repos/submissions';
import type { Database, GameRow, StepRow } from '../../db/schema';
import { listNames } from '../../mail/compose/format';
import type { AppContext } from '../base/context';
import { sweepClaimed } from '../base/sweep-claimed';
import { moveDeadline } from './deadlines';
import { sidesForAutopilot, startAutopilot } from './autopilot';
import { durationIn, momentIn } from '../../i18n/dates';
import { translator } from '../../i18n/index';
import { readerOf } from '../notices/reader';
import { endGame } from '../endings/end-game';
import { currentState, gameFacts, moduleOf } from '../base/load';
import { noticeMail, promptMail } from '../notices/mails';
import { planResolution, writeResolution } from '../turns/resolve-step';
import { timeControlsOf } from '../base/time-controls';
import { openStepOf } from '../base/facts';
import type { Prompt } from '../../games/core/contract';

type Trx = Transaction<Database>;
export type DeadlineOutcome = 'nothing' | 'resolved' | 'extended' | 'defaults' | 'forfeit' | 'autopilot';

/**
 * Handles the due deadlines, each in its own transaction on a game row claimed with SKIP LOCKED
 * (sweepClaimed: a game whose deadline fails is passed over, the others still handled); returns how
 * many did something.
 */
export async function sweepDeadlines(ctx: AppContext, limit = 20): Promise<number> {
  return sweepClaimed(ctx, 'deadline of game', limit, claimGamePastDeadline, async (trx, game) =>
    (await missedDeadline(ctx, trx, game.id)) === 'nothing' ? 0 : 1,
  );
}

/** One passed deadline of a game whose row the caller has locked. */
export async function missedDeadline(ctx: AppContext, trx: Trx, gameId: string): Promise<DeadlineOutcome> {
  const game = await lockGame(trx, gameId);
  const step = game ? await getStep(trx, gameId, game.current_step) : undefined;
  const now = ctx.now();
  if (!game || game.status !== 'active' || !step || step.resolved_at || !step.deadline || step.deadline > now)
    return 'nothing';
  const subs = await currentSubmissions(trx, game.id, step.seq);
  const late = step.awaiting.filter((side) => !subs.some((s) => s.side === side));
  if (late.length === 0) {
    // Everything was in; only the resolution was lost (a crash): resolve now.
    await resolveWith(ctx, trx, game, step, []);
    return 'resolved';
  }
  if (late.every((side) => standingOnMiss(step, side))) {
    await recordTimeouts(ctx, trx, game, step, late);
    await resolveWith(ctx, trx, game, step, [
      `No answer from ${listNames(late)} by the deadline: their standing orders decided. This is not a missed turn.`,
    ]);
    return 'defaults';
  }
  const players = await gameSides(trx, game.id);
  const firstMiss = players.every((p) => p.misses === 0) && !step.extended;
  await countMisses(trx, game.id, late);
  await setLateSides(trx, game.id, step.seq, late);
  const { maxMisses, autopilot } = timeControlsOf(game);
  const inARow = (side: string) => (players.find((p) => p.side === side)?.consecutiveMisses ?? 0) + 1;
  const person = (side: string) => !players.find((p) => p.side === side)?.botLevel;
  const piloted = sidesForAutopilot(autopilot, late.filter(person), inARow);
  if (autopilot && piloted.length) {
    await startAutopilot(ctx, trx, game, step, piloted, autopilot);
    return 'autopilot';
  }
  if (firstMiss) {
    await extend(ctx, trx, game, step, late);
    return 'extended';
  }
  const forfeits = late.filter((side) => inARow(side) >= maxMisses);
  if (forfeits.length) {
    const notice: Notice = {
      key: 'mail.notices.forfeit',
      vars: { max: maxMisses },
      sides: { who: forfeits },
    };
    await endGame(ctx, trx, game, { kind: 'forfeit', sides: forfeits }, [notice]);
    return 'forfeit';
  }
  await recordTimeouts(ctx, trx, game, step, late);
  const counts = late.map((side) => ({
    side,
    key: 'mail.notices.missedCount',
    vars: { n: inARow(side), max: maxMisses },
  }));
  await resolveWith(ctx, trx, game, step, [
    { key: 'mail.notices.defaults', sides: { who: late }, each: { counts } },
  ]);
  return 'defaults';
}

function standingOnMiss(step: StepRow, side: string): boolean {
  return (step.prompts as Prompt[]).some((p) => p.side === side && p.standingOnMiss === true);
}

/** The late sides' empty submissions: the engine's legal "no orders" for that step. */
async function recordTimeouts(ctx: AppContext, trx: Trx, game: GameRow, step: StepRow, late: string[]) {
  const module = moduleOf(ctx, game.game_type);
  const state = await currentState(trx, moduleOf(ctx, game.game_type), game);
  for (const side of late) {
    const parsed = module.parseOrders(state, side, '');
    const problems = [...parsed.problems, ...module.validate(state, side, parsed.orders)];
    if (problems.length)
      throw new Error(`${module.id} refuses an empty submission for ${side}: ${problems[0]?.message}`);
    await replaceSubmission(trx, {
      gameId: game.id,
      seq: step.seq,
      side,
      text: '',
      normal: [],
      orders: parsed.orders,
      standing: null,
      channel: 'timeout',
      messageId: null,
      // No player's: a missed deadline adds nothing to the step's dice.
      contribution: null,
      receivedAt: ctx.now(),
    });
  }
}

async function resolveWith(
  ctx: AppContext,
  trx: Trx,
  game: GameRow,
  step: StepRow,
  notices: (string | Notice)[],
) {
  const subs = await currentSubmissions(trx, game.id, step.seq);
  // The row as it is now: this transaction may have moved its version (timeouts recorded).
  const current = (await lockGame(trx, game.id)) ?? game;
  const written = await writeResolution(trx, await planResolution(ctx, trx, current, step, subs, notices));
  if (!written) throw new Error(`game ${game.id} could not be resolved at its deadline`);
}

/** The one automatic extension of a game: half the turn time from now; every side is told. */
async function extend(ctx: AppContext, trx: Trx, game: GameRow, step: StepRow, late: string[]) {
  const now = ctx.now();
  const half = Math.ceil(game.turn_time_seconds / 2);
  const deadline = new Date(now.getTime() + half * 1000);
  await markStepExtended(trx, game.id, step.seq);
  await moveDeadline(trx, game.id, step.seq, deadline, now);
  const facts = await gameFacts(ctx, trx, game);
  const state = await currentState(trx, moduleOf(ctx, game.game_type), game);
  const open = openStepOf(step, { deadline, revision: step.deadline_revision + 1 });
  const key = `s${step.seq}-extension`;
  const mails = facts.module.sides.map((side) => {
    const mine = late.includes(side);
    const reader = readerOf(facts, side);
    const t = translator(reader.lang);
    const vars = {
      duration: durationIn(reader.lang, half),
      until: momentIn(reader.lang, deadline.toISOString()),
      late: listNames(late, reader.sideNames, t),
      step: reader.sentence(step.title),
    };
    const text = t(mine ? 'mail.notices.extendedMine' : 'mail.notices.extendedTheirs', vars);
    return mine
      ? promptMail(ctx, facts, side, state, open, key, [text])
      : noticeMail(
          ctx,
          facts,
          side,
          key,
          { title: t('mail.notices.missedTitle'), paragraphs: [text] },
          step.seq,
        );
  });
  await enqueueMails(
    trx,
    game.id,
    'extension',
    mails.filter((m) => m !== null),
    now,
  );
}
