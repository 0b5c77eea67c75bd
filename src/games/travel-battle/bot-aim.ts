// The bot's aim (docs/bots.md): random play fires each gun at the nearest target and pairs its units
// in melee at random; the bot's candidate turns fire where the shot may take most from the enemy
// (TB-ART-3..14), a brigade's last units first since two destroyed brigades win (TB-VICTORY-1), and
// set each unit touching several enemies on the one its duel's odds favour most (TB-MELEE-3).
import { kingDistance } from '../core/square';
import { shotLoss, unitWorth } from './evaluate';
import { FIELD_SQUARES } from './field';
import type { TurnAim } from './legal';
import { duelNet } from './melee-threat';
import type { TbOrder } from './order-types';
import { fireProblem } from './rules/artillery';
import { allowance, findPath, moveBlock } from './rules/movement';
import { isCombat, otherSide, type TbSide, type TbState, type Unit } from './state';
import { combatAt, linkedIds, onField } from './units';

/** A move of `u` into contact with the enemy unit within its reach whose duel favours it most, if any. */
function chargeOf(s: TbState, side: TbSide, u: Unit): TbOrder | undefined {
  const reach = allowance(u);
  let target: { e: Unit; net: number } | undefined;
  for (const e of onField(s, otherSide(side))) {
    if (!isCombat(e) || kingDistance(u.at!, e.at!) > reach + 1) continue;
    const net = duelNet(s, u, e, unitWorth);
    if (net > 0 && (!target || net > target.net)) target = { e, net };
  }
  if (!target) return undefined;
  const to = target.e.at!;
  for (const sq of FIELD_SQUARES) {
    if (kingDistance(sq, to) !== 1 || kingDistance(sq, u.at!) > reach) continue;
    const path = findPath(s, u, sq);
    if (path) return { kind: 'move', unit: u.id, path };
  }
  return undefined;
}

/** Units free to move (not in contact, TB-AMB-7; linked, TB-BRIGADE-4), guns apart (they fire). */
function chargers(s: TbState, side: TbSide): Unit[] {
  const linked = new Set([1, 2, 3].flatMap((b) => [...linkedIds(s, side, b)]));
  return onField(s, side).filter(
    (u) => isCombat(u) && u.kind !== 'artillery' && moveBlock(s, u, linked) === null,
  );
}

export const BOT_AIM: TurnAim = {
  // Half the candidates charge wherever a duel favours the charger; the search weighs them against
  // random play's block advance, and keepLegal drops a charge that would break a brigade's link.
  charge(s, side, moves, rng) {
    if (rng.next() < 0.5) return moves;
    const charges = chargers(s, side).flatMap((u) => chargeOf(s, side, u) ?? []);
    const charging = new Set(charges.map((o) => (o as { unit: string }).unit));
    return [...moves.filter((o) => !charging.has((o as { unit: string }).unit)), ...charges];
  },
  fire(s, side, gun, acted) {
    let best: { at: string; loss: number } | undefined;
    const squares = new Set(
      onField(s, otherSide(side))
        .filter(isCombat)
        .map((e) => e.at!),
    );
    for (const at of squares) {
      if (fireProblem(s, side, gun, at, acted) !== null) continue;
      const loss = shotLoss(
        s,
        gun.at!,
        at,
        combatAt(s, at).filter((u) => u.side !== side),
      );
      if (!best || loss > best.loss) best = { at, loss };
    }
    return best?.at;
  },
  // duelNet(u attacking e): e's expected loss less u's, each in its brigade's worth.
  pair(s, u, enemies) {
    let best = enemies[0];
    let most = -Infinity;
    for (const e of enemies) {
      const net = duelNet(s, u, e, unitWorth);
      if (net > most) [best, most] = [e, net];
    }
    return best;
  },
};
