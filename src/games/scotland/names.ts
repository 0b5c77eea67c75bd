// Hexes by CCRR or city name (case-insensitive), with near-miss suggestions (orders, standing).
import { distance, type HexId } from '../core/hex';
import { CITIES, LEADERS, MAP } from './data';

export function resolveHex(word: string): HexId | undefined {
  const w = word.trim().toLowerCase();
  if (/^\d{4}$/.test(w)) return MAP.has(w) ? w : undefined;
  return CITIES.find((c) => c.name.toLowerCase() === w)?.hex;
}

export const PLACE_WORDS: readonly string[] = CITIES.map((c) => c.name.toLowerCase());

/** A leader by id or name; Balliol and Comyn name the Wallace and Murray counters (STB-13.1a). */
export function resolveLeader(word: string): string | undefined {
  const w = word.toLowerCase();
  return LEADERS.find(
    (l) => l.id === w || l.name.toLowerCase() === w || l.toomTabard?.name.toLowerCase() === w,
  )?.id;
}

export const LEADER_WORDS: readonly string[] = LEADERS.flatMap((l) =>
  l.toomTabard ? [l.id, l.toomTabard.name.toLowerCase()] : [l.id],
);

export function hexLabel(hex: HexId): string {
  const city = CITIES.find((c) => c.hex === hex);
  return city ? `${city.name} (${hex})` : hex;
}

/**
 * A hex as a player names it: the city there ("Stirling (0504)"), else the nearest city ("near
 * Stirling (0505)"; ties go to the first city of the list). No hex of the map is more than four hexes
 * from a city, and the hex in brackets says where exactly.
 */
export function placeName(hex: HexId): string {
  const city = CITIES.find((c) => c.hex === hex);
  if (city) return `${city.name} (${hex})`;
  let best: { name: string; d: number } | undefined;
  for (const c of CITIES) {
    const d = distance(hex, c.hex);
    if (!best || d < best.d) best = { name: c.name, d };
  }
  return best ? `near ${best.name} (${hex})` : hex;
}

/** A place after its preposition: "in Stirling (0504)", but "near Bothwell (0605)" for a hex with no city. */
export function inPlace(preposition: 'in' | 'at' | 'to', hex: HexId): string {
  const place = placeName(hex);
  return place.startsWith('near ') ? place : `${preposition} ${place}`;
}

/** A route as a player reads it, each hex as a place: "Bothwell (0505) → near Stirling (0605)". */
export const routeWords = (route: readonly HexId[]): string => route.map(placeName).join(' → ');

/** A battle named after its place: "Battle of Stirling (0504)", "Battle near Stirling (0505)". */
export function battleName(hex: HexId): string {
  const place = placeName(hex);
  return place.startsWith('near ') ? `Battle ${place}` : `Battle of ${place}`;
}

/**
 * A die's purpose as a player reads it: "battle 0504 round 1: ..." (the dice record's words) becomes
 * "the battle of Stirling (0504), round 1: ..."; other purposes are kept as they are.
 */
export function purposeWords(purpose: string): string {
  return purpose.replace(
    /^battle (\d{4})(?: round (\d+))?/,
    (_, hex: string, round?: string) => `${battleWords(hex)}${round ? `, round ${round}` : ''}`,
  );
}

/** A battle inside a sentence: "the battle of Stirling (0504)", "the battle near Stirling (0505)". */
export const battleWords = (hex: HexId): string => `the ${battleName(hex).replace(/^Battle/, 'battle')}`;
