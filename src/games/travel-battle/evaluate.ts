// The bot's judgement of a Travel Battle position for one side (docs/bots.md): destroyed brigades
// (two win, TB-VICTORY-1), each brigade's combat units still on the field (its last ones are worth
// most: a brigade with none left is destroyed), and what the enemy's guns can do to it next turn
// (TB-ART-*): the search sees its own step only, and a bot that left its units standing in the
// enemy's range lost them shot by shot. Where units stand is otherwise left to the legal orders,
// which already advance each brigade on the enemy: a bonus for advancing made the bot lose more (bench).
import { kingDistance } from '../core/square';
import { isClosed, squareInfo } from './field';
import { MAX_RANGE, MIN_RANGE, canSee } from './rules/artillery';
import { meleeExposure } from './melee-threat';
import { isCombat, otherSide, type TbSide, type TbState, type Unit } from './state';
import { enemiesInContact, onField } from './units';

const WIN = 1000;
const BRIGADE = 100;
/** A brigade's worth of its units on the field: the last stands for much more than the fifth. */
const ALIVE = [0, 30, 45, 55, 62, 67, 71, 74, 76, 78];
/** Of a hit, the chance the effect roll takes the unit off the field: destroyed on 6, flees on 5. */
const LOST_ON_HIT = 2 / 6;

function aliveIn(state: TbState, side: TbSide, brigade: number | null): number {
  return state.units.filter((u) => u.side === side && u.brigade === brigade && isCombat(u) && !u.removed)
    .length;
}

/** What `u` is worth to its brigade now: the step down the brigade's worth if it were lost (if it
 *  is already removed, what it was worth as the brigade's last loss). */
export function unitWorth(state: TbState, u: Unit): number {
  const n = aliveIn(state, u.side, u.brigade) + (u.removed ? 1 : 0);
  return ALIVE[Math.min(n, ALIVE.length - 1)]! - ALIVE[Math.min(n - 1, ALIVE.length - 1)]!;
}

function sideScore(state: TbState, side: TbSide): number {
  let score = -BRIGADE * state.destroyed[side].length;
  for (const b of [1, 2, 3]) score += ALIVE[Math.min(aliveIn(state, side, b), ALIVE.length - 1)]!;
  return score;
}

/**
 * What `side` may expect to lose to the enemy's guns in their next fire step: for each enemy gun
 * free to fire (TB-ART-4), its best target among `side`'s units it can see at range 2-6 (TB-ART-2,
 * TB-ART-5) and not in melee (TB-AMB-12), the chance to hit (a die of at least the range, +1 at two
 * units or a square) times the chance the effect removes them, times what they are worth to their
 * brigades. Guns that move first and cannot fire make it an overestimate, which is the safe side.
 */
export function fireExposure(state: TbState, side: TbSide): number {
  const targets = onField(state, side).filter((u) => isCombat(u) && enemiesInContact(state, u).length === 0);
  if (!targets.length) return 0;
  const squares = new Map<string, typeof targets>();
  for (const u of targets) squares.set(u.at!, [...(squares.get(u.at!) ?? []), u]);
  let total = 0;
  for (const gun of onField(state, otherSide(side))) {
    if (gun.kind !== 'artillery' || enemiesInContact(state, gun).length > 0) continue;
    let worst = 0;
    for (const [at, units] of squares) {
      const range = kingDistance(gun.at!, at);
      if (range < MIN_RANGE || range > MAX_RANGE) continue;
      const bonus = units.length > 1 || units.some((u) => u.formed) ? 1 : 0;
      const hit = Math.min(1, (7 - range + bonus) / 6);
      const lost = isClosed(squareInfo(state, at).terrain) ? 1 / 6 : LOST_ON_HIT;
      let worth = 0;
      for (const u of units) worth += unitWorth(state, u);
      const loss = hit * lost * worth;
      if (loss > worst && canSee(state, gun.at!, at)) worst = loss;
    }
    total += worst;
  }
  return total;
}

export function evaluate(state: TbState, side: TbSide): number {
  if (state.winner) return state.winner === side ? WIN : -WIN;
  const enemy = otherSide(side);
  // The threat that counts is the next mover's: the search may end on either side's turn.
  const threat =
    state.phasing === side
      ? -(fireExposure(state, enemy) + meleeExposure(state, enemy, unitWorth))
      : fireExposure(state, side) + meleeExposure(state, side, unitWorth);
  return sideScore(state, side) - sideScore(state, enemy) - threat;
}
