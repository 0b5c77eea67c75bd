// STB-7.1.1-7.1.2, STB-AMB-16, STB-AMB-90, STB-DEC-6: the line-up at the start of every round.
import {
  byStrength,
  choicesOf,
  defenderOf,
  enemyOf,
  push,
  sideName,
  unitLabel,
  unitsOnDisplay,
} from './state';
import type { Battle, UnitState } from './state';
import type { BattleSide, LineupPolicy, Position } from './types';

/** STB-7.1.1a-b: the side with fewer combat units (leaders not counted) forms the row; the defender on a tie. */
export function rowSide(b: Battle): BattleSide {
  const defender = defenderOf(b);
  const attacker = b.input.attacker;
  return unitsOnDisplay(b, attacker).length < unitsOnDisplay(b, defender).length ? attacker : defender;
}

/** My units in the order my policy places them: named units first, then by the rank rule. */
export function placingOrder(units: readonly UnitState[], policy: LineupPolicy): UnitState[] {
  const named = policy.first.flatMap((id) =>
    units.filter((u) => u.unit.id.toLowerCase() === id.toLowerCase()),
  );
  const rest = byStrength(
    units.filter((u) => !named.includes(u)),
    policy.rank,
  );
  return [...named, ...rest];
}

/** Lines both sides up; every combat unit takes part (STB-AMB-90), no leaders yet (7.1.1c, 7.1.2c). */
export function lineUp(b: Battle): Position[] {
  const row = rowSide(b);
  const facing = enemyOf(row);
  // STB-7.1.1a, STB-AMB-16: one unit at each position, no stacking.
  const rowUnits = placingOrder(unitsOnDisplay(b, row), choicesOf(b, row).lineup);
  const positions: Position[] = rowUnits.map((u, i) => ({
    index: i + 1,
    units: { [row]: [u.unit.id], [facing]: [] } as Record<BattleSide, string[]>,
  }));
  const policy = choicesOf(b, facing).lineup;
  const mine = placingOrder(unitsOnDisplay(b, facing), policy);
  // Enemy positions in the order my policy faces them: strongest (or weakest) enemy first.
  const targets = placingOrder(rowUnits, { ...policy, first: [], rank: policy.against }).map(
    (u) => positions[rowUnits.indexOf(u)] as Position,
  );
  // STB-7.1.2a: every enemy unit has at least one of mine facing it.
  mine.slice(0, targets.length).forEach((u, i) => targets[i]?.units[facing].push(u.unit.id));
  // STB-7.1.2b: the surplus stacks on units already facing an enemy.
  mine.slice(targets.length).forEach((u, i) => {
    const at = policy.surplus === 'concentrate' ? targets[0] : targets[i % targets.length];
    at?.units[facing].push(u.unit.id);
  });
  reportLineup(b, row, positions);
  return positions;
}

function reportLineup(b: Battle, row: BattleSide, positions: readonly Position[]): void {
  const facing = enemyOf(row);
  const why =
    positions.length === unitsOnDisplay(b, facing).length
      ? 'equal numbers: the defender lines up first'
      : 'fewer units';
  const pairs = positions.map(
    (p) =>
      `${p.index}. ${p.units[row].map((id) => unitLabel(b, id)).join(', ')} faced by ${p.units[facing]
        .map((id) => unitLabel(b, id))
        .join(' + ')}`,
  );
  push(b, {
    kind: 'battle-lineup',
    text: `Round ${b.round} line-up: the ${sideName(row)} form the row (${why}). ${pairs.join('; ')}.`,
    row,
    positions: positions.map((p) => ({ index: p.index, units: { ...p.units } })),
  });
}
