// Named hook points for the strategy markers (rules/markers): the engine calls each at its place in
// the sequence, so markers plug in without reshaping the turn. A game without markers passes NO_HOOKS.
import type { Dice } from '../../core/dice';
import { dieEvent } from './die-event';
import type { GameEvent } from '../../core/events';
import type { BattleHooks } from './battle';
import type { SideId, State } from '../state';

export interface MarchView {
  side: SideId;
  from: string;
  ids: readonly string[];
  /** Where the March is announced to go (STB-10.M.vacillate.a: seen before it is carried out). */
  to: readonly string[];
  /** Set for a move by leader initiative check, which Vacillate cannot stop (STB-10.M.vacillate.c). */
  byLeader?: string;
}

/** A die rolled outside a battle, and whether what it decides happens. */
export interface RollFacts {
  purpose: string;
  value: number;
  owner: SideId;
  kind: 'initiative' | 'marker';
  success: boolean;
}

export interface PreBattle {
  battle?: BattleHooks;
  /** The battle ended before its first line-up (Lost Cause, STB-AMB-6). */
  decided?: boolean;
}

export interface EngineHooks {
  /** Before a stack moves (Vacillate, Forced March): may stop it or raise allowances by half. */
  beforeMarch?(
    state: State,
    march: MarchView,
    events: GameEvent[],
  ): { cancel?: boolean; forced?: boolean } | void;
  afterMarch?(state: State, march: MarchView, events: GameEvent[]): void;
  /** Passed to the battle resolver: first strike, hit, casualty check, withdrawal, any die. */
  battle?: BattleHooks;
  /** The window before one battle (STB-AMB-6): markers played there shape that battle. */
  preBattle?(state: State, hex: string, events: GameEvent[]): PreBattle | void;
  /** After a die outside battles (Fortunes of War, STB-AMB-72): true demands a reroll. */
  afterRoll?(roll: RollFacts, events: GameEvent[]): boolean;
  /** Before the Mobilization Phase (Levy markers). */
  beforeMobilisation?(state: State): void;
  /** After a city's loyalty changed (Conversion, Subversion, Influence Noble follow-ups). */
  afterLoyaltyChange?(state: State, city: string, to: SideId): void;
}

export const NO_HOOKS: EngineHooks = {};

/** One die outside battles, rolled again while a hook demands it (STB-AMB-72). */
export function rollDie(
  dice: Dice,
  hooks: EngineHooks,
  events: GameEvent[],
  purpose: string,
  owner: SideId,
  kind: RollFacts['kind'],
  success: (value: number) => boolean,
  /** Rules version 2 (`logsEveryDie`): the first roll is a roll event too, not the rerolls alone. */
  logFirst = false,
): number {
  for (let attempt = 0; ; attempt++) {
    const value = dice.roll(purpose);
    if (attempt > 0 || logFirst) events.push(dieEvent(purpose, value, { again: attempt > 0 }));
    if (!hooks.afterRoll?.({ purpose, value, owner, kind, success: success(value) }, events)) return value;
  }
}
