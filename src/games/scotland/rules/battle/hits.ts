// STB-7.1.6c-f, STB-AMB-17, STB-DEC-8: the owner picks which unit at the position takes a hit; a hit
// flips a full-strength unit and destroys a reduced one.
import { baseValue, choicesOf, push, unitLabel, unitState } from './state';
import type { Battle, UnitState } from './state';
import type { HitPolicy, LeaderPlacement } from './types';

/** The owner's order of preference for taking hits, under his policy (STB-DEC-8). */
export function hitOrder(
  units: readonly UnitState[],
  policy: HitPolicy,
  led: ReadonlySet<string>,
): UnitState[] {
  const byPolicy = (a: UnitState, b: UnitState): number => {
    if (policy.order === 'strongest') return baseValue(b) - baseValue(a);
    if (policy.order === 'weakest') return baseValue(a) - baseValue(b);
    // spread: a full-strength unit before a reduced one, the weakest first, so as not to lose units.
    return Number(a.reduced) - Number(b.reduced) || baseValue(a) - baseValue(b);
  };
  const spare = (u: UnitState): number => (policy.spareLeaders && led.has(u.unit.id) ? 1 : 0);
  return [...units].sort((a, b) => spare(a) - spare(b) || byPolicy(a, b));
}

/** Applies one hit among `targets` (ids at one position, or the whole force for an extra attack). */
export function assignHit(
  b: Battle,
  from: string,
  targets: readonly string[],
  placements: readonly LeaderPlacement[],
): void {
  // STB-AMB-17: never on a unit already destroyed while another can take it; else the hit is lost.
  const by = b.units.has(from) ? unitLabel(b, from) : from;
  const candidates = targets.map((id) => unitState(b, id)).filter((u) => u.fate === 'fresh' && !u.destroyed);
  const first = candidates[0];
  if (!first) {
    push(b, { kind: 'battle-hit', text: `The hit by ${by} is lost: no unit is left to take it.`, from });
    return;
  }
  const side = first.unit.side;
  const led = new Set(placements.map((p) => p.unitId));
  const target = hitOrder(candidates, choicesOf(b, side).hits, led)[0] as UnitState;
  if (b.hooks.onHit?.({ round: b.round, from, targetId: target.unit.id, side })?.cancel) {
    push(b, { kind: 'battle-hit', text: `The hit on ${unitLabel(b, target.unit.id)} is cancelled.`, from });
    return;
  }
  const name = unitLabel(b, target.unit.id);
  b.stepsLost[side]++;
  if (!target.reduced) {
    target.reduced = true; // STB-7.1.6c
    push(b, {
      kind: 'battle-hit',
      text: `${name} takes the hit and is flipped.`,
      unit: target.unit.id,
      from,
    });
  } else {
    target.destroyed = true; // STB-7.1.6d
    push(b, {
      kind: 'battle-hit',
      text: `${name} takes the hit and is destroyed.`,
      unit: target.unit.id,
      from,
    });
  }
}
