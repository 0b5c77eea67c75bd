// Movement limits per phase: the Union corps limit (SH-MOVE-9/10, SH-AMB-5) and the Confederate
// MC/AN restriction (SH-MOVE-7/8, SH-AMB-6).
import type { State } from '../state';
import { isInfantry, unit } from '../units';

/** SH-MOVE-9/10: 3 corps, or 4 when the phase's die is even. */
export function corpsLimit(state: State): number {
  return state.corpsDie !== null && state.corpsDie % 2 === 0 ? 4 : 3;
}

/** Problem if `id` moving now (after `moved`) breaks a phase limit, else undefined. */
export function limitProblem(state: State, moved: readonly string[], id: string): string | undefined {
  const u = unit(id);
  if (u.side === 'union' && isInfantry(id)) {
    const corps = moved.filter((m) => isInfantry(m) && unit(m).side === 'union');
    const limit = corpsLimit(state);
    if (corps.length >= limit) {
      return `the Union may move only ${limit} corps this phase (corps die ${state.corpsDie ?? 'not rolled'}); already moving ${corps.join(', ')}`;
    }
  }
  const flag = u.flags?.find((f) => f === 'MC' || f === 'AN');
  if (flag) {
    const other = moved.find((m) => unit(m).flags?.some((f) => (f === 'MC' || f === 'AN') && f !== flag));
    if (other)
      return `only one of the MC and AN divisions may move in a phase, and ${other} is already moving`;
  }
  return undefined;
}
