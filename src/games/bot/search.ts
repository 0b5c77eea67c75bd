// The search of `normal` and `hard` (filled in below); `easy` never calls it.
import type { BaseState, GameModule, Side } from '../core/contract';
import type { Rng } from '../core/rng';

export function searchOrders(
  game: GameModule,
  state: BaseState,
  side: Side,
  _level: 'normal' | 'hard',
  rng: Rng,
): unknown[] {
  return game.legalOrders(state, side, rng);
}
