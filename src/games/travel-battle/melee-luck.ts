// How much better than its odds the melee of one resolved turn went for a side (docs/bots.md): the
// search takes it off each imagined trial, so candidate turns are compared on the melee they can
// expect and not on the dice one trial happened to roll (a duel is a die or two apart, and ten
// trials let luck pick melee-heavy turns). A control variate: its mean is zero over the dice, so it
// removes noise without moving the score the evaluation gives on average.
import type { GameEvent } from '../core/events';
import { extraDice } from './rules/melee';
import { duelOdds, lossValue, PUSHBACK_PRICE } from './melee-threat';
import { unitWorth } from './evaluate';
import { otherSide, type TbSide, type TbState, type Unit } from './state';

interface Duel {
  a: Unit;
  d: Unit;
  /** The squares the attacker and the defender fought from. */
  from: string;
  to: string;
  diff: number;
  /** Whether the loser left the field in the events that followed its duel. */
  loserRemoved: boolean;
}

/** The turn's duels, read from its events (the `melee` event, then its results up to the next). */
function duelsOf(after: TbState, events: readonly GameEvent[]): Duel[] {
  // Both sides have an L1: the event's side is the attacker's.
  const unit = (side: unknown, id: unknown) => after.units.find((u) => u.side === side && u.id === id);
  const duels: Duel[] = [];
  for (const e of events) {
    if (e.kind === 'melee') {
      const a = unit(e.side, e.a);
      const d = unit(otherSide(e.side as TbSide), e.d);
      if (a && d)
        duels.push({
          a,
          d,
          from: e.from as string,
          to: e.to as string,
          diff: e.diff as number,
          loserRemoved: false,
        });
      continue;
    }
    const last = duels[duels.length - 1];
    const loser = last && last.diff !== 0 ? (last.diff > 0 ? last.d : last.a) : undefined;
    if (e.kind === 'removed' && last && loser && e.unit === loser.id && e.side === loser.side)
      last.loserRemoved = true;
  }
  return duels;
}

/** What the loser of a duel lost, in the terms of `lossValue`: its worth if it left the field, the
 *  pushback's price if it lost by one and stayed. */
function realizedLoss(after: TbState, duel: Duel, u: Unit): number {
  const lost = duel.diff > 0 ? duel.d : duel.a;
  if (duel.diff === 0 || lost !== u) return 0;
  const worth = unitWorth(after, u);
  if (duel.loserRemoved) return worth;
  return Math.abs(duel.diff) === 1 ? worth * PUSHBACK_PRICE : 0;
}

/**
 * The melee's luck for `side` in the turn that wrote `events` and ended in `after`: for each duel,
 * what the enemy's unit lost less what `side`'s lost, less the same expected from the duel's odds
 * (the dice each rolled, TB-MELEE-10..13, and the Guard's and heavy cavalry's reroll, TB-MELEE-8).
 */
export function meleeLuck(after: TbState, events: readonly GameEvent[], side: TbSide): number {
  const duels = duelsOf(after, events);
  const partners = (u: Unit) =>
    duels.filter((x) => x.a === u || x.d === u).map((x) => (x.a === u ? x.d : x.a));
  let luck = 0;
  for (const duel of duels) {
    const { a, d } = duel;
    // Extra dice as the engine judged them, with the defender where it stood (TB-MELEE-10).
    const dThen = { ...d, at: duel.to };
    const odds = duelOdds(
      1 + extraDice(after, a, partners(a), false),
      1 + extraDice(after, dThen, partners(d), true),
      a.kind === 'guard' || a.kind === 'heavy',
      d.kind === 'guard' || d.kind === 'heavy',
    );
    const expectedA = lossValue(after, a, odds.attacker, unitWorth(after, a), duel.from);
    const expectedD = lossValue(after, d, odds.defender, unitWorth(after, d), duel.to);
    const gain = realizedLoss(after, duel, d) - expectedD - (realizedLoss(after, duel, a) - expectedA);
    luck += a.side === side ? gain : -gain;
  }
  return luck;
}
