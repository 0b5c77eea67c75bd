// What an orders page computes from a step's state alone: the side's map, the prompt's checked
// examples, where each unit may go, the help. Tens of ms of CPU for each side after each step, so a
// server computes them on the resolution thread (resolution-thread.ts), never on the pages' event
// loop: fifty players opening their pages after a burst of resolutions would otherwise hold every
// other page behind them. A command or a test without the thread computes them inline. Pure.
import type { BaseState, Prompt } from '../../games/core/contract';
import type { GameEvent } from '../../games/core/events';
import type { Lang } from '../../games/core/lang';
import type { AnyGame } from '../base/context';
import { withExamples } from '../base/prompt-examples';

export interface PageParts {
  svg: string;
  prompt: Prompt;
  destinations: Record<string, string[]>;
  help: string;
}

export type PartName = keyof PageParts;

export interface PagePartsInput {
  gameType: string;
  state: BaseState;
  /** The side whose page it is; null: a view of no side (an observer's), which sees nothing hidden. */
  side: string | null;
  /** The side's events of the step that left this state (its map shows them). */
  events: GameEvent[];
  lang: Lang;
  /** The side's prompt as stored, when it has one. */
  prompt: Prompt | null;
  want: PartName[];
}

export function computePageParts(games: (id: string) => AnyGame, input: PagePartsInput): Partial<PageParts> {
  const module = games(input.gameType);
  const { state, side, lang, prompt } = input;
  const make: { [K in PartName]: () => PageParts[K] | undefined } = {
    svg: () => module.draw(module.view(state, side), input.events, lang),
    prompt: () => (prompt ? withExamples(module, state, prompt) : undefined),
    destinations: () => (side === null ? {} : (module.destinations?.(state, side) ?? {})),
    help: () => (side === null ? '' : (module.texts?.help(lang, state, side) ?? module.help(state, side))),
  };
  return Object.fromEntries(input.want.map((name) => [name, make[name]()]));
}
