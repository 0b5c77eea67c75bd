// STB-7.1.3-7.1.4, STB-8.2, STB-AMB-18, STB-DEC-7: leaders placed on units, defender first, and the
// command bonus of the one leader who counts on each unit.
import {
  byStrength,
  choicesOf,
  defenderOf,
  leadersOnDisplay,
  push,
  sideName,
  unitLabel,
  unitState,
} from './state';
import type { Battle, LeaderState, UnitState } from './state';
import type { BattleSide, LeaderPlacement, LeaderPolicy, Position } from './types';

/** Leaders in the order the policy places them: named first, then best command (then initiative). */
function leaderOrder(leaders: readonly LeaderState[], policy: LeaderPolicy): LeaderState[] {
  const named = (l: LeaderState): number => {
    const i = policy.order.findIndex(
      (n) => n.toLowerCase() === l.leader.name.toLowerCase() || n === l.leader.id,
    );
    return i < 0 ? Infinity : i;
  };
  return [...leaders].sort(
    (a, b) =>
      named(a) - named(b) || b.leader.command - a.leader.command || b.leader.initiative - a.leader.initiative,
  );
}

/** Friendly units sharing the unit's position: "safest" prefers the most company. */
function company(positions: readonly Position[], side: BattleSide, id: string): number {
  return positions.find((p) => p.units[side].includes(id))?.units[side].length ?? 0;
}

/** Units in the order leaders go on them. */
function unitOrder(units: UnitState[], positions: readonly Position[], policy: LeaderPolicy): UnitState[] {
  const strong = byStrength(units, 'strongest');
  if (policy.on === 'strongest') return strong;
  const side = units[0]?.unit.side ?? 'scots';
  return [...strong].sort(
    (a, b) =>
      company(positions, side, b.unit.id) - company(positions, side, a.unit.id) ||
      Number(a.reduced) - Number(b.reduced),
  );
}

function placeSide(b: Battle, side: BattleSide, positions: readonly Position[]): LeaderPlacement[] {
  const policy = choicesOf(b, side).leaders;
  const units = unitOrder(
    positions.flatMap((p) => p.units[side]).map((id) => unitState(b, id)),
    positions,
    policy,
  );
  if (!units.length) return [];
  // Each leader on the best unit not yet led; with more leaders than units, round again.
  const placed = leaderOrder(leadersOnDisplay(b, side), policy).map((l, i) => ({
    leaderId: l.leader.id,
    unitId: (units[i % units.length] as UnitState).unit.id,
    counts: false,
  }));
  // STB-7.1.3b, STB-AMB-18: one leader counts on each unit; the owner names the best command.
  for (const unitId of new Set(placed.map((p) => p.unitId))) {
    const here = placed.filter((p) => p.unitId === unitId);
    const best = here.reduce((x, y) => (command(b, y) > command(b, x) ? y : x));
    best.counts = true;
  }
  return placed;
}

function command(b: Battle, p: LeaderPlacement): number {
  return b.leaders.get(p.leaderId)?.leader.command ?? 0;
}

/** STB-7.1.3a then STB-7.1.4a: the defender places his leaders, then the attacker. */
export function placeLeaders(b: Battle, positions: readonly Position[]): LeaderPlacement[] {
  const defender = defenderOf(b);
  const all = [...placeSide(b, defender, positions), ...placeSide(b, b.input.attacker, positions)];
  for (const side of [defender, b.input.attacker]) {
    const mine = all.filter((p) => b.leaders.get(p.leaderId)?.leader.side === side);
    if (!mine.length) continue;
    const text = mine
      .map((p) => {
        const name = b.leaders.get(p.leaderId)?.leader.name ?? p.leaderId;
        return `${name} on ${unitLabel(b, p.unitId)}${p.counts ? '' : ' (not counting)'}`;
      })
      .join(', ');
    push(b, {
      kind: 'battle-leaders',
      text: `${sideName(side)} leaders: ${text}.`,
      side,
      placements: mine,
    });
  }
  return all;
}

/** STB-8.2a: the command value of the leader who counts on this unit, or 0. */
export function commandBonus(b: Battle, placements: readonly LeaderPlacement[], unitId: string): number {
  const p = placements.find((x) => x.unitId === unitId && x.counts);
  return p ? command(b, p) : 0;
}

/** The leader who counts on a unit, for report text. */
export function leaderOn(
  b: Battle,
  placements: readonly LeaderPlacement[],
  unitId: string,
): string | undefined {
  const p = placements.find((x) => x.unitId === unitId && x.counts);
  return p ? b.leaders.get(p.leaderId)?.leader.name : undefined;
}
