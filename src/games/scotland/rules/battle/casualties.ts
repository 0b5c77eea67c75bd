// STB-7.1.6g, STB-8.5, STB-8.5.3a, STB-AMB-10/26/27: removing the destroyed at the end of a round,
// and the casualty checks of leaders whose unit was destroyed or who are left alone with the enemy.
import { enemyOf, leadersOnDisplay, push, roll, sideName, unitsOnDisplay } from './state';
import type { Battle, LeaderState } from './state';
import type { BattleSide, CasualtyView, LeaderPlacement } from './types';
import { leaderWithdrawalHex } from './withdrawal';
import { inPlace } from '../../names';

/** STB-7.1.6d: units destroyed this round leave the display; returns their ids. */
export function removeDestroyed(b: Battle): string[] {
  const gone = [...b.units.values()].filter((u) => u.destroyed && u.fate === 'fresh');
  for (const u of gone) u.fate = 'eliminated';
  return gone.map((u) => u.unit.id);
}

/** STB-8.5b, STB-8.5.3a: killed on 1-2, or on 1 for Wallace and Edward; a survivor withdraws (8.5c). */
export function casualtyCheck(b: Battle, l: LeaderState, reason: CasualtyView['reason']): void {
  const base = l.leader.killedOn;
  const view: CasualtyView = { round: b.round, leaderId: l.leader.id, reason, killedOn: base };
  const killedOn = b.hooks.onCasualtyCheck?.(view)?.killedOn ?? base;
  const side = l.leader.side;
  const die = roll(
    b,
    side,
    `casualty check for ${l.leader.name} (${reason}; killed on ${killedOn === 1 ? '1' : `1-${killedOn}`})`,
    { kind: 'casualty', success: (v) => v <= killedOn },
  );
  if (die <= killedOn) {
    l.fate = 'killed';
    push(b, {
      kind: 'battle-leader-killed',
      text: `${l.leader.name} is killed (rolled ${die}).`,
      leader: l.leader.id,
      side,
    });
    if (l.leader.endsGame) b.endedBy = l.leader.name; // STB-8.5.3b: nothing after this happens
    return;
  }
  // STB-8.5c, STB-AMB-26: he withdraws at once, even while his side fights on; with nowhere to go he is lost.
  const to = leaderWithdrawalHex(b, l);
  if (!to) {
    l.fate = 'killed';
    push(b, {
      kind: 'battle-leader-killed',
      text: `${l.leader.name} survives (rolled ${die}) but has no hex to withdraw into, and is lost.`,
      leader: l.leader.id,
      side,
      trapped: true,
    });
    return;
  }
  Object.assign(l, { fate: 'withdrawn', to });
  push(b, {
    kind: 'battle-leader-withdraws',
    text: `${l.leader.name} survives (rolled ${die}) and withdraws to ${to}.`,
    leader: l.leader.id,
    side,
    to,
  });
}

/** STB-7.1.6g, STB-8.5a-c, STB-AMB-26: the leaders on units just destroyed, unit by unit; each
 *  survivor leaves at once, even between a first strike and the reply (STB-7.1.6e). */
export function destroyedLeaderChecks(
  b: Battle,
  destroyed: readonly string[],
  placements: readonly LeaderPlacement[],
): void {
  for (const unitId of destroyed) {
    for (const p of placements.filter((x) => x.unitId === unitId)) {
      const l = b.leaders.get(p.leaderId);
      if (l?.fate === 'stays' && !b.endedBy) casualtyCheck(b, l, 'unit destroyed');
    }
  }
}

/** STB-7.1.6g, STB-8.5a, STB-AMB-27: checks after the round, unit by unit, then leaders left alone. */
export function leaderChecks(
  b: Battle,
  destroyed: readonly string[],
  placements: readonly LeaderPlacement[],
): void {
  destroyedLeaderChecks(b, destroyed, placements);
  for (const side of [b.input.attacker, enemyOf(b.input.attacker)] as BattleSide[]) {
    if (unitsOnDisplay(b, side).length) continue;
    for (const l of leadersOnDisplay(b, side)) if (!b.endedBy) casualtyCheck(b, l, 'left alone');
  }
}

/** STB-AMB-10: combat units entering a hex held only by enemy leaders fight no battle; the leaders check. */
export function leadersAlone(b: Battle, side: BattleSide): void {
  push(b, {
    kind: 'battle-leaders-alone',
    text: `The ${sideName(side)} leaders ${inPlace('in', b.input.hex)} have no combat units with them: no battle, each takes a casualty check.`,
    side,
  });
  for (const l of leadersOnDisplay(b, side)) if (!b.endedBy) casualtyCheck(b, l, 'left alone');
}
