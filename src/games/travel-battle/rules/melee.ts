// Step 3, melee (TB-SEQ-4, TB-MELEE-*, TB-ART-4, TB-AMB-3..7, TB-AMB-28/29): every combat unit in
// contact fights; the phasing player pairs, duels are fought one at a time and applied at once.
import { inContact } from '../../core/square';
import { squareInfo } from '../field';
import type { OrderOf } from '../order-types';
import { isCavalry, isCombat, isInfantry, label, otherSide } from '../state';
import type { TbSide, TbState, Unit } from '../state';
import { findUnit, onField } from '../units';
import type { Ctx } from './context';
import { decisionEvent, pick } from './policy';
import { flee, pushBack, removeUnit } from './results';

export interface Pairing {
  a: Unit;
  d: Unit;
}

const touching = (u: Unit, e: Unit): boolean => u.at !== null && e.at !== null && inContact(u.at, e.at);

function fewest(cands: Unit[], pairs: Pairing[], key: 'a' | 'd'): Unit | undefined {
  const count = (u: Unit) => pairs.filter((p) => p[key] === u).length;
  return [...cands].sort(
    (x, y) =>
      count(x) - count(y) || (x.at as string).localeCompare(y.at as string) || x.id.localeCompare(y.id),
  )[0];
}

/** TB-MELEE-3, TB-AMB-4: the attacker's pairings, then the documented defaults for the rest. */
export function makePairings(ctx: Ctx, side: TbSide, attacks: OrderOf<'attack'>[]): Pairing[] {
  const state = ctx.state;
  const enemy = otherSide(side);
  const mine = onField(state, side).filter(
    (u) => isCombat(u) && onField(state, enemy).some((e) => isCombat(e) && touching(u, e)),
  );
  const theirs = onField(state, enemy).filter((e) => isCombat(e) && mine.some((u) => touching(u, e)));
  const pairs: Pairing[] = [];
  const extras: Pairing[] = [];
  for (const o of attacks) {
    const a = findUnit(state, side, o.unit);
    const cands = theirs.filter((e) => e.at === o.at && (!o.target || e.id === o.target.toUpperCase()));
    const d = a
      ? fewest(
          cands.filter((e) => touching(a, e)),
          pairs,
          'd',
        )
      : undefined;
    if (!a || !mine.includes(a) || !d) {
      ctx.log.push({
        kind: 'order-skipped',
        text: `Attack ${o.at} with ${o.unit} does not happen: they are not in contact.`,
      });
      continue;
    }
    (pairs.some((p) => p.a === a) ? extras : pairs).push({ a, d });
  }
  for (const a of mine) {
    if (pairs.some((p) => p.a === a)) continue;
    const d = fewest(
      theirs.filter((e) => touching(a, e)),
      pairs,
      'd',
    ) as Unit;
    pairs.push({ a, d });
    ctx.log.push(
      decisionEvent(side, 'default', `${label(a)} fights ${label(d)} on ${d.at}`, 'melee pairing'),
    );
  }
  for (const x of extras) if (!pairs.some((p) => p.d === x.d)) pairs.push(x);
  for (const d of theirs) {
    if (pairs.some((p) => p.d === d)) continue;
    const a = fewest(
      mine.filter((u) => touching(u, d)),
      pairs,
      'a',
    ) as Unit;
    pairs.push({ a, d });
    ctx.log.push(decisionEvent(side, 'default', `${label(d)} is fought by ${label(a)}`, 'melee pairing'));
  }
  return pairs;
}

/** Extra dice (TB-MELEE-10..13, TB-AMB-1/2/6), judged against all of the unit's partners this step. */
export function extraDice(state: TbState, u: Unit, partners: Unit[], defending: boolean): number {
  let n = 0;
  const all = (f: (p: Unit) => boolean) => partners.length > 0 && partners.every(f);
  if (defending && isInfantry(u) && u.at !== null && squareInfo(state, u.at).terrain === 'building') n++;
  if (isCavalry(u) && all((p) => isInfantry(p) && !p.formed)) n++;
  if (isInfantry(u) && u.formed && all(isCavalry)) n++;
  if (isInfantry(u) && !u.formed && all((p) => isInfantry(p) && p.formed)) n++;
  return n;
}

function rollDice(ctx: Ctx, u: Unit, n: number, duel: string): number[] {
  return Array.from({ length: n }, (_, k) => ctx.log.roll(`${duel}: ${label(u)} die ${k + 1} of ${n}`));
}

const best = (dice: number[]) => Math.max(...dice);

/** TB-MELEE-8/9, TB-AMB-3, TB-DEC-6: reroll the lowest die if losing by the threshold or more. */
function maybeReroll(ctx: Ctx, u: Unit, mine: number[], theirs: number[], duel: string): void {
  if (u.kind !== 'guard' && u.kind !== 'heavy') return;
  const chosen = pick(ctx.decisions[u.side], 'reroll');
  const threshold = chosen ? chosen.rule.threshold : 1;
  const losingBy = best(theirs) - best(mine);
  const go = threshold !== null && losingBy >= threshold;
  const rule = threshold === null ? 'never reroll' : `reroll if losing by ${threshold}`;
  ctx.log.push(
    decisionEvent(
      u.side,
      chosen?.source ?? 'default',
      `${label(u)} ${go ? 'rerolls' : 'keeps its dice'} (${rule})`,
      'TB-DEC-6 melee reroll',
    ),
  );
  if (!go) return;
  const low = mine.indexOf(Math.min(...mine));
  mine[low] = ctx.log.roll(`${duel}: reroll by ${label(u)}`);
}

function fightDuel(ctx: Ctx, p: Pairing, pairs: Pairing[]): void {
  const duel = `melee ${label(p.a)} on ${p.a.at} vs ${label(p.d)} on ${p.d.at}`;
  const partners = (u: Unit) =>
    pairs.filter((q) => q.a === u || q.d === u).map((q) => (q.a === u ? q.d : q.a));
  const aDice = rollDice(ctx, p.a, 1 + extraDice(ctx.state, p.a, partners(p.a), false), duel);
  const dDice = rollDice(ctx, p.d, 1 + extraDice(ctx.state, p.d, partners(p.d), true), duel);
  maybeReroll(ctx, p.d, dDice, aDice, duel); // the defender decides first (TB-MELEE-9)
  maybeReroll(ctx, p.a, aDice, dDice, duel);
  const diff = best(aDice) - best(dDice);
  ctx.log.push({
    kind: 'melee',
    text: `${duel}: ${best(aDice)} to ${best(dDice)}.`,
    a: p.a.id,
    d: p.d.id,
    from: p.a.at,
    to: p.d.at,
    side: p.a.side,
    diff,
  });
  if (diff === 0) {
    ctx.log.push({ kind: 'melee-draw', text: 'Drawn: the melee continues next turn.' });
    return;
  }
  const loser = diff > 0 ? p.d : p.a;
  const by = Math.abs(diff);
  if (by === 1) pushBack(ctx, loser);
  else if (by === 2) flee(ctx, loser, 'melee');
  else removeUnit(ctx, loser, `lost a melee by ${by}`);
}

export function resolveMelee(ctx: Ctx, side: TbSide, attacks: OrderOf<'attack'>[]): void {
  const pairs = makePairings(ctx, side, attacks);
  for (const p of pairs) {
    if (ctx.state.step === 'over') return;
    if (p.a.removed || p.d.removed || !touching(p.a, p.d)) continue; // TB-AMB-4.5
    fightDuel(ctx, p, pairs);
  }
}
