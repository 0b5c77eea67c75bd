// Where each of the side's units may end a move this turn, for the orders page to highlight when a
// unit is tapped. From the position at the start of the turn: an earlier move in the same turn (a
// stack filled, the corps limit reached) can still make a highlighted hex illegal; the check says so.
import { gameMap, onMapUnits } from './state';
import type { State } from './state';
import type { SideId } from './units';
import { reachable } from './rules/movement';
import { mayMove } from './rules/movement-phase';
import { arrivals } from './rules/reinforcements';

export function destinations(state: State, side: SideId): Record<string, string[]> {
  if (state.side !== side) return {};
  const map = gameMap(state);
  const out: Record<string, string[]> = {};
  for (const id of [...onMapUnits(state, side), ...arrivals(state, side)]) {
    if (mayMove(state, side, id) !== undefined) continue;
    const hexes = [...reachable(state, map, id).keys()].sort();
    if (hexes.length) out[id] = hexes;
  }
  return out;
}
