// Queries of the time controls: vacations and misses (who plays each side: gameSides in games.ts).
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import { json } from '../json';
import type { RemindersTable } from '../schema';
import type { Db } from './games';
import { claimDue } from './claim';

/** The vacation of a player running at `at`, if any. */
export async function vacationAt(db: Db, playerId: number, at: Date) {
  return db
    .selectFrom('vacations')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .where(sql.ref('ended_at'), 'is', null)
    .executeTakeFirst();
}

/** Unfinished games where the player's side is awaited in the open step. */
export async function awaitedSteps(db: Db, playerId: number) {
  return db
    .selectFrom('game_sides')
    .innerJoin('games', 'games.id', 'game_sides.game_id')
    .innerJoin('steps', (j) =>
      j.onRef('steps.game_id', '=', 'games.id').onRef('steps.seq', '=', 'games.current_step'),
    )
    .select([
      'games.id as gameId',
      'games.number',
      'games.game_type as gameType',
      'games.status',
      'games.turn_time_seconds as turnTimeSeconds',
      'game_sides.side',
      'game_sides.seat',
      'game_sides.lang',
      'steps.seq',
      'steps.title',
      'steps.awaiting',
      'steps.deadline',
    ])
    .where('game_sides.player_id', '=', playerId)
    .where('games.status', '!=', 'finished')
    .where(sql.ref('steps.resolved_at'), 'is', null)
    .execute()
    .then((rows) => rows.filter((r) => r.awaiting.includes(r.side)));
}

/** The player's vacation bank, locked for the transaction: days left, and the year they are of. */
export async function lockVacationBank(db: Db, playerId: number) {
  return db
    .selectFrom('players')
    .select(['vacation_days_left as daysLeft', 'vacation_year as year'])
    .where('id', '=', playerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function setVacationBank(db: Db, playerId: number, days: number, year: number): Promise<void> {
  await db
    .updateTable('players')
    .set({ vacation_days_left: days, vacation_year: year })
    .where('id', '=', playerId)
    .execute();
}

/** Takes `days` from the bank (a negative number gives them back). */
export async function spendVacationDays(db: Db, playerId: number, days: number): Promise<void> {
  await db
    .updateTable('players')
    .set({ vacation_days_left: sql`vacation_days_left - ${days}` })
    .where('id', '=', playerId)
    .execute();
}

export async function addVacation(db: Db, playerId: number, startsAt: Date, endsAt: Date): Promise<void> {
  await db
    .insertInto('vacations')
    .values({ player_id: playerId, starts_at: startsAt, ends_at: endsAt })
    .execute();
}

export async function endVacation(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('vacations').set({ ended_at: at }).where('id', '=', id).execute();
}

/** The player's sides in games not finished. */
export async function unfinishedSidesOfPlayer(db: Db, playerId: number) {
  return db
    .selectFrom('game_sides')
    .innerJoin('games', 'games.id', 'game_sides.game_id')
    .select(['games.id', 'game_sides.side'])
    .where('game_sides.player_id', '=', playerId)
    .where('games.status', '!=', 'finished')
    .execute();
}

/** The step's reminders not yet sent are dropped (its deadline moved, or the game paused). */
export async function dropPendingReminders(db: Db, gameId: string, seq?: number): Promise<void> {
  let q = db.deleteFrom('reminders').where('game_id', '=', gameId).where(sql.ref('done_at'), 'is', null);
  if (seq !== undefined) q = q.where('step_seq', '=', seq);
  await q.execute();
}

export async function timeControlsOfGame(db: Db, gameId: string) {
  return db.selectFrom('games').select('time_controls').where('id', '=', gameId).executeTakeFirst();
}

/** Reminder rows; one already there for the same step, side and kind stays. */
export async function insertReminderRows(db: Db, rows: readonly Insertable<RemindersTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('reminders')
    .values([...rows])
    .onConflict((oc) => oc.columns(['game_id', 'step_seq', 'side', 'kind']).doNothing())
    .execute();
}

/** The next reminder due, locked with its game row (FOR UPDATE covers both tables, SKIP LOCKED passes
 *  over either): a deadline being moved holds the game and then remakes its reminders, so a reminder
 *  held here while waiting for that game (the outbox row's foreign key) would deadlock. */
export async function claimDueReminder(db: Db, now: Date, skip: readonly number[] = []) {
  const due = db
    .selectFrom('reminders')
    .innerJoin('games', 'games.id', 'reminders.game_id')
    .selectAll('reminders')
    .where(sql.ref('reminders.done_at'), 'is', null)
    .where('reminders.due_at', '<=', now);
  return (await claimDue(due, { id: 'reminders.id', order: ['reminders.due_at'] }, 1, skip))[0];
}

export async function markReminderDone(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('reminders').set({ done_at: at }).where('id', '=', id).execute();
}

/** The next active game whose open step's deadline has passed (not in `skip`), its row locked. */
export async function claimGamePastDeadline(db: Db, now: Date, skip: readonly string[] = []) {
  const due = db
    .selectFrom('games')
    .innerJoin('steps', (j) =>
      j.onRef('steps.game_id', '=', 'games.id').onRef('steps.seq', '=', 'games.current_step'),
    )
    .select('games.id')
    .where('games.status', '=', 'active')
    .where(sql.ref('steps.resolved_at'), 'is', null)
    .where('steps.deadline', '<=', now);
  return (await claimDue(due, { id: 'games.id', order: ['steps.deadline'], of: ['games'] }, 1, skip))[0];
}

/** A miss for each late side, counted in all and in a row. */
export async function countMisses(db: Db, gameId: string, late: string[]): Promise<void> {
  await db
    .updateTable('game_sides')
    .set({ misses: sql`misses + 1`, consecutive_misses: sql`consecutive_misses + 1` })
    .where('game_id', '=', gameId)
    .where('side', 'in', late)
    .execute();
}

export async function setLateSides(db: Db, gameId: string, seq: number, late: string[]): Promise<void> {
  await db
    .updateTable('steps')
    .set({ late_sides: json(late) })
    .where('game_id', '=', gameId)
    .where('seq', '=', seq)
    .execute();
}

export async function markStepExtended(db: Db, gameId: string, seq: number): Promise<void> {
  await db
    .updateTable('steps')
    .set({ extended: true })
    .where('game_id', '=', gameId)
    .where('seq', '=', seq)
    .execute();
}

/** The step's new deadline; its revision goes up (a calendar file replaces the older event). */
export async function setStepDeadline(db: Db, gameId: string, seq: number, deadline: Date): Promise<void> {
  await db
    .updateTable('steps')
    .set({ deadline, deadline_revision: sql`deadline_revision + 1` })
    .where('game_id', '=', gameId)
    .where('seq', '=', seq)
    .execute();
}

export async function addDigest(db: Db, playerId: number, dueAt: Date): Promise<void> {
  await db.insertInto('digests').values({ player_id: playerId, due_at: dueAt }).execute();
}

export async function dropPendingDigest(db: Db, playerId: number): Promise<void> {
  await db
    .deleteFrom('digests')
    .where('player_id', '=', playerId)
    .where(sql.ref('done_at'), 'is', null)
    .execute();
}

/** The next digest due, locked; other instances skip it. */
export async function claimDueDigest(db: Db, now: Date, skip: readonly number[] = []) {
  const due = db
    .selectFrom('digests')
    .innerJoin('players', 'players.id', 'digests.player_id')
    .select(['digests.id', 'players.id as playerId', 'players.email', 'players.time_zone', 'players.digest'])
    .where(sql.ref('digests.done_at'), 'is', null)
    .where('digests.due_at', '<=', now);
  return (await claimDue(due, { id: 'digests.id', order: ['digests.due_at'], of: ['digests'] }, 1, skip))[0];
}

export async function markDigestDone(db: Db, id: number, at: Date, games: number): Promise<void> {
  await db.updateTable('digests').set({ done_at: at, games }).where('id', '=', id).execute();
}

/** The game's clock stops (a write to the game: its version moves). */
export async function pauseGame(db: Db, gameId: string, at: Date): Promise<void> {
  await db
    .updateTable('games')
    .set((eb) => ({ status: 'paused', paused_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', gameId)
    .execute();
}

export async function unpauseGame(db: Db, gameId: string): Promise<void> {
  await db.updateTable('games').set({ status: 'active', paused_at: null }).where('id', '=', gameId).execute();
}

export async function setPlayerTimeSettings(
  db: Db,
  playerId: number,
  changes: { time_zone?: string; digest?: boolean },
) {
  if (Object.keys(changes).length)
    await db.updateTable('players').set(changes).where('id', '=', playerId).execute();
  return db
    .selectFrom('players')
    .select(['time_zone', 'digest'])
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
}

/** Active games whose open step has every awaited side's orders (games.orders_in, a partial index). */
export async function gamesWithOrdersIn(db: Db, limit: number) {
  return db
    .selectFrom('games')
    .select('id')
    .where('status', '=', 'active')
    .where('orders_in', '=', true)
    .limit(limit)
    .execute();
}
