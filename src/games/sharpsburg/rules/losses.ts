// Eliminations, their victory points (SH-VICTORY-3, SH-AMB-23 iv), and town control (SH-AMB-23 i).
import type { HexId } from '../../core/hex';
import type { EventLog } from '../../core/events';
import type { GameMap } from '../map';
import { ELIMINATED } from '../state';
import type { State } from '../state';
import { enemyOf, label, sideName, unit } from '../units';
import type { SideId } from '../units';

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
    text: `${label(id)} is eliminated at ${hex}; ${sideName(scorer)} scores ${unit(id).strength} VP.`,
    unit: id,
    hex,
  });
}

/** A unit ending a move or retreat in a Sharpsburg hex takes control of it. */
export function occupy(state: State, map: GameMap, hex: HexId, side: SideId): void {
  if (map.town.hexes.includes(hex)) state.control[hex] = side;
}
