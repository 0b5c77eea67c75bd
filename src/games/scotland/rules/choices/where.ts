// Checks for an owner's placement choice (STB-7.2, STB-AMB-25, STB-AMB-73): is the named hex one his
// units could be placed in from this hex, and is the named piece in that stack now.
import type { HexId } from '../../../core/hex';
import { resolveLeader } from '../../names';
import { leaderSide, type SideId, type State } from '../../state';
import { canBePlaced, landNeighbours } from '../terrain';

/** Why `to` cannot take `side`'s units leaving `from` (adjacent, enterable, no enemy), or undefined. */
export function placementProblem(state: State, side: SideId, from: HexId, to: HexId): string | undefined {
  if (!landNeighbours(from).includes(to)) return `${to} is not next to ${from} (STB-7.2)`;
  if (!canBePlaced(state, side, to))
    return `${to} cannot take your units: it holds enemy or neutral units, a hostile garrison, or is barred to you (STB-7.2, STB-AMB-25)`;
  return undefined;
}

/** Why a unit (id) or leader (name or id) of `side` is not in `hex` now, or undefined. */
export function notInStack(state: State, side: SideId, hex: HexId, id: string): string | undefined {
  const unit = state.units.find((u) => u.id === id && u.side === side);
  const leaderId = unit ? undefined : resolveLeader(id);
  const leader = leaderId ? state.leaders.find((l) => l.id === leaderId) : undefined;
  const where = unit?.hex ?? (leader && leaderSide(leader.id) === side ? leader.hex : undefined);
  return where === hex ? undefined : `${id} is not in the stack in ${hex}`;
}
