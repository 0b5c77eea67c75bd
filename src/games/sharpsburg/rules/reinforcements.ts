// Reinforcements (SH-SETUP-2/3/4, SH-AMB-20 iii): off-map units enter in their owner's Movement
// Phase from their arrival turn on, through their entry hex.
import { OFF_MAP } from '../state';
import type { State } from '../state';
import { unit } from '../units';
import type { SideId } from '../units';

/** May `id` enter the map this turn? */
export function mayEnter(state: State, id: string): boolean {
  const u = state.units[id];
  return !!u && u.at === OFF_MAP && !!u.enter && u.enter.turn <= state.turn;
}

/** Reinforcements of `side` that may enter now. */
export function arrivals(state: State, side: SideId): string[] {
  return Object.keys(state.units).filter((id) => unit(id).side === side && mayEnter(state, id));
}

/** Reinforcements still to come after this turn (for prompts). */
export function laterArrivals(state: State, side: SideId): { id: string; turn: number; hex: string }[] {
  return Object.entries(state.units)
    .filter(([id, u]) => unit(id).side === side && u.at === OFF_MAP && u.enter && u.enter.turn > state.turn)
    .map(([id, u]) => ({ id, turn: u.enter!.turn, hex: u.enter!.hex }));
}
