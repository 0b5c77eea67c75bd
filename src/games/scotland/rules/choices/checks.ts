// What a written choice is checked against when the order is read: the position now. Each answers
// why a name is refused, or undefined. Absent checks accept any name (pure parsing, tests).
import type { HexId } from '../../../core/hex';
import { resolveLeader } from '../../names';
import { leaderSide, type SideId, type State } from '../../state';
import { forageLimit } from '../../data';
import { forageLoss } from '../forage';
import { currentTurn } from '../../state';
import { placementProblem } from './where';

export interface ChoiceChecks {
  /** A unit id or leader id the writer may name. */
  piece?(id: string): string | undefined;
  /** May this piece be placed in `to` from where it stands now (STB-AMB-73)? */
  beside?(id: string, to: HexId): string | undefined;
  /** The units named to forage away from `hex` (STB-6.0c). */
  forage?(hex: HexId, ids: readonly string[]): string | undefined;
}

function hexOf(state: State, side: SideId, id: string): HexId | null | undefined {
  const unit = state.units.find((u) => u.id === id && u.side === side);
  if (unit) return unit.hex;
  const leader = state.leaders.find((l) => l.id === id && leaderSide(l.id) === side);
  return leader ? leader.hex : undefined;
}

export function choiceChecks(state: State, side: SideId): ChoiceChecks {
  return {
    piece: (id) =>
      hexOf(state, side, resolveLeader(id) ?? id) === undefined
        ? `'${id}' is not one of your units or leaders`
        : undefined,
    beside: (id, to) => {
      const from = hexOf(state, side, id);
      return from ? placementProblem(state, side, from, to) : undefined;
    },
    forage: (hex, ids) => {
      const here = state.units.filter((u) => u.hex === hex && u.side === side && !u.neutral);
      const away = ids.find((id) => !here.some((u) => u.id === id));
      if (away) return `${away} is not in the stack in ${hex}`;
      if (state.step !== 'mobilisation') return undefined; // the stack may change before the Foraging Phase
      const loss = forageLoss(here.length, forageLimit(hex, side, currentTurn(state).month));
      if (ids.length > loss)
        return `too many units: ${hex} (${here.length} units) loses ${loss} to foraging this month (STB-6.0c)`;
      if (ids.length < loss)
        return `too few units: ${hex} (${here.length} units) loses ${loss} to foraging this month; name ${loss} (STB-6.0c)`;
      return undefined;
    },
  };
}
