// Self-play's owner choices (legal.ts): a withdrawal split in some battle plans and a forage choice
// in some Mobilization orders, each legal in the position it is written for.
import type { Rng } from '../../../core/rng';
import { forageLimit } from '../../data';
import type { Order } from '../../order-types';
import { currentTurn, type SideId, type State } from '../../state';
import { withdrawalHexes } from '../combat';
import { forageLoss } from '../forage';

/**
 * `withdraw ID to HEX` for one of the side's units in the battle hex of `sim` (the position after the
 * turn's marches), or undefined. Only units already on the map before the turn are named: a unit
 * a marker raises this turn has no id the orders may name yet.
 */
export function sampleSplit(
  sim: State,
  before: State,
  side: SideId,
  hex: string,
  rng: Rng,
): string | undefined {
  const known = new Set(before.units.map((u) => u.id));
  const units = sim.units.filter((u) => u.hex === hex && u.side === side && !u.neutral && known.has(u.id));
  const open = withdrawalHexes(sim, hex, side);
  if (!units.length || open.length < 2) return undefined;
  return `withdraw ${rng.pick(units).id} to ${rng.pick(open).hex}`;
}

/** The stacks that must forage now, each with its units and its loss (STB-6.0c, STB-AMB-30). */
function foraging(state: State, side: SideId): { hex: string; ids: string[]; loss: number }[] {
  const month = currentTurn(state).month;
  const own = state.units.filter((u) => u.side === side && !u.neutral);
  return [...new Set(own.map((u) => u.hex))].flatMap((hex) => {
    const ids = own.filter((u) => u.hex === hex).map((u) => u.id);
    const loss = forageLoss(ids.length, forageLimit(hex, side, month));
    return loss ? [{ hex, ids, loss }] : [];
  });
}

/** `forage HEX: remove ...` naming exactly the loss of one stack that must forage now. */
export function sampleForage(state: State, side: SideId, rng: Rng): Order[] {
  const stacks = foraging(state, side);
  if (!stacks.length) return [];
  const s = rng.pick(stacks);
  return [{ kind: 'forage', hex: s.hex, ids: rng.shuffle(s.ids).slice(0, s.loss) }];
}

/** Examples for the Mobilization prompt: the last units of each stack that must forage. */
export function forageExamples(state: State, side: SideId): string[] {
  return foraging(state, side).map((s) => `forage ${s.hex}: remove ${s.ids.slice(-s.loss).join(' ')}`);
}
