// STB-7.1.7, STB-7.2, STB-8.3, STB-AMB-23/24/25, STB-DEC-11/12: declaring, rolling and placing
// withdrawals after each round.
import { distance } from '../../../core/hex';
import {
  choicesOf,
  defenderOf,
  enemyOf,
  leadersOnDisplay,
  push,
  roll,
  sideName,
  unitsOnDisplay,
} from './state';
import type { Battle, LeaderState } from './state';
import type { BattleSide, Declaration, RoundView, WithdrawCondition, WithdrawalHex } from './types';

/** Hexes the enemy withdrew into during this battle, units or leaders: they now hold enemy units
 *  (STB-7.2, STB-AMB-23.4, STB-AMB-84). */
function takenByEnemy(b: Battle, side: BattleSide): Set<string> {
  const enemy = enemyOf(side);
  const gone = [
    ...[...b.units.values()].filter((u) => u.unit.side === enemy).map((u) => u.to),
    ...[...b.leaders.values()].filter((l) => l.leader.side === enemy).map((l) => l.to),
  ];
  return new Set(gone.filter((to): to is string => to !== undefined));
}

/** STB-DEC-12: the hex a side withdraws into, or undefined when none is left. */
export function withdrawalHex(b: Battle, side: BattleSide): string | undefined {
  const policy = choicesOf(b, side).withdrawTo;
  const barred = takenByEnemy(b, side);
  const open = b.input.withdrawal[side].filter((h) => !barred.has(h.hex));
  const preferred = policy.prefer.find((hex) => open.some((h) => h.hex === hex));
  if (preferred) return preferred;
  const target = policy.toward;
  const near = (x: WithdrawalHex, y: WithdrawalHex): number =>
    target ? distance(x.hex, target) - distance(y.hex, target) : 0;
  const friends = (x: WithdrawalHex, y: WithdrawalHex): number => y.friendlyUnits - x.friendlyUnits;
  const city = (x: WithdrawalHex, y: WithdrawalHex): number =>
    x.friendlyCityDistance - y.friendlyCityDistance;
  const order = policy.rule === 'city' ? [near, city, friends] : [near, friends, city];
  return [...open].sort((x, y) => order.reduce((d, f) => d || f(x, y), 0))[0]?.hex;
}

function conditionMet(b: Battle, side: BattleSide, when: WithdrawCondition): boolean {
  const enemy = enemyOf(side);
  switch (when.kind) {
    case 'never':
      return false;
    case 'always':
      return true;
    case 'outnumbered':
      return unitsOnDisplay(b, side).length < when.ratio * unitsOnDisplay(b, enemy).length;
    case 'losing':
      return b.stepsLost[side] > b.stepsLost[enemy];
    case 'losses':
      return b.stepsLost[side] >= when.steps;
  }
}

/** STB-8.3, STB-AMB-24: the named leader if still on the display, else the best initiative. */
export function rollLeader(b: Battle, side: BattleSide, named?: string): LeaderState | undefined {
  const on = leadersOnDisplay(b, side);
  const wanted = named?.toLowerCase();
  return (
    on.find((l) => l.leader.id === named || l.leader.name.toLowerCase() === wanted) ??
    [...on].sort((x, y) => y.leader.initiative - x.leader.initiative)[0]
  );
}

/** Whether a side may and will try: its orders say so, it can leave (STB-AMB-25, STB-14.3b). */
function declaration(b: Battle, side: BattleSide): Declaration | undefined {
  const policy = choicesOf(b, side).withdraw;
  if (b.round < Math.max(1, policy.fromRound)) return undefined; // STB-7.1.7d
  if (!conditionMet(b, side, policy.when)) return undefined;
  if (unitsOnDisplay(b, side).some((u) => u.unit.garrison)) return undefined;
  if (!withdrawalHex(b, side)) return undefined;
  const leader = rollLeader(b, side, policy.leader);
  return leader ? { side, leaderId: leader.leader.id } : { side };
}

/** STB-7.1.7b, STB-AMB-23.1: the defender declares first, then the attacker. */
export function declarations(b: Battle, view: RoundView): readonly Declaration[] {
  const made: Declaration[] = [];
  for (const side of [defenderOf(b), b.input.attacker]) {
    const d = declaration(b, side);
    if (d) made.push(d);
    const leader = d?.leaderId ? b.leaders.get(d.leaderId)?.leader.name : undefined;
    const garrison = unitsOnDisplay(b, side).some((u) => u.unit.garrison);
    push(b, {
      kind: 'battle-declare',
      text: d
        ? `The ${sideName(side)} try to withdraw${leader ? `, ${leader} rolling` : ', with no leader'}.`
        : `The ${sideName(side)} stand and fight${garrison ? ': a garrison never withdraws (STB-14.3b)' : ''}.`,
      side,
      withdraw: Boolean(d),
    });
  }
  return b.hooks.beforeWithdrawal?.(view, made) ?? made;
}

/** STB-7.1.7c: a roll of the leader's initiative or less, or a 1 without a leader. */
export function attempt(b: Battle, d: Declaration): boolean {
  const leader = d.leaderId ? b.leaders.get(d.leaderId)?.leader : undefined;
  const need = leader ? leader.initiative : 1;
  const by = leader ? `${leader.name} (initiative ${need})` : 'no leader (needs 1)';
  const die = roll(b, d.side, `${sideName(d.side)} withdrawal, ${by}`, {
    kind: 'withdrawal',
    success: (v) => v <= need,
  });
  const ok = die <= need;
  push(b, {
    kind: 'battle-withdrawal-roll',
    text: `The ${sideName(d.side)} roll ${die} to withdraw: ${ok ? 'success' : 'failure'}.`,
    side: d.side,
    die,
    success: ok,
  });
  return ok;
}

/** STB-7.2: every unit and leader of the side still on the display goes to one eligible hex. */
export function withdraw(b: Battle, side: BattleSide, to: string): void {
  const units = unitsOnDisplay(b, side);
  for (const u of units) Object.assign(u, { fate: 'withdrawn', to });
  const leaders = leadersOnDisplay(b, side);
  for (const l of leaders) Object.assign(l, { fate: 'withdrawn', to });
  push(b, {
    kind: 'battle-withdraw',
    text: `The ${sideName(side)} withdraw to ${to}: ${[...units.map((u) => u.unit.label ?? u.unit.id), ...leaders.map((l) => l.leader.name)].join(', ')}.`,
    side,
    to,
  });
}

/** STB-AMB-23.2-5: both roll, defender first; both leaving means the defender places first. */
export function resolveWithdrawals(b: Battle, made: readonly Declaration[]): void {
  const succeeded = made.filter((d) => attempt(b, d)).map((d) => d.side);
  for (const side of [defenderOf(b), b.input.attacker].filter((s) => succeeded.includes(s))) {
    const to = withdrawalHex(b, side);
    if (!to) {
      push(b, {
        kind: 'battle-withdraw',
        text: `The ${sideName(side)} have no hex left to withdraw into and stay.`,
        side,
      });
      continue;
    }
    withdraw(b, side, to);
  }
}
