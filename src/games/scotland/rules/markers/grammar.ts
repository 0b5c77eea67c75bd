// The words of a marker play, shared by the turn's orders (`play Influence Noble on Douglas`,
// `battle 0507: play Combat Advantage`) and the standing orders (`after battles: Subversion on any`):
//   MARKER [on NOBLE|CITY|HEX|UNIT|any] [at HEX] [infantry|cavalry] [keep city] [to HEX] [after battles]
import { resolveHex, resolveLeader } from '../../names';
import { markerName, markerWords, readMarkerName, BATTLE_MARKERS } from './catalogue';

export interface MarkerPlay {
  marker: string;
  /** A noble id (Influence Noble), a city's hex (Conversion, Subversion), a stack's hex (Forced
   *  March), a unit id (the unit given value 0), or `any` (standing orders: the first legal one). */
  target?: string;
  /** The battle hex of a battle marker, or where a Levy goes. */
  hex?: string;
  unitKind?: 'infantry' | 'cavalry';
  /** STB-11.3h: the Scottish player keeps the noble's home city pro-English. */
  keepEnglish?: boolean;
  /** STB-11.3h, influence-noble.j: the hex beside the home city the noble goes to. */
  to?: string;
  /** Played after the turn's battles rather than before the moves. */
  after?: boolean;
}

export type PlayParse = { play: MarkerPlay } | { error: string; word?: string };

/** Targets read as hexes; the others are nobles or units. */
const HEX_TARGETS = ['conversion', 'subversion', 'forced-march'];

function readTarget(marker: string, word: string): string | undefined {
  if (word === 'any') return 'any';
  if (marker === 'influence-noble') return resolveLeader(word);
  if (HEX_TARGETS.includes(marker)) return resolveHex(word);
  return /^[se]\d+$/.test(word) ? word : undefined;
}

/** The words after `play` (or after a standing order's topic). */
export function readPlay(tokens: readonly string[]): PlayParse {
  const words = markerWords(tokens.map((t) => t.replace(/[:.]+$/, '')));
  const name = readMarkerName(words);
  if (!name) return { error: `'${words[0] ?? ''}' is not a strategy marker`, word: words[0] ?? '' };
  const play: MarkerPlay = { marker: name.id };
  for (let i = name.used; i < words.length; i++) {
    const w = words[i]!;
    const next = words[i + 1] ?? '';
    if (w === 'on' || w === 'against' || w === 'at' || w === 'in' || w === 'to' || w === 'into') {
      i += 1;
      if (w === 'to' || w === 'into') {
        const to = resolveHex(next);
        if (!to) return { error: `'${next}' is not a hex (CCRR) or a city`, word: next };
        play.to = to;
      } else if ((w === 'at' || w === 'in') && (BATTLE_MARKERS.includes(name.id) || name.id === 'levy')) {
        const hex = resolveHex(next);
        if (!hex) return { error: `'${next}' is not a hex (CCRR) or a city`, word: next };
        play.hex = hex;
      } else {
        const target = readTarget(name.id, next);
        if (!target) return { error: `${markerName(name.id)} cannot be played on '${next}'`, word: next };
        play.target = target;
      }
    } else if (w === 'infantry' || w === 'cavalry') play.unitKind = w;
    else if (w === 'keep') {
      play.keepEnglish = true;
      while (['city', 'home', 'english', 'pro', 'loyal', 'his'].includes(words[i + 1] ?? '')) i += 1;
    } else if (w === 'after') {
      play.after = true;
      if (words[i + 1] === 'battles' || words[i + 1] === 'the') i += words[i + 2] === 'battles' ? 2 : 1;
    } else return { error: `unexpected '${w}' after ${markerName(name.id)}`, word: w };
  }
  return { play };
}

/** The normal form, re-readable by readPlay. */
export function formatPlay(p: MarkerPlay): string {
  return [
    markerName(p.marker),
    ...(p.unitKind ? [p.unitKind] : []),
    ...(p.target ? [`on ${p.target}`] : []),
    ...(p.hex ? [`at ${p.hex}`] : []),
    ...(p.keepEnglish ? ['keep city'] : []),
    ...(p.to ? [`to ${p.to}`] : []),
    ...(p.after ? ['after battles'] : []),
  ].join(' ');
}
