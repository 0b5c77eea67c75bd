// The vacation bank: every player has 14 days a year. `vacation 3d` stops the player's clock in all
// their games: each open step where they owe orders gets its deadline moved on by the vacation, and
// a step that opens for them during it starts its clock when the vacation ends (deadlines.ts). Their
// opponents are told. A submission ends the vacation early: the unused time goes back to the bank
// and the deadlines that waited for it come back by as much.
import { refusal } from '../base/refusal';
import { upsertPlayer, type Db } from '../../db/repos/games';
import { currentSubmissions } from '../../db/repos/submissions';
import {
  addVacation,
  awaitedSteps,
  endVacation,
  lockVacationBank,
  setVacationBank,
  spendVacationDays,
  unfinishedSidesOfPlayer,
  vacationAt,
} from '../../db/repos/time';
import type { AppContext } from '../base/context';
import { shiftDeadline } from './deadlines';
import { durationIn } from '../../i18n/dates';
import { requireGame } from '../base/load';
import { tellSides } from '../notices/notices';
import type { Said } from '../notices/words';

export const VACATION_DAYS_PER_YEAR = 14;
const DAY_MS = 86_400_000;

export interface VacationStarted {
  endsAt: Date;
  daysLeft: number;
  /** Games whose deadline moved. */
  games: number;
}

/** The bank of this year, refilled on the first use of a new (UTC) year. */
async function bank(db: Db, playerId: number, now: Date): Promise<number> {
  const year = now.getUTCFullYear();
  const row = await lockVacationBank(db, playerId);
  if (row.year === year) return row.daysLeft;
  await setVacationBank(db, playerId, VACATION_DAYS_PER_YEAR, year);
  return VACATION_DAYS_PER_YEAR;
}

export async function startVacation(
  ctx: AppContext,
  email: string,
  seconds: number,
): Promise<VacationStarted> {
  if (!Number.isFinite(seconds) || seconds < 3600) throw refusal('clock.refused.vacationTooShort');
  const now = ctx.now();
  const ms = seconds * 1000;
  const taken = await ctx.db.transaction().execute(async (trx) => {
    const playerId = await upsertPlayer(trx, email);
    const left = await bank(trx, playerId, now);
    const running = await vacationAt(trx, playerId, now);
    if (running) throw refusal('clock.refused.onVacation', { untilAt: running.ends_at.toISOString() });
    if (ms / DAY_MS > left + 1e-9)
      throw refusal('clock.refused.vacationLeft', { count: Math.round(left * 10) / 10 });
    await addVacation(trx, playerId, now, new Date(now.getTime() + ms));
    await spendVacationDays(trx, playerId, ms / DAY_MS);
    return { playerId, daysLeft: left - ms / DAY_MS };
  });
  const endsAt = new Date(now.getTime() + ms);
  const moved = await shiftOwedDeadlines(ctx, taken.playerId, ms);
  await tellOpponents(ctx, taken.playerId, endsAt, seconds, moved);
  return { endsAt, daysLeft: taken.daysLeft, games: moved.size };
}

/** Ends the player's running vacation now (they submitted): unused time back to the bank and deadlines. */
export async function endVacationEarly(ctx: AppContext, playerId: number): Promise<boolean> {
  const now = ctx.now();
  // Almost every submission comes from a player not on vacation: one read, no transaction.
  if (!(await vacationAt(ctx.db, playerId, now))) return false;
  const unused = await ctx.db.transaction().execute(async (trx) => {
    const running = await vacationAt(trx, playerId, now);
    if (!running) return 0;
    const ms = running.ends_at.getTime() - now.getTime();
    await endVacation(trx, running.id, now);
    await spendVacationDays(trx, playerId, -ms / DAY_MS);
    return ms;
  });
  if (unused > 0) await shiftOwedDeadlines(ctx, playerId, -unused);
  return unused > 0;
}

/** Moves the deadline of every open step where the player owes orders; returns gameId -> new deadline. */
async function shiftOwedDeadlines(ctx: AppContext, playerId: number, ms: number): Promise<Map<string, Date>> {
  const moved = new Map<string, Date>();
  for (const s of await awaitedSteps(ctx.db, playerId)) {
    if ((await currentSubmissions(ctx.db, s.gameId, s.seq)).some((x) => x.side === s.side)) continue;
    const deadline = await shiftDeadline(ctx, s.gameId, ms);
    if (deadline) moved.set(s.gameId, deadline);
  }
  return moved;
}

async function tellOpponents(
  ctx: AppContext,
  playerId: number,
  endsAt: Date,
  seconds: number,
  moved: Map<string, Date>,
) {
  const mine = await unfinishedSidesOfPlayer(ctx.db, playerId);
  for (const { id, side } of mine) {
    await ctx.db.transaction().execute(async (trx) => {
      const game = await requireGame(trx, id);
      const deadline = moved.get(id);
      const text: Said = (w) =>
        w.t(deadline ? 'clock.vacation.opponentMoved' : 'clock.vacation.opponent', {
          who: w.side(side),
          duration: durationIn(w.t.lang, seconds),
          until: w.when(endsAt),
          ...(deadline ? { when: w.when(deadline) } : {}),
        });
      await tellSides(
        ctx,
        trx,
        game,
        `vacation-${playerId}-${endsAt.getTime()}`,
        (w) => w.t('clock.vacation.opponentTitle'),
        (s) => (s === side ? null : text),
      );
    });
  }
}
