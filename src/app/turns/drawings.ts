// What one side sees after a step never changes (a step's state and events are written once), and
// computing it is most of a page's CPU: the map drawing, the prompt's checked examples, the units'
// destinations, the help. Every page of that step, and the page's last report, share one of each
// (the map one per viewer and language: its words are the reader's). A few hundred are kept, most
// recently used last; what is not kept is made in one job, on the resolution thread in a server
// (page-parts.ts), never on the pages' event loop.
import type { BaseState, Prompt } from '../../games/core/contract';
import type { GameEvent } from '../../games/core/events';
import type { Lang } from '../../games/core/lang';
import type { AnyGame, AppContext } from '../base/context';
import { Kept } from '../../games/core/kept';
import { computePageParts, type PageParts, type PartName } from './page-parts';
import { pagePartsOnThread } from './resolution-thread';

const kept = new Kept<unknown>(200);

/** A step's state as a viewer saw it. `viewer`: a side, or a name in brackets for a view of no side
 *  (an observer's, the replay's, the desk's), which sees nothing hidden. */
export interface StepSeen {
  gameId: string;
  seq: number;
  viewer: string;
  state: BaseState;
  /** The viewer's events of the step that left this state (its map shows them). */
  events: GameEvent[];
  lang: Lang;
  /** The side's prompt as stored, when it has one. */
  prompt?: Prompt | null;
}

const isSide = (viewer: string) => !viewer.startsWith('(');

/**
 * The parts of a page after step `seq` that `want` names: those kept already, the rest made in one
 * job and kept. Destinations, help and the prompt are a side's alone.
 */
export async function pageParts<K extends PartName>(
  ctx: AppContext,
  module: AnyGame,
  seen: StepSeen,
  want: readonly K[],
): Promise<Pick<PageParts, K>> {
  const base = `${seen.gameId}/${seen.seq}/${seen.viewer}`;
  const keys: Record<PartName, string> = {
    svg: `${base}/map/${seen.lang}`,
    prompt: `${base}/prompt`,
    destinations: `${base}/destinations`,
    help: `${base}/help/${seen.lang}`,
  };
  const missing = want.filter((name) => kept.get(keys[name]) === undefined);
  if (missing.length) {
    const input = {
      gameType: module.id,
      state: seen.state,
      side: isSide(seen.viewer) ? seen.viewer : null,
      events: seen.events,
      lang: seen.lang,
      prompt: seen.prompt ?? null,
      want: missing,
    };
    const made = ctx.resolveOffThread ? await pagePartsOnThread(input) : computePageParts(ctx.games, input);
    for (const name of missing) if (made[name] !== undefined) kept.set(keys[name], made[name]);
  }
  return Object.fromEntries(want.map((name) => [name, kept.get(keys[name])])) as Pick<PageParts, K>;
}

/** The viewer's map after step `seq` (pageParts). */
export async function drawingOf(ctx: AppContext, module: AnyGame, seen: StepSeen): Promise<string> {
  return (await pageParts(ctx, module, seen, ['svg'])).svg;
}
