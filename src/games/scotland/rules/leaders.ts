// STB-8.5.1-8.5.3: what happens to a leader removed from play. A Scottish noble returns neutral six
// turns later (8.5.1); English leaders never return (8.5.2); Wallace's or Edward's death ends the
// game at once (8.5.3b, 12.3.4).
import type { GameEvent } from '../../core/events';
import type { State } from '../state';
import { suddenDeath } from './victory';
import { edwardDead } from './victory-toom-tabard';
import { isToomTabard, leaderOf } from './scenario';
import { wallaceOnTrack, wallaceSurvives } from './advanced/wallace-returns';

export const RETURN_DELAY = 6; // STB-8.5.1a

export function killLeader(state: State, id: string, events: GameEvent[]): void {
  const leader = state.leaders.find((l) => l.id === id)!;
  const data = leaderOf(state, id); // Balliol and Comyn die as ordinary leaders (STB-AMB-61)
  leader.status = 'out';
  leader.hex = null;
  leader.dead = true;
  if (data.role === 'noble') {
    leader.returnTurn = state.turn + RETURN_DELAY; // STB-8.5.1a
    events.push({
      kind: 'leader-dead',
      text: `${data.name} is dead; a kinsman will come forward in six turns.`,
      leader: id,
    });
  } else if (wallaceSurvives(state, id)) {
    wallaceOnTrack(state, events); // STB-14.1.2a: no sudden death
    return;
  } else events.push({ kind: 'leader-dead', text: `${data.name} is dead.`, leader: id });
  if (!data.deathEndsGame) return;
  if (isToomTabard(state))
    edwardDead(state, events); // STB-13.8c, STB-AMB-57
  else suddenDeath(state, id, events); // STB-8.5.3b
}
