// STB-9.1.3, STB-11.2.2c-d, STB-AMB-92: counters not on the map are in the side's pool.
import { counterLimit, type Grade, type UnitKind } from '../data';
import type { SideId, State } from '../state';

export function available(state: State, side: SideId, kind: UnitKind, grade: Grade): number {
  const used = state.units.filter((u) => u.side === side && u.kind === kind && u.grade === grade).length;
  return counterLimit(side, kind, grade) - used;
}

export const NEXT_GRADE: Record<Grade, Grade | undefined> = {
  levy: 'regular',
  regular: 'elite',
  elite: undefined,
};
