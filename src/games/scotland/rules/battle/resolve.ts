// STB-7.1, STB-7.1.8: one battle, round after round (7.1.1-7.1.7), until one side withdraws or is
// destroyed; then recovery (7.3) and advancement (7.4). Several battles (7.5) are the engine's loop.
import type { Dice } from '../../../core/dice';
import { advance } from './advancement';
import { leaderChecks, leadersAlone, removeDestroyed } from './casualties';
import { placeLeaders } from './leaders';
import { lineUp } from './lineup';
import { reportChoices } from './report';
import { recover } from './recovery';
import { defenderOf, enemyOf, push, sideName, startBattle, unitsOnDisplay } from './state';
import type { Battle } from './state';
import { strike, terrainAdvantage } from './strike';
import type { BattleHooks, BattleInput, BattleOutcome, BattleResult, BattleSide, RoundView } from './types';
import { declarations, resolveWithdrawals } from './withdrawal';
import { battleName } from '../../names';

/** A battle that never ends is a bug (both sides unable to hit and unwilling to leave). */
const MAX_ROUNDS = 200;

/** One round: line-up, leaders, strike, removal and leader checks; then withdrawals. */
function fightRound(b: Battle): void {
  b.round++;
  const positions = lineUp(b); // STB-7.1.1-7.1.2
  const placements = placeLeaders(b, positions); // STB-7.1.3-7.1.4
  const view: RoundView = {
    input: b.input,
    round: b.round,
    positions,
    placements,
    advantage: terrainAdvantage(b),
  };
  const mods = b.hooks.beforeFirstStrike?.(view, (e) => push(b, e)) ?? {};
  strike(b, positions, placements, mods); // STB-7.1.5-7.1.6
  if (!b.endedBy) leaderChecks(b, removeDestroyed(b), placements); // STB-7.1.6g
  // STB-7.1.7a-b: the round is over; withdrawals only if both sides still stand (and the game goes on).
  if (!over(b)) resolveWithdrawals(b, declarations(b, view));
}

/** STB-7.1.8b: the battle goes on until one side withdraws or is destroyed, or the game ends (8.5.3b). */
function over(b: Battle): boolean {
  return Boolean(b.endedBy) || !unitsOnDisplay(b, 'scots').length || !unitsOnDisplay(b, 'english').length;
}

/** STB-AMB-28: the winner is the side with combat units left in the hex. */
function winnerOf(b: Battle): BattleSide | null {
  const left = (['scots', 'english'] as const).filter((s) => unitsOnDisplay(b, s).length > 0);
  return left.length === 1 ? (left[0] as BattleSide) : null;
}

function outcomeOf(b: Battle, winner: BattleSide | null, advancing = true): BattleOutcome {
  // STB-7.4; STB-AMB-10: leaders caught alone are no battle, so nobody advances.
  const advancement = advancing && b.round > 0 ? advance(b, winner) : undefined;
  return {
    hex: b.input.hex,
    winner,
    holder: winner,
    rounds: b.round,
    units: [...b.units.values()].map((u) => ({
      id: u.unit.id,
      side: u.unit.side,
      fate: u.fate,
      ...(u.to ? { to: u.to } : {}),
      ...(advancement?.unitId === u.unit.id ? { advancedTo: advancement.to } : {}),
    })),
    leaders: [...b.leaders.values()].map((l) => ({
      id: l.leader.id,
      side: l.leader.side,
      fate: l.fate,
      ...(l.to ? { to: l.to } : {}),
    })),
    ...(advancement ? { advancement } : {}),
  };
}

/** STB-8.5.3b, STB-12.3.4a: the game is over at the death; no recovery, no advancement. */
function endedAtOnce(b: Battle, dead: string): BattleResult {
  push(b, {
    kind: 'battle-end',
    text: `${battleName(b.input.hex)} ends at once: ${dead} is dead (STB-8.5.3b).`,
    winner: null,
  });
  // The side left alone in the hex is named, but nothing follows: no advancement, no loyalty change.
  return { outcome: { ...outcomeOf(b, winnerOf(b), false), holder: null }, events: b.events };
}

/** Resolves one battle hex. Pure: all randomness through `dice`; markers plug in through `hooks`. */
export function resolveBattle(input: BattleInput, dice: Dice, hooks: BattleHooks = {}): BattleResult {
  const b = startBattle(input, dice, hooks);
  const defender = defenderOf(b);
  const empty = [input.attacker, defender].find((s) => !unitsOnDisplay(b, s).length);
  if (empty) {
    leadersAlone(b, empty); // STB-AMB-10: no battle without combat units on both sides
  } else {
    push(b, {
      kind: 'battle',
      text: `${battleName(input.hex)}: the ${sideName(input.attacker)} attack the ${sideName(enemyOf(input.attacker))}.`,
      attacker: input.attacker,
    });
    reportChoices(b);
    while (!over(b)) {
      if (b.round >= MAX_ROUNDS)
        throw new Error(`battle in ${input.hex} did not end in ${MAX_ROUNDS} rounds`);
      fightRound(b);
      if (b.input.units.some((u) => b.units.get(u.id)?.fate === 'withdrawn')) break;
    }
  }
  if (b.endedBy) return endedAtOnce(b, b.endedBy);
  const winner = winnerOf(b);
  const rounds = b.round ? `after ${b.round} round${b.round === 1 ? '' : 's'}` : 'before any round is fought';
  push(b, {
    kind: 'battle-end',
    text: winner
      ? `${battleName(input.hex)} ends ${rounds}: the ${sideName(winner)} hold the field.`
      : `${battleName(input.hex)} ends ${rounds} with neither side left in the hex.`,
    winner,
  });
  recover(b); // STB-7.3
  return { outcome: outcomeOf(b, winner), events: b.events };
}
