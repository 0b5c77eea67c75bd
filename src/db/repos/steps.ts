// Steps (who must act, until when), the states after each step and the events of each resolution.
import { sql, type Kysely, type QueryCreator, type RawBuilder, type Updateable } from 'kysely';
import { keptWithNames } from '../kept-statement';
import type { GameEvent } from '../../games/core/events';
import type { Roll } from '../../games/core/dice';
import type { Prompt } from '../../games/core/contract';
import { json } from '../json';
import type { Database, GamesTable, StepRow } from '../schema';
import type { Db } from './games';
import {
  submissionStatements,
  submissionValues,
  type NewSubmission,
  type SubmissionValues,
} from './submissions';

export async function openStep(
  db: Db,
  s: { gameId: string; seq: number; prompts: Prompt[]; openedAt: Date; deadline: Date | null },
): Promise<void> {
  await db.insertInto('steps').values(stepValues(s)).execute();
}

function stepValues(s: Parameters<typeof stepRow>[0]) {
  const row = stepRow(s);
  return { ...row, awaiting: json(row.awaiting), prompts: json(row.prompts) };
}

export async function getStep(db: Db, gameId: string, seq: number): Promise<StepRow | undefined> {
  return db
    .selectFrom('steps')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('seq', '=', seq)
    .executeTakeFirst();
}

export async function listSteps(db: Db, gameId: string): Promise<StepRow[]> {
  return db.selectFrom('steps').selectAll().where('game_id', '=', gameId).orderBy('seq').execute();
}

export async function saveState(db: Db, gameId: string, seq: number, state: unknown, rolls: readonly Roll[]) {
  await db
    .insertInto('states')
    .values({ game_id: gameId, step_seq: seq, state: json(state), rolls: json(rolls) })
    .execute();
}

/** Every kept state of a game (one per resolved step, 0 = after set-up), with its rolls. */
export async function allStates(db: Db, gameId: string) {
  return db.selectFrom('states').selectAll().where('game_id', '=', gameId).execute();
}

/** The rolls of every kept state of these games, for the dice statistics. */
export async function rollsOfGames(db: Db, gameIds: readonly string[]): Promise<Roll[]> {
  if (gameIds.length === 0) return [];
  const rows = await db.selectFrom('states').select('rolls').where('game_id', 'in', gameIds).execute();
  return rows.flatMap((r) => r.rolls as Roll[]);
}

/** The state after step `seq` (0 = after set-up). */
export async function loadState(db: Db, gameId: string, seq: number): Promise<unknown> {
  const row = await db
    .selectFrom('states')
    .select('state')
    .where('game_id', '=', gameId)
    .where('step_seq', '=', seq)
    .executeTakeFirstOrThrow();
  return row.state;
}

export async function saveEvents(db: Db, gameId: string, seq: number, events: readonly GameEvent[]) {
  if (events.length === 0) return;
  await db
    .insertInto('events')
    .values(events.map((e, idx) => ({ game_id: gameId, step_seq: seq, idx, kind: e.kind, event: json(e) })))
    .execute();
}

/** The events of one resolved step, in order. */
export async function stepEvents(db: Db, gameId: string, seq: number): Promise<GameEvent[]> {
  const rows = await db
    .selectFrom('events')
    .select('event')
    .where('game_id', '=', gameId)
    .where('step_seq', '=', seq)
    .orderBy('idx')
    .execute();
  return rows.map((r) => r.event as GameEvent);
}

/** Events per resolved step, in order. */
export async function loadEvents(db: Db, gameId: string): Promise<Map<number, GameEvent[]>> {
  const rows = await db
    .selectFrom('events')
    .select(['step_seq', 'event'])
    .where('game_id', '=', gameId)
    .orderBy('step_seq')
    .orderBy('idx')
    .execute();
  const bySeq = new Map<number, GameEvent[]>();
  for (const r of rows) {
    const list = bySeq.get(r.step_seq) ?? [];
    list.push(r.event as GameEvent);
    bySeq.set(r.step_seq, list);
  }
  return bySeq;
}

/** A step's row as JSON values (its prompts and awaiting sides as they are, not as JSON text). */
function stepRow(s: {
  gameId: string;
  seq: number;
  prompts: Prompt[];
  openedAt: Date;
  deadline: Date | null;
}) {
  return {
    game_id: s.gameId,
    seq: s.seq,
    // A simultaneous step asks every side the same thing: one title, not 'Choose / Choose'.
    title: [...new Set(s.prompts.map((p) => p.title))].join(' / '),
    awaiting: s.prompts.map((p) => p.side),
    prompts: s.prompts,
    opened_at: s.openedAt,
    deadline: s.deadline,
  };
}

/**
 * `select <columns> from rows` where the rows are read as rows of `table` from one JSON parameter,
 * and only if the CTE `guard` returned a row: an insert that happens only when the statement's
 * guarded update did.
 */
function rowsIf(table: keyof Database, columns: readonly string[], rowsJson: unknown, guard: string) {
  return sql`select ${sql.join(columns.map((c) => sql.ref(c)))}
      from jsonb_populate_recordset(null::${sql.table(table)}, ${rowsJson}::jsonb)
      where exists (select from ${sql.table(guard)})`;
}

/**
 * In a statement whose CTE `moved` is the guarded update of the game: the rows inserted into `table`
 * only if it moved (a row already there by `unique` is left as it is); no rows (no columns), no insert.
 */
function insertIfMoved<DB>(
  q: QueryCreator<DB>,
  table: keyof Database,
  columns: readonly string[] | null,
  rowsJson: unknown,
  unique?: string[],
) {
  const creator = q as unknown as QueryCreator<Database>;
  if (!columns) return creator.selectNoFrom((eb) => eb.lit(0).as('n'));
  const insert = creator
    .insertInto(table)
    .columns(columns as never[])
    .expression(rowsIf(table, columns, rowsJson, 'moved'));
  return unique ? insert.onConflict((oc) => oc.columns(unique as never[]).doNothing()) : insert;
}

/** What a resolution writes of a step, its game row and the mails that report it. */
export interface ResolvedStep {
  gameId: string;
  /** The game row is moved on only if it is still at this version and active. */
  version: number;
  /** What the game row becomes (its step, version and, at the end, its result). */
  game: Updateable<GamesTable>;
  seq: number;
  events: readonly GameEvent[];
  state: unknown;
  rolls: readonly Roll[];
  resolvedAt: Date;
  standing: Record<string, string>;
  next: { seq: number; prompts: Prompt[]; deadline: Date | null } | null;
  reminders: readonly Record<string, unknown>[];
  /** Outbox rows, their mail as a JSON value. */
  mails: readonly Record<string, unknown>[];
  /** The submission that completed the step, when it is stored with the resolution (one write). */
  submission?: NewSubmission;
}

/** The lists a resolution inserts, by the table they go to. */
const LISTS = { states: 'states', events: 'events', reminders: 'reminders', mails: 'outbox' } as const;
type List = keyof typeof LISTS;

/**
 * A resolution's write but for its values: with the submission or not, the game row's columns set,
 * each list's columns (null when it is empty), the next step row's (null at the game's end). Each
 * shape is built by kysely once and kept compiled (kept-statement.ts): building this statement of
 * nine parts took ~1 ms of the event loop a resolution, more than any other part of a submission.
 */
interface WriteShape {
  own: boolean;
  game: string[];
  lists: Record<List, string[] | null>;
  next: string[] | null;
}

type Values = Record<string, unknown>;

/** Columns of a list's rows (its first row's keys), or null when it has none. */
const columnsOf = (rows: readonly Record<string, unknown>[]) => (rows[0] ? Object.keys(rows[0]) : null);

/** The shape of `r`'s write, and its values by name: each is one parameter of the statement. */
function writeOf(r: ResolvedStep): { shape: WriteShape; values: Values } {
  const rows: Record<List, readonly Record<string, unknown>[]> = {
    states: [{ game_id: r.gameId, step_seq: r.seq, state: r.state, rolls: r.rolls }],
    events: r.events.map((e, idx) => ({ game_id: r.gameId, step_seq: r.seq, idx, kind: e.kind, event: e })),
    reminders: r.reminders,
    mails: r.mails,
  };
  const next = r.next && [stepRow({ gameId: r.gameId, ...r.next, openedAt: r.resolvedAt })];
  const shape: WriteShape = {
    own: r.submission !== undefined,
    game: Object.keys(r.game),
    lists: {
      states: columnsOf(rows.states),
      events: columnsOf(rows.events),
      reminders: columnsOf(rows.reminders),
      mails: columnsOf(rows.mails),
    },
    next: next && Object.keys(next[0] as object),
  };
  const values: Values = {
    gameId: r.gameId,
    version: r.version,
    seq: r.seq,
    resolvedAt: r.resolvedAt,
    standing: json(r.standing),
  };
  for (const [column, value] of Object.entries(r.game)) values[`game.${column}`] = value;
  for (const list of Object.keys(LISTS) as List[])
    if (shape.lists[list]) values[`rows.${list}`] = json(rows[list]);
  if (next) values.next = json(next);
  if (r.submission)
    for (const [field, value] of Object.entries(submissionValues(r.submission)))
      values[`sub.${field}`] = value;
  return { shape, values };
}

/** The values under `prefix`, named without it. */
function under(values: Values, prefix: string): Values {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, v]) => [k.slice(prefix.length), v]),
  );
}

function buildWrite(db: Kysely<Database>, shape: WriteShape, v: Values) {
  // The submission that completed the step, stored with its resolution when it comes with it.
  const own =
    shape.own && submissionStatements(under(v, 'sub.') as SubmissionValues, sql`exists (select from moved)`);
  const none = sql<Record<string, unknown>>`select 1 where false`;
  // kysely puts a CTE's builder in parentheses, not a raw statement.
  const inParens = (statement: RawBuilder<Record<string, unknown>>) =>
    sql<Record<string, unknown>>`(${statement})`;
  const list =
    (name: List, unique?: string[]) =>
    <DB>(q: QueryCreator<DB>) =>
      insertIfMoved(q, LISTS[name], shape.lists[name], v[`rows.${name}`], unique);
  const base = db
    .with('moved', (q) =>
      q
        .updateTable('games')
        .set(under(v, 'game.') as Updateable<GamesTable>)
        .where('id', '=', v.gameId as string)
        .where('version', '=', v.version as number)
        .where('status', '=', 'active')
        .returning('id'),
    )
    .with('superseded', () => inParens(own ? own.superseded : none))
    .with('inserted', () => inParens(own ? own.inserted : none))
    .with('seat', () => inParens(own ? own.seat : none))
    .with('saved_state', list('states'))
    .with('saved_events', list('events'))
    .with('saved_reminders', list('reminders', ['game_id', 'step_seq', 'side', 'kind']))
    .with('queued_mails', list('mails', ['message_id']));
  const resolveStep = <DB extends Database>(q: QueryCreator<DB>) =>
    (q as unknown as QueryCreator<Database>)
      .updateTable('steps')
      .set({ resolved_at: v.resolvedAt as Date, standing_used: v.standing as string })
      .where('game_id', '=', v.gameId as string)
      .where('seq', '=', v.seq as number)
      .where(sql<boolean>`exists (select from moved)`)
      .returning('seq');
  // Without a next step, whether the game row moved is what was written (the step row is there if
  // the game is); with one, whether the next step was opened.
  if (!shape.next)
    return base
      .with('resolved', resolveStep)
      .selectFrom('moved')
      .select((eb) => eb.fn.countAll<number>().as('n'));
  return base
    .with('resolved', resolveStep)
    .insertInto('steps')
    .columns(shape.next as never[])
    .expression(rowsIf('steps', shape.next, v.next, 'moved'))
    .returning(sql<number>`1`.as('n'));
}

const writes = new Map<string, (db: Kysely<Database>, values: Values) => Promise<{ n: number | string }[]>>();

/**
 * One resolved step in one statement, atomic by itself: the game row moved on if it is still at
 * the version planned from, and only then the step's events and the state after it, the step
 * marked resolved with the standing orders it used, the next step opened (if the game goes on),
 * its reminders and the mails that report it (each a no-op if already there). Returns false,
 * writing nothing, when the game had moved on or ended. One round trip where a transaction took
 * four: a resolution's cost is mostly its round trips.
 */
export async function saveResolvedStep(db: Db, r: ResolvedStep): Promise<boolean> {
  const { shape, values } = writeOf(r);
  const key = JSON.stringify(shape);
  let write = writes.get(key);
  if (!write) {
    write = keptWithNames(Object.keys(values), (kdb, v: Values) => buildWrite(kdb, shape, v));
    writes.set(key, write);
  }
  const rows = await write(db, values);
  return shape.next ? rows.length > 0 : Number(rows[0]?.n ?? 0) > 0;
}
