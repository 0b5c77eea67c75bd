// Where each of the side's units may move this turn, for the orders page to highlight when a unit
// is tapped: the squares `move U to SQ` reaches by a legal path from the start of the turn and may
// end on (stacking and terrain, TB-MOVE-6/7; every unit of its brigade still linked, TB-AMB-19).
// Checked on one copy, the unit set down on each square in turn: a page load stays cheap.
import { kingDistance } from '../core/square';
import type { SquareId } from '../core/square';
import { FIELD_SQUARES } from './field';
import { allowance, moveBlock, reachableSquares } from './rules/movement';
import { atStartOfTurn } from './rules/turn';
import { isBrigadier } from './state';
import type { TbSide, TbState, Unit } from './state';
import { canStand, linkedIds, onField, unitsAt } from './units';
import { validateOrders } from './validate';

export function destinations(state: TbState, side: TbSide): Record<string, string[]> {
  if (state.step !== 'turn' || state.phasing !== side) return {};
  const s = atStartOfTurn(state, side);
  const out: Record<string, string[]> = {};
  for (const u of onField(s, side)) {
    const brigade = u.brigade ?? 0;
    const linked = linkedIds(s, side, brigade);
    if (moveBlock(s, u, linked) !== null) continue;
    const from = u.at as SquareId;
    const paths = reachableSquares(s, u);
    const reach = FIELD_SQUARES.filter(
      (sq) =>
        sq !== from &&
        kingDistance(from, sq) <= allowance(u) + 1 &&
        paths.has(sq) &&
        mayEnd(state, s, u, sq, linked),
    );
    if (reach.length) out[u.id] = [...reach];
  }
  return out;
}

function mayEnd(state: TbState, s: TbState, u: Unit, sq: SquareId, linked: Set<string>): boolean {
  // A lone enemy brigadier steps aside (TB-BRIGADE-7): rare, so the engine's whole check decides.
  if (unitsAt(s, sq).some((o) => o.side !== u.side && isBrigadier(o)))
    return validateOrders(state, u.side, [{ kind: 'moveTo', unit: u.id, to: sq }]).length === 0;
  const from = u.at;
  u.at = sq;
  try {
    if (!canStand(s, u, sq)) return false;
    const now = linkedIds(s, u.side, u.brigade ?? 0);
    return [...linked].every((id) => now.has(id));
  } finally {
    u.at = from;
  }
}
