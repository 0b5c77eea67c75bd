// Eliminations and their victory points (SH-VICTORY-3, SH-AMB-23 iv).
import type { EventLog } from '../../core/events';
import { ELIMINATED, gameMap } from '../state';
import type { State } from '../state';
import { enemyOf, label, sideName, unit } from '../units';
import { atPlace } from '../places';

export function eliminate(state: State, id: string, log: EventLog): void {
  const u = state.units[id];
  if (!u) return;
  const hex = u.at;
  u.at = ELIMINATED;
  delete u.engaged;
  delete u.art;
  const scorer = enemyOf(unit(id).side);
  state.vp[scorer] += unit(id).strength;
  log.push({
    kind: 'eliminated',
    text: `${label(id)} is eliminated ${atPlace('at', gameMap(state), hex)}; ${sideName(scorer)} scores ${unit(id).strength} VP.`,
    unit: id,
    hex,
  });
}
