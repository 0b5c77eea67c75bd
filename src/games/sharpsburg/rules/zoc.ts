// Zones of control (SH-ZOC-1..6, SH-AMB-21).
import { zocCrossesSide } from './terrain';
import type { HexId } from '../../core/hex';
import type { GameMap } from '../map';
import { mapNeighbours } from '../map';
import { hexesOfUnits } from '../state';
import type { State } from '../state';
import { enemyOf } from '../units';
import type { SideId } from '../units';

/** SH-ZOC-5, SH-AMB-21 iii: a ZOC crosses a creek hexside only at a bridge (a ford blocks it). */
export function zocCrosses(map: GameMap, a: HexId, b: HexId): boolean {
  return zocCrossesSide(map, a, b);
}

/**
 * Is `hex` in the ZOC of a unit of the enemy of `side`? SH-ZOC-1: every unit, of any type or
 * state, projects a ZOC into the six hexes around it. SH-ZOC-6: own units never count.
 */
export function inEnemyZoc(state: State, map: GameMap, hex: HexId, side: SideId): boolean {
  return inZocOf(map, hex, new Set(hexesOfUnits(state, enemyOf(side))));
}

/** The same, given the set of enemy-occupied hexes (for callers that test many hexes). */
export function inZocOf(map: GameMap, hex: HexId, enemyHexes: ReadonlySet<HexId>): boolean {
  for (const n of mapNeighbours(map, hex)) if (enemyHexes.has(n) && zocCrosses(map, hex, n)) return true;
  return false;
}
