// STB-3.1a-b, STB-10.0a-b, STB-AMB-3: at each Initial Segment both hands are discarded, every marker
// goes back into the cup, and the Scots then the English draw the number due this turn. The number
// is per scenario (DRAW_COUNTS), so The Toom Tabard (STB-13.3, AMB-60) plugs in its own.
import type { Dice } from '../../../core/dice';
import type { GameEvent } from '../../../core/events';
import { STRATEGY_MARKERS, TOOM_TABARD_MARKERS, leaderById } from '../../data';
import { TOOM_TABARD, isToomTabard } from '../scenario';
import { currentTurn, logsEveryDie, turnHas, type SideId, type State } from '../../state';
import { dieEvent } from '../die-event';
import { markerName } from './catalogue';

export type DrawCount = (state: State, side: SideId) => number;

/** STB-10.0b: 5, 6 from March 1297, 8 from January 1298, read from the turn track (STB-DATA-6). */
export const rebellionDraw: DrawCount = (state) => currentTurn(state).markers ?? 0;

/** STB-13.3, STB-AMB-60: 5 and 2 in the first turn; then England 3 plus 1 per neutral noble, Scotland
 *  1 plus 1 per pro-Scottish noble other than Balliol and Comyn, counted at the Initial Segment. */
export const toomTabardDraw: DrawCount = (state, side) => {
  const m = TOOM_TABARD_MARKERS;
  if (state.turn === 0) return side === 'english' ? m.englishStart : m.scotsStart;
  const nobles = state.leaders.filter((l) => leaderById(l.id)!.role === 'noble');
  if (side === 'english')
    return m.englishPerTurn + m.englishPerNeutralNoble * nobles.filter((l) => l.status === 'neutral').length;
  return m.scotsPerTurn + m.scotsPerProScottishNoble * nobles.filter((l) => l.status === 'active').length;
};

/** How many markers each side draws, by scenario id. */
export const DRAW_COUNTS: Record<string, DrawCount> = {
  rebellion: rebellionDraw,
  [TOOM_TABARD]: toomTabardDraw,
};

export function drawCount(state: State, side: SideId): number {
  return (DRAW_COUNTS[state.scenario] ?? rebellionDraw)(state, side);
}

export const markersOn = (state: State): boolean => state.markers !== undefined;

/** STB-3.1a, STB-AMB-3, STB-AMB-55: the whole mix, less Loyal Scots while 1297's restrictions hold. */
export function fullCup(state: State): string[] {
  return STRATEGY_MARKERS.filter((m) => m.id !== 'loyal-scots' || !turnHas(state, 'no-loyal-scots')).flatMap(
    (m) => Array.from({ length: m.count }, () => m.id),
  );
}

/** The markers in the cup now: the full mix less both hands. */
export function cupNow(state: State): string[] {
  const cup = fullCup(state);
  for (const id of [...(state.markers?.hands.scots ?? []), ...(state.markers?.hands.english ?? [])]) {
    const i = cup.indexOf(id);
    if (i >= 0) cup.splice(i, 1);
  }
  return cup;
}

/**
 * Draws `n` markers for `side` from the cup. The die's purpose names no marker, but its value with the
 * cup's known order does: in rules version 2 each draw is a roll event seen by the drawing side alone
 * until the game is over (`events`); version 1 logs none.
 */
export function drawMarkers(
  state: State,
  side: SideId,
  n: number,
  dice: Dice,
  events?: GameEvent[],
): string[] {
  const hand = state.markers!.hands[side];
  const drawn: string[] = [];
  for (let i = 0; i < n; i++) {
    const cup = cupNow(state);
    if (!cup.length) break;
    const purpose = `${side === 'scots' ? 'Scottish' : 'English'} marker draw (1-${cup.length})`;
    const pick = dice.roll(purpose, cup.length);
    if (events && logsEveryDie(state))
      events.push(dieEvent(purpose, pick, { sides: cup.length, visibleTo: [side] }));
    const id = cup[pick - 1]!;
    hand.push(id);
    drawn.push(id);
  }
  hand.sort();
  return drawn;
}

export const handText = (ids: readonly string[]): string =>
  ids.length ? [...ids].sort().map(markerName).join(', ') : 'none';

/** STB-10.0a-b, STB-3.1a-b: discard, then the Scots draw, then the English. */
export function drawHands(state: State, dice: Dice, events: GameEvent[], count: DrawCount = drawCount): void {
  if (!state.markers) return;
  state.markers.hands = { scots: [], english: [] }; // STB-10.0a: unplayed markers are discarded
  state.markers.played = [];
  const counts: Record<SideId, number> = { scots: 0, english: 0 };
  for (const side of ['scots', 'english'] as const) {
    const drawn = drawMarkers(state, side, count(state, side), dice, events);
    counts[side] = drawn.length;
    events.push({
      kind: 'marker-hand',
      text: `You draw ${drawn.length} strategy markers: ${handText(drawn)}.`,
      visibleTo: [side],
      side,
    });
  }
  events.push({
    kind: 'marker-draw',
    text: `Strategy markers: the Scots draw ${counts.scots}, the English ${counts.english} (${isToomTabard(state) ? 'STB-13.3' : 'STB-10.0b'}).`,
    ...counts,
  });
}
