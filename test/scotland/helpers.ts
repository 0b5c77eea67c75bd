// Builders for the Scotland engine tests: an empty board at any month, pieces placed by hand, and a
// step resolved through the module with forced dice.
import { FixedDice, ForcedThenSeededDice, SeededDice, type Dice, type Roll } from '../../src/games/core/dice';
import type { Prompt } from '../../src/games/core/contract';
import type { GameEvent } from '../../src/games/core/events';
import { scotland } from '../../src/games/scotland';
import { CITIES, type Grade, type UnitKind } from '../../src/games/scotland/data';
import { emptyState, newUnit } from '../../src/games/scotland/setup';
import { asSide, type SideId, type State, type UnitState } from '../../src/games/scotland/state';
import type { Rng } from '../../src/games/core/rng';
import type { Order } from '../../src/games/scotland/order-types';

/** No pieces; every Scottish city pro-English; the Scots' player turn of `turn` with 3 Marches each. */
export function board(turn = 0, marches = 3): State {
  const s = emptyState({ markers: false });
  for (const c of CITIES) if (c.loyaltyMarker) s.loyalty[c.name] = 'english';
  Object.assign(s, {
    turn,
    step: 'player-turn',
    order: ['scots', 'english'],
    playerTurn: 0,
    marchDice: { scots: marches, english: marches },
    marchesLeft: marches,
  });
  return s;
}

export function put(
  s: State,
  side: SideId,
  hex: string,
  grade: Grade = 'regular',
  kind: UnitKind = 'infantry',
): UnitState {
  return newUnit(s, side, kind, grade, hex);
}

export function lead(s: State, id: string, hex: string, status: 'active' | 'neutral' = 'active'): void {
  Object.assign(
    s.leaders.find((l) => l.id === id)!,
    { status, hex },
  );
}

export function englishTurn(s: State): State {
  return { ...s, order: ['english', 'scots'] };
}

/** Parses `text` for `side` (no parse problems allowed) and resolves the step with these dice. */
export function play(
  s: State,
  side: SideId,
  text: string,
  dice: number[] = [],
  standing: Partial<Record<SideId, string>> = {},
): { state: State; events: GameEvent[]; problems: string[] } {
  const parsed = scotland.parseOrders(s, side, text);
  if (parsed.problems.length) throw new Error(parsed.problems.map((p) => p.message).join('; '));
  const problems = scotland.validate(s, side, parsed.orders).map((p) => p.message);
  // Forced dice first; any battle left to fight goes on with seeded dice.
  const all = new ForcedThenSeededDice(dice, new SeededDice('5eed', 'scotland-test', 0));
  const r = scotland.resolve(s, { orders: { [side]: parsed.orders }, standing }, all);
  return { ...r, problems };
}

export function muster(
  s: State,
  texts: Partial<Record<SideId, string>>,
  dice: number[] = [1, 1],
  standing: Partial<Record<SideId, string>> = {},
): { state: State; events: GameEvent[] } {
  const m = { ...s, step: 'mobilisation' as const };
  const orders = Object.fromEntries(
    Object.entries(texts).map(([side, text]) => [side, scotland.parseOrders(m, side, text ?? '').orders]),
  );
  return scotland.resolve(m, { orders, standing }, new FixedDice(dice));
}

export const texts = (events: readonly GameEvent[]) => events.map((e) => e.text).join('\n');
export const at = (s: State, hex: string, side?: SideId) =>
  s.units.filter((u) => u.hex === hex && (!side || u.side === side));

/** The board with strategy markers on and the given hands (marker ids). */
export function markerBoard(hands: Partial<Record<SideId, string[]>> = {}, turn = 0, marches = 3): State {
  const s = board(turn, marches);
  s.options = { markers: true };
  s.markers = { hands: { scots: hands.scots ?? [], english: hands.english ?? [] }, played: [] };
  return s;
}

/** Events a side may see, as text. */
export const seen = (events: readonly GameEvent[], side: SideId) =>
  events
    .filter((e) => !e.visibleTo || e.visibleTo.includes(side))
    .map((e) => e.text)
    .join('\n');

/** Random legal orders for every side awaited, each checked to parse back and validate. */
export function sampledOrders(s: State, rng: Rng, where: string): Record<string, Order[]> {
  const orders: Record<string, Order[]> = {};
  for (const p of scotland.awaiting(s)) {
    const text = scotland.legalOrders(s, p.side, rng).map(scotland.formatOrder).join('\n');
    const parsed = scotland.parseOrders(s, p.side, text);
    const problems = [...parsed.problems, ...scotland.validate(s, p.side, parsed.orders)];
    if (problems.length) throw new Error(`${where}: ${text} -> ${problems.map((x) => x.message).join('; ')}`);
    orders[p.side] = parsed.orders;
  }
  return orders;
}

/** Dice for a game split into steps: each step's dice draw on from one list, then seeded dice. */
export function diceStream(values: readonly number[]): () => Dice {
  let next = 0;
  const after = new SeededDice('5eed', 'scotland-test-stream', 0);
  return () => {
    const rolls: Roll[] = [];
    return {
      rolls,
      roll(purpose, sides = 6) {
        const value = next < values.length ? values[next]! : after.roll(purpose, sides);
        next += 1;
        rolls.push({ purpose, sides, value });
        return value;
      },
    };
  };
}

/** A turn with the option liveReactions: the orders, then each reaction step answered in turn by
 *  the next of `answers`, until no reaction is open; the reaction prompts and all events. */
export function playLive(
  s: State,
  side: SideId,
  text: string,
  answers: readonly string[],
  dice: number[] = [],
  standing: Partial<Record<SideId, string>> = {},
): { state: State; events: GameEvent[]; prompts: Prompt[] } {
  const live = { ...structuredClone(s), options: { ...s.options, liveReactions: true } };
  const next = diceStream(dice);
  const resolve = (state: State, who: SideId, orders: string) => {
    const parsed = scotland.parseOrders(state, who, orders);
    const problems = [...parsed.problems, ...scotland.validate(state, who, parsed.orders)];
    if (problems.length) throw new Error(`${orders}: ${problems.map((p) => p.message).join('; ')}`);
    return scotland.resolve(state, { orders: { [who]: parsed.orders }, standing }, next());
  };
  let r = resolve(live, side, text);
  const events = [...r.events];
  const prompts: Prompt[] = [];
  for (const answer of answers) {
    const p = scotland.awaiting(r.state)[0];
    if (p?.step !== 'reaction') throw new Error(`no reaction open for the answer '${answer}'`);
    prompts.push(p);
    r = resolve(r.state, asSide(p.side), answer);
    events.push(...r.events);
  }
  if (r.state.live) throw new Error(`a reaction is still open: ${r.state.live.ask.moment}`);
  return { state: r.state, events, prompts };
}
