// Shared builders for the battle tests: units and leaders from the game's data (STB-DATA-2/3),
// a battle in a clear hex with a free withdrawal hex for each side, and a fight with forced dice.
import { FixedDice } from '../../src/games/core/dice';
import type { GameEvent } from '../../src/games/core/events';
import { battleLeader, battleUnit } from '../../src/games/scotland/rules/battle/from-data';
import { parseBattleStanding } from '../../src/games/scotland/rules/battle/plan';
import { resolveBattle } from '../../src/games/scotland/rules/battle/resolve';
import type {
  BattleChoices,
  BattleHooks,
  BattleInput,
  BattleOutcome,
  BattleSide,
  BattleUnit,
  Grade,
  UnitKind,
} from '../../src/games/scotland/rules/battle/types';

/** A combat unit with the data's values for its type and grade (STB-DATA-2). */
export function unit(
  id: string,
  side: BattleSide,
  grade: Grade = 'regular',
  kind: UnitKind = 'infantry',
  extra: Partial<BattleUnit> = {},
): BattleUnit {
  return { ...battleUnit(id, side, kind, grade), ...extra };
}

export const WALLACE = battleLeader('wallace');
export const DOUGLAS = battleLeader('douglas');
export const PERCY = battleLeader('percy');
export const EDWARD = battleLeader('edward');

/** Standing-order text (bare clauses) to choices; fails the test on any problem. */
export function orders(text: string): BattleChoices {
  const { standing, problems } = parseBattleStanding(text);
  if (problems.length) throw new Error(`bad orders '${text}': ${JSON.stringify(problems)}`);
  return standing;
}

export interface BattleSpec extends Partial<Omit<BattleInput, 'attackerPlan' | 'defenderStanding'>> {
  attackerPlan?: string;
  defenderStanding?: string;
}

/** Scots attack in clear 0913; both sides fight on ('withdraw never') unless told otherwise. */
export function battle(spec: BattleSpec): BattleInput {
  const { attackerPlan, defenderStanding, ...rest } = spec;
  return {
    hex: '0913',
    terrain: { kind: 'clear', riverCrossedByAllAttackers: false },
    attacker: 'scots',
    units: [],
    leaders: [],
    withdrawal: {
      scots: [{ hex: '0914', friendlyUnits: 0, friendlyCityDistance: 3 }],
      english: [{ hex: '0912', friendlyUnits: 0, friendlyCityDistance: 3 }],
    },
    attackerPlan: orders(attackerPlan ?? 'withdraw never'),
    defenderStanding: orders(defenderStanding ?? 'withdraw never'),
    ...rest,
  };
}

export interface Fought {
  outcome: BattleOutcome;
  events: GameEvent[];
  text: string;
  dice: FixedDice;
  /** Events of one kind. */
  of(kind: string): GameEvent[];
  fate(id: string): string | undefined;
}

export function fight(input: BattleInput, dice: number[], hooks?: BattleHooks): Fought {
  const fixed = new FixedDice(dice);
  const { outcome, events } = resolveBattle(input, fixed, hooks);
  return {
    outcome,
    events,
    text: events.map((e) => e.text).join('\n'),
    dice: fixed,
    of: (kind) => events.filter((e) => e.kind === kind),
    fate: (id) =>
      outcome.units.find((u) => u.id === id)?.fate ?? outcome.leaders.find((l) => l.id === id)?.fate,
  };
}
