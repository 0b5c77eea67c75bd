// The clause that decides each event kind Sharpsburg logs (issue #45), for the reports and the replay.
import { cited, clauseBook, type ClauseRule } from '../core/clauses';
import type { GameEvent } from '../core/events';
import summary from './data/rules-summary.json' with { type: 'json' };

export const EVENT_KINDS = [
  'player-turn',
  'turn',
  'corps-limit',
  'move',
  'limber',
  'unlimber',
  'artillery',
  'roll',
  'battle',
  'decision',
  'retreat',
  'eliminated',
  'note',
  'victory-points',
  'game-over',
] as const;
type Kind = (typeof EVENT_KINDS)[number];

const purpose = (e: GameEvent) => String(e.purpose ?? '');

const TABLE = {
  'player-turn': 'SH-TURN-2',
  turn: 'SH-TURN-4',
  'corps-limit': 'SH-MOVE-10',
  move: 'SH-MOVE-1',
  limber: 'SH-ART-5',
  unlimber: 'SH-ART-5',
  artillery: 'SH-ART-5',
  roll: (e) => (/corps limit/i.test(purpose(e)) ? 'SH-MOVE-10' : 'SH-COMBAT-6'),
  battle: 'SH-COMBAT-6',
  decision: 'SH-DEC-1',
  retreat: 'SH-RETREAT-1',
  eliminated: 'SH-VICTORY-3',
  // The notes tell of engaged units (EN) and attackers that drop out of an attack.
  note: (e) => cited(e.text, 'SH') ?? (/engaged/.test(e.text) ? 'SH-CRT-5' : 'SH-COMBAT-3'),
  'victory-points': 'SH-VICTORY-1',
  'game-over': 'SH-TURN-5',
} satisfies Record<Kind, ClauseRule>;

export const clauses = clauseBook(EVENT_KINDS, TABLE, 'sharpsburg/data/rules-summary.json', summary);
