// A March told as a player reads it (issue 42): the pieces that went the same way in one line naming
// the leader or the kind, with the places ("Wallace and 5 units: Bothwell (0505) → Stirling (0504).").
import type { GameEvent } from '../../core/events';
import { routeWords } from '../names';
import type { State } from '../state';
import { leaderName } from './scenario';

/** Who went: the leaders by name and the units counted ("Wallace and 5 units", "3 levy infantry units (s3, s4, s9)"). */
function whoMoved(state: State, ids: readonly string[]): string {
  const units = state.units.filter((u) => ids.includes(u.id));
  const leaders = ids.filter((id) => !units.some((u) => u.id === id)).map((id) => leaderName(state, id));
  const count = `${units.length} unit${units.length === 1 ? '' : 's'}`;
  if (leaders.length) return units.length ? `${leaders.join(', ')} and ${count}` : leaders.join(', ');
  const types = new Set(units.map((u) => `${u.grade} ${u.kind}`));
  const type = types.size === 1 ? [...types][0]! : undefined;
  const kind =
    units.length === 1 && type
      ? `${/^[aeiou]/.test(type) ? 'An' : 'A'} ${type} unit`
      : type
        ? `${units.length} ${type} units`
        : count;
  return `${kind} (${units.map((u) => u.id).join(', ')})`;
}

/** A move event's line: who, then the route. */
export function moveLine(state: State, ids: readonly string[], route: readonly string[]): string {
  return `${whoMoved(state, ids)}: ${routeWords(route)}.`;
}

/**
 * The move events pushed since `start` joined by route: the first of each route tells all its
 * pieces (`ids`), the others go. Loyalty and siege events stay where they were.
 */
export function joinMoves(state: State, events: GameEvent[], start: number): void {
  const byRoute = new Map<string, GameEvent>();
  const kept: GameEvent[] = [];
  for (const e of events.slice(start)) {
    if (e.kind !== 'move') {
      kept.push(e);
      continue;
    }
    const key = (e.route as string[]).join(' ');
    const first = byRoute.get(key);
    if (first) (first.ids as string[]).push(String(e.id));
    else {
      const joined = { ...e, ids: [String(e.id)] };
      byRoute.set(key, joined);
      kept.push(joined);
    }
  }
  for (const e of byRoute.values()) e.text = moveLine(state, e.ids as string[], e.route as string[]);
  events.splice(start, events.length - start, ...kept);
}
