// The game option `liveReactions` (#22 item 3): the holder of a marker is asked by mail when it could
// be played in the other side's turn, instead of his standing orders deciding (MARKERS.md, SEQUENCE.md).
import type { GameOption } from '../../../core/contract';
import type { State } from '../../state';

export const LIVE_REACTIONS: GameOption = {
  id: 'liveReactions',
  title: 'Live reactions to the enemy turn',
  description:
    "With strategy markers: when a marker you hold could be played in the other side's turn (Vacillate, Cancel, Fortunes of War outside the battle dice, your markers before a battle you defend, your plays before or after his battles), his turn stops and you are asked by mail. The deadline applies; no answer, and your standing orders decide for the rest of that turn. The pause itself tells the other side that you could react there.",
  type: 'boolean',
  default: false,
};

/** Whether the game asks the holder live: the option, and markers in play. */
export function liveReactionsOn(state: Pick<State, 'options' | 'markers'>): boolean {
  return state.options[LIVE_REACTIONS.id] === true && state.markers !== undefined;
}
