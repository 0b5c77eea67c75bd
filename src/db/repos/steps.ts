// Steps (who must act, until when), the states after each step and the events of each resolution.
import type { GameEvent } from '../../games/core/events';
import type { Roll } from '../../games/core/dice';
import type { Prompt } from '../../games/core/contract';
import { json } from '../json';
import type { StepRow } from '../schema';
import type { Db } from './games';

export async function openStep(
  db: Db,
  s: { gameId: string; seq: number; prompts: Prompt[]; openedAt: Date; deadline: Date | null },
): Promise<void> {
  await db
    .insertInto('steps')
    .values({
      game_id: s.gameId,
      seq: s.seq,
      // A simultaneous step asks every side the same thing: one title, not 'Choose / Choose'.
      title: [...new Set(s.prompts.map((p) => p.title))].join(' / '),
      awaiting: json(s.prompts.map((p) => p.side)),
      prompts: json(s.prompts),
      opened_at: s.openedAt,
      deadline: s.deadline,
    })
    .execute();
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
