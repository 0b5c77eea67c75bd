// Standing orders for strategy markers: reactions in the other side's turn and the choices markers
// leave to the player they hit. Each topic has a documented default (ARCHITECTURE.md; RULINGS.md):
//   cancel: Lost Cause, Influence Noble if it succeeds | none       STB-DEC-2  (default: Influence
//                                      Noble, Conversion, Subversion, each if it succeeds)
//   vacillate: first march | march into HEX | march next to HEX | stack of N   (any line; words
//                                      combine: `first march into Stirling`)  STB-DEC-1 (default: none)
//   reroll: failed withdrawal, enemy withdrawal, leader casualty checks, enemy hits,
//           failed initiative, marker rolls | none                  STB-DEC-10 (default: failed withdrawal)
//   on defence [at HEX]: Combat Advantage, Lost Cause, ... | none   STB-DEC-5 (default below)
//   zero: strongest | led                                           STB-DEC-9 (default strongest)
//   noble lost: [spare IDS] weakest|strongest                       STB-DEC-3 (default weakest)
//   surrender: [IDS then] strongest|weakest                         STB-DEC-14 (default strongest)
//   return: Carlisle | Cockermouth                                  STB-DEC-18 (default Carlisle)
//   before battles: MARKER [on TARGET|at HEX] / after battles: ...   STB-DEC-21 (default: none)
import type { Problem } from '../../../core/contract';
import { lineProblem, type OrderLine } from '../../../core/order-text';
import { resolveHex } from '../../names';
import { CITIES } from '../../data';
import { markerName, markerWords, readMarkerList, readMarkerName } from './catalogue';
import { formatPlay, readPlay, type MarkerPlay } from './grammar';

export interface CancelRule {
  marker: string;
  /** Only when the marker's roll succeeds (a marker without a roll always "succeeds"). */
  ifSucceeds: boolean;
}

export interface VacillateRule {
  first?: boolean;
  into?: string;
  near?: string;
  minUnits?: number;
}

export const REROLLS = [
  'failed withdrawal',
  'enemy withdrawal',
  'leader casualty checks',
  'enemy hits',
  'failed initiative',
  'marker rolls',
] as const;
export type RerollRule = (typeof REROLLS)[number];

export interface DefenceRule {
  hex?: string;
  markers: string[];
}

export interface WindowPlay extends MarkerPlay {
  when: 'before' | 'after';
}

export interface MarkerStanding {
  /** Undefined: the default of STB-DEC-2. */
  cancel?: CancelRule[];
  vacillate: VacillateRule[];
  /** Undefined: the default of STB-DEC-10. */
  reroll?: RerollRule[];
  /** Undefined: the default of STB-DEC-5. */
  defence?: DefenceRule[];
  zero: 'strongest' | 'led';
  nobleLost: { rank: 'weakest' | 'strongest'; spare: string[] };
  surrender: { rank: 'strongest' | 'weakest'; prefer: string[] };
  returnTo: 'Carlisle' | 'Cockermouth';
  windows: WindowPlay[];
  /** STB-AMB-70: the cities Loyal Scots' levies go to first, in this order (`loyal scots: Ayr, Lanark`). */
  loyalTo?: string[];
}

export const DEFAULT_CANCEL: CancelRule[] = ['influence-noble', 'conversion', 'subversion'].map((marker) => ({
  marker,
  ifSucceeds: true,
}));
export const DEFAULT_REROLL: RerollRule[] = ['failed withdrawal'];

export function defaultMarkerStanding(): MarkerStanding {
  return {
    vacillate: [],
    zero: 'strongest',
    nobleLost: { rank: 'weakest', spare: [] },
    surrender: { rank: 'strongest', prefer: [] },
    returnTo: 'Carlisle',
    windows: [],
  };
}

export const MARKER_TOPICS = [
  'cancel',
  'vacillate',
  'reroll',
  'on defence',
  'zero',
  'noble lost',
  'surrender',
  'return',
  'loyal scots',
  'before battles',
  'after battles',
];

type Read = string | undefined; // a problem message, or undefined when the line was read

function readCancel(s: MarkerStanding, words: string[]): Read {
  if (words[0] === 'none' || words[0] === 'never') return void (s.cancel = []);
  if (words[0] === 'default') return void delete s.cancel;
  const rules: CancelRule[] = [];
  for (let i = 0; i < words.length;) {
    const w = words[i]!;
    if (w === 'and' || w === 'only') i += 1;
    else if (w === 'if' || w === 'when') {
      // "if it succeeds", "if its roll succeeds": a condition on the marker before it.
      const last = rules[rules.length - 1];
      if (!last) return `name a marker before '${w}'`;
      last.ifSucceeds = true;
      for (i += 1; i < words.length && !readMarkerName(words.slice(i));) i += 1;
    } else {
      const m = readMarkerName(words.slice(i));
      if (!m) return `'${w}' is not a strategy marker`;
      rules.push({ marker: m.id, ifSucceeds: false });
      i += m.used;
    }
  }
  s.cancel = [...(s.cancel ?? []), ...rules];
  return undefined;
}

function readVacillate(s: MarkerStanding, words: string[]): Read {
  const rule: VacillateRule = {};
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === 'first') rule.first = true;
    else if (['march', 'marches', 'of', 'the', 'a', 'turn', 'units', 'any'].includes(w)) continue;
    else if (w === 'into' || w === 'entering' || w === 'to') {
      rule.into = resolveHex(words[++i] ?? '');
      if (!rule.into) return `'${words[i] ?? ''}' is not a hex (CCRR) or a city`;
    } else if (w === 'next' || w === 'near' || w === 'adjacent') {
      if (words[i + 1] === 'to') i += 1;
      rule.near = resolveHex(words[++i] ?? '');
      if (!rule.near) return `'${words[i] ?? ''}' is not a hex (CCRR) or a city`;
    } else if (w === 'stack') continue;
    else if (/^\d+$/.test(w)) rule.minUnits = Number(w);
    else return `expected 'first march', 'march into HEX', 'march next to HEX' or 'stack of N', not '${w}'`;
  }
  s.vacillate.push(rule);
  return undefined;
}

function readReroll(s: MarkerStanding, words: string[]): Read {
  if (words[0] === 'none' || words[0] === 'never') return void (s.reroll = []);
  const text = ` ${words.join(' ')} `;
  const found = REROLLS.filter((r) => text.includes(` ${r.split(' ')[0]} ${r.split(' ')[1]}`));
  if (!found.length) return `expected one or more of: ${REROLLS.join(', ')}`;
  s.reroll = [...(s.reroll ?? []), ...found];
  return undefined;
}

function readDefence(s: MarkerStanding, words: string[]): Read {
  let rest = words;
  let hex: string | undefined;
  if (rest[0] === 'at' || rest[0] === 'in') {
    hex = resolveHex(rest[1] ?? '');
    if (!hex) return `'${rest[1] ?? ''}' is not a hex (CCRR) or a city`;
    rest = rest.slice(2);
  }
  if (rest[0] === 'none' || rest[0] === 'nothing')
    return void (s.defence = [...(s.defence ?? []), { ...(hex ? { hex } : {}), markers: [] }]);
  const { ids, unknown } = readMarkerList(rest.filter((w) => w !== 'and'));
  if (unknown) return `'${unknown}' is not a strategy marker`;
  const wrong = ids.find((m) => m === 'siege-train' || m === 'treachery');
  if (wrong)
    return `${markerName(wrong)} helps only the side attacking a city, never the defender (STB-AMB-81)`;
  const reaction = ids.find((m) => !DEFENCE_MARKERS.includes(m));
  if (reaction)
    return `${markerName(reaction)} is not played before a battle (STB-AMB-6); see cancel:, reroll:`;
  s.defence = [...(s.defence ?? []), { ...(hex ? { hex } : {}), markers: ids }];
  return undefined;
}

export const DEFENCE_MARKERS = [
  'combat-advantage',
  'effective-archers',
  'highland-ferocity',
  'knights-charge',
  'lost-cause',
];

export const WINDOW_MARKERS = ['conversion', 'subversion', 'influence-noble', 'loyal-scots', 'levy'];

function readWindow(s: MarkerStanding, when: 'before' | 'after', tokens: string[]): Read {
  const r = readPlay(tokens);
  if ('error' in r) return r.error;
  if (!WINDOW_MARKERS.includes(r.play.marker))
    return `${markerName(r.play.marker)} cannot be played outside battles in the enemy's combat step (STB-AMB-81)`;
  s.windows.push({ ...r.play, when });
  return undefined;
}

/** STB-AMB-70: `loyal scots: Ayr, Lanark`: Scottish cities (names or hexes), first choices first. */
function readLoyalTo(s: MarkerStanding, words: readonly string[]): Read {
  const hexes: string[] = [];
  for (const w of words.filter((x) => x !== 'and')) {
    const hex = resolveHex(w);
    const city = CITIES.find((c) => c.loyaltyMarker && c.hex === hex);
    if (!city) return `'${w}' is not a Scottish city: write e.g. 'loyal scots: Ayr, Lanark' (STB-AMB-70)`;
    hexes.push(city.hex);
  }
  if (!hexes.length) return "name the cities, e.g. 'loyal scots: Ayr, Lanark' (STB-AMB-70)";
  s.loyalTo = hexes;
  return undefined;
}

/** Reads one marker standing-order line into `s`; `undefined` if its topic is not a marker topic. */
export function readMarkerStanding(s: MarkerStanding, line: OrderLine): Problem | null | undefined {
  const words = markerWords(line.tokens.map((t) => t.replace(/:+$/, ''))).filter((t) => t !== ':');
  const two = `${words[0]} ${words[1]}`;
  let problem: Read;
  if (words[0] === 'cancel') problem = readCancel(s, words.slice(1));
  else if (words[0] === 'vacillate') problem = readVacillate(s, words.slice(1));
  else if (words[0] === 'reroll') problem = readReroll(s, words.slice(1));
  else if (two === 'on defence' || two === 'on defense') problem = readDefence(s, words.slice(2));
  else if (words[0] === 'zero' && (words[1] === 'strongest' || words[1] === 'led')) s.zero = words[1];
  else if (two === 'noble lost') {
    const rank = words.includes('strongest') ? 'strongest' : 'weakest';
    s.nobleLost = { rank, spare: words.slice(2).filter((w) => /^s\d+$/.test(w)) };
  } else if (words[0] === 'surrender') {
    const rank = words.includes('weakest') ? 'weakest' : 'strongest';
    s.surrender = { rank, prefer: words.slice(1).filter((w) => /^s\d+$/.test(w)) };
  } else if (words[0] === 'return' && (words[1] === 'carlisle' || words[1] === 'cockermouth'))
    s.returnTo = words[1] === 'carlisle' ? 'Carlisle' : 'Cockermouth';
  else if (two === 'loyal scots') problem = readLoyalTo(s, words.slice(2));
  else if (two === 'before battles' || two === 'after battles')
    problem = readWindow(s, words[0] as 'before' | 'after', line.tokens.slice(2));
  else return undefined;
  return problem ? lineProblem(line, problem) : null;
}

export function formatMarkerStanding(s: MarkerStanding): string[] {
  const names = (ids: readonly string[]) => ids.map(markerName).join(', ');
  const lines: string[] = [];
  if (s.cancel)
    lines.push(
      s.cancel.length
        ? `cancel: ${s.cancel.map((c) => `${markerName(c.marker)}${c.ifSucceeds ? ' if it succeeds' : ''}`).join(', ')}`
        : 'cancel: none',
    );
  for (const v of s.vacillate)
    lines.push(
      `vacillate: ${[v.first ? 'first march' : 'march', v.into ? `into ${v.into}` : '', v.near ? `next to ${v.near}` : '', v.minUnits ? `stack of ${v.minUnits}` : ''].filter(Boolean).join(' ')}`,
    );
  if (s.reroll) lines.push(`reroll: ${s.reroll.length ? s.reroll.join(', ') : 'none'}`);
  for (const d of s.defence ?? [])
    lines.push(`on defence${d.hex ? ` at ${d.hex}` : ''}: ${d.markers.length ? names(d.markers) : 'none'}`);
  if (s.zero !== 'strongest') lines.push(`zero: ${s.zero}`);
  if (s.nobleLost.rank !== 'weakest' || s.nobleLost.spare.length)
    lines.push(
      `noble lost: ${[...(s.nobleLost.spare.length ? ['spare', ...s.nobleLost.spare] : []), s.nobleLost.rank].join(' ')}`,
    );
  if (s.surrender.rank !== 'strongest' || s.surrender.prefer.length)
    lines.push(`surrender: ${[...s.surrender.prefer, s.surrender.rank].join(' ')}`);
  if (s.returnTo !== 'Carlisle') lines.push(`return: ${s.returnTo}`);
  if (s.loyalTo)
    lines.push(`loyal scots: ${s.loyalTo.map((h) => CITIES.find((c) => c.hex === h)?.name ?? h).join(', ')}`);
  for (const w of s.windows) lines.push(`${w.when} battles: ${formatPlay(w)}`);
  return lines;
}
