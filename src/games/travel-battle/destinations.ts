// Where each of the side's units may move this turn, for the orders page to highlight when a unit
// is tapped: the squares `move U to SQ` reaches by a legal path from the start of the turn.
import { kingDistance } from '../core/square';
import type { SquareId } from '../core/square';
import { FIELD_SQUARES } from './field';
import { allowance, findPath, moveBlock } from './rules/movement';
import { atStartOfTurn } from './rules/turn';
import type { TbSide, TbState } from './state';
import { linkedIds, onField } from './units';

export function destinations(state: TbState, side: TbSide): Record<string, string[]> {
  if (state.step !== 'turn' || state.phasing !== side) return {};
  const s = atStartOfTurn(state, side);
  const out: Record<string, string[]> = {};
  for (const u of onField(s, side)) {
    if (moveBlock(s, u, linkedIds(s, side, u.brigade ?? 0)) !== null) continue;
    const from = u.at as SquareId;
    const reach = FIELD_SQUARES.filter(
      (sq) => sq !== from && kingDistance(from, sq) <= allowance(u) + 1 && findPath(s, u, sq) !== undefined,
    );
    if (reach.length) out[u.id] = [...reach];
  }
  return out;
}
