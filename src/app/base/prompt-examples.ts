// A step's prompts are stored without their examples (the engine checks each example legal, most of
// a prompt's cost, and a resolution should not wait for it): they are made from the state the prompt
// was made for when a mail or a page shows the prompt.
import type { BaseState, Prompt } from '../../games/core/contract';
import type { AnyGame } from './context';

export function withExamples(module: AnyGame, state: BaseState, prompt: Prompt): Prompt {
  // Prompts stored before they were kept without examples have theirs.
  if (prompt.examples.length > 0) return prompt;
  const made = module.awaiting(state).find((p) => p.side === prompt.side && p.step === prompt.step);
  return { ...prompt, examples: made?.examples ?? [] };
}
