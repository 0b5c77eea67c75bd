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
import type {
  BattleSide,
  Declaration,
  RoundView,
  SplitPlacement,
  WithdrawCondition,
  WithdrawalHex,
} from './types';

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

/** STB-AMB-25: the hex the owner's split names for this unit or leader, if it can still take him. */
function splitHex(
  b: Battle,
  side: BattleSide,
  ids: readonly string[],
  label: string,
  chosen?: readonly SplitPlacement[],
): string | undefined {
  const split = (chosen ?? choicesOf(b, side).withdrawTo.split ?? []).filter(
    (p) => !p.at || p.at === b.input.hex,
  );
  const keys = ids.map((id) => id.toLowerCase());
  const mine = split.find((p) => p.ids.some((id) => keys.includes(id))) ?? split.find((p) => !p.ids.length);
  if (!mine) return undefined;
  const barred = takenByEnemy(b, side);
  const open = b.input.withdrawal[side].some((h) => h.hex === mine.to) && !barred.has(mine.to);
  if (open) return mine.to;
  push(b, {
    kind: 'battle-split-refused',
    text: `${label} cannot withdraw to ${mine.to}, which is not open to the ${sideName(side)}: the withdrawal rule places it (STB-AMB-25).`,
    side,
  });
  return undefined;
}

const leaderKeys = (l: LeaderState): string[] => [l.leader.id, l.leader.name.toLowerCase()];

/** STB-7.2, STB-AMB-25, STB-DEC-12: where one leader goes, by the split or else the side's hex. */
export function leaderWithdrawalHex(b: Battle, l: LeaderState): string | undefined {
  const chosen = splitHex(b, l.leader.side, leaderKeys(l), l.leader.name);
  return chosen ?? withdrawalHex(b, l.leader.side);
}

/** STB-7.2, STB-AMB-25: every unit and leader of the side still on the display goes to an eligible
 *  hex: the one the owner's split names for it, the rest to `to`. One report line per hex. */
export function withdraw(b: Battle, side: BattleSide, to: string, chosen?: readonly SplitPlacement[]): void {
  const gone = new Map<string, string[]>();
  const place = (where: string, label: string) => gone.set(where, [...(gone.get(where) ?? []), label]);
  for (const u of unitsOnDisplay(b, side)) {
    const where = splitHex(b, side, [u.unit.id], u.unit.label ?? u.unit.id, chosen) ?? to;
    Object.assign(u, { fate: 'withdrawn', to: where });
    place(where, u.unit.label ?? u.unit.id);
  }
  for (const l of leadersOnDisplay(b, side)) {
    const where = splitHex(b, side, leaderKeys(l), l.leader.name, chosen) ?? to;
    Object.assign(l, { fate: 'withdrawn', to: where });
    place(where, l.leader.name);
  }
  for (const [where, names] of gone)
    push(b, {
      kind: 'battle-withdraw',
      text: `The ${sideName(side)} withdraw to ${where}: ${names.join(', ')}.`,
      side,
      to: where,
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
    withdraw(b, side, to, askSplit(b, side, to));
  }
}

/** Option liveReactions: the owner's split asked now, when his pieces have more than one hex open
 *  and his orders name no split for this battle. */
function askSplit(b: Battle, side: BattleSide, to: string): SplitPlacement[] | undefined {
  const barred = takenByEnemy(b, side);
  const open = b.input.withdrawal[side].filter((h) => !barred.has(h.hex)).map((h) => h.hex);
  const pieces = [
    ...unitsOnDisplay(b, side).map((u) => u.unit.id),
    ...leadersOnDisplay(b, side).flatMap(leaderKeys),
  ];
  const written = (choicesOf(b, side).withdrawTo.split ?? []).some((p) => p.at === b.input.hex);
  if (written || open.length < 2 || !b.hooks.withdrawalSplit) return undefined;
  return b.hooks.withdrawalSplit(b.input.hex, side, pieces, open, to) ?? undefined;
}
