// The turn sequence (SH-TURN-1..5): Union then Confederate player turn; what happens when a player
// turn opens (corps die, limber cycle, lapsed engagements) and when the game ends.
import type { EventLog } from '../../core/events';
import type { GameMap } from '../map';
import { LAST_TURN, artWords, anyUnitAt, gameMap, unitEntries } from '../state';
import type { State } from '../state';
import { enemyOf, label, unit } from '../units';
import type { SideId } from '../units';
import { advanceArtillery } from './artillery';
import { awardTown } from './victory';
import { atPlace } from '../places';

/** SH-AMB-1: an engagement lapses when no defender is left in its hex. */
function lapseEngagements(state: State, side: SideId, log: EventLog): void {
  for (const [id, u] of unitEntries(state)) {
    if (!u.engaged || unit(id).side !== side) continue;
    if (anyUnitAt(state, u.engaged, enemyOf(side))) continue;
    log.push({
      kind: 'note',
      text: `${label(id)} is no longer engaged: no enemy remains ${atPlace('in', gameMap(state), u.engaged)}.`,
    });
    delete u.engaged;
  }
}

/**
 * Opens `side`'s player turn. For the Union: the limber cycle advances (SH-AMB-7) and the corps
 * die is rolled now, so the prompt can show it before orders are written (SH-MOVE-10, SH-AMB-5).
 */
export function openPlayerTurn(state: State, side: SideId, log: EventLog, first = false): void {
  state.side = side;
  state.corpsDie = null;
  lapseEngagements(state, side, log);
  if (side !== 'union') return;
  // The opening turn starts the cycle where setup put it; later turns advance it.
  for (const c of first ? [] : advanceArtillery(state)) {
    log.push({
      kind: 'artillery',
      text: `${label(c.id)}: ${artWords(c.from)} → ${artWords(c.to)}.`,
      unit: c.id,
      from: c.from,
      to: c.to,
    });
  }
  state.corpsDie = log.roll(`Union corps limit, turn ${state.turn}`);
  const limit = state.corpsDie % 2 === 0 ? 4 : 3;
  log.push({
    kind: 'corps-limit',
    text: `Union corps limit for turn ${state.turn}: ${limit} corps (die ${state.corpsDie}).`,
    die: state.corpsDie,
    limit,
  });
}

/** SH-TURN-2/4/5: after the Union player turn comes the Confederate one; after that, the next turn. */
export function endPlayerTurn(state: State, map: GameMap, log: EventLog): void {
  if (state.side === 'union') return openPlayerTurn(state, 'confederate', log);
  if (state.turn >= LAST_TURN) {
    state.side = null;
    state.corpsDie = null;
    log.push({
      kind: 'game-over',
      text: `The Confederate player turn of turn ${LAST_TURN} is over: the game ends.`,
    });
    return awardTown(state, map, log);
  }
  state.turn += 1;
  log.push({ kind: 'turn', text: `Turn ${state.turn} begins.`, turn: state.turn });
  openPlayerTurn(state, 'union', log);
}
