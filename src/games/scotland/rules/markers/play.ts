// Playing a marker (STB-10.0c-d, STB-AMB-4/5/7/72/81/82): who may play what, and when; then the
// flow every marker follows: out of the hand and public, its die (with Fortunes of War), the other
// side's Cancel (with the counter-Cancel), then its effect.
import type { SideId, State } from '../../state';
import { BATTLE_MARKERS, REACTION_MARKERS, markerData, markerName, mayPlay } from './catalogue';
import { battleMarkerProblem } from './battle-markers';
import { cancelled } from './cancel';
import { CONVERSION_EFFECT, SUBVERSION_EFFECT } from './city';
import type { Emit, MarkerCtx, MarkerEffect } from './context';
import { markerRoll } from './fortunes';
import type { MarkerPlay } from './grammar';
import { notPlayed, spend } from './hand';
import { INFLUENCE_NOBLE } from './influence-noble';
import { LEVY, LOYAL_SCOTS } from './levies';
import { FORCED_MARCH, INITIATIVE } from './movement';

/** The markers with an effect of their own outside battles. */
export const EFFECTS: Record<string, MarkerEffect> = {
  initiative: INITIATIVE,
  'forced-march': FORCED_MARCH,
  conversion: CONVERSION_EFFECT,
  subversion: SUBVERSION_EFFECT,
  'influence-noble': INFLUENCE_NOBLE,
  levy: LEVY,
  'loyal-scots': LOYAL_SCOTS,
};

/** Where a play stands: the owner's turn before the moves, after its battles, in a battle's window,
 *  in the enemy's combat step (STB-AMB-81), or the Mobilization Phase (Levy, STB-AMB-4). */
export type PlayWhen = 'turn' | 'after' | 'battle' | 'enemy-combat' | 'mobilisation';

const MOVEMENT_MARKERS = ['initiative', 'forced-march'];

/** Why `side` may not play this now, naming the marker and its target; undefined if it may. */
export function playProblem(
  state: State,
  side: SideId,
  play: MarkerPlay,
  when: PlayWhen,
): string | undefined {
  const name = markerName(play.marker);
  const user = markerData(play.marker).user;
  if (!mayPlay(side, play.marker))
    return `${name} is for the ${user === 'scots' ? 'Scottish' : 'English'} player only (STB-10.0d, STB-AMB-5)`;
  if (REACTION_MARKERS.includes(play.marker))
    return `${name} is played from your standing orders (cancel:, vacillate:, reroll:), not in your orders`;
  if (when === 'mobilisation' && play.marker !== 'levy')
    return `${name} cannot be played in the Mobilization Phase: only Levy can (STB-AMB-4)`;
  const battle = BATTLE_MARKERS.includes(play.marker);
  if (battle && when !== 'turn' && when !== 'battle')
    return `${name} is played before one of your battles, e.g. 'battle 0507: play ${name}' (STB-AMB-6)`;
  if (battle) return battleMarkerProblem(state, side, play);
  if (MOVEMENT_MARKERS.includes(play.marker) && when !== 'turn')
    return `${name} is for your movement step: no movement is left after it (STB-AMB-81)`;
  return EFFECTS[play.marker]!.problem(state, side, play);
}

const TARGETED = ['influence-noble', 'conversion', 'subversion', 'forced-march'];

/** Standing orders may name `any` target (or none): the first legal one now. */
export function withTarget(state: State, side: SideId, play: MarkerPlay): MarkerPlay | undefined {
  const e = EFFECTS[play.marker];
  const open = play.target === 'any' || (!play.target && TARGETED.includes(play.marker));
  if (!open) return play;
  const found = e?.candidates?.(state, side).find((c) => !e.problem(state, side, c));
  return found && { ...play, ...found };
}

/** Plays a marker outside battles; true if its effect happened. `why` says what ordered it. */
export function performPlay(
  ctx: MarkerCtx,
  side: SideId,
  play: MarkerPlay,
  when: PlayWhen,
  emit: Emit,
  why = '',
): boolean {
  const effect = EFFECTS[play.marker];
  const problem = effect
    ? playProblem(ctx.state, side, play, when)
    : `${markerName(play.marker)} is not played here`;
  if (problem) {
    notPlayed(side, play.marker, problem, emit);
    return false;
  }
  spend(ctx.state, side, play.marker, [effect!.describe(play), why].filter(Boolean).join(' '), emit);
  const roll = effect!.roll;
  let works = true;
  if (roll) {
    const die = markerRoll(
      ctx,
      side,
      roll.purpose(play),
      'marker',
      (v) => roll.works(ctx.state, side, play, v),
      emit,
    );
    works = roll.works(ctx.state, side, play, die);
  }
  if (cancelled(ctx, side, play.marker, works, emit)) return false;
  if (!works) {
    emit({ kind: 'marker-effect', text: `${markerName(play.marker)} fails.`, marker: play.marker });
    return false;
  }
  effect!.apply(ctx, side, play, emit);
  return true;
}
