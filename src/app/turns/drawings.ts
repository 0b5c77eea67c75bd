// What one side sees after a step never changes (a step's state and events are written once), and
// computing it is most of an orders page's CPU: the map drawing, the help with its checked examples
// and the destinations of the units. Every page of that step, and the page's last report, share one
// of each (the map one per language: its words are the reader's). A few hundred are kept, most recently used last.
import type { BaseState } from '../../games/core/contract';
import type { GameEvent } from '../../games/core/events';
import type { Lang } from '../../games/core/lang';
import type { AnyGame, AppContext } from '../base/context';
import { Kept } from '../../games/core/kept';
import type { Prompt } from '../../games/core/contract';
import { computePageParts, type PageParts, type PartName } from './page-parts';
import { pagePartsOnThread } from './resolution-thread';

const kept = new Kept<unknown>(200);

/** `compute()`'s value for `key` (which names the game, the step, the side and what it is). */
export function keptPerStep<T>(key: string, compute: () => T): T {
  return kept.keep(key, compute) as T;
}

const mapKey = (at: { gameId: string; seq: number; side: string }, lang: Lang) =>
  `${at.gameId}/${at.seq}/${at.side}/map/${lang}`;

export function sideDrawing(
  module: AnyGame,
  at: { gameId: string; seq: number; side: string },
  state: BaseState,
  events: GameEvent[],
  lang: Lang = 'en',
): string {
  return keptPerStep(mapKey(at, lang), () => module.draw(module.view(state, at.side), events, lang));
}

/**
 * The parts of a side's orders page after step `seq` (page-parts.ts) that `want` names: those kept
 * already, the rest computed in one job (on the resolution thread in a server) and kept.
 */
export async function pageParts<K extends PartName>(
  ctx: AppContext,
  module: AnyGame,
  at: { gameId: string; seq: number; side: string },
  step: { state: BaseState; events: GameEvent[]; lang: Lang; prompt: Prompt | null },
  want: readonly K[],
): Promise<Pick<PageParts, K>> {
  const base = `${at.gameId}/${at.seq}/${at.side}`;
  const keys: Record<PartName, string> = {
    svg: mapKey(at, step.lang),
    prompt: `${base}/prompt`,
    destinations: `${base}/destinations`,
    help: `${base}/help/${step.lang}`,
  };
  const missing = want.filter((name) => kept.get(keys[name]) === undefined);
  if (missing.length) {
    const input = { gameType: module.id, side: at.side, ...step, want: missing };
    const made = ctx.resolveOffThread ? await pagePartsOnThread(input) : computePageParts(ctx.games, input);
    for (const name of missing) if (made[name] !== undefined) kept.set(keys[name], made[name]);
  }
  return Object.fromEntries(want.map((name) => [name, kept.get(keys[name])])) as Pick<PageParts, K>;
}
