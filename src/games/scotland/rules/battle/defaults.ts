// The default battle choices (STB-DEC-6/7/8/11/12/13): what a side does when its plan or standing
// battle orders say nothing. Player-facing text in src/games/scotland/BATTLES.md.
import { copyPlain } from '../../../core/clone';
import type { BattleChoices } from './types';

export const DEFAULT_CHOICES: BattleChoices = {
  // STB-DEC-6: strongest units first, one per position, surplus stacked facing the strongest enemies.
  lineup: { rank: 'strongest', first: [], against: 'strongest', surplus: 'spread' },
  // STB-DEC-7: each leader on the strongest unit not yet led; the best command counts.
  leaders: { order: [], on: 'strongest' },
  // STB-DEC-11: try when my units are fewer than half the enemy's, with the best initiative.
  withdraw: { when: { kind: 'outnumbered', ratio: 0.5 }, fromRound: 1 },
  // STB-DEC-8: full-strength units before reduced ones, the weakest first.
  hits: { order: 'spread', spareLeaders: false },
  // STB-DEC-12: the eligible hex with most friendly units, then nearest a friendly city.
  withdrawTo: { prefer: [], rule: 'friends' },
  // STB-DEC-13: the highest level that can still advance, infantry before cavalry.
  advance: { rule: 'best', prefer: [] },
};

/** A fresh copy, so callers may change it. */
export function defaultChoices(): BattleChoices {
  return copyPlain(DEFAULT_CHOICES);
}
