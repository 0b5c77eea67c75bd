// Hexes by CCRR or city name (case-insensitive), with near-miss suggestions (orders, standing).
import type { HexId } from '../core/hex';
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
