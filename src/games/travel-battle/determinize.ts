// The position as one side may know it (TB-DEC-4: a brigade's make-up is secret until it deploys):
// the other side's units still in reserve get a canonical brigade, read from nothing hidden, so the
// bot (games/bot.ts) plays the same whatever the real division is.
import { cloneState, otherSide, type TbSide, type TbState, type Unit } from './state';

const BEFORE_DEPLOY: readonly TbState['step'][] = ['quick', 'board', 'side', 'orient', 'brigades'];

const hiddenFrom = (side: TbSide) => (u: Unit) => u.side !== side && u.at === null && !u.removed;

export function determinize(state: TbState, side: TbSide): TbState {
  const s = cloneState(state);
  const hidden = s.units.filter(hiddenFrom(side)).sort((a, b) => a.id.localeCompare(b.id));
  if (BEFORE_DEPLOY.includes(s.step)) {
    for (const u of hidden) u.brigade = null;
    return s;
  }
  // Brigades deploy whole, so the hidden units make up the brigades none of whose units was seen.
  const seen = new Set(
    s.units.filter((u) => u.side === otherSide(side) && !hiddenFrom(side)(u)).map((u) => u.brigade),
  );
  const missing = [1, 2, 3].filter((b) => !seen.has(b));
  const brigadiers = hidden.filter((u) => u.kind === 'brigadier');
  const combat = hidden.filter((u) => u.kind !== 'brigadier');
  for (const group of [brigadiers, combat])
    group.forEach((u, i) => (u.brigade = missing.length ? missing[i % missing.length]! : 1));
  return s;
}
