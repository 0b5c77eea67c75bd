// Results applied to a unit by fire or melee: facing reversed, pushed back, fleeing to the home edge
// with a rally roll, removed (TB-ART-10..13, TB-MELEE-5..7, TB-RALLY-*, TB-AMB-8..11).
import { kingDistance, mustCell, squareName } from '../../core/square';
import type { SquareId } from '../../core/square';
import { FIELD_COLS, FIELD_SQUARES, forward, homeRow, onField as squareOnField } from '../field';
import { label } from '../state';
import type { Unit } from '../state';
import { brigadierOf, canStand, combatAt } from '../units';
import type { Ctx } from './context';
import { decisionEvent, pick } from './policy';
import { checkVictory } from './victory';

export function removeUnit(ctx: Ctx, u: Unit, why: string): void {
  removeUnits(ctx, [u], why);
}

/** Units removed by one result together (an artillery hit on a square of two): all go before the
 *  victory check, so a brigade the second one ends is counted even when the first one won the game. */
export function removeUnits(ctx: Ctx, units: readonly Unit[], why: string): void {
  for (const u of units) {
    const from = u.at;
    u.removed = true;
    u.at = null;
    u.formed = false;
    ctx.log.push({
      kind: 'removed',
      text: `${label(u)} is removed (${why}).`,
      unit: u.id,
      side: u.side,
      from,
    });
  }
  checkVictory(ctx);
}

/** TB-AMB-8: reversed facing; the unit misses its owner's next movement step. */
export function reverseFacing(ctx: Ctx, u: Unit): void {
  u.reversedAt = ctx.state.playerTurn;
  ctx.log.push({
    kind: 'reversed',
    text: `${label(u)} faces about and may not move next turn.`,
    unit: u.id,
    side: u.side,
  });
}

type Dir = 'straight' | 'left' | 'right';

/** The square behind `u` in direction `dir`, as its owner sees it (towards his home edge). */
function behind(u: Unit, dir: Dir): SquareId | undefined {
  const c = mustCell(u.at as string);
  const side = dir === 'straight' ? 0 : dir === 'left' ? -1 : 1;
  // Red looks up the ranks, so his left is file - 1; Blue looks down, so his left is file + 1.
  const col = c.col + side * (u.side === 'red' ? 1 : -1);
  const row = c.row - forward(u.side);
  if (col < 0 || col >= FIELD_COLS || row < 0 || row > 9) return undefined;
  const sq = squareName({ col, row });
  return squareOnField(sq) ? sq : undefined;
}

/** TB-MELEE-5, TB-AMB-9, TB-DEC-7: one square back, or the difference-2 result if none is legal. */
export function pushBack(ctx: Ctx, u: Unit): void {
  const d = ctx.decisions[u.side];
  const chosen = pick(d, 'pushback');
  const order: Dir[] = [...(chosen?.rule.prefer ?? []), ...(['straight', 'left', 'right'] as Dir[])].filter(
    (x, i, a) => a.indexOf(x) === i,
  );
  const legal = order.filter((dir) => {
    const sq = behind(u, dir);
    return sq !== undefined && canStand(ctx.state, u, sq);
  });
  const dir = legal[0];
  if (dir === undefined) {
    ctx.log.push({
      kind: 'pushback-blocked',
      text: `${label(u)} cannot be pushed back: the result counts as a loss by 2.`,
      unit: u.id,
      side: u.side,
    });
    flee(ctx, u, 'melee');
    return;
  }
  if (legal.length > 1) {
    ctx.log.push(
      decisionEvent(
        u.side,
        chosen?.source ?? 'default',
        `${label(u)} pushed back ${dir}`,
        'TB-DEC-7 pushback square',
      ),
    );
  }
  const from = u.at as string;
  u.at = behind(u, dir) as string;
  u.formed = false;
  ctx.log.push({
    kind: 'pushback',
    text: `${label(u)} is pushed back ${from} → ${u.at}.`,
    unit: u.id,
    side: u.side,
    from,
    to: u.at,
  });
  reverseFacing(ctx, u);
}

/** TB-DEC-8: among equally near home-edge squares, the one nearest the preferred square or brigadier. */
function fleeSquare(ctx: Ctx, u: Unit): SquareId | undefined {
  const row = homeRow(u.side);
  const from = u.at as string;
  // "Empty": no other combat unit (a friendly brigadier may stand there), and legal for the unit.
  const empty = (sq: SquareId) => combatAt(ctx.state, sq).every((o) => o === u);
  const cands = FIELD_SQUARES.filter(
    (sq) => mustCell(sq).row === row && empty(sq) && canStand(ctx.state, u, sq),
  );
  if (cands.length === 0) return undefined;
  const best = Math.min(...cands.map((sq) => kingDistance(from, sq)));
  const tied = cands.filter((sq) => kingDistance(from, sq) === best);
  if (tied.length === 1) return tied[0];
  const chosen = pick(ctx.decisions[u.side], 'flee');
  const b = u.brigade !== null ? brigadierOf(ctx.state, u.side, u.brigade) : undefined;
  const toward = chosen?.rule.prefer ?? b?.at ?? null;
  const ordered =
    toward === null ? tied : [...tied].sort((p, q) => kingDistance(p, toward) - kingDistance(q, toward));
  const sq = ordered[0] as SquareId;
  const what = chosen?.rule.prefer ? `nearest ${chosen.rule.prefer}` : 'nearest its brigadier';
  ctx.log.push(
    decisionEvent(
      u.side,
      chosen?.source ?? 'default',
      `${label(u)} flees to ${sq}, ${what}`,
      'TB-DEC-8 flight square',
    ),
  );
  return sq;
}

/** Rally numbers (TB-RALLY-2): 4-6, Guard 3-6, artillery 5-6. */
export function rallyNeed(u: Unit): number {
  return u.kind === 'guard' ? 3 : u.kind === 'artillery' ? 5 : 4;
}

/**
 * TB-MELEE-6, TB-ART-12, TB-AMB-10/11: the unit is placed on the nearest legal square of its home
 * edge and rallies (roll), unless a melee loser's brigadier is involved, which halts it at once.
 */
export function flee(ctx: Ctx, u: Unit, cause: 'melee' | 'fire'): void {
  const from = u.at as string;
  const b = u.brigade !== null ? brigadierOf(ctx.state, u.side, u.brigade) : undefined;
  const involved = cause === 'melee' && b?.at !== undefined && b.at !== null && kingDistance(b.at, from) <= 1;
  const sq = fleeSquare(ctx, u);
  if (sq === undefined) {
    removeUnit(ctx, u, 'no square on its home edge to flee to');
    return;
  }
  u.at = sq;
  u.formed = false;
  u.reversedAt = ctx.state.playerTurn;
  ctx.log.push({
    kind: 'flee',
    text: `${label(u)} flees ${from} → ${sq}.`,
    unit: u.id,
    side: u.side,
    from,
    to: sq,
  });
  if (!involved) {
    const need = rallyNeed(u);
    const roll = ctx.log.roll(`rally of ${label(u)} (halts on ${need}-6)`);
    if (roll < need) {
      removeUnit(ctx, u, `failed to rally with ${roll}, it leaves the battlefield`);
      return;
    }
  }
  u.haltedAt = ctx.state.playerTurn;
  const why = involved ? 'its brigadier is with it, so it halts without a roll' : 'it rallies';
  ctx.log.push({
    kind: 'halted',
    text: `${label(u)} halts at the edge on ${sq}: ${why}.`,
    unit: u.id,
    side: u.side,
  });
}
