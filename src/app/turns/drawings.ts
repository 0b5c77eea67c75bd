// What one side sees after a step never changes (a step's state and events are written once), and
// computing it is most of an orders page's CPU: the map drawing, the help with its checked examples
// and the destinations of the units. Every page of that step, and the page's last report, share one
// of each (the map one per language: its words are the reader's). A few hundred are kept, most recently used last.
import type { GameEvent } from '../../games/core/events';
import type { Lang } from '../../games/core/lang';
import type { AnyGame } from '../base/context';

const KEPT = 200;
const kept = new Map<string, unknown>();

/** `compute()`'s value for `key` (which names the game, the step, the side and what it is). */
export function keptPerStep<T>(key: string, compute: () => T): T {
  let value = kept.get(key) as T | undefined;
  if (value === undefined) {
    value = compute();
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
  } else {
    kept.delete(key);
  }
  kept.set(key, value);
  return value;
}

export function sideDrawing(
  module: AnyGame,
  at: { gameId: string; seq: number; side: string },
  state: unknown,
  events: GameEvent[],
  lang: Lang = 'en',
): string {
  return keptPerStep(`${at.gameId}/${at.seq}/${at.side}/map/${lang}`, () =>
    module.draw(module.view(state as never, at.side), events, lang),
  );
}
