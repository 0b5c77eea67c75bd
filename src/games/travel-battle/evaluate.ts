// The bot's judgement of a Travel Battle position for one side (docs/bots.md): destroyed brigades
// (two win, TB-VICTORY-1), each brigade's combat units still on the field (its last ones are worth
// most: a brigade with none left is destroyed). Where units stand is left to the legal orders, which
// already advance each brigade on the enemy: a bonus for advancing made the bot lose more (bench).
import { isCombat, otherSide, type TbSide, type TbState } from './state';

const WIN = 1000;
const BRIGADE = 100;
/** A brigade's worth of its units on the field: the last stands for much more than the fifth. */
const ALIVE = [0, 30, 45, 55, 62, 67, 71, 74, 76, 78];

function sideScore(state: TbState, side: TbSide): number {
  let score = -BRIGADE * state.destroyed[side].length;
  for (const b of [1, 2, 3]) {
    const alive = state.units.filter((u) => u.side === side && u.brigade === b && isCombat(u) && !u.removed);
    score += ALIVE[Math.min(alive.length, ALIVE.length - 1)]!;
  }
  return score;
}

export function evaluate(state: TbState, side: TbSide): number {
  if (state.winner) return state.winner === side ? WIN : -WIN;
  return sideScore(state, side) - sideScore(state, otherSide(side));
}
