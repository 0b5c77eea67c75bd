// TB-BRIGADE-7, TB-AMB-17, TB-DEC-9: an enemy unit entering a lone brigadier's square makes him step
// 1 or 2 squares aside, out of contact with the enemy if possible; with nowhere to go he is removed.
import { kingDistance } from '../../core/square';
import type { SquareId } from '../../core/square';
import { FIELD_SQUARES } from '../field';
import { label } from '../state';
import type { TbState, Unit } from '../state';
import { canStand, enemiesInContact, linkedIds } from '../units';
import type { Ctx } from './context';
import { decisionEvent, pick } from './policy';
import { removeUnit } from './results';

function linkedCount(state: TbState, b: Unit, sq: SquareId): number {
  const from = b.at;
  b.at = sq;
  const n = b.brigade === null ? 0 : linkedIds(state, b.side, b.brigade).size;
  b.at = from;
  return n;
}

function outOfContact(state: TbState, b: Unit, sq: SquareId): boolean {
  const from = b.at;
  b.at = sq;
  const free = enemiesInContact(state, b).length === 0;
  b.at = from;
  return free;
}

export function displaceBrigadier(state: TbState, b: Unit, ctx?: Ctx): void {
  const from = b.at as SquareId;
  const cands = FIELD_SQUARES.filter((sq) => {
    const d = kingDistance(from, sq);
    return d >= 1 && d <= 2 && canStand(state, b, sq);
  });
  if (cands.length === 0) {
    if (ctx) removeUnit(ctx, b, 'an enemy entered his square and he had nowhere to go');
    else b.removed = true;
    return;
  }
  const free = cands.filter((sq) => outOfContact(state, b, sq));
  const pool = free.length > 0 ? free : cands;
  const chosen = ctx
    ? pick(ctx.decisions[b.side], 'brigadier', (r) => r.unit === null || r.unit === b.id)
    : undefined;
  const score = (sq: SquareId): number =>
    chosen ? -kingDistance(sq, chosen.rule.prefer) : linkedCount(state, b, sq);
  const best = [...pool].sort((p, q) => score(q) - score(p))[0] as SquareId;
  b.at = best;
  if (ctx) {
    const what = chosen ? `nearest ${chosen.rule.prefer}` : 'keeping the most units linked';
    ctx.log.push(
      decisionEvent(
        b.side,
        chosen?.source ?? 'default',
        `${label(b)} steps aside to ${best}, ${what}`,
        'TB-DEC-9 brigadier displacement',
      ),
    );
    ctx.log.push({
      kind: 'brigadier-aside',
      text: `${label(b)} steps aside ${from} → ${best}.`,
      unit: b.id,
      side: b.side,
      from,
      to: best,
    });
  }
}
