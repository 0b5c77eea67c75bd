// What a resolved step left is written once, with the step's resolution, and never changed: its state,
// title, time and events. The orders page, its live check and each submission read the same ones, so
// each process keeps them, read-only (the state in canonical key order), instead of reading and
// parsing them from the database each time.
import type { Db } from '../../db/repos/games';
import { getStep, loadState, stepEvents } from '../../db/repos/steps';
import type { GameEvent } from '../../games/core/events';
import type { BaseState } from '../../games/core/contract';
import type { AnyGame } from './context';
import { checkedState } from './game-state';
import { canonical } from './canonical';
import { Kept } from '../../games/core/kept';
import { frozen } from './frozen';

/** A resolved step's title, time and events. */
export interface StepRecord {
  seq: number;
  title: string;
  resolvedAt: Date;
  events: GameEvent[];
}

const states = new Kept<BaseState>(300);
const records = new Kept<StepRecord>(300);

/**
 * `kept`'s value for `key`, else `load()`'s, made read-only. A value read inside a transaction is not
 * kept: one the transaction wrote itself could still be rolled back.
 */
async function readOnce<T>(kept: Kept<T>, db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const hit = kept.get(key);
  if (hit !== undefined) return hit;
  const value = frozen(await load());
  return db.isTransaction ? value : kept.set(key, value);
}

/** The state after step `seq` of a game (0 = after set-up), checked once, shared and read-only. */
export function keptState(db: Db, module: AnyGame, gameId: string, seq: number): Promise<BaseState> {
  return readOnce(states, db, `${gameId}/${seq}`, async () =>
    checkedState(module, canonical(await loadState(db, gameId, seq))),
  );
}

/** The record of step `seq`, which must be resolved (its state exists), shared and read-only. */
export function keptStepRecord(db: Db, gameId: string, seq: number): Promise<StepRecord> {
  return readOnce(records, db, `${gameId}/${seq}`, async () => {
    const step = await getStep(db, gameId, seq);
    if (!step?.resolved_at) throw new Error(`game ${gameId} has no resolved step ${seq}`);
    return {
      seq,
      title: step.title,
      resolvedAt: step.resolved_at,
      events: await stepEvents(db, gameId, seq),
    };
  });
}
