// The bot's judgement of a Travel Battle position for one side (docs/bots.md): destroyed brigades
// (two win, TB-VICTORY-1), each brigade's combat units still on the field (its last ones are worth
// most: a brigade with none left is destroyed), what the enemy's guns can do to it next turn
// (TB-ART-*), and the melee the enemy's turn must fight where units are left in contact (TB-AMB-28):
// the search sees its own step only, and a bot that left its units standing in the enemy's range lost
// them shot by shot. Where units stand is otherwise left to the legal orders, which already advance
// each brigade on the enemy: a bonus for advancing, or candidates holding a brigade back, made the
// bot lose more (bench).
import { kingDistance } from '../core/square';
import { isClosed, squareInfo } from './field';
import { MAX_RANGE, MIN_RANGE, canSee } from './rules/artillery';
import { isCavalry, isCombat, isInfantry, otherSide, type TbSide, type TbState, type Unit } from './state';
import { enemiesInContact, onField } from './units';

const WIN = 1000;
const BRIGADE = 100;
/** A brigade's worth of its units on the field: the last stands for more than the fifth (a steeper
 *  table, which guards small brigades more, lost more games: bench). */
const ALIVE = [0, 25, 45, 63, 79, 93, 105, 115, 124, 132];
/** Of a hit, the chance the effect roll takes the unit off the field: destroyed on 6, flees on 5. */
const LOST_ON_HIT = 2 / 6;

function aliveIn(state: TbState, side: TbSide, brigade: number | null): number {
  return state.units.filter((u) => u.side === side && u.brigade === brigade && isCombat(u) && !u.removed)
    .length;
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
      for (const u of units) {
        const n = aliveIn(state, side, u.brigade);
        worth += ALIVE[Math.min(n, ALIVE.length - 1)]! - ALIVE[Math.min(n - 1, ALIVE.length - 1)]!;
      }
      const loss = hit * lost * worth;
      if (loss > worst && canSee(state, gun.at!, at)) worst = loss;
    }
    total += worst;
  }
  return total;
}

/** P(best of `n` dice minus best of `m` dice >= k), keep-highest (TB-AMB-2). */
const winBy = (() => {
  const memo = new Map<string, number>();
  const pBest = (n: number, v: number) => (v / 6) ** n - ((v - 1) / 6) ** n;
  return (n: number, m: number, k: number): number => {
    const key = `${n}/${m}/${k}`;
    let p = memo.get(key);
    if (p === undefined) {
      p = 0;
      for (let a = 1; a <= 6; a++)
        for (let b = 1; b <= 6; b++) if (a - b >= k) p += pBest(n, a) * pBest(m, b);
      memo.set(key, p);
    }
    return p;
  };
})();

/** Of a duel lost by 2, the chance the unit is lost: it flees and rallies on 4-6 (TB-RALLY-2). */
const LOST_FLEEING = 1 / 2;

/** Dice of `u` in a duel with `e` (TB-MELEE-10..13), `defending` when its side is not phasing. */
function dice(state: TbState, u: Unit, e: Unit, defending: boolean): number {
  let n = 1;
  if (defending && isInfantry(u) && squareInfo(state, u.at!).terrain === 'building') n++;
  if (isCavalry(u) && isInfantry(e) && !e.formed) n++;
  if (isInfantry(u) && u.formed && isCavalry(e)) n++;
  if (isInfantry(u) && !u.formed && isInfantry(e) && e.formed) n++;
  return n;
}

/** What a unit of `side` is worth to its brigade: the drop in ALIVE if it is lost. */
function unitWorth(state: TbState, u: Unit): number {
  const n = aliveIn(state, u.side, u.brigade);
  return ALIVE[Math.min(n, ALIVE.length - 1)]! - ALIVE[Math.min(n - 1, ALIVE.length - 1)]!;
}

/**
 * The melee the enemy's next turn must fight (TB-AMB-28: every unit in contact fights; TB-AMB-7:
 * units in contact cannot walk away): for each unit left in contact, its duel with the adjacent
 * enemy that is worst for it, the enemy attacking (TB-AMB-5) and `side` defending, and the chance it
 * is removed (lost by 3) or flees and fails its rally (lost by 2), times its worth. The gain is the
 * same for the enemy's units in contact. The search's own melee is played with imagined dice; this is
 * the expectation of the one after it, which a bot that ends its step in contact cannot escape.
 */
export function meleeBalance(state: TbState, side: TbSide): number {
  let balance = 0;
  for (const u of onField(state).filter(isCombat)) {
    const foes = enemiesInContact(state, u);
    if (!foes.length) continue;
    const defending = u.side === side;
    let lost = 0;
    for (const e of foes) {
      const mine = dice(state, u, e, defending);
      const theirs = dice(state, e, u, !defending);
      lost = Math.max(lost, winBy(theirs, mine, 3) + LOST_FLEEING * (winBy(theirs, mine, 2) - winBy(theirs, mine, 3)));
    }
    balance += (u.side === side ? -1 : 1) * lost * unitWorth(state, u);
  }
  return balance;
}

export function evaluate(state: TbState, side: TbSide): number {
  if (state.winner) return state.winner === side ? WIN : -WIN;
  return (
    sideScore(state, side) -
    sideScore(state, otherSide(side)) -
    fireExposure(state, side) +
    meleeBalance(state, side)
  );
}
