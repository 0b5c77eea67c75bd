// The bot's view of the melee the enemy's next turn may bring (docs/bots.md): the odds of each duel
// worked out from the dice each side rolls (TB-MELEE-4..13, TB-AMB-2/3/6/11), and which of the side's
// units the enemy's combat units are locked with or can reach. The search plays its own step only;
// without this it walked infantry up to cavalry, and left units fighting far from their brigadier.
import { kingDistance } from '../core/square';
import { allowance } from './rules/movement';
import { extraDice } from './rules/melee';
import { rallyNeed } from './rules/results';
import { brigadierOf, enemiesInContact, onField } from './units';
import { isCombat, otherSide, type TbSide, type TbState, type Unit } from './state';

/** Chance that each side of a duel loses by 1, by 2 and by 3 or more (index 0..2). */
export interface DuelOdds {
  attacker: [number, number, number];
  defender: [number, number, number];
}

const oddsCache = new Map<string, DuelOdds>();

/** Every roll of `n` dice, each equally likely. */
function rolls(n: number): number[][] {
  let all: number[][] = [[]];
  for (let k = 0; k < n; k++) all = all.flatMap((r) => [1, 2, 3, 4, 5, 6].map((d) => [...r, d]));
  return all;
}

const best = (dice: number[]) => Math.max(...dice);

/** Each reroll outcome of the lowest die when losing (TB-AMB-3, the default TB-DEC-6: losing by 1). */
function afterReroll(mine: number[], theirs: number, may: boolean): number[][] {
  if (!may || best(mine) >= theirs) return [mine];
  const low = mine.indexOf(Math.min(...mine));
  return [1, 2, 3, 4, 5, 6].map((d) => mine.map((x, i) => (i === low ? d : x)));
}

/** The duel's odds, by enumerating the dice: the highest die counts, the defender rerolls first. */
export function duelOdds(aDice: number, dDice: number, aReroll: boolean, dReroll: boolean): DuelOdds {
  const key = `${aDice}/${dDice}/${aReroll}/${dReroll}`;
  const known = oddsCache.get(key);
  if (known) return known;
  const odds: DuelOdds = { attacker: [0, 0, 0], defender: [0, 0, 0] };
  const aAll = rolls(aDice);
  const dAll = rolls(dDice);
  const weight = 1 / (aAll.length * dAll.length);
  for (const a of aAll)
    for (const d0 of dAll) {
      const ds = afterReroll(d0, best(a), dReroll);
      for (const d of ds) {
        const as = afterReroll(a, best(d), aReroll);
        for (const a1 of as) {
          const diff = best(a1) - best(d);
          const w = weight / ds.length / as.length;
          if (diff < 0) odds.attacker[Math.min(-diff, 3) - 1]! += w;
          if (diff > 0) odds.defender[Math.min(diff, 3) - 1]! += w;
        }
      }
    }
  oddsCache.set(key, odds);
  return odds;
}

/** A brigade's worth of its units on the field, the last ones worth most (evaluate.ts). */
export type Worth = (state: TbState, u: Unit) => number;

/** The price of a pushback, as a share of the unit's worth: a turn without moving. */
export const PUSHBACK_PRICE = 0.1;

/** What a duel's loss costs a unit's side, fighting from `at`: removal by 3 or more, flight by 2
 *  unless its brigadier is involved (no rally roll, TB-AMB-11), a small price for a pushback. */
export function lossValue(
  state: TbState,
  u: Unit,
  lose: [number, number, number],
  worth: number,
  at: string | null = u.at,
): number {
  const b = u.brigade !== null ? brigadierOf(state, u.side, u.brigade) : undefined;
  const involved = b?.at != null && at !== null && kingDistance(b.at, at) <= 1;
  const rallyFails = involved ? 0 : (rallyNeed(u) - 1) / 6;
  return worth * (lose[2] + lose[1] * rallyFails + lose[0] * PUSHBACK_PRICE);
}

/** The enemy unit `e` (phasing) fighting `u` of the side to move after it: `u`'s expected loss less
 *  `e`'s, each in its own brigade's worth. */
function duelNet(state: TbState, e: Unit, u: Unit, worth: Worth): number {
  const odds = duelOdds(
    1 + extraDice(state, e, [u], false),
    1 + extraDice(state, u, [e], true),
    e.kind === 'guard' || e.kind === 'heavy',
    u.kind === 'guard' || u.kind === 'heavy',
  );
  return (
    lossValue(state, u, odds.defender, worth(state, u)) - lossValue(state, e, odds.attacker, worth(state, e))
  );
}

/** An enemy unit free to move into contact next turn: not locked in melee, reversed or in square. */
function canCharge(state: TbState, e: Unit): boolean {
  return (
    e.kind !== 'artillery' &&
    e.reversedAt === null &&
    !e.formed &&
    e.haltedAt === null &&
    enemiesInContact(state, e).length === 0
  );
}

/**
 * What `side` may expect to lose, net of what it takes, in the melee of the enemy's next turn: every
 * enemy unit already in contact must fight (TB-AMB-28) and picks its best pairing; one free to move
 * picks its best target within its move and one square, and only if the duel favours it (a unit
 * need not charge). Sequence, terrain on the way and several duels against one unit are left out.
 */
export function meleeExposure(state: TbState, side: TbSide, worth: Worth): number {
  const mine = onField(state, side).filter(isCombat);
  if (!mine.length) return 0;
  let total = 0;
  for (const e of onField(state, otherSide(side))) {
    if (!isCombat(e)) continue;
    const touching = enemiesInContact(state, e).filter(isCombat);
    if (touching.length) {
      total += Math.max(...touching.map((u) => duelNet(state, e, u, worth)));
      continue;
    }
    if (!canCharge(state, e)) continue;
    const reach = allowance(e) + 1;
    let worst = 0;
    for (const u of mine)
      if (kingDistance(e.at!, u.at!) <= reach) worst = Math.max(worst, duelNet(state, e, u, worth));
    total += worst;
  }
  return total;
}
