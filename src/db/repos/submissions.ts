// Submissions: every one is kept; the last one per (game, step, side) is current, earlier ones are
// marked superseded (a partial unique index guarantees one current row).
import { sql, type RawBuilder } from 'kysely';
import { json } from '../json';
import type { SubmissionRow } from '../schema';
import type { Db } from './games';

export interface NewSubmission {
  gameId: string;
  seq: number;
  side: string;
  text: string;
  normal: string[];
  orders: unknown[];
  standing: string | null;
  channel: string;
  messageId: string | null;
  /** The player's share of the step's dice (null: a timeout, or none given). */
  contribution: string | null;
  receivedAt: Date;
}

/** A submission's values as a statement takes them: its normal lines and orders as JSON text. A kept
 *  statement (steps.ts) is built with stand-ins for each. */
export type SubmissionValues = { [K in keyof NewSubmission]: unknown };

export function submissionValues(s: NewSubmission): SubmissionValues {
  return { ...s, normal: json(s.normal), orders: json(s.orders) };
}

/** Marks the current submission of a side superseded; returns how many rows changed (0 or 1). */
export async function supersedeCurrent(db: Db, gameId: string, seq: number, side: string): Promise<number> {
  const res = await db
    .updateTable('submissions')
    .set({ superseded: true })
    .where('game_id', '=', gameId)
    .where('step_seq', '=', seq)
    .where('side', '=', side)
    .where('superseded', '=', false)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/**
 * Stores a side's new current submission and marks the one before it superseded, in one statement:
 * the insert reads how many rows the update marked, so the update has run (and the partial unique
 * index has room) before the new row goes in. Returns the step's current submissions after it
 * (every side's, the new row included), read in the same statement. The caller holds the game's lock.
 */
export async function replaceSubmission(db: Db, s: NewSubmission): Promise<SubmissionRow[]> {
  const own = submissionStatements(submissionValues(s), sql`true`);
  const { rows } = await sql<SubmissionRow>`
    with superseded as (${own.superseded}), inserted as (${own.inserted})
    select * from inserted
    union all
    ${othersCurrent(s, sql`true`)}`.execute(db);
  return rows;
}

/**
 * A player's submission, in one statement and without a lock, if the game is still at `version`
 * (every write to a game moves it on): the game's version moved on (with whether the step now has
 * every awaited side's orders) and the submission stored (submissionStatements). False, writing
 * nothing, when the game moved on since it was read.
 */
export async function storeSubmission(
  db: Db,
  s: NewSubmission,
  guard: { version: number; ordersIn: boolean },
): Promise<boolean> {
  const own = submissionStatements(submissionValues(s), sql`exists (select from moved)`);
  const { rows } = await sql<{ id: number }>`
    with moved as (
      update games set version = version + 1, orders_in = ${guard.ordersIn}
      where id = ${s.gameId} and version = ${guard.version}
      returning id
    ), superseded as (${own.superseded}), inserted as (${own.inserted}), seat as (${own.seat})
    select id from inserted`.execute(db);
  return rows.length > 0;
}

/**
 * What a player's submission writes, as the CTEs `superseded`, `inserted` (which reads the first)
 * and `seat` of a statement, each only when `gate` holds (the statement's guarded update of the
 * game moved it): the side's current submission marked superseded, the new one inserted (the insert
 * reads how many rows the update marked, so the update has run and the partial unique index has
 * room), and the side's run of missed deadlines ended, with its standing orders when given.
 */
export function submissionStatements(s: SubmissionValues, gate: RawBuilder<unknown>) {
  type Row = Record<string, unknown>;
  return {
    superseded: sql<Row>`update submissions set superseded = true
      where game_id = ${s.gameId} and step_seq = ${s.seq} and side = ${s.side} and superseded = false and ${gate}
      returning id`,
    inserted: sql<Row>`insert into submissions
        (game_id, step_seq, side, text, normal, orders, standing, channel, message_id, contribution, received_at)
      select ${s.gameId}::text, ${s.seq}::integer, ${s.side}::text, ${s.text}::text, ${s.normal}::jsonb,
        ${s.orders}::jsonb, ${s.standing}::text, ${s.channel}::text, ${s.messageId}::text,
        ${s.contribution}::text, ${s.receivedAt}::timestamptz
      from (select count(*) from superseded) as marked
      where ${gate}
      returning *`,
    seat: sql<Row>`update game_sides set consecutive_misses = 0, standing = coalesce(${s.standing}::text, standing)
      where game_id = ${s.gameId} and side = ${s.side} and ${gate}`,
  };
}

/** The other sides' current submissions of the step: the statement reads the rows as they were
 *  before it, so the side's old row is left out by name. */
function othersCurrent(s: NewSubmission, gate: RawBuilder<unknown>) {
  return sql`select * from submissions
    where game_id = ${s.gameId} and step_seq = ${s.seq} and superseded = false and side <> ${s.side} and ${gate}`;
}

export async function currentSubmissions(db: Db, gameId: string, seq: number): Promise<SubmissionRow[]> {
  return db
    .selectFrom('submissions')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('step_seq', '=', seq)
    .where('superseded', '=', false)
    .execute();
}

export async function allSubmissions(db: Db, gameId: string): Promise<SubmissionRow[]> {
  return db.selectFrom('submissions').selectAll().where('game_id', '=', gameId).orderBy('id').execute();
}

/** The submission a mail made, if it made one: a retried delivery of that mail answers from it. */
export async function submissionOfMail(
  db: Db,
  gameId: string,
  side: string,
  messageId: string,
): Promise<(SubmissionRow & { resolved: boolean }) | undefined> {
  const row = await db
    .selectFrom('submissions')
    .innerJoin('steps', (j) =>
      j.onRef('steps.game_id', '=', 'submissions.game_id').onRef('steps.seq', '=', 'submissions.step_seq'),
    )
    .selectAll('submissions')
    .select('steps.resolved_at')
    .where('submissions.game_id', '=', gameId)
    .where('submissions.side', '=', side)
    .where('submissions.message_id', '=', messageId)
    .orderBy('submissions.id', 'desc')
    .executeTakeFirst();
  if (!row) return undefined;
  const { resolved_at, ...sub } = row;
  return { ...sub, resolved: resolved_at !== null };
}
