// How much better than its odds the artillery fire of one resolved turn went for a side (docs/bots.md),
// the companion of melee-luck.ts: each shot's loss in units taken off the field, less the loss its
// hit and effect rolls promised (TB-ART-*, TB-RALLY-2). Its mean over the dice is zero.
import type { GameEvent } from '../core/events';
import { unitWorth } from './evaluate';
import { rallyNeed } from './rules/results';
import { otherSide, type TbSide, type TbState, type Unit } from './state';

interface Shot {
  side: TbSide;
  targets: Unit[];
  /** The hit roll needed (the range, less one against a square or two units). */
  need: number;
  cover: boolean;
  removed: Set<Unit>;
}

function shotsOf(after: TbState, events: readonly GameEvent[]): Shot[] {
  const shots: Shot[] = [];
  for (const e of events) {
    if (e.kind === 'fire' && Array.isArray(e.targets)) {
      const side = e.side as TbSide;
      const ids = e.targets as string[];
      const targets = after.units.filter((u) => u.side === otherSide(side) && ids.includes(u.id));
      shots.push({ side, targets, need: e.need as number, cover: e.cover === true, removed: new Set() });
      continue;
    }
    // A shot's results follow it; the melee step ends them.
    if (e.kind === 'melee') break;
    const last = shots[shots.length - 1];
    const hit = last?.targets.find((u) => e.kind === 'removed' && u.id === e.unit && u.side === e.side);
    if (last && hit) last.removed.add(hit);
  }
  return shots;
}

/** The chance a hit takes `u` off the field: destroyed on a 6, flees on a 5 and fails its rally
 *  (in woods or buildings, -1 to the effect: flees on a 6 only). */
function lostOnHit(u: Unit, cover: boolean): number {
  const rallyFails = (rallyNeed(u) - 1) / 6;
  return cover ? rallyFails / 6 : 1 / 6 + rallyFails / 6;
}

/** The fire's luck for `side` in the turn that wrote `events` and ended in `after`. */
export function fireLuck(after: TbState, events: readonly GameEvent[], side: TbSide): number {
  let luck = 0;
  for (const shot of shotsOf(after, events)) {
    const hit = Math.min(1, Math.max(0, (7 - shot.need) / 6));
    let gain = 0;
    for (const u of shot.targets) {
      const worth = unitWorth(after, u);
      gain += (shot.removed.has(u) ? worth : 0) - hit * lostOnHit(u, shot.cover) * worth;
    }
    luck += shot.side === side ? gain : -gain;
  }
  return luck;
}
