// STB-10.M.initiative, STB-10.M.forced-march, STB-10.M.vacillate, STB-AMB-14/15/71, STB-DEC-1: the
// markers of the movement step. Initiative adds a March; Forced March raises one stack's allowances
// by half for one move (as the move begins); Vacillate, from the other side's standing orders, stops
// a March once it is announced.
import { distance } from '../../../core/hex';
import { placeName } from '../../names';
import { otherSide, type SideId, type State } from '../../state';
import type { MarchView } from '../hooks';
import { MAX_MOVES, movableIn } from '../march';
import { cancelled } from './cancel';
import type { Emit, MarkerCtx, MarkerEffect } from './context';
import { holds, sideName, spend } from './hand';
import { LIVE_WHY, liveAnswer } from '../live-reactions/ask';
import type { VacillateRule } from './standing';

export const INITIATIVE: MarkerEffect = {
  problem: () => undefined,
  describe: () => '',
  apply(ctx, _side, _play, emit) {
    ctx.state.marchesLeft += 1; // STB-AMB-14: this player turn only
    emit({
      kind: 'marker-effect',
      text: `One more March: ${ctx.state.marchesLeft} left (STB-10.M.initiative).`,
    });
  },
  simulate: (state) => void (state.marchesLeft += 1),
};

export const FORCED_MARCH: MarkerEffect = {
  problem(state, side, play) {
    if (!play.target || play.target === 'any')
      return "Forced March needs the hex of the stack, e.g. 'play Forced March on Lanark'";
    if (!movableIn(state, side, play.target).length)
      return `Forced March on ${play.target}: none of your units there can move (STB-AMB-15)`;
    return undefined;
  },
  describe: (p) => `on the stack in ${p.target}`,
  candidates: (state, side) =>
    [...new Set(state.units.filter((u) => u.side === side && !u.neutral).map((u) => u.hex))]
      .filter((h) => movableIn(state, side, h).length)
      .map((hex) => ({ marker: 'forced-march', target: hex })),
  // Played as the stack's move begins (forcedMarch below); nothing happens before that.
  apply: () => undefined,
};

function combatUnits(state: State, ids: readonly string[]): number {
  return ids.filter((id) => state.units.some((u) => u.id === id)).length;
}

/** STB-DEC-1: a `vacillate:` line matches this March (every part it names must hold). */
function matches(state: State, r: VacillateRule, march: MarchView, index: number): boolean {
  return (
    (!r.first || index === 1) &&
    (!r.into || march.to.includes(r.into)) &&
    (!r.near || march.to.some((t) => distance(t, r.near!) <= 1)) &&
    (!r.minUnits || combatUnits(state, march.ids) >= r.minUnits)
  );
}

/** STB-10.M.vacillate, STB-AMB-71: true if the other side stops this March (the March is spent). */
export function vacillates(ctx: MarkerCtx, march: MarchView, index: number, emit: Emit): boolean {
  if (march.byLeader) return false; // STB-10.M.vacillate.c: not a move by initiative check
  const other = otherSide(march.side);
  if (!holds(ctx.state, other, 'vacillate')) return false;
  const byOrder = ctx.standing[other].markers.vacillate.some((r) => matches(ctx.state, r, march, index));
  const live = liveAnswer(ctx.live, ctx.phasing, other, {
    moment: `the ${sideName(march.side)} March from ${placeName(march.from)} to ${march.to.map(placeName).join(', ')}`,
    markers: ['vacillate'],
    standing: byOrder ? 'play Vacillate' : 'pass',
  });
  if (!(live ? live.some((p) => p.marker === 'vacillate') : byOrder)) return false;
  const why = live ? LIVE_WHY : 'standing order, STB-DEC-1';
  spend(ctx.state, other, 'vacillate', `against the March from ${placeName(march.from)} (${why})`, emit);
  if (cancelled(ctx, other, 'vacillate', true, emit)) return false;
  for (const id of march.ids) ctx.state.moves[id] = MAX_MOVES; // STB-AMB-71: they may not move again
  emit({
    kind: 'marker-effect',
    text: `The March from ${placeName(march.from)} is stopped and spent: that stack may not move again this turn (STB-10.M.vacillate.b).`,
    hex: march.from,
  });
  return true;
}

/** Plays a Forced March written for this stack, if one is left; true if it applies to this move. */
export function forcedMarch(
  ctx: MarkerCtx,
  side: SideId,
  march: MarchView,
  pending: string[],
  emit: Emit,
): boolean {
  const i = pending.indexOf(march.from);
  if (i < 0 || !holds(ctx.state, side, 'forced-march')) return false;
  pending.splice(i, 1);
  spend(ctx.state, side, 'forced-march', `on the stack leaving ${placeName(march.from)}`, emit);
  if (cancelled(ctx, side, 'forced-march', true, emit)) return false;
  emit({
    kind: 'marker-effect',
    text: `Forced March: infantry 6, cavalry 7, leaders 9 MP for this move (STB-10.M.forced-march.b).`,
  });
  return true;
}
