// STB-13.8 victory in The Toom Tabard: points after the October 1296 turn (13.8a-b, STB-AMB-63), and
// Edward's death as a Scottish win at once (13.8c). 12.3 does not apply (STB-AMB-57).
import type { Handicap } from '../../core/contract';
import type { GameEvent } from '../../core/events';
import { CITIES, leaderById } from '../data';
import type { SideId, State } from '../state';
import { isBalliolOrComyn, leaderName } from './scenario';
import { cityControl, finish, type Verdict } from './victory';

export interface Score {
  points: Record<SideId, number>;
  /** Each point in words, for the report. */
  why: Record<SideId, string[]>;
}

/** Scottish cities (those with a loyalty marker) each side controls. */
export function scottishCityCounts(state: State): Record<SideId, number> {
  const control = cityControl(state);
  const counts = { scots: 0, english: 0 };
  for (const c of CITIES) if (c.loyaltyMarker) counts[control[c.name]!] += 1;
  return counts;
}

/** STB-13.8a-b, STB-AMB-63: Balliol and Comyn count as pro-Scottish nobles while alive and free;
 *  nobles dead on the track count for neither side. */
export function toomTabardScore(state: State): Score {
  const why: Score['why'] = { scots: [], english: [] };
  for (const l of state.leaders) {
    const data = leaderById(l.id)!;
    const name = leaderName(state, l.id);
    if (isBalliolOrComyn(state, l.id)) {
      if (l.status === 'active') why.scots.push(`${name} free`);
      else if (l.dead || l.captured) why.english.push(`${name} ${l.captured ? 'captured' : 'killed'}`);
    } else if (data.role === 'noble') {
      if (l.status === 'active') why.scots.push(`${name} pro-Scottish`);
      if (l.status === 'neutral') why.english.push(`${name} neutral`);
    }
  }
  const cities = scottishCityCounts(state);
  if (cities.scots > cities.english)
    why.scots.push(`more Scottish cities (${cities.scots} to ${cities.english})`);
  if (cities.english > cities.scots)
    why.english.push(`more Scottish cities (${cities.english} to ${cities.scots})`);
  if (state.stone) why.english.push('the Stone of Scone');
  return { points: { scots: why.scots.length, english: why.english.length }, why };
}

const tally = (n: number, why: readonly string[]): string =>
  `${n} point${n === 1 ? '' : 's'}${why.length ? ` (${why.join(', ')})` : ''}`;

/** STB-13.4, 13.8a-b: after the October 1296 turn; the higher total wins, equal totals draw (AMB-63).
 *  A side bid (a ladder's: RULINGS.md, STB-DESPATCH-BID) adds its points to the side given it. */
export function toomTabardVerdict(state: State, h: Handicap | null = null): Verdict {
  const { points, why } = toomTabardScore(state);
  if (h && h.points && (h.side === 'scots' || h.side === 'english')) {
    points[h.side] += h.points;
    why[h.side] = [...why[h.side], `a bid of ${h.points}`];
  }
  const text = `The Scots score ${tally(points.scots, why.scots)}, the English ${tally(points.english, why.english)}`;
  if (points.scots > points.english)
    return { winner: 'scots', level: 'on points', summary: `${text}: Scottish victory (STB-13.8a).` };
  if (points.english > points.scots)
    return { winner: 'english', level: 'on points', summary: `${text}: English victory (STB-13.8b).` };
  return { winner: null, level: 'draw', summary: `${text}: a draw (STB-AMB-63).` };
}

export function toomTabardResult(state: State, events: GameEvent[]): void {
  const { winner, level, summary } = toomTabardVerdict(state);
  finish(state, winner, level, summary, events);
}

/** STB-13.8c: if Edward is killed, Scotland wins at once. */
export function edwardDead(state: State, events: GameEvent[]): void {
  if (state.result) return;
  finish(state, 'scots', 'sudden death', 'King Edward is dead: Scottish victory (STB-13.8c).', events);
}
