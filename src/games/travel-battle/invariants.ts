// Invariants checked by self-play after every step; each string is a violation.
import { FIELD_SQUARES, squareInfo } from './field';
import { SIDES, isBrigadier, isCombat } from './state';
import type { TbState } from './state';
import { canStand, onField } from './units';

export function tbInvariants(s: TbState): string[] {
  const out: string[] = [];
  const squares = new Set(FIELD_SQUARES);
  const ids = new Set<string>();
  for (const u of s.units) {
    const key = `${u.side} ${u.id}`;
    if (ids.has(key)) out.push(`${key} appears twice`);
    ids.add(key);
    if (u.removed && u.at !== null) out.push(`${key} is removed but stands on ${u.at}`);
    if (u.at !== null && !squares.has(u.at)) out.push(`${key} is off the field at ${u.at}`);
    if (u.at !== null && !canStand(s, u, u.at))
      out.push(`${key} may not stand on ${u.at} (${squareInfo(s, u.at).terrain}, stacking or enemy)`);
    if (u.formed && u.kind !== 'line' && u.kind !== 'guard')
      out.push(`${key} is in square but is not infantry`);
  }
  for (const side of SIDES) {
    const formed = s.units.filter((u) => u.side === side && u.brigade !== null);
    if (formed.length === 0) continue;
    if (formed.length !== s.units.filter((u) => u.side === side).length)
      out.push(`${side}: some units have no brigade`);
    for (const b of [1, 2, 3]) {
      const members = formed.filter((u) => u.brigade === b);
      if (members.filter(isBrigadier).length !== 1)
        out.push(`${side} brigade ${b} has not exactly one brigadier`);
      const alive = members.some((u) => isCombat(u) && !u.removed);
      if (s.step !== 'over' && s.step !== 'turn') continue;
      if (alive === s.destroyed[side].includes(b))
        out.push(`${side} brigade ${b}: destroyed list disagrees with its units`);
    }
  }
  const redWon = s.destroyed.blue.length >= 2;
  const blueWon = s.destroyed.red.length >= 2;
  if ((redWon || blueWon) !== (s.winner !== null)) out.push('winner disagrees with destroyed brigades');
  if (s.winner !== null && s.step !== 'over') out.push('a winner but the game goes on');
  if (s.step === 'over' && s.winner === null && (redWon || blueWon))
    out.push('a draw although a side has won');
  if (s.step === 'turn' && onField(s).length === 0) out.push('a turn with nobody on the field');
  return out;
}
