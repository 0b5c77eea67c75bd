// The advanced rules (STB-14.0): each is a game option chosen at creation, off by default, kept in
// state.options. One place names them, for the module's option list and for the rules that ask.
import type { GameOption } from '../../../core/contract';
import type { State } from '../../state';

export const ADVANCED_OPTIONS: readonly GameOption[] = [
  {
    id: 'northLevies',
    title: 'Advanced: levies from the north (STB-14.1.1)',
    description:
      "Once in the game, at any moment outside a battle, the Scots raise 2 levies (one may be cavalry) on north-edge hexes free of English units: an order in their turn ('north levy infantry at 0101, cavalry at 0301'), or a standing order for the English turn.",
    type: 'boolean',
    default: false,
  },
  {
    id: 'englishNavy',
    title: 'Advanced: the English navy (STB-14.2.1)',
    description:
      'May to September, in a battle in a coastal hex, England makes one extra attack of value 1 each round, never touched by city modifiers.',
    type: 'boolean',
    default: false,
  },
  {
    id: 'wallaceReturns',
    title: 'Advanced: Wallace returns (STB-14.1.2)',
    description:
      'Wallace killed comes back six turns later, pro-Scottish, and his death does not end the game. Strongly favours the Scots.',
    type: 'boolean',
    default: false,
  },
  {
    id: 'extraEnglishLevy',
    title: 'Advanced: one more English levy (STB-14.2.2)',
    description:
      'England raises one more levy every Mobilization Phase, after the cap of 4 (STB-AMB-36). Strongly favours the English.',
    type: 'boolean',
    default: false,
  },
  {
    id: 'cityGarrisons',
    title: 'Advanced: city garrisons (STB-14.3)',
    description:
      'Every city or town without combat units holds a garrison of strength 1 (two steps, value 1) for its controller: an enemy entering it must stop and fight it, and takes the city only by destroying it. A garrison never withdraws.',
    type: 'boolean',
    default: false,
  },
];

/** Whether the advanced rule `id` is on in this game. */
export function advanced(state: Pick<State, 'options'>, id: string): boolean {
  return state.options[id] === true;
}
