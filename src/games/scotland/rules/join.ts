// STB-11.3g-h, STB-AMB-45/47: a noble who becomes pro-Scottish (through Influence Noble, part 2)
// comes under Scottish control at once with his units. His home city turns pro-Scottish unless the
// Scottish player keeps it pro-English, or the 1297 restrictions still hold (influence-noble.j):
// then he and his units go to an adjacent hex without enemy units. Joining never lifts 12.2.1.
import type { GameEvent } from '../../core/events';
import type { HexId } from '../../core/hex';
import { homeCityOf, leaderById } from '../data';
import { placeName } from '../names';
import type { State } from '../state';
import { displaceTarget } from './nobles';
import { canBePlaced, landNeighbours } from './terrain';

export function nobleJoins(
  state: State,
  id: string,
  keepEnglish: boolean,
  events: GameEvent[],
  to?: HexId,
): void {
  const leader = state.leaders.find((l) => l.id === id && l.status === 'neutral');
  const home = homeCityOf(id);
  if (!leader || !home) throw new Error(`${id} is not a neutral noble`);
  const units = state.units.filter((u) => u.hex === home.hex && u.neutral);
  leader.status = 'active'; // STB-11.3g
  for (const u of units) delete u.neutral;
  const name = leaderById(id)!.name;
  if (!keepEnglish && !state.restricted) {
    state.loyalty[home.name] = 'scots'; // STB-AMB-45
    events.push({
      kind: 'noble-joins',
      text: `${name} joins the rebellion; ${home.name} turns pro-Scottish.`,
      leader: id,
    });
    return;
  }
  const eligible = landNeighbours(home.hex).filter((h) => canBePlaced(state, 'scots', h));
  const target = to && eligible.includes(to) ? to : displaceTarget(state, home.hex, 'scots', 'friends');
  if (!target) {
    events.push({
      kind: 'noble-joins',
      text: `${name} joins the rebellion but stays in ${home.name}: no hex beside it is free.`,
      leader: id,
    });
    return;
  }
  leader.hex = target; // STB-11.3h, influence-noble.j
  for (const u of units) u.hex = target;
  events.push({
    kind: 'noble-joins',
    text: `${name} joins the rebellion and moves beside ${home.name} to ${placeName(target)}.`,
    leader: id,
  });
}
