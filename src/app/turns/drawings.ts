// The map one side sees after a step never changes (a step's state and events are written once), and
// drawing it is most of an orders page's CPU: every page of that step, and the page's last report,
// share one drawing (one per language: the picture's words are the reader's). A few hundred are kept,
// most recently used last.
import type { GameEvent } from '../../games/core/events';
import type { Lang } from '../../games/core/lang';
import type { AnyGame } from '../base/context';

const KEPT = 200;
const drawings = new Map<string, string>();

export function sideDrawing(
  module: AnyGame,
  at: { gameId: string; seq: number; side: string },
  state: unknown,
  events: GameEvent[],
  lang: Lang = 'en',
): string {
  const key = `${at.gameId}/${at.seq}/${at.side}/${lang}`;
  let svg = drawings.get(key);
  if (svg === undefined) {
    svg = module.draw(module.view(state as never, at.side), events, lang);
    if (drawings.size >= KEPT) drawings.delete(drawings.keys().next().value as string);
  } else {
    drawings.delete(key);
  }
  drawings.set(key, svg);
  return svg;
}
