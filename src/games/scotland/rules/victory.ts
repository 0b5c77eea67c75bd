// STB-12.3 victory in The Rebellion (The Toom Tabard's 13.8 is in victory-toom-tabard.ts): sudden death (12.3.4, STB-AMB-52) and the city count after
// December 1298 (12.3.1-12.3.3, STB-AMB-50, AMB-51).
import type { GameEvent } from '../../core/events';
import { CITIES } from '../data';
import { combatUnitsAt, type SideId, type State } from '../state';

/** Who controls each of the 30 cities (STB-AMB-48: a Scottish city's loyalty; 11.1.2 for England). */
export function cityControl(state: State): Record<string, SideId> {
  const out: Record<string, SideId> = {};
  for (const c of CITIES)
    out[c.name] = c.loyaltyMarker
      ? (state.loyalty[c.name] ?? 'english')
      : combatUnitsAt(state, c.hex, 'scots').length > 0
        ? 'scots'
        : 'english';
  return out;
}

export function cityCounts(state: State): Record<SideId, number> {
  const counts = { scots: 0, english: 0 };
  for (const side of Object.values(cityControl(state))) counts[side] += 1;
  return counts;
}

/** STB-12.3.1c, 12.3.2: England must hold every city in England for any English victory. */
export function englandHeld(state: State): boolean {
  const control = cityControl(state);
  return CITIES.filter((c) => !c.loyaltyMarker).every((c) => control[c.name] === 'english');
}

export function finish(
  state: State,
  winner: SideId | null,
  level: string,
  summary: string,
  events: GameEvent[],
): void {
  state.result = { winner, level, summary };
  state.step = 'over';
  events.push({ kind: 'game-over', text: summary, winner, level });
}

/** STB-12.3.1-12.3.3 in the order of STB-AMB-51. */
export function finalResult(state: State, events: GameEvent[]): void {
  const { scots, english } = cityCounts(state);
  const held = englandHeld(state);
  const tally = `The Scots control ${scots} cities, the English ${english}`;
  if (scots >= 2 * english)
    return finish(
      state,
      'scots',
      'decisive',
      `${tally}: Scottish decisive victory, independence (STB-12.3.1).`,
      events,
    );
  if (english >= 2 * scots && held)
    return finish(state, 'english', 'decisive', `${tally}: English decisive victory (STB-12.3.1).`, events);
  if (scots > english)
    return finish(state, 'scots', 'limited', `${tally}: Scottish limited victory (STB-12.3.2).`, events);
  if (english > scots && held)
    return finish(state, 'english', 'limited', `${tally}: English limited victory (STB-12.3.2).`, events);
  if (english > scots)
    return finish(
      state,
      null,
      'draw',
      `${tally}, but the English do not hold every city in England: a draw (STB-12.3.3).`,
      events,
    );
  return finish(state, null, 'draw', `${tally}: a draw (STB-AMB-51).`, events);
}

/** STB-12.3.4: Wallace or Edward killed ends the game at once. */
export function suddenDeath(state: State, dead: string, events: GameEvent[]): void {
  if (state.result) return; // STB-AMB-52: the first death ends it; a second in the same battle is 12.3.4d
  if (dead === 'edward')
    return finish(
      state,
      'scots',
      'limited',
      'King Edward is dead: Scottish limited victory (STB-12.3.4b).',
      events,
    );
  const bruce = state.leaders.find((l) => l.id === 'bruce');
  if (bruce?.status === 'active')
    return finish(
      state,
      null,
      'draw',
      'Wallace is dead, but Bruce stands with the Scots: a draw (STB-12.3.4c).',
      events,
    );
  return finish(
    state,
    'english',
    'limited',
    'Wallace is dead and Bruce is neutral: English limited victory (STB-12.3.4c).',
    events,
  );
}
