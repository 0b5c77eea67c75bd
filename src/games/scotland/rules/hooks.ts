// Named hook points for part 2's strategy markers (issue 21): the engine calls each at its place in
// the sequence, so markers can be added without reshaping the turn. Part 1 passes NO_HOOKS.
import type { GameEvent } from '../../core/events';
import type { BattleHooks } from './battle';
import type { SideId, State } from '../state';

export interface MarchView {
  side: SideId;
  from: string;
  ids: readonly string[];
  byLeader?: string;
}

export interface EngineHooks {
  /** Before a stack moves (Vacillate, Forced March): may forbid it or raise allowances. */
  beforeMarch?(state: State, march: MarchView): { cancel?: boolean; extraMp?: number } | void;
  afterMarch?(state: State, march: MarchView, events: GameEvent[]): void;
  /** Passed to the battle resolver: first strike, hit, casualty check, withdrawal, any die. */
  battle?: BattleHooks;
  /** Before the Mobilization Phase (Levy markers). */
  beforeMobilisation?(state: State): void;
  /** After a city's loyalty changed (Conversion, Subversion, Influence Noble follow-ups). */
  afterLoyaltyChange?(state: State, city: string, to: SideId): void;
}

export const NO_HOOKS: EngineHooks = {};
