// TB-VICTORY-1, TB-AMB-24: a brigade is destroyed when none of its combat units is on the field
// (halted units count, brigadiers do not); two destroyed enemy brigades win at once.
import { SIDES, isCombat, otherSide, sideName } from '../state';
import type { Ctx } from './context';

export function checkVictory(ctx: Ctx): void {
  const s = ctx.state;
  if (s.step !== 'turn') return;
  for (const side of SIDES) {
    for (const b of [1, 2, 3]) {
      if (s.destroyed[side].includes(b)) continue;
      const alive = s.units.some((u) => u.side === side && u.brigade === b && isCombat(u) && !u.removed);
      if (alive) continue;
      s.destroyed[side].push(b);
      ctx.log.push({
        kind: 'brigade-destroyed',
        text: `${sideName(side)} brigade ${b} is destroyed.`,
        side,
        brigade: b,
      });
    }
  }
  if (s.winner) return;
  const redWins = s.destroyed.blue.length >= 2;
  const blueWins = s.destroyed.red.length >= 2;
  if (!redWins && !blueWins) return;
  // Both at once: the phasing player wins (TB-AMB-24).
  const winner = redWins && blueWins ? (s.phasing ?? 'red') : redWins ? 'red' : 'blue';
  s.winner = winner;
  s.step = 'over';
  ctx.log.push({
    kind: 'victory',
    text: `${sideName(winner)} wins: two ${sideName(otherSide(winner))} brigades are destroyed.`,
    winner,
  });
}
