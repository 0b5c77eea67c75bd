// STB-12.3 victory in The Rebellion (The Toom Tabard's 13.8 is in victory-toom-tabard.ts): sudden death (12.3.4, STB-AMB-52) and the city count after
// December 1298 (12.3.1-12.3.3, STB-AMB-50, AMB-51).
import type { Handicap } from '../../core/contract';
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

export function cityCounts(state: State, control = cityControl(state)): Record<SideId, number> {
  const counts = { scots: 0, english: 0 };
  for (const side of Object.values(control)) counts[side] += 1;
  return counts;
}

/** STB-12.3.1c, 12.3.2: England must hold every city in England for any English victory. */
export function englandHeld(state: State, control = cityControl(state)): boolean {
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

export interface Verdict {
  winner: SideId | null;
  level: string;
  summary: string;
}

/** STB-12.3.1-12.3.3 in the order of STB-AMB-51. A side bid (a ladder's, not the rules': see
 *  RULINGS.md, STB-DESPATCH-BID) counts as that many more cities for the side given it. */
export function cityVerdict(state: State, h: Handicap | null = null, control = cityControl(state)): Verdict {
  const counts = cityCounts(state, control);
  if (h && (h.side === 'scots' || h.side === 'english')) counts[h.side] += h.points;
  const { scots, english } = counts;
  const held = englandHeld(state, control);
  const bid =
    h && h.points ? ` (with a bid of ${h.points} for the ${h.side === 'scots' ? 'Scots' : 'English'})` : '';
  const tally = `The Scots control ${scots} cities, the English ${english}${bid}`;
  const v = (winner: SideId | null, level: string, summary: string) => ({ winner, level, summary });
  if (scots >= 2 * english)
    return v('scots', 'decisive', `${tally}: Scottish decisive victory, independence (STB-12.3.1).`);
  if (english >= 2 * scots && held)
    return v('english', 'decisive', `${tally}: English decisive victory (STB-12.3.1).`);
  if (scots > english) return v('scots', 'limited', `${tally}: Scottish limited victory (STB-12.3.2).`);
  if (english > scots && held)
    return v('english', 'limited', `${tally}: English limited victory (STB-12.3.2).`);
  if (english > scots)
    return v(
      null,
      'draw',
      `${tally}, but the English do not hold every city in England: a draw (STB-12.3.3).`,
    );
  return v(null, 'draw', `${tally}: a draw (STB-AMB-51).`);
}

export function finalResult(state: State, events: GameEvent[]): void {
  const { winner, level, summary } = cityVerdict(state);
  finish(state, winner, level, summary, events);
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
