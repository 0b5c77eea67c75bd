// Combat (SH-COMBAT-1..6, SH-ART-1/7/8/9/11/12, SH-ZOC-4, SH-AMB-3/13/17/18): who may take part in
// an attack, the odds, and the roll.
import { distance } from '../../core/hex';
import type { HexId } from '../../core/hex';
import type { EventLog } from '../../core/events';
import { mapNeighbours } from '../map';
import type { GameMap } from '../map';
import { anyUnitAt, artWords, hexOf, unitsAt } from '../state';
import type { State } from '../state';
import { enemyOf, isArtillery, label, unit } from '../units';
import { bombardProblem, canFire } from './artillery';
import { crtResult, oddsColumn } from './crt';
import type { CrtResult } from './crt';
import { capDefence, crossable, hexDefence, sideDefence } from './terrain';
import { atPlace, placeOn } from '../places';

/** Adjacent attackers share the defender's results; bombarding artillery never does (SH-ART-9). */
export type Role = 'adjacent' | 'bombard';

/** SH-ART-7, SH-AMB-10/18: an enemy it could attack directly (not across an unbridged creek). */
export function inContact(state: State, map: GameMap, id: string): boolean {
  const from = hexOf(state, id);
  if (!from) return false;
  const enemy = enemyOf(unit(id).side);
  return mapNeighbours(map, from).some((n) => crossable(map, from, n) && anyUnitAt(state, n, enemy));
}

/** How `id` can take part in an attack on `target`, or why it cannot. */
export function attackerRole(
  state: State,
  map: GameMap,
  id: string,
  target: HexId,
): { role: Role } | { problem: string } {
  const from = hexOf(state, id);
  if (!from) return { problem: `${id} is not on the map` };
  if (distance(from, target) === 1) {
    // SH-AMB-18: no adjacent attack across a creek without a bridge or ford.
    if (!crossable(map, from, target)) return { problem: `${id} cannot attack ${target} across the creek` };
    // SH-AMB-8 i: Union artillery fights only when deployed.
    if (!canFire(state, id))
      return { problem: `${id} is ${artWords(state.units[id]?.art)} and cannot attack` };
    return { role: 'adjacent' };
  }
  if (!isArtillery(id)) return { problem: `${id} is not adjacent to ${target}` };
  // SH-ART-7, SH-ART-8, SH-AMB-10: artillery in contact may only attack adjacent units.
  if (inContact(state, map, id))
    return { problem: `${id} is next to an enemy unit, so it may not bombard (it may attack it)` };
  const problem = bombardProblem(state, map, id, target);
  return problem ? { problem } : { role: 'bombard' };
}

export interface Odds {
  attack: number;
  defence: number;
  multiplier: number;
  column: string;
}

/** SH-COMBAT-5, SH-TEC-9, SH-AMB-13/17. */
export function battleOdds(state: State, map: GameMap, target: HexId, roles: Map<string, Role>): Odds {
  const attack = [...roles.keys()].reduce((s, id) => s + unit(id).strength, 0);
  const defenders = unitsAt(state, target);
  const base = defenders.reduce((s, id) => s + unit(id).strength, 0);
  const ground = [...roles].filter(([, r]) => r === 'adjacent').map(([id]) => hexOf(state, id) as HexId);
  // A hexside doubles only if every non-bombarding attacker attacks across one.
  const across = ground.length ? Math.min(...ground.map((from) => sideDefence(map, from, target))) : 1;
  const multiplier = capDefence(Math.max(hexDefence(map, target), across));
  return { attack, defence: base * multiplier, multiplier, column: oddsColumn(attack, base * multiplier) };
}

export interface Battle {
  target: HexId;
  roles: Map<string, Role>;
  odds: Odds;
  die: number;
  result: CrtResult;
  defenders: string[];
}

/** SH-COMBAT-6: roll one die on the odds column; the caller applies the result at once. */
export function fight(
  state: State,
  map: GameMap,
  target: HexId,
  roles: Map<string, Role>,
  log: EventLog,
): Battle {
  const odds = battleOdds(state, map, target, roles);
  const die = log.roll(
    `CRT ${odds.column} attack on ${target}`,
    6,
    `CRT ${odds.column} attack ${atPlace('on', map, target)}`,
  );
  const result = crtResult(odds.column, die);
  const defenders = unitsAt(state, target, enemyOf(unit([...roles.keys()][0] as string).side));
  const names = [...roles].map(([id, r]) => (r === 'bombard' ? `${label(id)} (bombarding)` : label(id)));
  const doubled = odds.multiplier > 1 ? ' doubled' : '';
  log.push({
    kind: 'battle',
    text: `${names.join(', ')} ${names.length === 1 ? 'attacks' : 'attack'} ${placeOn(map, target)} (${defenders.map(label).join(', ')}): ${odds.attack} to ${odds.defence}${doubled}, ${odds.column}; die ${die}: ${result}.`,
    target,
    attackers: [...roles.keys()],
    bombarding: [...roles].filter(([, r]) => r === 'bombard').map(([id]) => id),
    defenders,
    odds: odds.column,
    attack: odds.attack,
    defence: odds.defence,
    die,
    result,
  });
  return { target, roles, odds, die, result, defenders };
}
