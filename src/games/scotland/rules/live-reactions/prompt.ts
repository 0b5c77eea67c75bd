// The reaction step (option liveReactions, SEQUENCE.md): its prompt to the holder, who alone reads
// his hand and what his standing orders would do. The title is public and names no marker he holds.
import type { AwaitingOptions, Prompt } from '../../../core/contract';
import { currentTurn, type State } from '../../state';
import { sideAdjective } from '../../step-titles';
import { markerName } from '../markers/catalogue';
import { formatPlay } from '../markers/grammar';
import { withTarget } from '../markers/play';
import { legalExamples } from '../../../core/examples';
import { parseReaction, reactionProblems } from './answer';
import { example, tapChoice } from './choice';

export function reactionTitle(state: State): string {
  const q = state.live!.ask;
  return `${currentTurn(state).name}, ${sideAdjective(q.side)} reaction: ${q.moment}`;
}

/** Every answer the holder may give here, one line each. */
export function reactionChoices(state: State): string[] {
  const q = state.live!.ask;
  if (q.choice) return [example(q.choice), 'pass'];
  const plays = q.markers.flatMap((marker) => {
    const play = q.several ? withTarget(state, q.side, { marker }) : { marker };
    return play ? [`play ${q.several ? formatPlay(play) : markerName(marker)}`] : [];
  });
  return [...plays, 'pass'];
}

/** The examples block (core/examples): one legal answer to copy. */
function examples(state: State): string[] {
  const q = state.live!.ask;
  const plays = reactionChoices(state).filter((c) => c !== 'pass');
  const problems = (text: string) =>
    reactionProblems(state, q.side, parseReaction(text).orders).concat(parseReaction(text).problems);
  return legalExamples(q.several ? plays.map((p) => [p]) : [plays], problems, 'pass');
}

/** The question of an owner's choice (choice.ts): what may be named, where, and the default. */
function choicePrompt(state: State, opts: AwaitingOptions): Prompt {
  const q = state.live!.ask;
  const c = q.choice!;
  const ask =
    c.kind === 'forage'
      ? `Name the ${c.loss} of ${c.ids.join(', ')} that forage away from ${c.hex} (STB-6.0c): answer 'forage ${c.hex}: remove IDS'.`
      : c.kind === 'withdraw'
        ? `Your withdrawal from ${c.hex} succeeded: name where ${c.ids.join(', ')} go, among ${c.hexes.join(', ')}; they may be split (STB-7.2, STB-AMB-25): answer 'withdraw ${c.hex}: IDS to HEX, IDS to HEX'.`
        : `Your units in ${c.hex} are displaced: name where ${c.ids.join(', ')} go, among ${c.hexes.join(', ')}; they may be split (STB-11.3f, STB-AMB-73): answer 'displace: IDS to HEX, IDS to HEX'.`;
  const text = [
    `The turn is stopped for your answer: ${q.moment}.`,
    q.soFar?.length ? `So far this turn: ${q.soFar.join(' ')}` : '',
    ask,
    `Pieces you do not name, and all with 'pass', follow your standing orders.`,
    `Without an answer by the deadline, or with 'standing', your standing orders decide here and for the rest of this turn; here they would: ${q.standing}.`,
  ];
  const problems = (t: string) =>
    reactionProblems(state, q.side, parseReaction(t).orders).concat(parseReaction(t).problems);
  return {
    side: q.side,
    step: 'reaction',
    title: reactionTitle(state),
    text: text.filter(Boolean).join(' '),
    orderKinds: [c.kind, 'pass', 'standing'],
    examples: opts.examples === false ? [] : legalExamples([[example(c)]], problems, 'pass'),
    standingOnMiss: true,
    tapChoice: tapChoice(c),
  };
}

export function reactionPrompt(state: State, handLine: string, opts: AwaitingOptions = {}): Prompt {
  const q = state.live!.ask;
  if (q.choice) return choicePrompt(state, opts);
  const names = q.markers.map(markerName).join(', ');
  const text = [
    `The turn is stopped for your answer: ${q.moment}.`,
    q.soFar?.length ? `So far this turn: ${q.soFar.join(' ')}` : '',
    `You may play ${names}${q.several ? ' (several lines, carried out in order; `on any` takes the first legal target)' : ''}: answer ${reactionChoices(
      state,
    )
      .map((e) => `'${e}'`)
      .join(' or ')}.`,
    `Without an answer by the deadline, or with 'standing', your standing orders decide here and for the rest of this turn; here they would: ${q.standing}.`,
    handLine,
  ];
  return {
    side: q.side,
    step: 'reaction',
    title: reactionTitle(state),
    text: text.filter(Boolean).join(' '),
    orderKinds: ['play', 'pass', 'standing'],
    examples: opts.examples === false ? [] : examples(state),
    standingOnMiss: true,
  };
}
