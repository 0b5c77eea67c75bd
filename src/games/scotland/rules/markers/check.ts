// Checking a turn's marker plays against the dry run of its moves (engine.ts): plays before the moves
// take effect on the copy (as if their rolls work), Forced March lengthens the move it is written
// for, and a battle marker must name a hex where a battle will be fought after the moves.
import type { Problem } from '../../../core/contract';
import type { Order } from '../../order-types';
import { type SideId, type State } from '../../state';
import { battleHexes } from '../combat';
import type { EngineHooks } from '../hooks';
import { BATTLE_MARKERS, markerName } from './catalogue';
import { zeroedType } from './battle-markers';
import { EFFECTS } from './play';
import { playOf } from './turn';

export function simulatePlays(
  s: State,
  side: SideId,
  orders: readonly Order[],
): { hooks: EngineHooks; after(s: State): Problem[] } {
  const plays = orders.flatMap((o) => (o.kind === 'play' ? [playOf(o)] : []));
  for (const p of plays.filter((x) => !x.after && !BATTLE_MARKERS.includes(x.marker)))
    EFFECTS[p.marker]?.simulate?.(s, side, p);
  const forced = plays.filter((p) => p.marker === 'forced-march').map((p) => p.target!);
  const moved = new Set<string>();
  const hooks: EngineHooks = {
    beforeMarch(_state, march) {
      moved.add(march.from);
      const i = forced.indexOf(march.from);
      if (i < 0) return undefined;
      forced.splice(i, 1);
      return { forced: true };
    },
  };
  return {
    hooks,
    after(sim) {
      const problems: Problem[] = forced
        .filter((hex) => !moved.has(hex))
        .map((hex) => ({ message: `Forced March on ${hex}: no move of yours leaves ${hex} (STB-AMB-15)` }));
      const battles = battleHexes(sim, side);
      for (const p of plays.filter((x) => BATTLE_MARKERS.includes(x.marker))) {
        const name = markerName(p.marker);
        if (!battles.includes(p.hex!))
          problems.push({
            message: `${name} at ${p.hex}: no battle of yours will be fought there after your moves`,
          });
        const z = zeroedType(p.marker, side);
        const unit = p.target && sim.units.find((u) => u.id === p.target);
        if (z && p.target && (!unit || unit.hex !== p.hex))
          problems.push({
            message: `${name} on ${p.target}: that unit will not be in the battle at ${p.hex} (STB-AMB-43)`,
          });
      }
      return problems;
    },
  };
}
