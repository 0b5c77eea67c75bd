// The markers of one player turn: the phasing player's plays before his moves, Forced March as a stack
// moves, Vacillate and Fortunes of War from standing orders, the window before each battle, and the
// plays after the battles, the other side's included (STB-10.0c, STB-AMB-4/81, STB-DEC-1/5/10/21).
import type { Dice } from '../../../core/dice';
import type { GameEvent } from '../../../core/events';
import type { Order } from '../../order-types';
import { otherSide, type SideId, type State } from '../../state';
import type { Standing } from '../../standing';
import { defaultChoices, type BattlePlan } from '../battle';
import { riverCrossed } from '../combat';
import type { EngineHooks } from '../hooks';
import { preBattleWindow } from './battle-window';
import { BATTLE_MARKERS } from './catalogue';
import { emitTo, type MarkerCtx } from './context';
import { fortunesOfWar } from './fortunes';
import type { MarkerPlay } from './grammar';
import { holds } from './hand';
import { sideAdjective } from '../../step-titles';
import { performPlay, playProblem, withTarget } from './play';
import { formatPlay } from './grammar';
import { WINDOW_MARKERS } from './standing';
import { LIVE_WHY, liveAnswer, type LiveAsk } from '../live-reactions/ask';
import { forcedMarch, vacillates } from './movement';

export interface MarkerTurn {
  hooks: EngineHooks;
  /** The phasing player's plays before his moves. */
  start(events: GameEvent[]): void;
  /** The combat step outside battles: `before` the first battle, `after` the last (STB-AMB-81). */
  combat(when: 'before' | 'after', events: GameEvent[]): void;
}

export function playOf(o: Extract<Order, { kind: 'play' }>): MarkerPlay {
  const { kind: _kind, ...play } = o;
  return play;
}

/** The markers `side` could play now in the enemy's combat step (STB-AMB-81), with a legal target. */
function windowOffer(ctx: MarkerCtx, side: SideId): string[] {
  return WINDOW_MARKERS.filter((marker) => {
    if (!holds(ctx.state, side, marker)) return false;
    const play = withTarget(ctx.state, side, { marker });
    return play !== undefined && !playProblem(ctx.state, side, play, 'enemy-combat');
  });
}

/** STB-DEC-21: the other side's plays in this combat step window: live if asked, else standing. */
function enemyWindow(ctx: MarkerCtx, side: SideId, when: 'before' | 'after', events: GameEvent[]): void {
  const standing = ctx.standing[side].markers.windows.filter(
    (x) => x.when === when && holds(ctx.state, side, x.marker),
  );
  const phasing = sideAdjective(otherSide(side));
  const offer = windowOffer(ctx, side);
  // What the standing orders would play now, targets found: also a valid answer to copy.
  const wouldPlay = standing.flatMap(({ when: _when, ...written }) => {
    const play = offer.includes(written.marker) ? withTarget(ctx.state, side, written) : undefined;
    return play && !playProblem(ctx.state, side, play, 'enemy-combat') ? [`play ${formatPlay(play)}`] : [];
  });
  const live = liveAnswer(ctx.live, ctx.phasing, side, {
    moment: `the ${phasing} combat step, ${when === 'before' ? 'before the first battle' : 'after the last battle'}`,
    markers: offer,
    standing: wouldPlay.join('; ') || 'pass',
    several: true,
  });
  const plays = live ?? standing.map(({ when: _when, ...written }) => written);
  const why = live ? `(${LIVE_WHY})` : `(standing order ${when} battles, STB-DEC-21)`;
  for (const written of plays) {
    if (!holds(ctx.state, side, written.marker)) continue;
    const play = withTarget(ctx.state, side, written);
    if (play) performPlay(ctx, side, play, 'enemy-combat', emitTo(events), why);
  }
}

export function markerTurn(
  state: State,
  side: SideId,
  orders: readonly Order[],
  standing: Record<SideId, Standing>,
  dice: Dice,
  plans: readonly BattlePlan[],
  live?: LiveAsk,
): MarkerTurn {
  const ctx: MarkerCtx = {
    state,
    standing,
    dice,
    phasing: side,
    window: 'movement',
    plans,
    ...(live ? { live } : {}),
  };
  const plays = orders.flatMap((o) => (o.kind === 'play' ? [playOf(o)] : []));
  const battle = plays.filter((p) => BATTLE_MARKERS.includes(p.marker));
  const forced = plays.filter((p) => p.marker === 'forced-march').map((p) => p.target!);
  const rest = plays.filter((p) => !battle.includes(p) && p.marker !== 'forced-march');
  let marches = 0;
  const hooks: EngineHooks = {
    beforeMarch(_state, march, events) {
      const emit = emitTo(events);
      if (!march.byLeader && vacillates(ctx, march, ++marches, emit)) return { cancel: true };
      return forcedMarch(ctx, side, march, forced, emit) ? { forced: true } : undefined;
    },
    afterRoll: (roll, events) => fortunesOfWar(ctx, roll, emitTo(events)),
    preBattle(_state, hex, events) {
      ctx.window = 'combat';
      return preBattleWindow(
        ctx,
        {
          hex,
          attacker: side,
          plays: battle.filter((p) => p.hex === hex),
          attackerChoices: plans.find((p) => p.hex === hex) ?? defaultChoices(),
          defenderChoices: standing[otherSide(side)].battle,
          riverCrossedByAllAttackers: riverCrossed(state, hex, side),
        },
        emitTo(events),
      );
    },
  };
  return {
    hooks,
    start(events) {
      for (const p of rest.filter((x) => !x.after)) performPlay(ctx, side, p, 'turn', emitTo(events));
    },
    combat(when, events) {
      ctx.window = 'combat';
      if (when === 'after')
        for (const p of rest.filter((x) => x.after)) performPlay(ctx, side, p, 'after', emitTo(events));
      enemyWindow(ctx, otherSide(side), when, events);
    },
  };
}

/** STB-10.M.levy, STB-AMB-4, STB-DEC-16: Levy markers in the Mobilization Phase, written ones first,
 *  then every Levy still in hand, placed by default. */
export function mobilisationLevies(
  state: State,
  side: SideId,
  orders: readonly Order[],
  standing: Record<SideId, Standing>,
  dice: Dice,
  events: GameEvent[],
): void {
  const ctx: MarkerCtx = { state, standing, dice, phasing: null, window: 'mobilisation' };
  const emit = emitTo(events);
  for (const o of orders) if (o.kind === 'play') performPlay(ctx, side, playOf(o), 'mobilisation', emit);
  const kept = state.markers?.hands[side].filter((m) => m === 'levy').length ?? 0;
  for (let i = 0; i < kept; i++)
    performPlay(
      ctx,
      side,
      { marker: 'levy' },
      'mobilisation',
      emit,
      '(kept for the Mobilization Phase: default, STB-DEC-16)',
    );
}
