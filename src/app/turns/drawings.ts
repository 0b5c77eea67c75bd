// What one side sees after a step never changes (a step's state and events are written once), and
// computing it is most of an orders page's CPU: the map drawing, the help with its checked examples
// and the destinations of the units. Every page of that step, and the page's last report, share one
// of each (the map one per language: its words are the reader's). A few hundred are kept, most recently used last.
import type { BaseState } from '../../games/core/contract';
import type { GameEvent } from '../../games/core/events';
import type { Lang } from '../../games/core/lang';
import type { AnyGame } from '../base/context';
import { Kept } from '../../games/core/kept';

const kept = new Kept<unknown>(200);

/** `compute()`'s value for `key` (which names the game, the step, the side and what it is). */
export function keptPerStep<T>(key: string, compute: () => T): T {
  return kept.keep(key, compute) as T;
}

export function sideDrawing(
  module: AnyGame,
  at: { gameId: string; seq: number; side: string },
  state: BaseState,
  events: GameEvent[],
  lang: Lang = 'en',
): string {
  return keptPerStep(`${at.gameId}/${at.seq}/${at.side}/map/${lang}`, () =>
    module.draw(module.view(state, at.side), events, lang),
  );
}
