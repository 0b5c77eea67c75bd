// Steps (who must act, until when), the states after each step and the events of each resolution.
import type { Insertable } from 'kysely';
import type { GameEvent } from '../../games/core/events';
import type { Roll } from '../../games/core/dice';
import type { Prompt } from '../../games/core/contract';
import { json } from '../json';
import type { OutboxTable, RemindersTable, StepRow } from '../schema';
import type { Db } from './games';

export async function openStep(
  db: Db,
  s: { gameId: string; seq: number; prompts: Prompt[]; openedAt: Date; deadline: Date | null },
): Promise<void> {
  await db.insertInto('steps').values(stepValues(s)).execute();
}

function stepValues(s: {
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
    awaiting: json(s.prompts.map((p) => p.side)),
    prompts: json(s.prompts),
    opened_at: s.openedAt,
    deadline: s.deadline,
  };
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

/**
 * One resolved step in one statement: its events and the state after it, the step marked resolved
 * with the standing orders it used, the next step opened (if the game goes on), its reminders and
 * the mails that report it (each a no-op if already there).
 */
export async function saveResolvedStep(
  db: Db,
  r: {
    gameId: string;
    seq: number;
    events: readonly GameEvent[];
    state: unknown;
    rolls: readonly Roll[];
    resolvedAt: Date;
    standing: Record<string, string>;
    next: { seq: number; prompts: Prompt[]; deadline: Date | null } | null;
    reminders: Insertable<RemindersTable>[];
    mails: Insertable<OutboxTable>[];
  },
): Promise<void> {
  const events = r.events.map((e, idx) => ({
    game_id: r.gameId,
    step_seq: r.seq,
    idx,
    kind: e.kind,
    event: json(e),
  }));
  const base = db
    .with('saved_state', (q) =>
      q
        .insertInto('states')
        .values({ game_id: r.gameId, step_seq: r.seq, state: json(r.state), rolls: json(r.rolls) })
        .returning('step_seq'),
    )
    .with('saved_events', (q) =>
      events.length
        ? q.insertInto('events').values(events).returning('idx')
        : q.selectNoFrom((eb) => eb.lit(0).as('idx')),
    )
    .with('saved_reminders', (q) =>
      r.reminders.length
        ? q
            .insertInto('reminders')
            .values(r.reminders)
            .onConflict((oc) => oc.columns(['game_id', 'step_seq', 'side', 'kind']).doNothing())
            .returning('step_seq')
        : q.selectNoFrom((eb) => eb.lit(0).as('step_seq')),
    )
    .with('queued_mails', (q) =>
      r.mails.length
        ? q
            .insertInto('outbox')
            .values(r.mails)
            .onConflict((oc) => oc.column('message_id').doNothing())
            .returning('id')
        : q.selectNoFrom((eb) => eb.lit(0).as('id')),
    );
  const resolved = { resolved_at: r.resolvedAt, standing_used: json(r.standing) };
  if (!r.next) {
    await base
      .updateTable('steps')
      .set(resolved)
      .where('game_id', '=', r.gameId)
      .where('seq', '=', r.seq)
      .execute();
    return;
  }
  await base
    .with('resolved', (q) =>
      q
        .updateTable('steps')
        .set(resolved)
        .where('game_id', '=', r.gameId)
        .where('seq', '=', r.seq)
        .returning('seq'),
    )
    .insertInto('steps')
    .values(stepValues({ gameId: r.gameId, ...r.next, openedAt: r.resolvedAt }))
    .execute();
}
