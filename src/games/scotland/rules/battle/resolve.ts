// STB-7.1: one battle, round after round, until one side withdraws or is destroyed.
import type { Dice } from '../../../core/dice';
import type { BattleHooks, BattleInput, BattleResult } from './types';

/** Resolves one battle hex. Pure: all randomness through `dice`; markers plug in through `hooks`. */
export function resolveBattle(input: BattleInput, dice: Dice, hooks: BattleHooks = {}): BattleResult {
  void input;
  void dice;
  void hooks;
  throw new Error('resolveBattle: not written yet');
}
