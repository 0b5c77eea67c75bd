// Where each of the side's units may end a move this turn, for the orders page to highlight when a
// unit is tapped. From the position at the start of the turn: an earlier move in the same turn (a
// stack filled, a road taken) can still make a highlighted hex illegal; the check says so then.
import { clone, gameMap, onMapUnits } from './state';
import type { State } from './state';
import type { SideId } from './units';
import { reachable } from './rules/movement';
import { arrivals } from './rules/reinforcements';

export function destinations(state: State, side: SideId): Record<string, string[]> {
  if (state.side !== side) return {};
  const work = clone(state);
  const map = gameMap(work);
  const out: Record<string, string[]> = {};
  for (const id of [...onMapUnits(work, side), ...arrivals(work, side)]) {
    if (work.units[id]?.engaged) continue;
    const hexes = [...reachable(work, map, id).keys()].sort();
    if (hexes.length) out[id] = hexes;
  }
  return out;
}
