// Victory (SH-VICTORY-1..4, SH-AMB-23).
import type { Handicap, Result } from '../../core/contract';
import type { EventLog } from '../../core/events';
import type { HexId } from '../../core/hex';
import type { GameMap } from '../map';
import type { State } from '../state';
import { sideName } from '../units';
import type { SideId } from '../units';

export const TOWN_VP = 10;

/** SH-VICTORY-1, SH-AMB-23 ii: the side holding both Sharpsburg hexes, if one does. */
export function townHolder(state: State, map: GameMap): SideId | null {
  const holders = new Set(map.town.hexes.map((h) => state.control[h] ?? 'confederate'));
  return holders.size === 1 ? ([...holders][0] as SideId) : null;
}

/** At the end of turn 10: award the town points. */
export function awardTown(state: State, map: GameMap, log: EventLog): void {
  const holder = townHolder(state, map);
  state.townVp = holder;
  if (holder) state.vp[holder] += TOWN_VP;
  log.push({
    kind: 'victory-points',
    text: holder
      ? `${sideName(holder)} holds both Sharpsburg hexes and scores ${TOWN_VP} VP.`
      : 'Neither side holds both Sharpsburg hexes; no town points.',
    holder,
  });
}

/** SH-VICTORY-4, SH-AMB-23 iii. */
export function gameResult(state: State): Result | null {
  return handicappedResult(state, null);
}

/** SH-VICTORY-4 with a side bid's VP given to one side (a ladder's bid, not the rules): the
 *  winner is decided on the VP with the bid, and the summary says how much of it was the bid. */
export function handicappedResult(state: State, h: Handicap | null): Result | null {
  if (state.side !== null) return null;
  const vp = { ...state.vp };
  if (h && (h.side === 'union' || h.side === 'confederate')) vp[h.side] += h.points;
  const { union, confederate } = vp;
  const winner: SideId | null = union === confederate ? null : union > confederate ? 'union' : 'confederate';
  const bid = h && h.points ? ` (${sideName(h.side as SideId)}'s include a bid of ${h.points})` : '';
  const score = `Union ${union} VP, Confederate ${confederate} VP${bid}`;
  return {
    winner,
    level: winner ? 'victory' : 'draw',
    score: { union, confederate },
    summary: winner ? `${sideName(winner)} victory: ${score}.` : `Draw: ${score}.`,
  };
}

/** SH-AMB-23 i: a unit ending a move or retreat in a Sharpsburg hex takes control of it. */
export function occupy(state: State, map: GameMap, hex: HexId, side: SideId): void {
  if (map.town.hexes.includes(hex)) state.control[hex] = side;
}
