// Artillery (SH-ART-1..12, SH-AMB-7..13): who may fire, range, line of sight, and the Union limber
// cycle.
import { distance, hexesOnLine } from '../../core/hex';
import type { HexId } from '../../core/hex';
import type { GameMap } from '../map';
import { artWords, hexOf, unitEntries } from '../state';
import type { ArtState, State } from '../state';
import { isArtillery, unit } from '../units';

/** SH-ART-2/3. */
export const RANGE = { union: 4, confederate: 2 } as const;
/** SH-AMB-11: bombardment is from 2 hexes up to the range; distance 1 is an ordinary attack. */
export const MIN_BOMBARD = 2;

export function isUnionArtillery(id: string): boolean {
  return isArtillery(id) && unit(id).side === 'union';
}

/** SH-AMB-8 i: Union artillery attacks (adjacent or by bombardment) only when DEPLOYED. */
export function canFire(state: State, id: string): boolean {
  return !isUnionArtillery(id) || state.units[id]?.art === 'deployed';
}

/** SH-ART-4, SH-ART-5, SH-AMB-7: Union artillery moves only when LIMBERED. */
export function canMoveArtillery(state: State, id: string): boolean {
  return !isUnionArtillery(id) || state.units[id]?.art === 'limbered';
}

export function bombardRange(id: string): number {
  return RANGE[unit(id).side];
}

function blocks(map: GameMap, hex: HexId): boolean {
  const t = map.terrain[hex];
  return t === 'town' || t === 'woods';
}

/**
 * SH-ART-10, SH-AMB-12: centre-to-centre line; blocked by any town or woods hex strictly between,
 * and along a hexside only when both hexes beside it block. Ridges, creeks and units never block.
 */
export function lineOfSight(map: GameMap, from: HexId, to: HexId): boolean {
  const between = hexesOnLine(from, to).slice(1, -1);
  return between.every((s) => ('hex' in s ? !blocks(map, s.hex) : !s.along.every((h) => blocks(map, h))));
}

/** Why `id` cannot bombard `target`, or undefined if it can (range, LOS, state). */
export function bombardProblem(state: State, map: GameMap, id: string, target: HexId): string | undefined {
  const from = hexOf(state, id);
  if (!from) return `${id} is not on the map`;
  if (!isArtillery(id)) return `${id} is not artillery and cannot bombard`;
  if (!canFire(state, id)) return `${id} is ${artWords(state.units[id]?.art)} and cannot fire`;
  const d = distance(from, target);
  if (d < MIN_BOMBARD || d > bombardRange(id))
    return `${target} is ${d} hexes from ${id}; its range is 2-${bombardRange(id)}`;
  if (!lineOfSight(map, from, target))
    return `${id} has no line of sight to ${target} (town or woods between)`;
  return undefined;
}

/** SH-AMB-7: the cycle advances at the start of each Union player turn. */
const NEXT: Partial<Record<ArtState, ArtState>> = {
  'limbering-1': 'limbering-2',
  'limbering-2': 'limbered',
  'unlimbering-1': 'unlimbering-2',
  'unlimbering-2': 'deployed',
  displaced: 'unlimbering-1',
};

/** Advances every Union battery's state; returns the changes for the report. */
export function advanceArtillery(state: State): { id: string; from: ArtState; to: ArtState }[] {
  const changes: { id: string; from: ArtState; to: ArtState }[] = [];
  for (const [id, u] of unitEntries(state)) {
    const to = u.art && NEXT[u.art];
    if (!u.art || !to) continue;
    changes.push({ id, from: u.art, to });
    u.art = to;
  }
  return changes;
}

/**
 * SH-AMB-8 ii: a deployed battery forced to retreat has changed position and must unlimber again.
 * The same holds for a battery caught unlimbering: its setting up is lost with its position.
 */
export function displaceOnRetreat(state: State, id: string): void {
  const u = state.units[id];
  if (u?.art === 'deployed' || u?.art === 'unlimbering-1' || u?.art === 'unlimbering-2') u.art = 'displaced';
}
