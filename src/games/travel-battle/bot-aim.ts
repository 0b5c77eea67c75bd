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

/** A move of the brigadier to where he touches most of his brigade's units that will be fighting
 *  (`fighting`: their squares), so that a loser by 2 halts without a rally roll (TB-AMB-11). */
function brigadierTo(s: TbState, chief: Unit, fighting: string[]): TbOrder | undefined {
  const touched = (sq: string) => fighting.filter((f) => kingDistance(f, sq) <= 1).length;
  let best = { sq: chief.at!, n: touched(chief.at!), path: [] as string[] };
  for (const sq of FIELD_SQUARES) {
    if (kingDistance(sq, chief.at!) > allowance(chief) || touched(sq) <= best.n) continue;
    const path = findPath(s, chief, sq);
    if (path) best = { sq, n: touched(sq), path };
  }
  return best.path.length ? { kind: 'move', unit: chief.id, path: best.path } : undefined;
}

/** Each brigadier's move to the fight, given the turn's moves (a charge's end is where it fights). */
function brigadiersToTheFight(s: TbState, side: TbSide, moves: TbOrder[]): TbOrder[] {
  const endOf = new Map(moves.flatMap((o) => (o.kind === 'move' ? [[o.unit, o.path.at(-1)!] as const] : [])));
  const enemies = onField(s, otherSide(side)).filter(isCombat);
  const out: TbOrder[] = [];
  for (const chief of onField(s, side).filter((u) => !isCombat(u))) {
    const fighting = onField(s, side)
      .filter((u) => isCombat(u) && u.brigade === chief.brigade)
      .map((u) => endOf.get(u.id) ?? u.at!)
      .filter((at) => enemies.some((e) => kingDistance(e.at!, at) <= 1));
    const move = fighting.length ? brigadierTo(s, chief, fighting) : undefined;
    if (move) out.push(move);
  }
  return out;
}

/** `moves` with those of the units in `replaced` given instead. */
function replacing(moves: TbOrder[], replaced: TbOrder[]): TbOrder[] {
  const ids = new Set(replaced.map((o) => (o as { unit: string }).unit));
  return [...moves.filter((o) => !ids.has((o as { unit: string }).unit)), ...replaced];
}

export const BOT_AIM: TurnAim = {
  // Half the candidates charge wherever a duel favours the charger; the search weighs them against
  // random play's block advance, and keepLegal drops a charge that would break a brigade's link.
  // Half of them (a second coin) send each brigadier to touch his units that will be fighting.
  charge(s, side, moves, rng) {
    let out = moves;
    if (rng.next() < 0.5)
      out = replacing(
        out,
        chargers(s, side).flatMap((u) => chargeOf(s, side, u) ?? []),
      );
    if (rng.next() < 0.5) out = replacing(out, brigadiersToTheFight(s, side, out));
    return out;
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
