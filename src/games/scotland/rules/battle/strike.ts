// STB-7.1.5-7.1.6, STB-8.2, STB-TEC, STB-AMB-17/19/20/21/22/78: who strikes first, combat values,
// the dice, and the hits.
import { TEC } from '../../data/index';
import { commandBonus, leaderOn } from './leaders';
import { assignHit } from './hits';
import { destroyedLeaderChecks, removeDestroyed } from './casualties';
import { baseValue, enemyOf, push, roll, sideName, unitLabel, unitState } from './state';
import type { Battle } from './state';
import type {
  BattleSide,
  BattleTerrain,
  ExtraAttack,
  LeaderPlacement,
  Position,
  StrikeModifiers,
} from './types';

/** STB-TEC, STB-AMB-20/21/78: the defender's terrain advantage in a round, if any (they never add). */
export function terrainAdvantageFor(
  terrain: BattleTerrain,
  attacker: BattleSide,
  round: number,
): BattleSide | null {
  const { kind, riverCrossedByAllAttackers } = terrain;
  // STB-TEC.river: only the first round, and only when every attacker crossed (STB-AMB-21).
  const river = riverCrossedByAllAttackers && (round === 1 || !TEC.river.defenderAdvantageFirstRoundOnly);
  return TEC.terrain[kind].defenderAdvantage || river ? enemyOf(attacker) : null;
}

export function terrainAdvantage(b: Battle): BattleSide | null {
  return terrainAdvantageFor(b.input.terrain, b.input.attacker, b.round);
}

/** STB-TEC.city / major-city, STB-AMB-68: what every attacking unit loses, every round. */
export function cityPenalty(b: Battle, ease = 0): number {
  return Math.max(0, TEC.terrain[b.input.terrain.kind].attackerPenalty - ease);
}

/** STB-7.1.6b, STB-8.2a, STB-AMB-19: printed value, plus the leader who counts, less the city penalty. */
export function combatValue(
  b: Battle,
  placements: readonly LeaderPlacement[],
  mods: StrikeModifiers,
  unitId: string,
): number {
  if (mods.zeroed?.includes(unitId)) return 0;
  const u = unitState(b, unitId);
  const penalty = u.unit.side === b.input.attacker ? cityPenalty(b, mods.cityPenaltyEase) : 0;
  return baseValue(u) + commandBonus(b, placements, unitId) + (mods.valueModifiers?.[unitId] ?? 0) - penalty;
}

/** A hit scored on a position (its owner picks the unit, STB-7.1.6f) or on the whole enemy force. */
interface Hit {
  from: string;
  targets: string[];
}

/** STB-7.1.6a, STB-AMB-19: one die; a hit on a roll of the value or less; 0 never hits, 6 always. */
function attack(b: Battle, side: BattleSide, from: string, value: number, against: string): boolean {
  if (value <= 0) {
    push(b, { kind: 'battle-attack', text: `${from} (value ${value}) cannot hit ${against}.`, side, value });
    return false;
  }
  const die = roll(b, side, `${from} (value ${value}) vs ${against}`, {
    kind: 'attack',
    success: (v) => v <= value,
  });
  const hit = die <= value;
  push(b, {
    kind: 'battle-attack',
    text: `${from} (value ${value}) rolls ${die} against ${against}: ${hit ? 'hit' : 'miss'}.`,
    side,
    value,
    die,
    hit,
  });
  return hit;
}

function living(b: Battle, ids: readonly string[]): string[] {
  return ids.filter((id) => {
    const u = unitState(b, id);
    return u.fate === 'fresh' && !u.destroyed;
  });
}

/** Every unit of `side` facing a living enemy rolls once; then its extra attacks. */
function fire(
  b: Battle,
  side: BattleSide,
  positions: readonly Position[],
  placements: readonly LeaderPlacement[],
  mods: StrikeModifiers,
): Hit[] {
  const enemy = enemyOf(side);
  const hits: Hit[] = [];
  for (const p of positions) {
    const targets = living(b, p.units[enemy]);
    if (!targets.length) continue; // STB-7.1.6e: nobody left facing it
    const against = targets.map((id) => unitLabel(b, id)).join(' + ');
    for (const id of living(b, p.units[side])) {
      const led = leaderOn(b, placements, id);
      const from = `${unitLabel(b, id)}${led ? ` with ${led}` : ''}`;
      if (attack(b, side, from, combatValue(b, placements, mods, id), against))
        hits.push({ from: id, targets });
    }
  }
  for (const extra of (mods.extraAttacks ?? []).filter((x) => x.side === side)) {
    const targets = living(
      b,
      positions.flatMap((p) => p.units[enemy]),
    );
    if (targets.length && attack(b, side, extra.label, extraValue(b, extra, mods), `the ${sideName(enemy)}`))
      hits.push({ from: extra.label, targets });
  }
  return hits;
}

/** STB-AMB-42, STB-14.2.1b: archers suffer the city penalty when attacking, the navy never. */
function extraValue(b: Battle, extra: ExtraAttack, mods: StrikeModifiers): number {
  const attacking = extra.side === b.input.attacker && extra.cityPenalty;
  return extra.value - (attacking ? cityPenalty(b, mods.cityPenaltyEase) : 0);
}

function applyHits(b: Battle, hits: readonly Hit[], placements: readonly LeaderPlacement[]): void {
  for (const h of hits) assignHit(b, h.from, h.targets, placements);
}

/**
 * STB-7.1.5: one round's combat. With an advantage that side strikes first and the units it destroys
 * are removed at once (STB-7.1.6e, STB-AMB-22), their leaders checked before the reply (STB-AMB-26);
 * otherwise both strike together and the destroyed still
 * fire (STB-7.1.6d); the caller removes them at the round's end.
 */
export function strike(
  b: Battle,
  positions: readonly Position[],
  placements: readonly LeaderPlacement[],
  mods: StrikeModifiers,
): void {
  const advantage = mods.advantage !== undefined ? mods.advantage : terrainAdvantage(b);
  if (advantage) {
    push(b, {
      kind: 'battle-advantage',
      text: `The ${sideName(advantage)} have the combat advantage and strike first.`,
      side: advantage,
    });
    applyHits(b, fire(b, advantage, positions, placements, mods), placements);
    // STB-7.1.6e, STB-AMB-22, STB-AMB-26: removed at once, and their leaders checked and gone at once.
    destroyedLeaderChecks(b, removeDestroyed(b), placements);
    if (b.endedBy) return; // STB-8.5.3b
    applyHits(b, fire(b, enemyOf(advantage), positions, placements, mods), placements);
    return;
  }
  push(b, {
    kind: 'battle-advantage',
    text: 'Neither side has the advantage: both strike at once.',
    side: null,
  });
  const first = fire(b, b.input.attacker, positions, placements, mods);
  const second = fire(b, enemyOf(b.input.attacker), positions, placements, mods);
  applyHits(b, [...first, ...second], placements);
}
