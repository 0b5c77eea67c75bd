// STB-10.0d, STB-AMB-5, STB-DATA-4: the 17 marker types, who may play each, and their names as a
// player writes them ("Lost Cause", "lost-cause", "lost cause").
import { STRATEGY_MARKERS, type StrategyMarker } from '../../data';
import type { SideId } from '../../state';

export const MARKER_IDS = STRATEGY_MARKERS.map((m) => m.id);

export function markerData(id: string): StrategyMarker {
  const m = STRATEGY_MARKERS.find((x) => x.id === id);
  if (!m) throw new Error(`unknown strategy marker '${id}'`);
  return m;
}

export const markerName = (id: string): string => markerData(id).name;

/** STB-10.0d, STB-AMB-5: a one-side marker drawn by the other side stays in hand, unplayable. */
export function mayPlay(side: SideId, id: string): boolean {
  const user = markerData(id).user;
  return user === 'either' || user === side;
}

/** Markers whose text says "before a battle" (STB-AMB-6). */
export const BATTLE_MARKERS = [
  'combat-advantage',
  'effective-archers',
  'highland-ferocity',
  'knights-charge',
  'lost-cause',
  'siege-train',
  'treachery',
];

/** Markers only ever played as reactions, from standing orders (STB-DEC-1, DEC-2, DEC-10). */
export const REACTION_MARKERS = ['cancel', 'vacillate', 'fortunes-of-war'];

const NAME_WORDS = STRATEGY_MARKERS.map((m) => ({ id: m.id, words: m.name.toLowerCase().split(' ') }));

/** Marker words as typed: hyphens split ("lost-cause"), the trailing "marker" dropped. */
export function markerWords(tokens: readonly string[]): string[] {
  return tokens.flatMap((t) => t.toLowerCase().split('-')).filter((t) => t !== '' && t !== 'marker');
}

/** The marker named at the start of `words` and how many words it took, or undefined. */
export function readMarkerName(words: readonly string[]): { id: string; used: number } | undefined {
  const found = NAME_WORDS.filter((n) => n.words.every((w, i) => words[i] === w)).sort(
    (a, b) => b.words.length - a.words.length,
  )[0];
  return found && { id: found.id, used: found.words.length };
}

/** Every marker named in a comma list such as "Lost Cause, Effective Archers". */
export function readMarkerList(words: readonly string[]): { ids: string[]; unknown?: string } {
  const ids: string[] = [];
  for (let i = 0; i < words.length;) {
    const m = readMarkerName(words.slice(i));
    if (!m) return { ids, unknown: words[i] };
    ids.push(m.id);
    i += m.used;
  }
  return { ids };
}

export const MARKER_WORDS: readonly string[] = STRATEGY_MARKERS.map((m) => m.name.toLowerCase());
