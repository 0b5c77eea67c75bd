// The clause that decides each event kind Scotland the Brave logs (issue #45), for the reports and the
// replay. Many sentences already cite their clause; the table names the most specific one per kind.
import { clauseBook, type ClauseRule } from '../core/clauses';
import type { GameEvent } from '../core/events';
import summary from './data/rules-summary.json' with { type: 'json' };

export const EVENT_KINDS = [
  'setup',
  'turn',
  'roll',
  'order',
  'initiative',
  'move',
  'order-void',
  'reaction-pause',
  'standing-order',
  'loyalty',
  'restriction-lifted',
  'stone',
  'battle',
  'battle-lineup',
  'battle-leaders',
  'battle-advantage',
  'battle-attack',
  'battle-hit',
  'battle-declare',
  'battle-withdrawal-roll',
  'battle-withdraw',
  'battle-split-refused',
  'battle-leaders-alone',
  'battle-leader-killed',
  'battle-leader-withdraws',
  'battle-end',
  'battle-recovery',
  'battle-advance',
  'battle-result',
  'leader-dead',
  'leader-returns',
  'leader-captured',
  'advance',
  'levy',
  'north-levy',
  'reinforcement',
  'forage',
  'forage-choice',
  'garrison',
  'note',
  'noble-joins',
  'noble-neutral',
  'noble-units',
  'noble-returns',
  'displaced',
  'displaced-choice',
  'marker-draw',
  'marker-hand',
  'marker-played',
  'marker-void',
  'marker-effect',
  'lost-cause',
  'game-over',
] as const;
type Kind = (typeof EVENT_KINDS)[number];

/** Each strategy marker's own clause (STB-10.M.*), by the marker ids of data/markers.json. */
const MARKERS: Record<string, string> = {
  cancel: 'STB-10.M.cancel.a',
  'combat-advantage': 'STB-10.M.combat-advantage.a',
  conversion: 'STB-10.M.conversion.a',
  'effective-archers': 'STB-10.M.effective-archers.a',
  'forced-march': 'STB-10.M.forced-march.a',
  'fortunes-of-war': 'STB-10.M.fortunes-of-war',
  'highland-ferocity': 'STB-10.M.highland-ferocity.a',
  'influence-noble': 'STB-10.M.influence-noble.a',
  initiative: 'STB-10.M.initiative',
  'knights-charge': 'STB-10.M.knights-charge.a',
  levy: 'STB-10.M.levy',
  'lost-cause': 'STB-10.M.lost-cause.a',
  'loyal-scots': 'STB-10.M.loyal-scots.a',
  'siege-train': 'STB-10.M.siege-train.a',
  subversion: 'STB-10.M.subversion.a',
  treachery: 'STB-10.M.treachery.a',
  vacillate: 'STB-10.M.vacillate.a',
};
// The markers' effects that say which clause applied, by the words of their sentences.
const EFFECTS: [RegExp, string][] = [
  [/One more March/, 'STB-10.M.initiative'],
  [/is stopped and spent/, 'STB-10.M.vacillate.b'],
  [/Forced March/, 'STB-10.M.forced-march.b'],
  [/Loyal Scots/, 'STB-10.M.loyal-scots.b'],
  [/Lost Cause/, 'STB-10.M.lost-cause.b'],
  [/cancelled/, 'STB-10.M.cancel.b'],
  [/combat value 0/, 'STB-DEC-9'],
];
const markerClause = (e: GameEvent) =>
  EFFECTS.find(([re]) => re.test(e.text))?.[1] ?? MARKERS[String(e.marker ?? '')] ?? 'STB-10.0c';

const DICE: [RegExp, string][] = [
  [/marches/i, 'STB-3.1c'],
  [/levy die/, 'STB-9.1.2c'],
  [/marker draw/, 'STB-10.0b'],
  [/initiative check/, 'STB-8.1b'],
  [/withdrawal/, 'STB-7.1.7c'],
  [/casualty check/, 'STB-8.5b'],
  [/going home/, 'STB-10.M.influence-noble.f'],
  [/Influence Noble/, 'STB-10.M.influence-noble.b'],
  [/Conversion/, 'STB-10.M.conversion.c'],
  [/Subversion/, 'STB-10.M.subversion.b'],
  [/set-up/, 'STB-12.1.2'],
  [/ vs /, 'STB-7.1.6a'],
];
const die = (e: GameEvent) => DICE.find(([re]) => re.test(String(e.purpose ?? '')))?.[1] ?? 'STB-2.1b';

const ENDINGS: [RegExp, string][] = [
  [/STB-13\.8c/, 'STB-13.8c'],
  [/points/, 'STB-13.8a'],
  [/killed|dead|dies/, 'STB-12.3.4a'],
  [/decisive/, 'STB-12.3.1a'],
  [/limited/, 'STB-12.3.2'],
  [/draw/i, 'STB-12.3.3'],
];

const TABLE = {
  setup: (e) =>
    /Wallace rises/.test(e.text)
      ? 'STB-12.1.4'
      : /English garrison/.test(e.text)
        ? 'STB-12.1.3a'
        : 'STB-13.2.1c',
  turn: 'STB-3.0',
  roll: die,
  order: 'STB-3.2a',
  initiative: 'STB-8.1b',
  move: 'STB-4.0b',
  'order-void': 'STB-4.0c',
  'reaction-pause': 'STB-10.0c',
  'standing-order': 'STB-DEC-6',
  loyalty: (e) => (/STB-10\.M|Conversion|Subversion/.test(e.text) ? 'STB-11.1e' : 'STB-11.1c'),
  'restriction-lifted': 'STB-12.2.1c',
  stone: 'STB-13.7',
  battle: 'STB-7.0a',
  'battle-lineup': 'STB-7.1.1a',
  'battle-leaders': 'STB-7.1.3a',
  'battle-advantage': 'STB-7.1.5c',
  'battle-attack': 'STB-7.1.6a',
  'battle-hit': (e) =>
    /destroyed/.test(e.text) ? 'STB-7.1.6d' : /cancelled|lost/.test(e.text) ? 'STB-7.1.6f' : 'STB-7.1.6c',
  'battle-declare': 'STB-7.1.7b',
  'battle-withdrawal-roll': 'STB-7.1.7c',
  'battle-withdraw': 'STB-7.2',
  'battle-split-refused': 'STB-DEC-12',
  'battle-leaders-alone': 'STB-8.5a',
  'battle-leader-killed': 'STB-8.5b',
  'battle-leader-withdraws': 'STB-8.5c',
  'battle-end': 'STB-7.1.8b',
  'battle-recovery': 'STB-7.3',
  'battle-advance': 'STB-7.4',
  'battle-result': 'STB-7.5',
  'leader-dead': (e) => (/removed from play/.test(e.text) ? 'STB-10.M.lost-cause.e' : 'STB-8.5b'),
  'leader-returns': 'STB-8.5.1b',
  'leader-captured': (e) => (/STB-13\.1c/.test(e.text) ? 'STB-13.1c' : 'STB-10.M.lost-cause.f'),
  advance: 'STB-3.3a',
  levy: 'STB-9.1',
  'north-levy': 'STB-14.1.1',
  reinforcement: 'STB-9.2',
  forage: 'STB-6.0c',
  'forage-choice': 'STB-DEC-17',
  garrison: 'STB-14.3a',
  note: 'STB-14.2.1a',
  'noble-joins': 'STB-11.3g',
  'noble-neutral': 'STB-10.M.influence-noble.e',
  'noble-units': 'STB-10.M.influence-noble.f',
  'noble-returns': 'STB-8.5.1b',
  displaced: 'STB-11.3f',
  'displaced-choice': 'STB-DEC-4',
  'marker-draw': 'STB-10.0b',
  'marker-hand': 'STB-10.0b',
  'marker-played': 'STB-10.0c',
  'marker-void': 'STB-10.0c',
  'marker-effect': markerClause,
  'lost-cause': 'STB-10.M.lost-cause.b',
  'game-over': (e) => ENDINGS.find(([re]) => re.test(e.text))?.[1] ?? 'STB-12.3b',
} satisfies Record<Kind, ClauseRule>;

export const clauses = clauseBook(EVENT_KINDS, TABLE, 'scotland/data/rules-summary.json', summary);
