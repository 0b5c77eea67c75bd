// The bot's own deployment (docs/bots.md): the sampled one with no two units in a square. One roll
// of the enemy's guns hits both units of a square, at +1 to hit (TB-ART-8, TB-ART-14), and the
// enemy's guns come within range in the first turns; the search's evaluation cannot see that far
// (nothing is in range at deployment), so the bot is told.
import { kingDistance } from '../core/square';
import { FIELD_SQUARES, inDeployZone } from './field';
import type { OrderOf } from './order-types';
import { deployProblem } from './rules/deploy';
import { isBrigadier, type TbSide, type TbState } from './state';
import { findUnit } from './units';

/** `o` with the second unit of each shared square moved to a free square of the deployment zone
 *  beside the brigade, or undefined if nothing moves or it is illegal. */
export function unstackedDeployment(
  state: TbState,
  side: TbSide,
  o: OrderOf<'deploy'>,
): OrderOf<'deploy'> | undefined {
  const places = o.places.map((p) => ({ ...p }));
  // Brigadiers do not count for stacking (TB-AMB-17).
  const troops = places.filter((p) => {
    const u = findUnit(state, side, p.unit);
    return u !== undefined && !isBrigadier(u);
  });
  const held = (sq: string) => places.some((p) => p.at === sq) || state.units.some((u) => u.at === sq);
  let moved = false;
  for (const p of troops) {
    const first = troops.find((q) => q.at === p.at);
    if (first === p) continue;
    // Beside its mate if it can, else beside any unit of the brigade: linked either way.
    const open = FIELD_SQUARES.filter((sq) => inDeployZone(side, sq) && !held(sq));
    const free =
      open.find((sq) => kingDistance(sq, p.at) === 1) ??
      open.find((sq) => places.some((q) => kingDistance(sq, q.at) === 1));
    if (!free) continue;
    p.at = free;
    moved = true;
  }
  const out: OrderOf<'deploy'> = { ...o, places };
  return moved && deployProblem(state, side, out) === null ? out : undefined;
}
