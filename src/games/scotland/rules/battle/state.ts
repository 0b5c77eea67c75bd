// The battle display while a battle is fought: each unit's step, who has left, the log of events and
// dice. Private to the resolver; the engine sees only BattleInput and BattleOutcome.
import type { Dice } from '../../../core/dice';
import { dieEvent } from '../die-event';
import type { GameEvent } from '../../../core/events';
import type {
  BattleChoices,
  BattleHooks,
  BattleInput,
  BattleLeader,
  BattleSide,
  BattleUnit,
  LeaderFate,
  RollView,
  UnitFate,
} from './types';

export interface UnitState {
  unit: BattleUnit;
  reduced: boolean;
  /** Hit while reduced this round; removed at once after a first strike, else at the round's end. */
  destroyed: boolean;
  fate: UnitFate;
  to?: string;
}

export interface LeaderState {
  leader: BattleLeader;
  fate: LeaderFate;
  to?: string;
}

export interface Battle {
  input: BattleInput;
  hooks: BattleHooks;
  round: number;
  units: Map<string, UnitState>;
  leaders: Map<string, LeaderState>;
  /** Steps lost so far in this battle, for "withdraw if losing" (STB-DEC-11). */
  stepsLost: Record<BattleSide, number>;
  events: GameEvent[];
  dice: Dice;
  /** The leader whose death ended the game, and with it the battle at that moment (STB-8.5.3b). */
  endedBy?: string;
}

export function startBattle(input: BattleInput, dice: Dice, hooks: BattleHooks): Battle {
  return {
    input,
    hooks,
    round: 0,
    units: new Map(
      input.units.map((u) => [u.id, { unit: u, reduced: u.reduced, destroyed: false, fate: 'fresh' }]),
    ),
    leaders: new Map(input.leaders.map((l) => [l.id, { leader: l, fate: 'stays' }])),
    stepsLost: { scots: 0, english: 0 },
    events: [],
    dice,
  };
}

export const enemyOf = (side: BattleSide): BattleSide => (side === 'scots' ? 'english' : 'scots');
export const defenderOf = (b: Battle): BattleSide => enemyOf(b.input.attacker);
export const roleOf = (b: Battle, side: BattleSide): 'attacker' | 'defender' =>
  side === b.input.attacker ? 'attacker' : 'defender';
export const sideName = (side: BattleSide): string => (side === 'scots' ? 'Scots' : 'English');

/** The attacker's plan or the defender's standing battle orders. */
export function choicesOf(b: Battle, side: BattleSide): BattleChoices {
  return side === b.input.attacker ? b.input.attackerPlan : b.input.defenderStanding;
}

/** Combat units of a side still on the display (not destroyed this round, not gone). */
export function unitsOnDisplay(b: Battle, side: BattleSide): UnitState[] {
  return [...b.units.values()].filter((u) => u.unit.side === side && u.fate === 'fresh' && !u.destroyed);
}

export function leadersOnDisplay(b: Battle, side: BattleSide): LeaderState[] {
  return [...b.leaders.values()].filter((l) => l.leader.side === side && l.fate === 'stays');
}

export function unitState(b: Battle, id: string): UnitState {
  const u = b.units.get(id);
  if (!u) throw new Error(`battle: no unit ${id}`);
  return u;
}

/** The printed value of the side now up (before terrain and leaders). */
export function baseValue(u: UnitState): number {
  return u.reduced ? u.unit.reducedValue : u.unit.full;
}

export function unitLabel(b: Battle, id: string): string {
  const u = unitState(b, id);
  const name = u.unit.label ?? u.unit.id;
  return u.reduced ? `${name} (reduced)` : name;
}

export function push(b: Battle, event: GameEvent): void {
  b.events.push({ hex: b.input.hex, round: b.round, ...event });
}

/** What a die decides: its kind and whether a value goes the owner's way (for Fortunes of War). */
export interface RollMeaning {
  kind: NonNullable<RollView['kind']>;
  success: (value: number) => boolean;
}

/** One die for `owner` (STB-AMB-1), logged as a "roll" event; a hook may demand rerolls (STB-AMB-72). */
export function roll(b: Battle, owner: BattleSide, what: string, meaning?: RollMeaning): number {
  const purpose = `battle ${b.input.hex}${b.round ? ` round ${b.round}` : ''}: ${what}`;
  const emit = (e: GameEvent) => push(b, e);
  for (let attempt = 0; ; attempt++) {
    const value = b.dice.roll(purpose);
    push(b, dieEvent(purpose, value, { again: attempt > 0, owner }));
    const facts = meaning ? { kind: meaning.kind, success: meaning.success(value) } : {};
    if (!b.hooks.afterRoll?.({ purpose, value, owner, ...facts }, emit)) return value;
  }
}

/** Strongest first (value now, then printed full value); input order breaks ties. */
export function byStrength(units: readonly UnitState[], rule: 'strongest' | 'weakest'): UnitState[] {
  const sign = rule === 'strongest' ? -1 : 1;
  return [...units].sort(
    (a, b) => sign * (baseValue(a) - baseValue(b)) || sign * (a.unit.full - b.unit.full),
  );
}
