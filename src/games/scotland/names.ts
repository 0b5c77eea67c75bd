// Hexes by CCRR or city name (case-insensitive), with near-miss suggestions (orders, standing).
import type { HexId } from '../core/hex';
import { CITIES, LEADERS, MAP } from './data';

export function resolveHex(word: string): HexId | undefined {
  const w = word.trim().toLowerCase();
  if (/^\d{4}$/.test(w)) return MAP.has(w) ? w : undefined;
  return CITIES.find((c) => c.name.toLowerCase() === w)?.hex;
}

export const PLACE_WORDS: readonly string[] = CITIES.map((c) => c.name.toLowerCase());

export function resolveLeader(word: string): string | undefined {
  const w = word.toLowerCase();
  return LEADERS.find((l) => l.id === w || l.name.toLowerCase() === w)?.id;
}

export const LEADER_WORDS: readonly string[] = LEADERS.map((l) => l.id);

export function hexLabel(hex: HexId): string {
  const city = CITIES.find((c) => c.hex === hex);
  return city ? `${city.name} (${hex})` : hex;
}
