// Applying a CRT result (SH-CRT-1..7, SH-ART-9, SH-AMB-1/13/14/15/16).
import type { EventLog } from '../../core/events';
import type { GameMap } from '../map';
import type { State } from '../state';
import { label, unit } from '../units';
import type { RetreatPolicy } from '../standing';
import type { Battle } from './combat';
import { eliminate } from './losses';
import { retreatUnits } from './retreat';
import { placeOn } from '../places';

export interface Choices {
  /** The attacker's retreat policy (AR) and where it came from. */
  attacker: { policy: RetreatPolicy; source: string };
  /** The defender's retreat policy (DR, SH-DEC-1/2) and where it came from. */
  defender: { policy: RetreatPolicy; source: string };
  /** The attacker's EX loss preference (SH-AMB-14). */
  lose: string[];
}

/**
 * SH-AMB-14: the attacker's losses for EX: a set of attacking units whose printed strengths total
 * at least `loss`, as close to it as possible (all of them when they total less). Among such sets
 * the attacker chooses: the set whose members come earliest in his `lose` list (then in the order
 * written) wins; then the set with fewer units.
 */
export function exchangeLosses(ids: string[], loss: number, lose: string[] = []): string[] {
  const rank = (id: string) => (lose.includes(id) ? lose.indexOf(id) : lose.length + ids.indexOf(id));
  const key = (set: string[]) => set.map(rank).sort((a, b) => a - b);
  let best: string[] = ids;
  let bestTotal = Infinity;
  for (let mask = 1; mask < 1 << ids.length; mask++) {
    const pick = ids.filter((_, i) => mask & (1 << i));
    const total = pick.reduce((s, id) => s + unit(id).strength, 0);
    if (total < loss || total > bestTotal) continue;
    if (total < bestTotal || preferred(key(pick), key(best))) [best, bestTotal] = [pick, total];
  }
  return best;
}

/** Lexicographic on the sorted ranks; a shorter set wins a tie. */
function preferred(a: number[], b: number[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++)
    if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
  return a.length < b.length;
}

export function applyResult(state: State, map: GameMap, b: Battle, choices: Choices, log: EventLog): void {
  const ground = [...b.roles].filter(([, r]) => r === 'adjacent').map(([id]) => id);
  const note = (text: string) => log.push({ kind: 'note', text });
  const spared = () => note('Bombarding artillery is never affected by combat results (SH-ART-9).');
  switch (b.result) {
    case 'AE': // SH-CRT-1
      if (!ground.length) return spared();
      return ground.forEach((id) => eliminate(state, id, log));
    case 'DE': // SH-CRT-2
      return b.defenders.forEach((id) => eliminate(state, id, log));
    case 'AR': // SH-CRT-3
      if (!ground.length) return spared();
      return retreatUnits(state, map, ground, choices.attacker.policy, choices.attacker.source, log);
    case 'DR': // SH-CRT-4
      return retreatUnits(state, map, b.defenders, choices.defender.policy, choices.defender.source, log);
    case 'EN': {
      // SH-CRT-5, SH-AMB-1
      const ids = [...b.roles.keys()];
      ids.forEach((id) => (state.units[id]!.engaged = b.target));
      const are = ids.length === 1 ? 'is' : 'are';
      return note(
        `${ids.map(label).join(', ')} ${are} engaged and must attack ${placeOn(map, b.target)} again next turn.`,
      );
    }
    case 'EX': {
      // SH-CRT-6, SH-AMB-14
      const loss = b.defenders.reduce((s, id) => s + unit(id).strength, 0);
      b.defenders.forEach((id) => eliminate(state, id, log));
      if (!ground.length) return spared();
      const lost = exchangeLosses(ground, loss, choices.lose);
      const how = choices.lose.length
        ? `Order applied: lose ${choices.lose.join(' ')}`
        : 'Default applied: the closest total, units written first';
      note(`Exchange: the attacker loses at least ${loss} strength points (${how}).`);
      return lost.forEach((id) => eliminate(state, id, log));
    }
  }
}
