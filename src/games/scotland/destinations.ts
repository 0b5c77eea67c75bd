// Where each of the phasing side's stacks may march this player turn, for the orders page to light
// up when a stack is tapped: the hexes its slowest piece reaches (STB-7.0), from the start of the turn.
// Keyed by the id the stack is drawn with (draw-view.ts stackId).
import { stackId } from './draw-view';
import { MOVEMENT } from './data';
import { cannotMove, movableIn } from './rules/march';
import { reachable } from './rules/terrain';
import { phasing } from './state';
import type { SideId, State } from './state';

export function destinations(state: State, side: SideId): Record<string, string[]> {
  if (state.step !== 'player-turn' || phasing(state) !== side || state.live) return {};
  const out: Record<string, string[]> = {};
  const hexes = new Set([...state.units.map((u) => u.hex), ...state.leaders.map((l) => l.hex)]);
  for (const hex of hexes) {
    if (!hex) continue;
    const ids = movableIn(state, side, hex).filter((id) => cannotMove(state, side, id, hex) === undefined);
    if (!ids.length) continue;
    const units = state.units.filter((u) => ids.includes(u.id));
    const leaders = ids.length > units.length ? [MOVEMENT.leader] : [];
    const slowest = Math.min(...units.map((u) => MOVEMENT[u.kind]), ...leaders);
    const targets = reachable(state, side, hex, slowest, units.length === 0).filter((h) => h !== hex);
    if (targets.length) out[stackId(state.leaders, hex)] = targets.sort();
  }
  return out;
}
