// Step-through replay (issue #45): one step of a game as a side may see it, with the map after the
// step, the orders, the dice and each result with the clause that decided it. In a running game a
// side sees its own orders and the events shown to it, up to the last resolved step; once the game is
// over, everything: every side's orders, every event and every die.
import { allStates } from '../../db/repos/steps';
import { allSubmissions } from '../../db/repos/submissions';
import type { Roll } from '../../games/core/dice';
import { eventsFor, type GameEvent } from '../../games/core/events';
import type { AppContext } from '../base/context';
import { ServiceError } from '../base/errors';
import { keptState, keptStepRecord } from '../base/kept-states';
import { moduleOf, requireGame, stateSeq } from '../base/load';
import { seatLanguage } from '../language/seat-language';
import { readerOf } from '../notices/reader';
import { sideDrawing } from '../turns/drawings';
import type { Lang } from '../../i18n/index';

export interface ReplayStep {
  lang: Lang;
  title: string;
  gameType: string;
  number: number;
  finished: boolean;
  side: string;
  sideNames: Record<string, string> | null;
  /** 0 is the position after set-up; `last` the last resolved step. */
  step: number;
  last: number;
  stepTitle: string;
  svg: string;
  /** The orders given for this step (other sides' only once the game is over). */
  orders: { side: string; lines: string[] }[];
  /** Every die of the step once the game is over; during it, the dice in the events this side saw. */
  dice: Roll[];
  events: GameEvent[];
}

export async function replayStep(
  ctx: AppContext,
  input: { gameId: string; side: string; step?: number },
): Promise<ReplayStep> {
  const game = await requireGame(ctx.db, input.gameId);
  const module = moduleOf(ctx, game.game_type);
  if (!module.sides.includes(input.side)) throw new ServiceError('not-found', `no side ${input.side}`);
  const finished = game.status === 'finished';
  const last = stateSeq(game);
  const step = Math.min(Math.max(0, Math.trunc(input.step ?? last)), last);
  const lang = await seatLanguage(ctx.db, game.id, input.side);
  const reader = readerOf({ module, langs: { [input.side]: lang } }, input.side);
  const record = step > 0 ? await keptStepRecord(ctx.db, game.id, step) : null;
  const shown = record ? (finished ? record.events : eventsFor(record.events, input.side)) : [];
  const state = await keptState(ctx.db, module, game.id, step);
  const orders = (await allSubmissions(ctx.db, game.id))
    .filter((s) => s.step_seq === step && !s.superseded && (finished || s.side === input.side))
    .map((s) => ({ side: s.side, lines: reader.orders(s.normal as string[]) }));
  const rolls = finished
    ? (((await allStates(ctx.db, game.id)).find((r) => r.step_seq === step)?.rolls ?? []) as Roll[])
    : shown.flatMap((e) =>
        e.kind === 'roll' && typeof e.value === 'number'
          ? [{ purpose: String(e.purpose ?? ''), sides: Number(e.sides ?? 6), value: e.value }]
          : [],
      );
  return {
    lang: reader.lang,
    title: reader.title,
    gameType: game.game_type,
    number: game.number,
    finished,
    side: input.side,
    sideNames: reader.sideNames ?? null,
    step,
    last,
    stepTitle: record ? reader.sentence(record.title) : '',
    // The side's own map of the step, as its reports draw it (the drawing is kept under that key).
    svg: sideDrawing(
      module,
      { gameId: game.id, seq: step, side: input.side },
      state,
      eventsFor(record?.events ?? [], input.side),
      reader.lang,
    ),
    orders,
    dice: rolls.map((r) => ({ ...r, purpose: reader.sentence(r.purpose) })),
    events: reader.events(shown),
  };
}
