// The bot's deployment (docs/bots.md): random play sets each brigade anywhere along its home edge;
// the bot sets each next to its brigades already on the field (within a file or two), so that its army
// meets the enemy's brigades together rather than one at a time (TB-SETUP-7/8).
import type { Rng } from '../core/rng';
import { mustCell } from '../core/square';
import { FIELD_COLS } from './field';
import type { TbOrder } from './order-types';
import { autoDeploy, deployProblem, undeployed } from './rules/deploy';
import { isCombat, type TbSide, type TbState } from './state';
import { onField } from './units';

/** A deployment of the next brigade beside the side's brigades already deployed, if one is legal. */
export function concentratedDeploy(s: TbState, side: TbSide, rng: Rng): TbOrder[] | undefined {
  const cols = onField(s, side)
    .filter(isCombat)
    .map((u) => mustCell(u.at!).col);
  if (!cols.length) return undefined;
  const lo = Math.min(...cols);
  const hi = Math.max(...cols);
  const b = rng.pick(undeployed(s, side));
  const beside = rng.shuffle([lo - 1 - rng.int(2), hi + 2 + rng.int(2)]);
  for (const centre of beside) {
    if (centre < 2 || centre > FIELD_COLS - 2) continue;
    const o = autoDeploy(s, side, b, centre);
    if (deployProblem(s, side, o) === null) return [o];
  }
  return undefined;
}
