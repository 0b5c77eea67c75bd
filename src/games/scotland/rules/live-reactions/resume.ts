// A player turn under the option liveReactions: run from its start with the orders, the dice rolled
// so far and the answers given so far, until it ends or meets a question not yet answered. The events
// already reported are not given again, so both reports read as one continuous turn.
import type { Resolution, StepInput } from '../../../core/contract';
import type { Dice } from '../../../core/dice';
import { eventsFor, type GameEvent } from '../../../core/events';
import type { Order } from '../../order-types';
import { parseStandingText, type Standing } from '../../standing';
import { phasing, type SideId, type State } from '../../state';
import type { EngineHooks } from '../hooks';
import { playOf } from '../markers/turn';
import { sideName } from '../markers/hand';
import { mobilisation, playerTurn } from '../turn';
import { settleStone } from '../stone';
import { ReactionPause, asker, type Answer, type LiveAsk } from './ask';
import { TapeDice } from './tape';
import type { Pending } from './pending';
import { copyPlain } from '../../../core/clone';

/** The reaction step's submission as an answer: no orders (a miss, or `standing`) leaves it to the
 *  standing orders; `pass` alone plays nothing. */
export function answerOf(orders: readonly Order[]): Answer {
  if (!orders.length) return 'standing';
  const lines = orders.flatMap((o) => (o.kind === 'choice' ? [o.line] : []));
  if (lines.length) return { lines };
  return orders.flatMap((o) => (o.kind === 'play' ? [playOf(o)] : []));
}

/** The step run again: a player turn, or the Mobilization step (its foraging and the next month's
 *  displacements ask too). */
function runStep(
  s: State,
  orders: unknown,
  standing: Record<SideId, Standing>,
  dice: Dice,
  events: GameEvent[],
  hooks: EngineHooks,
  live: LiveAsk,
): void {
  if (s.step === 'mobilisation')
    return mobilisation(s, orders as Partial<Record<SideId, Order[]>>, standing, dice, events, live);
  playerTurn(s, orders as Order[], standing, dice, events, hooks, live);
}

export function liveTurn(
  state: State,
  input: StepInput<Order>,
  dice: Dice,
  hooks: EngineHooks,
): Resolution<State> {
  const p = state.live;
  const start = p ? (p.start as State) : copyPlain(state);
  const standingText = p?.standing ?? {
    scots: input.standing.scots ?? '',
    english: input.standing.english ?? '',
  };
  const orders: unknown = p
    ? p.orders
    : state.step === 'mobilisation'
      ? input.orders
      : (input.orders[phasing(state)!] ?? []);
  const answers = p ? [...p.answers, answerOf(input.orders[p.ask.side] ?? [])] : [];
  const standing = {
    scots: parseStandingText(standingText.scots).standing,
    english: parseStandingText(standingText.english).standing,
  };
  const tape = new TapeDice(p?.tape ?? [], dice);
  const s = copyPlain(start);
  const events: GameEvent[] = [];
  try {
    runStep(s, orders, standing, tape, events, hooks, asker(answers));
    if (start.step === 'mobilisation') settleStone(s, tape, events, standing); // as resolveStep does
  } catch (e) {
    if (!(e instanceof ReactionPause)) throw e;
    const ask = e.question;
    const soFar = eventsFor(events, ask.side).map((x) => x.text);
    const pending: Pending = {
      start: start as unknown as Pending['start'],
      standing: standingText,
      orders,
      answers,
      tape: tape.values,
      reported: events.length,
      ask: { ...ask, soFar },
    };
    s.live = pending;
    // Told in this report only: the rerun does not meet it, so it is never counted as reported.
    events.push({
      kind: 'reaction-pause',
      text: `The turn stops here for the ${sideName(ask.side)}' answer (${ask.moment}).`,
      side: ask.side,
    });
  }
  return { state: s, events: events.slice(p?.reported ?? 0) };
}
