// Builders for The Toom Tabard tests: a fresh scenario game through the module, and an empty board of
// the 1296 turn track with strategy markers in play.
import { FixedDice, SeededDice } from '../../../src/games/core/dice';
import { scotland } from '../../../src/games/scotland';
import type { SideId, State } from '../../../src/games/scotland/state';
import { board } from '../helpers';

/** The scenario as created, before the Scots place Balliol's army; noble draws all rolled 1. */
export function created(options: Record<string, unknown> = {}): State {
  return scotland.setup({ scenario: 'toom-tabard', options }, new FixedDice([1, 1, 1, 1, 1]));
}

/** The set-up step resolved with this Scottish order (or the default), markers drawn by seeded dice. */
export function started(order = 'default', options: Record<string, unknown> = {}): State {
  const s = created(options);
  const orders = scotland.parseOrders(s, 'scots', order).orders;
  return scotland.resolve(s, { orders: { scots: orders }, standing: {} }, new SeededDice('7007ab', 'tt', 1))
    .state;
}

/** An empty Toom Tabard board at turn `turn` (0 = March 1296), the Scots to move. */
export function ttBoard(turn = 0, hands: Partial<Record<SideId, string[]>> = {}, marches = 3): State {
  const s = board(turn, marches);
  s.scenario = 'toom-tabard';
  s.restricted = false;
  s.options = { markers: true };
  s.markers = { hands: { scots: hands.scots ?? [], english: hands.english ?? [] }, played: [] };
  return s;
}

export const leader = (s: State, id: string) => s.leaders.find((l) => l.id === id)!;
