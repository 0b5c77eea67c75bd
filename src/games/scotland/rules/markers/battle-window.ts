// STB-AMB-6, STB-AMB-81, STB-DEC-5: the window before a battle. The attacker plays the battle markers
// of his plan in the order written, the defender by his standing order `on defence` (default: Combat
// Advantage when the enemy has the advantage, Lost Cause when it would make the attacker surrender),
// in turn until both pass. Each may be cancelled (STB-DEC-2); Lost Cause may end the battle at once.
import { tecTerrainOf } from '../../data';
import { battleWords } from '../../names';
import { combatUnitsAt, otherSide, type SideId } from '../../state';
import type { BattleChoices, BattleHooks } from '../battle';
import { terrainAdvantageFor } from '../battle/strike';
import type { PreBattle } from '../hooks';
import { advantageAfter, strikeModifiers, windowProblem, type BattleEffect } from './battle-markers';
import { cancelled } from './cancel';
import type { Emit, MarkerCtx } from './context';
import { fortunesOfWar } from './fortunes';
import type { MarkerPlay } from './grammar';
import { holds, notPlayed, spend } from './hand';
import { lostCauseLoser, surrender } from './lost-cause';
import { playProblem } from './play';
import { DEFENCE_MARKERS } from './standing';
import { markerName } from './catalogue';
import { LIVE_WHY, liveAnswer } from '../live-reactions/ask';

export interface BattleWindow {
  hex: string;
  attacker: SideId;
  /** The attacker's plays for this battle, in the order written. */
  plays: MarkerPlay[];
  attackerChoices: BattleChoices;
  defenderChoices: BattleChoices;
  riverCrossedByAllAttackers: boolean;
}

/** The advantage in the first round now, from terrain and the Combat Advantages played so far. */
function firstRoundAdvantage(w: BattleWindow, effects: readonly BattleEffect[]): SideId | null {
  const terrain = {
    kind: tecTerrainOf(w.hex) ?? 'clear',
    riverCrossedByAllAttackers: w.riverCrossedByAllAttackers,
  };
  return advantageAfter(terrainAdvantageFor(terrain, w.attacker, 1), effects);
}

/** STB-DEC-5: would the defender's marker do anything now? Under the default, only the two named. */
function worthPlaying(
  ctx: MarkerCtx,
  w: BattleWindow,
  side: SideId,
  marker: string,
  effects: BattleEffect[],
  byDefault: boolean,
): boolean {
  const attacker = w.attacker;
  const has = (s: SideId, kind: 'infantry' | 'cavalry') =>
    combatUnitsAt(ctx.state, w.hex, s).some((u) => u.kind === kind);
  const already = effects.some((e) => e.side === side && e.marker === marker);
  switch (marker) {
    case 'combat-advantage': {
      const now = firstRoundAdvantage(w, effects);
      return byDefault ? now === attacker : now !== side;
    }
    case 'lost-cause':
      return lostCauseLoser(ctx.state, w.hex) === attacker;
    case 'highland-ferocity':
      return !byDefault && !already && has('scots', 'infantry');
    case 'knights-charge':
      return !byDefault && !already && has('english', 'cavalry');
    case 'effective-archers':
      return !byDefault && !already;
    default:
      return false;
  }
}

function defenderPlay(
  ctx: MarkerCtx,
  w: BattleWindow,
  side: SideId,
  effects: BattleEffect[],
): { play: MarkerPlay; why: string } | undefined {
  const rules = ctx.standing[side].markers.defence;
  const list = rules
    ? rules.filter((r) => !r.hex || r.hex === w.hex).flatMap((r) => r.markers)
    : ['combat-advantage', 'lost-cause'];
  const playable = (m: string) =>
    holds(ctx.state, side, m) && !playProblem(ctx.state, side, { marker: m, hex: w.hex }, 'battle');
  const marker = list.find(
    (m) => DEFENCE_MARKERS.includes(m) && playable(m) && worthPlaying(ctx, w, side, m, effects, !rules),
  );
  // Asked live: any defence marker he may still play here (each type once, Combat Advantage aside).
  const offered = DEFENCE_MARKERS.filter(
    (m) =>
      playable(m) && (m === 'combat-advantage' || !effects.some((e) => e.side === side && e.marker === m)),
  );
  const live = liveAnswer(ctx.live, ctx.phasing, side, {
    moment: `${battleWords(w.hex)}, before it is fought`,
    markers: offered,
    standing: marker ? `play ${markerName(marker)}` : 'pass',
  });
  if (live) {
    const chosen = live.find((p) => offered.includes(p.marker))?.marker;
    return chosen ? { play: { marker: chosen, hex: w.hex }, why: `(${LIVE_WHY})` } : undefined;
  }
  return marker
    ? { play: { marker, hex: w.hex }, why: `(${rules ? 'standing order' : 'default'} on defence, STB-DEC-5)` }
    : undefined;
}

function attackerPlay(ctx: MarkerCtx, w: BattleWindow, emit: Emit): MarkerPlay | undefined {
  while (w.plays.length) {
    const play = w.plays.shift()!;
    const problem = !holds(ctx.state, w.attacker, play.marker)
      ? 'it is no longer in your hand'
      : (playProblem(ctx.state, w.attacker, play, 'battle') ?? windowProblem(play, w.attacker, w.attacker));
    if (!problem) return play;
    notPlayed(w.attacker, play.marker, problem, emit);
  }
  return undefined;
}

/** The markers before one battle; the hooks that carry their effects into its rounds. */
export function preBattleWindow(ctx: MarkerCtx, w: BattleWindow, emit: Emit): PreBattle {
  const effects: BattleEffect[] = [];
  const defender = otherSide(w.attacker);
  for (let turn = w.attacker, passes = 0; passes < 2; turn = otherSide(turn)) {
    const choice =
      turn === w.attacker
        ? (() => {
            const play = attackerPlay(ctx, w, emit);
            return play && { play, why: '' };
          })()
        : defenderPlay(ctx, w, defender, effects);
    if (!choice) {
      passes += 1;
      continue;
    }
    passes = 0;
    const { play, why } = choice;
    spend(
      ctx.state,
      turn,
      play.marker,
      [`before ${battleWords(w.hex)}`, why].filter(Boolean).join(' '),
      emit,
    );
    if (cancelled(ctx, turn, play.marker, true, emit)) continue;
    if (play.marker === 'lost-cause') {
      const loser = lostCauseLoser(ctx.state, w.hex);
      if (!loser) {
        emit({
          kind: 'marker-effect',
          text: 'Lost Cause has no effect: neither side surrenders (STB-10.M.lost-cause.b-c).',
        });
        continue;
      }
      const winner = otherSide(loser);
      surrender(
        ctx,
        w.hex,
        loser,
        w.attacker,
        winner === w.attacker ? w.attackerChoices : w.defenderChoices,
        emit,
      );
      return { decided: true };
    }
    const mode =
      play.marker !== 'combat-advantage'
        ? undefined
        : (() => {
            const now = firstRoundAdvantage(w, effects);
            return now === otherSide(turn) ? 'cancel' : now === null ? 'grant' : 'none';
          })();
    effects.push({
      side: turn,
      marker: play.marker,
      ...(play.target ? { target: play.target } : {}),
      ...(mode ? { mode } : {}),
      zero: ctx.standing[turn].markers.zero,
    });
  }
  const battle: BattleHooks = {
    beforeFirstStrike: (view, out) => strikeModifiers(view, effects, out),
    afterRoll: (roll, out) =>
      roll.kind !== undefined &&
      fortunesOfWar(
        ctx,
        { purpose: roll.purpose, kind: roll.kind, owner: roll.owner, success: roll.success ?? false },
        out,
      ),
  };
  return { battle };
}
