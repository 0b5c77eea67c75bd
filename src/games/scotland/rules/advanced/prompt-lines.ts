// What prompts and help say about the advanced rules in play (STB-14.0): one short line naming them,
// and the words of the levy from the north while it is still to come.
import type { SideId, State } from '../../state';
import { northLevyHexes, northLevyOpen } from './north-levy';
import { advanced } from './options';

const SHORT: Record<string, string> = {
  northLevies: 'levies from the north',
  wallaceReturns: 'Wallace returns',
  englishNavy: 'the English navy (May-September, coastal battles)',
  extraEnglishLevy: 'one more English levy',
  cityGarrisons: 'city garrisons (an empty city fights: enter it only to attack it)',
};

/** "Advanced rules: ..." for a prompt, or '' when none is on. */
export function advancedLine(state: State, side: SideId): string {
  const on = Object.keys(SHORT).filter((id) => advanced(state, id));
  if (!on.length) return '';
  const names = on.map((id) => SHORT[id]).join(', ');
  const north = northLevyOpen(state)
    ? side === 'scots'
      ? ` Your levy from the north is not yet raised: 'north levy infantry at ${northLevyHexes(state)[0] ?? '0101'}, cavalry at ...' (once a game; in the English turn by 'north levy:' standing order).`
      : ' The Scots have not yet raised their levy from the north.'
    : '';
  return `Advanced rules: ${names}.${north}`;
}

/** The grammar lines of `help` for the advanced rules in play. */
export function advancedHelp(state: State): string[] {
  if (!advanced(state, 'northLevies')) return [];
  return [
    'Levy from the north (STB-14.1.1, Scots, once a game): north levy infantry|cavalry at HEX, infantry at HEX   in your turn (before your moves) or the Mobilization Phase; north-edge hexes without English units, at most one cavalry',
    '  standing order for the English turn (STB-DEC-19): north levy: when an English stack is within N of PLACE [at HEX, HEX] [with cavalry] | never   (default never)',
  ];
}
