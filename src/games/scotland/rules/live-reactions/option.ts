// The game option `liveReactions` (#22 item 3): the holder of a marker is asked by mail when it could
// be played in the other side's turn, instead of his standing orders deciding (MARKERS.md, SEQUENCE.md).
import type { GameOption } from '../../../core/contract';
import type { State } from '../../state';

export const LIVE_REACTIONS: GameOption = {
  id: 'liveReactions',
  title: 'Live reactions to the enemy turn',
  description:
    "When a marker you hold could be played in the other side's turn (Vacillate, Cancel, Fortunes of War outside the battle dice, your markers before a battle you defend, your plays before or after his battles; with strategy markers), and where the rules let you choose outside your own orders (where your units withdrawing from a battle you defend go, where your displaced units go, which of your units forage away), the turn stops and you are asked by mail. The deadline applies; no answer, and your standing orders decide for the rest of that turn. The pause itself tells the other side that you could react or choose there.",
  type: 'boolean',
  default: false,
};

/** Whether the game stops for answers at all: the option (owner's choices are asked with or
 *  without markers, rules/live-reactions/choice.ts). */
export function liveAskingOn(state: Pick<State, 'options'>): boolean {
  return state.options[LIVE_REACTIONS.id] === true;
}
