// The reaction step's answer (option liveReactions): `play MARKER [on TARGET]` lines (the words of a
// turn's `play` and of the standing orders), `pass`, or `standing` / nothing: the standing orders
// decide here and for the rest of the turn.
import type { ParseResult, Problem } from '../../../core/contract';
import { lineProblem, splitOrderLines } from '../../../core/order-text';
import { translateLines } from '../../../core/order-words';
import { japaneseOrderWords } from '../../japanese';
import type { Rng } from '../../../core/rng';
import type { Order } from '../../order-types';
import { asSide, type SideId, type State } from '../../state';
import { markerName } from '../markers/catalogue';
import { readPlay } from '../markers/grammar';
import { holds, sideName } from '../markers/hand';
import { playProblem, withTarget } from '../markers/play';
import { example, readChoice, sampleChoiceLine } from './choice';

export function parseReaction(text: string): ParseResult<Order> {
  const orders: Order[] = [];
  const problems: Problem[] = [];
  for (const line of translateLines(splitOrderLines(text), japaneseOrderWords())) {
    const head = line.tokens[0]?.replace(/:+$/, '') ?? '';
    if (head === 'pass' || head === 'no') orders.push({ kind: 'pass' });
    else if (head === 'standing' || head === 'default') continue;
    else if (CHOICE_HEADS.includes(head)) orders.push({ kind: 'choice', line: line.tokens.join(' ') });
    else if (head === 'play') {
      const r = readPlay(line.tokens.slice(1));
      if ('error' in r) problems.push(lineProblem(line, r.error));
      else orders.push({ kind: 'play', ...r.play });
    } else problems.push(lineProblem(line, "answer 'play MARKER', 'pass' or 'standing'"));
  }
  return { orders, problems };
}

const CHOICE_HEADS = ['withdraw', 'displace', 'forage'];

export function reactionProblems(state: State, side: string, orders: readonly Order[]): Problem[] {
  const q = state.live!.ask;
  if (side !== q.side)
    return [{ message: `the game waits for the ${sideName(q.side)}' answer to ${q.moment}` }];
  const lines = orders.flatMap((o) => (o.kind === 'choice' ? [o.line] : []));
  if (q.choice) {
    if (orders.some((o) => o.kind === 'play'))
      return [
        { message: `no marker is asked for here: answer '${example(q.choice)}', 'pass' or 'standing'` },
      ];
    return lines.length ? readChoice(state, q.side, q.choice, lines).problems : [];
  }
  if (lines.length)
    return [{ message: `no choice is asked for here: answer 'play MARKER', 'pass' or 'standing'` }];
  const plays = orders.flatMap((o) => (o.kind === 'play' ? [o] : []));
  if (plays.length > 1 && !q.several) return [{ message: 'play one marker here, or pass' }];
  const offered = q.markers.map(markerName).join(', ');
  const problems: Problem[] = [];
  for (const p of plays) {
    const name = markerName(p.marker);
    const count = plays.filter((x) => x.marker === p.marker).length;
    if (!q.markers.includes(p.marker))
      problems.push({ message: `${name} cannot be played here: you may play ${offered}, or pass` });
    else if (!holds(state, q.side, p.marker, count))
      problems.push({ message: `${name} is not in your hand ${count > 1 ? `${count} times` : ''}`.trim() });
    else if (q.several) {
      const play = withTarget(state, q.side, p);
      const why = play ? playProblem(state, q.side, play, 'enemy-combat') : `${name}: no legal target now`;
      if (why) problems.push({ message: why });
    }
  }
  return problems;
}

/** A random answer for self-play: standing, pass, or one of the markers offered. */
export function sampleReaction(state: State, side: SideId, rng: Rng): Order[] {
  const q = state.live!.ask;
  if (asSide(side) !== q.side) return [];
  const choices: Order[][] = [[], [{ kind: 'pass' }]];
  if (q.choice) return rng.pick([...choices, [{ kind: 'choice', line: sampleChoiceLine(q.choice, rng) }]]);
  for (const marker of q.markers) {
    const play = q.several ? withTarget(state, side, { marker }) : { marker };
    if (play) choices.push([{ kind: 'play', ...play }]);
  }
  return rng.pick(choices);
}
