// Stacking (SH-STACK-1/2, SH-AMB-22): limits on infantry only, checked at the end of each move and
// after each retreat; any number of cavalry and artillery may share the hex.
import type { HexId } from '../../core/hex';
import { unitsAt } from '../state';
import type { State } from '../state';
import { isInfantry, unit } from '../units';
import type { SideId } from '../units';

/** SH-STACK-1: one Union corps; SH-STACK-2: two Confederate divisions. */
export const INFANTRY_LIMIT: Record<SideId, number> = { union: 1, confederate: 2 };

/** May `id` end a move or retreat in `hex`, given who is there now (excluding itself)? */
export function canStack(state: State, id: string, hex: HexId): boolean {
  if (!isInfantry(id)) return true;
  const side = unit(id).side;
  const infantry = unitsAt(state, hex, side).filter((u) => u !== id && isInfantry(u));
  return infantry.length + 1 <= INFANTRY_LIMIT[side];
}

/** Hexes whose stack breaks the limits (for invariants). */
export function overstacked(state: State): string[] {
  const counts = new Map<string, number>();
  for (const [id, u] of Object.entries(state.units)) {
    if (!isInfantry(id)) continue;
    const key = `${unit(id).side}@${u.at}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .filter(([key, n]) => {
      const [side, at] = key.split('@') as [SideId, string];
      return at.length === 4 && n > INFANTRY_LIMIT[side];
    })
    .map(([key]) => key);
}
