// The bot's own candidate turns (docs/bots.md), tried before the random samples: random play fires
// each gun at the nearest target and moves every brigade on the enemy, whatever the enemy's guns
// cover. These turns fire each gun where the shot is worth most, and keep units out of the enemy
// guns' reach or stand still, for the search to weigh against the rest.
import { kingDistance } from '../core/square';
import type { Rng } from '../core/rng';
import { shotLoss } from './evaluate';
import { turnOrders, type TurnChoices } from './legal';
import type { TbOrder } from './order-types';
import { MAX_RANGE, MIN_RANGE, canSee, fireProblem } from './rules/artillery';
import { atStartOfTurn } from './rules/turn';
import { isCombat, otherSide, type TbSide, type TbState, type Unit } from './state';
import { combatAt, enemiesInContact, onField } from './units';

/** The target whose expected loss to the enemy is greatest, among those `gun` may fire at. */
function bestTarget(s: TbState, side: TbSide, gun: Unit, acted: Set<string>): string | undefined {
  let best: { at: string; loss: number } | undefined;
  const squares = new Set(onField(s, otherSide(side)).filter(isCombat).map((e) => e.at as string));
  for (const at of squares) {
    if (fireProblem(s, side, gun, at, acted) !== null) continue;
    const loss = shotLoss(s, gun.at as string, at, combatAt(s, at).filter((u) => u.side !== side));
    if (!best || loss > best.loss) best = { at, loss };
  }
  return best?.at;
}

/** Whether an enemy gun free to fire covers `sq` (TB-ART-2, TB-ART-4, TB-ART-5). */
function underGuns(s: TbState, side: TbSide, sq: string): boolean {
  return onField(s, otherSide(side)).some((gun) => {
    if (gun.kind !== 'artillery' || enemiesInContact(s, gun).length > 0) return false;
    const range = kingDistance(gun.at as string, sq);
    return range >= MIN_RANGE && range <= MAX_RANGE && canSee(s, gun.at as string, sq);
  });
}

/** A move that ends under the enemy's guns from out of them, unless it closes with the enemy. */
function walksIntoFire(s: TbState, side: TbSide, o: TbOrder): boolean {
  if (o.kind !== 'move') return false;
  const unit = s.units.find((u) => u.id === o.unit);
  const end = o.path[o.path.length - 1];
  if (!unit || unit.at === null || end === undefined) return false;
  const closes = onField(s, otherSide(side)).some((e) => isCombat(e) && kingDistance(e.at as string, end) <= 1);
  return !closes && underGuns(s, side, end) && !underGuns(s, side, unit.at);
}

const AIMED: TurnChoices = { target: bestTarget, keepMove: () => true };
const SHELTERED: TurnChoices = { target: bestTarget, keepMove: (s, side, o) => !walksIntoFire(s, side, o) };
const HOLDING: TurnChoices = { target: bestTarget, keepMove: () => false };

/** A few turns for the search to try first; none outside the battle's turns. */
export function botCandidates(state: TbState, side: TbSide, rng: Rng): TbOrder[][] {
  if (state.step !== 'turn') return [];
  const s = atStartOfTurn(state, side); // TB-AMB-30: where the orders meet
  return [HOLDING, SHELTERED, SHELTERED, AIMED, AIMED].map((choices) => turnOrders(s, side, rng, choices));
}
