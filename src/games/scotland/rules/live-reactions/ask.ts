// Live reactions (option liveReactions): where a marker of the player who is not moving could be
// played, the game asks him instead of reading his standing orders. The engine stays pure: a question
// not yet answered stops the resolution (ReactionPause); the answer arrives as the next step and the
// turn is run again from its start with the same dice and the answers so far (resume.ts).
import type { SideId } from '../../state';
import type { MarkerPlay } from '../markers/grammar';
import type { Answer, Question } from './pending';

export type { Answer, Question } from './pending';

/** Thrown where a question has no answer yet; caught by resume.ts, never escapes the engine. */
export class ReactionPause extends Error {
  constructor(readonly question: Question) {
    super(`waiting for the ${question.side}: ${question.moment}`);
    this.name = 'ReactionPause';
  }
}

export interface LiveAsk {
  /** The answer to this question, in the order asked; throws ReactionPause when none is given yet. */
  answer(q: Question): Answer;
}

/** Answers in order. After a side's `standing` answer (a miss) nothing more is asked of that side in
 *  this step: he is away, and waiting a deadline for every later question would stall the game. The
 *  other side (both may be asked in the Mobilization step) is still asked. */
export function asker(answers: readonly Answer[]): LiveAsk {
  let next = 0;
  const away = new Set<SideId>();
  return {
    answer(q) {
      if (away.has(q.side)) return 'standing';
      const a = answers[next];
      if (a === undefined) throw new ReactionPause(q);
      next += 1;
      if (a === 'standing') away.add(q.side);
      return a;
    },
  };
}

export const LIVE_WHY = 'answered live';

/** The holder's live answer here, or undefined when the game does not ask (option off, his own
 *  turn, nothing playable) or he left it to his standing orders. */
export function liveAnswer(
  live: LiveAsk | undefined,
  phasing: SideId | null,
  side: SideId,
  q: Omit<Question, 'side' | 'soFar'>,
): MarkerPlay[] | undefined {
  if (!live || side === phasing || q.markers.length === 0) return undefined;
  const a = live.answer({ ...q, side });
  return Array.isArray(a) ? a : undefined;
}
