// Marker plays in the turn's orders: `play MARKER ...` lines, and `play` clauses of a battle plan
// (`battle 0507: play Combat Advantage`). Checked as they are read: the marker is in the writer's
// hand (as many times as it is played), his side may play it now, and its target is legal.
import type { Problem } from '../../../core/contract';
import { lineProblem, type OrderLine } from '../../../core/order-text';
import type { Order } from '../../order-types';
import type { SideId, State } from '../../state';
import { MARKER_WORDS, markerName } from './catalogue';
import { handText } from './cup';
import { formatPlay, readPlay } from './grammar';
import { hand } from './hand';
import { playProblem, type PlayWhen } from './play';

type PlayOrder = Extract<Order, { kind: 'play' }>;

/** One `play ...` line (words after `play`), checked against the position now. */
export function parsePlay(
  state: State,
  side: SideId,
  line: OrderLine,
  words: readonly string[],
  hex?: string,
): PlayOrder | Problem {
  if (!state.markers) return lineProblem(line, 'strategy markers are not used in this game');
  const r = readPlay(words);
  if ('error' in r)
    return lineProblem(
      line,
      r.error,
      r.word !== undefined ? { word: r.word, candidates: MARKER_WORDS } : undefined,
    );
  const play = { ...r.play, ...(hex ? { hex } : {}) };
  const when: PlayWhen = state.step === 'mobilisation' ? 'mobilisation' : play.after ? 'after' : 'turn';
  const problem = playProblem(state, side, play, when);
  return problem ? lineProblem(line, problem) : { kind: 'play', ...play };
}

/** Takes `play` clauses out of battle-plan lines, leaving `battle HEX` heads for the plan parser. */
export function battlePlays(
  state: State,
  side: SideId,
  lines: readonly OrderLine[],
): { orders: PlayOrder[]; problems: Problem[]; rest: OrderLine[] } {
  const orders: PlayOrder[] = [];
  const problems: Problem[] = [];
  const rest: OrderLine[] = [];
  let open: { line: number; hex: string } | undefined;
  for (const line of lines) {
    const t = line.tokens.map((x) => x.replace(/:+$/, ''));
    if (t[0] === 'battle') open = { line: line.line, hex: t[1] ?? '' };
    else if (open?.line !== line.line) open = undefined;
    const at = t[0] === 'battle' ? 2 : 0;
    if (!open || t[at] !== 'play') {
      rest.push(line);
      continue;
    }
    const parsed = parsePlay(state, side, line, t.slice(at + 1), open.hex);
    if ('message' in parsed) problems.push(parsed);
    else orders.push(parsed);
    if (at) rest.push({ ...line, tokens: line.tokens.slice(0, 2) });
  }
  return { orders, problems, rest };
}

/** Every marker played must be in the hand, as many times as it is played. */
export function handProblems(
  state: State,
  side: SideId,
  plays: readonly { order: PlayOrder; line?: OrderLine }[],
): Problem[] {
  const problems: Problem[] = [];
  const held = [...hand(state, side)];
  for (const { order, line } of plays) {
    const i = held.indexOf(order.marker);
    if (i >= 0) {
      held.splice(i, 1);
      continue;
    }
    const message = `${markerName(order.marker)} is not in your hand${hand(state, side).includes(order.marker) ? ' that many times' : ''} (you hold: ${handText(hand(state, side))})`;
    problems.push(line ? lineProblem(line, message) : { message });
  }
  return problems;
}

export const formatPlayOrder = (o: PlayOrder): string => `play ${formatPlay(o)}`;
