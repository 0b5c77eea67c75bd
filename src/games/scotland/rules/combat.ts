// STB-3.2c, STB-7.0, STB-7.5: after the phasing player's moves, a battle in every hex holding both
// sides' units, in the order of his battle plans. The pure resolver (rules/battle) fights it; this
// file describes the hex to it and applies the outcome to the state.
import { withNavy } from './advanced/navy';
import { garrisonBattles, garrisonUnit, settleGarrison } from './advanced/garrisons';
import type { Dice } from '../../core/dice';
import type { GameEvent } from '../../core/events';
import { distance, type HexId } from '../../core/hex';
import { CITIES, isCoastal, tecTerrainOf } from '../data';
import {
  battleOrder,
  resolveBattle,
  type BattleChoices,
  type BattleHooks,
  type BattleInput,
  type BattleOutcome,
  type BattlePlan,
  type SpareCounters,
  type WithdrawalHex,
} from './battle';
import { battleLeader, battleUnit } from './battle/from-data';
import {
  combatUnitsAt,
  controller,
  currentTurn,
  leadersAt,
  otherSide,
  type SideId,
  type State,
} from '../state';
import type { EngineHooks } from './hooks';
import { battleName } from '../names';
import { sideName } from './battle/state';
import { killLeader } from './leaders';
import { liftRestriction, unitEntered } from './loyalty';
import { available } from './pool';
import { canBePlaced, landNeighbours } from './terrain';
import { isToomTabard } from './scenario';
import { SIDES } from '../state';
import { wallaceSurvives } from './advanced/wallace-returns';

/** Hexes where the attacker's combat units meet enemy units (or enemy leaders alone, STB-AMB-10). */
export function battleHexes(state: State, attacker: SideId): HexId[] {
  const hexes = new Set(state.units.filter((u) => u.side === attacker && !u.neutral).map((u) => u.hex));
  const garrisons = garrisonBattles(state, attacker); // STB-AMB-67
  return [...hexes]
    .filter(
      (h) =>
        combatUnitsAt(state, h, otherSide(attacker)).length > 0 ||
        leadersAt(state, h, otherSide(attacker)).some((l) => l.status === 'active') ||
        garrisons.includes(h),
    )
    .sort();
}

function cityDistance(state: State, hex: HexId, side: SideId): number {
  const own = CITIES.filter((c) => controller(state, c.hex, c.name) === side).map((c) =>
    distance(hex, c.hex),
  );
  return own.length ? Math.min(...own) : 99;
}

/** STB-7.2, STB-AMB-25: adjacent hexes the side could enter, holding no enemy unit. */
export function withdrawalHexes(state: State, hex: HexId, side: SideId): WithdrawalHex[] {
  return landNeighbours(hex)
    .filter((n) => canBePlaced(state, side, n))
    .map((n) => ({
      hex: n,
      friendlyUnits: combatUnitsAt(state, n, side).length,
      friendlyCityDistance: cityDistance(state, n, side),
    }));
}

function spares(state: State, side: SideId): SpareCounters {
  const row = (kind: 'infantry' | 'cavalry') => ({
    regular: available(state, side, kind, 'regular'),
    elite: available(state, side, kind, 'elite'),
  });
  return { infantry: row('infantry'), cavalry: row('cavalry') };
}

/** STB-AMB-21: every attacking unit in the hex entered it across a river this player turn. */
export function riverCrossed(state: State, hex: HexId, attacker: SideId): boolean {
  const attackers = combatUnitsAt(state, hex, attacker);
  return attackers.length > 0 && attackers.every((u) => state.riverEntries.includes(u.id));
}

export function battleInput(
  state: State,
  hex: HexId,
  attacker: SideId,
  plan: BattleChoices,
  standing: BattleChoices,
): BattleInput {
  const units = state.units.filter((u) => u.hex === hex && !u.neutral);
  const garrison = garrisonUnit(state, hex); // STB-14.3
  const turn = currentTurn(state);
  return {
    hex,
    terrain: {
      kind: tecTerrainOf(hex) ?? 'clear',
      riverCrossedByAllAttackers: riverCrossed(state, hex, attacker),
      coastal: isCoastal(hex),
    },
    attacker,
    units: [
      ...units.map((u) =>
        battleUnit(u.id, u.side, u.kind, u.grade, { label: `${u.grade} ${u.kind} ${u.id}` }),
      ),
      ...(garrison ? [garrison] : []),
    ],
    leaders: leadersAt(state, hex)
      .filter((l) => l.status === 'active')
      .map((l) => battleLeader(l.id, isToomTabard(state)))
      .map((l) => (wallaceSurvives(state, l.id) ? { ...l, endsGame: false } : l)), // STB-14.1.2a
    withdrawal: {
      scots: withdrawalHexes(state, hex, 'scots'),
      english: withdrawalHexes(state, hex, 'english'),
    },
    spares: { scots: spares(state, 'scots'), english: spares(state, 'english') },
    attackerPlan: plan,
    defenderStanding: standing,
    turnLabel: turn.name,
  };
}

export function applyOutcome(state: State, outcome: BattleOutcome, events: GameEvent[]): void {
  for (const u of outcome.units) {
    const i = state.units.findIndex((x) => x.id === u.id);
    if (i < 0) continue;
    if (u.fate === 'eliminated')
      state.units.splice(i, 1); // STB-AMB-92: back to the pool
    else if (u.fate === 'withdrawn' && u.to) state.units[i]!.hex = u.to;
    if (u.advancedTo && state.units[i]?.id === u.id) state.units[i]!.grade = u.advancedTo; // STB-7.4
  }
  for (const u of outcome.units) if (u.fate === 'withdrawn' && u.to) unitEntered(state, u.side, u.to, events);
  const killed = outcome.leaders.filter((l) => l.fate === 'killed').map((l) => l.id);
  // STB-12.3.4d: Wallace and Edward dying together is a Scottish limited victory, so Edward first.
  killed.sort((a, b) => (a === 'edward' ? -1 : b === 'edward' ? 1 : 0));
  for (const l of outcome.leaders) {
    const state_ = state.leaders.find((x) => x.id === l.id)!;
    if (l.fate === 'withdrawn' && l.to) state_.hex = l.to;
  }
  for (const id of killed) killLeader(state, id, events);
  if (outcome.holder) unitEntered(state, outcome.holder, outcome.hex, events); // STB-AMB-48
}

/** Every battle of the phasing player's turn, one at a time (STB-7.5). */
export function fightBattles(
  state: State,
  attacker: SideId,
  plans: readonly BattlePlan[],
  standing: BattleChoices,
  defaults: BattleChoices,
  dice: Dice,
  events: GameEvent[],
  hooks: EngineHooks,
  /** Option liveReactions: the owner's withdrawal split, asked when his withdrawal succeeds. */
  withdrawalSplit?: BattleHooks['withdrawalSplit'],
): void {
  for (const hex of battleOrder(battleHexes(state, attacker), plans)) {
    if (state.result) return;
    if (!battleHexes(state, attacker).includes(hex)) continue; // emptied by an earlier withdrawal
    if (attacker === 'scots') liftRestriction(state, 'the Scots attacked the English', events); // STB-AMB-91/97
    const plan = plans.find((p) => p.hex === hex) ?? defaults;
    const pre = hooks.preBattle?.(state, hex, events); // STB-AMB-6: the markers before it
    if (pre?.decided) {
      const winner = combatUnitsAt(state, hex, attacker).length ? attacker : otherSide(attacker);
      events.push({
        kind: 'battle-result',
        text: `${battleName(hex)}: the ${sideName(winner)} win.`,
        hex,
        winner,
      });
      settleGarrison(state, hex, attacker, events);
      continue;
    }
    const { outcome, events: battleEvents } = resolveBattle(
      battleInput(state, hex, attacker, plan, standing),
      dice,
      withNavy(state, hex, { ...(pre?.battle ?? hooks.battle), withdrawalSplit }), // STB-14.2.1a
    );
    events.push(...battleEvents);
    applyOutcome(state, outcome, events);
    // STB-8.5.3b: a battle stopped at Wallace's or Edward's death while both sides stand has no victor.
    const stopped =
      !outcome.winner && state.result && SIDES.every((s) => combatUnitsAt(state, hex, s).length);
    const who = outcome.winner
      ? `the ${sideName(outcome.winner)} win`
      : stopped
        ? 'the game ends with both sides still in the field (STB-8.5.3b)'
        : 'no one holds the field';
    events.push({ kind: 'battle-result', text: `${battleName(hex)}: ${who}.`, hex, winner: outcome.winner });
    if (state.result) return; // STB-8.5.3b: the game ended at a death in this battle; nothing follows
    settleGarrison(state, hex, attacker, events); // STB-AMB-67
  }
  if (!state.result)
    for (const hex of state.garrisonFights ?? []) settleGarrison(state, hex, attacker, events);
}
