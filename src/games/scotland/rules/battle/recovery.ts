// STB-7.3, STB-AMB-29: when the battle is over every reduced unit of both sides, those that withdrew
// included, returns to full strength.
import { push } from './state';
import type { Battle } from './state';

export function recover(b: Battle): void {
  const back = [...b.units.values()].filter((u) => u.reduced && u.fate !== 'eliminated');
  for (const u of back) u.reduced = false;
  if (!back.length) return;
  push(b, {
    kind: 'battle-recovery',
    text: `Recovery: ${back.map((u) => u.unit.label ?? u.unit.id).join(', ')} ${back.length === 1 ? 'returns' : 'return'} to full strength.`,
    units: back.map((u) => u.unit.id),
  });
}
