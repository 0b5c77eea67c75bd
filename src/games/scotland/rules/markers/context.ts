// What a marker needs while it is played: the position, both sides' standing orders (reactions come
// from them), the dice, and the window it is played in (STB-10.0c, STB-AMB-4, STB-AMB-81).
import type { Dice } from '../../../core/dice';
import type { SideId, State } from '../../state';
import type { Standing } from '../../standing';
import type { BattlePlan, Emit } from '../battle';
import type { MarkerPlay } from './grammar';
import type { LiveAsk } from '../live-reactions/ask';

export type { Emit } from '../battle';

export interface MarkerCtx {
  state: State;
  standing: Record<SideId, Standing>;
  dice: Dice;
  /** The phasing player, or null outside player turns (the Mobilization Phase). */
  phasing: SideId | null;
  /** movement: only the phasing player may play (Cancel and Vacillate aside); combat: both. */
  window: 'movement' | 'combat' | 'mobilisation';
  /** Option liveReactions: the other side is asked where his markers could be played. */
  live?: LiveAsk;
  /** The phasing player's battle plans this turn: his own withdrawal choices for each battle. */
  plans?: readonly BattlePlan[];
}

/** One marker's rules: when it may be played on what, its die, and its effect. */
export interface MarkerEffect {
  /** Why `side` may not play it now, naming the marker and the target; undefined if it may. */
  problem(state: State, side: SideId, play: MarkerPlay): string | undefined;
  /** Words after the marker's name in the report, e.g. "on Douglas". */
  describe(play: MarkerPlay): string;
  /** Legal targets now, for `any` in standing orders and for random play. */
  candidates?(state: State, side: SideId): MarkerPlay[];
  /** The marker's die: what it is for and whether a value works. */
  roll?: {
    purpose(play: MarkerPlay): string;
    works(state: State, side: SideId, play: MarkerPlay, die: number): boolean;
  };
  apply(ctx: MarkerCtx, side: SideId, play: MarkerPlay, emit: Emit): void;
  /** For checking a submission: what the effect does to the position if its roll works, without dice. */
  simulate?(state: State, side: SideId, play: MarkerPlay): void;
}

export const emitTo =
  (events: { push(e: Parameters<Emit>[0]): unknown }): Emit =>
  (e) =>
    void events.push(e);
