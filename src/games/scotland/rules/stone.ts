// STB-13.7, STB-AMB-62: the Stone of Scone. The first time an English combat unit takes Scone
// (loyalty.ts marks it pending), Edward sends the Stone to Westminster: the English effect of
// Influence Noble is applied at once to every pro-Scottish noble, each rolled for. Balliol and Comyn
// are immune (13.1b). The Stone stays taken for 13.8b even if Scone is lost again.
import type { Dice } from '../../core/dice';
import type { GameEvent } from '../../core/events';
import { leaderById } from '../data';
import type { SideId, State } from '../state';
import type { Standing } from '../standing';
import { influenceNoble } from './markers/influence-noble';

/** Settles a pending Stone event: called after each move, battle and step that could take Scone. */
export function settleStone(
  state: State,
  dice: Dice,
  events: GameEvent[],
  standing: Record<SideId, Standing>,
): void {
  if (state.stone !== 'pending') return;
  state.stone = 'taken';
  if (state.result) return; // the game ended in the step that took Scone: no one is left to sway
  const nobles = state.leaders.filter((l) => l.status === 'active' && leaderById(l.id)!.role === 'noble');
  events.push({
    kind: 'stone',
    text: `Edward sends the Stone of Scone to Westminster: each pro-Scottish noble is tested as by an English Influence Noble (STB-13.7)${nobles.length ? '' : ', but none is left'}.`,
  });
  const mine = standing.scots.markers.nobleLost;
  for (const l of nobles)
    influenceNoble(state, l.id, 'english', dice, events, {
      ...(mine.rank !== 'weakest' || mine.spare.length ? { nobleLost: mine } : {}),
      displace: { scots: standing.scots.displace, english: standing.english.displace },
    });
}
