// The clause that decides each event kind Travel Battle logs (issue #45), for the reports and the replay.
import { cited, clauseBook, type ClauseRule } from '../core/clauses';
import type { GameEvent } from '../core/events';
import summary from './data/rules-summary.json' with { type: 'json' };

export const EVENT_KINDS = [
  'roll',
  'contest',
  'board',
  'placed',
  'orient',
  'brigade',
  'brigades',
  'deploy',
  'turn',
  'move',
  'formation',
  'fire',
  'fire-miss',
  'fire-effect',
  'order-skipped',
  'decision',
  'melee',
  'melee-draw',
  'pushback',
  'pushback-blocked',
  'reversed',
  'flee',
  'halted',
  'face-front',
  'rejoined',
  'removed',
  'brigadier-aside',
  'brigade-destroyed',
  'victory',
  'draw-offer',
  'draw',
] as const;
type Kind = (typeof EVENT_KINDS)[number];

// A die by its purpose (the sentences of rules/setup.ts, artillery.ts, melee.ts and results.ts).
const DICE: [RegExp, string][] = [
  [/left or right/, 'TB-SETUP-2'],
  [/^board for/, 'TB-DEC-1'],
  [/orientation/, 'TB-SETUP-4'],
  [/first deployment/, 'TB-SETUP-6'],
  [/first player/, 'TB-SETUP-9'],
  [/^effect roll/, 'TB-ART-9'],
  [/^rally/, 'TB-RALLY-2'],
  [/reroll/, 'TB-MELEE-8'],
  [/ die \d+ of \d+/, 'TB-MELEE-1'],
];
const byPurpose = (text: string) => DICE.find(([re]) => re.test(text))?.[1];
const die = (e: GameEvent) => byPurpose(String(e.purpose ?? '')) ?? 'TB-ART-3';

const removed = (e: GameEvent) =>
  /artillery/.test(e.text)
    ? 'TB-ART-13'
    : /rally/.test(e.text)
      ? 'TB-RALLY-4'
      : /flee/.test(e.text)
        ? 'TB-AMB-10'
        : /nowhere to go/.test(e.text)
          ? 'TB-BRIGADE-7'
          : 'TB-MELEE-7';

const TABLE = {
  roll: die,
  contest: (e) => byPurpose(e.text) ?? 'TB-SETUP-2',
  board: 'TB-SETUP-1',
  placed: 'TB-SETUP-3',
  orient: 'TB-SETUP-4',
  brigade: 'TB-BRIGADE-1',
  brigades: 'TB-SETUP-5',
  deploy: 'TB-SETUP-7',
  turn: 'TB-SEQ-1',
  move: 'TB-MOVE-1',
  formation: 'TB-SQUARE-2',
  fire: 'TB-ART-3',
  'fire-miss': 'TB-ART-3',
  'fire-effect': 'TB-ART-10',
  'order-skipped': (e) =>
    /^Fire/.test(e.text) ? 'TB-ART-7' : /^Attack/.test(e.text) ? 'TB-MELEE-1' : 'TB-SEQ-1',
  // The decision's own label names its TB-DEC clause; melee pairing is the attacker's choice.
  decision: (e) => cited(String(e.dec ?? ''), 'TB') ?? 'TB-MELEE-3',
  melee: 'TB-MELEE-4',
  'melee-draw': 'TB-MELEE-4',
  pushback: 'TB-MELEE-5',
  'pushback-blocked': 'TB-AMB-9',
  reversed: 'TB-AMB-8',
  flee: 'TB-MELEE-6',
  halted: 'TB-RALLY-3',
  'face-front': 'TB-RALLY-5',
  rejoined: 'TB-RALLY-6',
  removed,
  'brigadier-aside': 'TB-BRIGADE-7',
  'brigade-destroyed': 'TB-AMB-24',
  victory: 'TB-VICTORY-1',
  'draw-offer': 'TB-AMB-24',
  draw: 'TB-AMB-24',
} satisfies Record<Kind, ClauseRule>;

export const clauses = clauseBook(EVENT_KINDS, TABLE, 'travel-battle/data/rules-summary.json', summary);
