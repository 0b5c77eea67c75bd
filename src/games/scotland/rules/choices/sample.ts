// Self-play's owner choices (legal.ts): a withdrawal split in some battle plans and a forage choice
// in some Mobilization orders, each legal in the position it is written for.
import type { Rng } from '../../../core/rng';
import { forageLimit } from '../../data';
import type { Order } from '../../order-types';
import { currentTurn, type SideId, type State } from '../../state';
import { withdrawalHexes } from '../combat';
import { forageLoss } from '../forage';

/** `withdraw ID to HEX` for one of the side's units in the battle hex, or undefined. */
export function sampleSplit(state: State, side: SideId, hex: string, rng: Rng): string | undefined {
  const units = state.units.filter((u) => u.hex === hex && u.side === side && !u.neutral);
  const open = withdrawalHexes(state, hex, side);
  if (!units.length || open.length < 2) return undefined;
  return `withdraw ${rng.pick(units).id} to ${rng.pick(open).hex}`;
}

/** `forage HEX: remove ...` naming exactly the loss of one stack that must forage now. */
export function sampleForage(state: State, side: SideId, rng: Rng): Order[] {
  const month = currentTurn(state).month;
  const own = state.units.filter((u) => u.side === side && !u.neutral);
  const stacks = [...new Set(own.map((u) => u.hex))].flatMap((hex) => {
    const here = own.filter((u) => u.hex === hex);
    const loss = forageLoss(here.length, forageLimit(hex, side, month));
    return loss ? [{ hex, ids: rng.shuffle(here.map((u) => u.id)).slice(0, loss) }] : [];
  });
  return stacks.length ? [{ kind: 'forage', ...rng.pick(stacks) }] : [];
}
