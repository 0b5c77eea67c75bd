// Invariants checked by self-play after every step: each string is a violation.
import { isAdjacent } from '../core/hex';
import { onMap } from './map';
import { ELIMINATED, OFF_MAP, gameMap, stateSchema } from './state';
import type { State } from './state';
import { enemyOf, isUnitId, unit } from './units';
import { isUnionArtillery } from './rules/artillery';
import { overstacked } from './rules/stacking';
import { crossable } from './rules/terrain';
import { TOWN_VP } from './rules/victory';

export function checkInvariants(state: State): string[] {
  const out: string[] = [];
  const map = gameMap(state);
  // SH-STACK-1/2
  for (const key of overstacked(state)) out.push(`stacking limit broken: ${key}`);
  // One place per unit: a map hex, off the map (with an entry), or eliminated.
  for (const [id, u] of Object.entries(state.units)) {
    if (!isUnitId(id)) out.push(`unknown unit ${id}`);
    else if (u.at === OFF_MAP ? !u.enter : u.at !== ELIMINATED && !onMap(map, u.at))
      out.push(`${id} is nowhere valid: ${u.at}`);
    if (u.art && !isUnionArtillery(id)) out.push(`${id} has an artillery state but is not Union artillery`);
    if (isUnitId(id) && isUnionArtillery(id) && u.at !== ELIMINATED && !u.art)
      out.push(`${id} has no limber state`);
  }
  // SH-MOVE-4, SH-RETREAT-5: the two sides never share a hex.
  const sides = new Map<string, Set<string>>();
  for (const [id, u] of Object.entries(state.units)) {
    if (!isUnitId(id) || !onMap(map, u.at)) continue;
    sides.set(u.at, (sides.get(u.at) ?? new Set()).add(unit(id).side));
  }
  for (const [hex, s] of sides) if (s.size > 1) out.push(`both sides have units in ${hex}`);
  // SH-MOVE-5, SH-RETREAT-4: every step of every move and retreat was adjacent and not across a creek.
  for (const path of state.trail) {
    for (let i = 1; i < path.length; i++) {
      const [a, b] = [path[i - 1] as string, path[i] as string];
      if (!isAdjacent(a, b)) out.push(`a move jumped from ${a} to ${b}`);
      else if (!crossable(map, a, b))
        out.push(`a move crossed the creek at ${a}/${b} without a bridge or ford`);
    }
  }
  // SH-VICTORY-3, SH-AMB-23 iv: VP = printed strength of eliminated enemy units (+ town points).
  for (const side of ['union', 'confederate'] as const) {
    const killed = Object.entries(state.units)
      .filter(([id, u]) => u.at === ELIMINATED && isUnitId(id) && unit(id).side === enemyOf(side))
      .reduce((s, [id]) => s + unit(id).strength, 0);
    const expected = killed + (state.townVp === side ? TOWN_VP : 0);
    if (state.vp[side] !== expected)
      out.push(`${side} VP ${state.vp[side]} but eliminations and town give ${expected}`);
  }
  const round = stateSchema.safeParse(JSON.parse(JSON.stringify(state)));
  if (!round.success) out.push(`state does not round-trip through JSON: ${round.error.message}`);
  return out;
}
