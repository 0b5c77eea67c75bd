// STB-7.4, STB-11.2.2, STB-AMB-28, STB-DEC-13: the winner may advance one of its units in the hex.
import { choicesOf, push, sideName, unitsOnDisplay } from './state';
import type { Battle, UnitState } from './state';
import type { BattleSide, Grade } from './types';

const NEXT: Record<Grade, 'regular' | 'elite' | undefined> = {
  levy: 'regular',
  regular: 'elite',
  elite: undefined,
};
const LEVEL: Record<Grade, number> = { levy: 0, regular: 1, elite: 2 };

/** STB-11.2.2b-c: one grade up, if a counter of that type and grade is spare. */
function canAdvance(b: Battle, side: BattleSide, u: UnitState): boolean {
  const next = NEXT[u.unit.grade];
  if (!next || u.unit.garrison) return false; // a 14.3 garrison is no counter
  return (b.input.spares?.[side]?.[u.unit.kind][next] ?? 0) > 0;
}

/** STB-DEC-13: named units first, then the highest level that can still advance, infantry first. */
export function advancementChoice(b: Battle, side: BattleSide): UnitState | undefined {
  const policy = choicesOf(b, side).advance;
  if (policy.rule === 'none') return undefined;
  const able = unitsOnDisplay(b, side).filter((u) => canAdvance(b, side, u));
  const named = policy.prefer
    .map((id) => able.find((u) => u.unit.id.toLowerCase() === id.toLowerCase()))
    .find(Boolean);
  if (named) return named;
  return [...able].sort(
    (x, y) =>
      LEVEL[y.unit.grade] - LEVEL[x.unit.grade] ||
      Number(x.unit.kind === 'cavalry') - Number(y.unit.kind === 'cavalry'),
  )[0];
}

/** STB-7.4: returns the advancement made, if any. */
export function advance(
  b: Battle,
  winner: BattleSide | null,
): { unitId: string; from: Grade; to: Grade } | undefined {
  if (!winner) return undefined;
  const u = advancementChoice(b, winner);
  const to = u ? NEXT[u.unit.grade] : undefined;
  if (!u || !to) {
    push(b, { kind: 'battle-advance', text: `The ${sideName(winner)} advance no unit.`, side: winner });
    return undefined;
  }
  push(b, {
    kind: 'battle-advance',
    text: `The ${sideName(winner)} advance ${u.unit.label ?? u.unit.id} from ${u.unit.grade} to ${to}.`,
    side: winner,
    unit: u.unit.id,
    from: u.unit.grade,
    to,
  });
  return { unitId: u.unit.id, from: u.unit.grade, to };
}
