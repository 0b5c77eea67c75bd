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
import { gameIdOfPublicToken } from '../base/links';
import { gameById } from '../../db/repos/games';
import type { GameRow } from '../../db/schema';
import { seatLanguage } from '../language/seat-language';
import { readerOf } from '../notices/reader';
import { drawingOf } from '../turns/drawings';
import type { Lang } from '../../i18n/index';

export interface ReplayStep {
  lang: Lang;
  title: string;
  gameType: string;
  number: number;
  finished: boolean;
  /** The side whose replay this is; 'public' for a finished game's public replay. */
  side: string;
  sideNames: Record<string, string> | null;
  /** 0 is the position after set-up; `last` the last resolved step. */
  step: number;
  last: number;
  stepTitle: string;
  svg: string;
  /** The orders given for this step (other sides' only once the game is over), each with the
   *  contribution to the dice its submission carried (null: a game of dice scheme 1, or none). */
  orders: { side: string; lines: string[]; contribution: string | null }[];
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
  const lang = await seatLanguage(ctx.db, game.id, input.side);
  return stepOf(ctx, game, input.side, lang, input.step);
}

/**
 * One step of a finished game's public replay (`/g/<token>/replay`), in the reader's language:
 * everything, as once the game is over. Refused (not found) unless the game is over and its organiser
 * made the replay public.
 */
export async function publicReplayStep(
  ctx: AppContext,
  input: { token: string; lang: Lang; step?: number },
): Promise<ReplayStep> {
  const gameId = gameIdOfPublicToken(ctx.config, input.token);
  const game = gameId ? await gameById(ctx.db, gameId) : undefined;
  if (!game || game.status !== 'finished' || !game.replay_public)
    throw new ServiceError('not-found', 'this game’s replay is not public');
  return stepOf(ctx, game, null, input.lang, input.step);
}

/** The step as `side` sees it, or as anyone sees a finished game's public replay (side null). */
async function stepOf(
  ctx: AppContext,
  game: GameRow,
  side: string | null,
  lang: Lang,
  asked: number | undefined,
): Promise<ReplayStep> {
  const module = moduleOf(ctx, game.game_type);
  const finished = game.status === 'finished';
  const last = stateSeq(game);
  const step = Math.min(Math.max(0, Math.trunc(asked ?? last)), last);
  const viewer = side ?? 'public';
  const reader = readerOf({ module, langs: { [viewer]: lang } }, viewer);
  const record = step > 0 ? await keptStepRecord(ctx.db, game.id, step) : null;
  const shown = record ? (finished ? record.events : eventsFor(record.events, side)) : [];
  const state = await keptState(ctx.db, module, game.id, step);
  const orders = (await allSubmissions(ctx.db, game.id))
    .filter((s) => s.step_seq === step && !s.superseded && (finished || s.side === side))
    .map((s) => ({ side: s.side, lines: reader.orders(s.normal as string[]), contribution: s.contribution }));
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
    side: viewer,
    sideNames: reader.sideNames ?? null,
    step,
    last,
    stepTitle: record ? reader.sentence(record.title) : '',
    // A side's own map of the step, as its reports draw it (the drawing is kept under that key); the
    // public replay's map is the neutral observer's, with every event of the step drawn on it.
    svg: await drawingOf(ctx, module, {
      gameId: game.id,
      seq: step,
      viewer: side ?? '(replay)',
      state,
      events: side === null ? (record?.events ?? []) : eventsFor(record?.events ?? [], side),
      lang: reader.lang,
    }),
    orders,
    dice: rolls.map((r) => ({ ...r, purpose: reader.sentence(r.purpose) })),
    events: reader.events(shown),
  };
}
