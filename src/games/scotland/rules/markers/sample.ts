// Random legal marker plays for self-play (legal.ts): some markers of the hand, each with a target
// that passes the checks of the orders as read (`play ...`) and of the dry run (engine.ts).
import type { Rng } from '../../../core/rng';
import type { Order } from '../../order-types';
import type { SideId, State } from '../../state';
import { BATTLE_MARKERS, REACTION_MARKERS, markerName } from './catalogue';
import { windowProblem } from './battle-markers';
import type { MarkerPlay } from './grammar';
import { hand } from './hand';
import { EFFECTS, playProblem, type PlayWhen } from './play';
import { formatPlayOrder } from './orders';

type PlayOrder = Extract<Order, { kind: 'play' }>;
const order = (p: MarkerPlay): PlayOrder => ({ kind: 'play', ...p });

/** A legal play of `marker` now, on a random target, or undefined. */
function tryPlay(
  state: State,
  sim: State,
  side: SideId,
  marker: string,
  when: PlayWhen,
  rng: Rng,
): MarkerPlay | undefined {
  const e = EFFECTS[marker];
  const options = e?.candidates ? e.candidates(sim, side) : [{ marker }];
  const ok = options.filter(
    (p) =>
      !playProblem(state, side, { ...p, ...(when === 'after' ? { after: true } : {}) }, when) &&
      !playProblem(sim, side, p, when),
  );
  if (!ok.length) return undefined;
  const p = rng.pick(ok);
  return when === 'after' ? { ...p, after: true } : p;
}

export class MarkerSampler {
  private readonly held: string[];

  constructor(
    private readonly state: State,
    private readonly side: SideId,
    private readonly rng: Rng,
    private readonly chance = 0.35,
  ) {
    this.held = [...hand(state, side)];
  }

  private take(marker: string): void {
    this.held.splice(this.held.indexOf(marker), 1);
  }

  /** Plays before the moves (their effect applied to `sim`, as the dry run does) or after the battles. */
  outsideBattles(sim: State, when: 'turn' | 'after' | 'mobilisation'): PlayOrder[] {
    const out: PlayOrder[] = [];
    for (const marker of this.rng.shuffle([...new Set(this.held)])) {
      if (BATTLE_MARKERS.includes(marker) || REACTION_MARKERS.includes(marker) || marker === 'forced-march')
        continue;
      if (this.rng.next() > this.chance) continue;
      const play = tryPlay(this.state, sim, this.side, marker, when, this.rng);
      if (!play) continue;
      this.take(marker);
      if (when === 'turn') EFFECTS[marker]?.simulate?.(sim, this.side, play);
      out.push(order(play));
    }
    return out;
  }

  /** A Forced March for one of the stacks that move. */
  forcedMarch(from: readonly string[]): PlayOrder[] {
    if (!this.held.includes('forced-march') || !from.length || this.rng.next() > this.chance) return [];
    const target = this.rng.pick(from);
    if (playProblem(this.state, this.side, { marker: 'forced-march', target }, 'turn')) return [];
    this.take('forced-march');
    return [order({ marker: 'forced-march', target })];
  }

  /** Battle markers for the battles the moves make. */
  battles(hexes: readonly string[]): PlayOrder[] {
    const out: PlayOrder[] = [];
    for (const hex of hexes)
      for (const marker of this.rng.shuffle([...new Set(this.held)])) {
        if (!BATTLE_MARKERS.includes(marker) || this.rng.next() > this.chance) continue;
        const play = { marker, hex };
        if (playProblem(this.state, this.side, play, 'turn') || windowProblem(play, this.side, this.side))
          continue;
        this.take(marker);
        out.push(order(play));
      }
    return out;
  }
}

/** Example plays for the prompt and the help text, as alternatives: markers of the player's own
 *  hand that have a legal play now (never a marker he does not hold). */
export function examplePlays(state: State, side: SideId, battles: readonly string[]): string[] {
  const when: PlayWhen = state.step === 'mobilisation' ? 'mobilisation' : 'turn';
  const out: string[] = [];
  for (const marker of [...new Set(hand(state, side))].sort()) {
    if (REACTION_MARKERS.includes(marker)) continue;
    if (BATTLE_MARKERS.includes(marker)) {
      for (const hex of battles) {
        const play = { marker, hex };
        if (!playProblem(state, side, play, when) && !windowProblem(play, side, side))
          out.push(`battle ${hex}: play ${markerName(marker)}`);
      }
      continue;
    }
    const e = EFFECTS[marker];
    const play = (e?.candidates ? e.candidates(state, side) : [{ marker }]).find(
      (p) => !playProblem(state, side, p, when),
    );
    if (play) out.push(formatPlayOrder(order(play)));
  }
  return out;
}
