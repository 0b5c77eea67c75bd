// What one side sees: the orders page and the read-only game page read this, and every past report.
import { parseLang } from '../../i18n/index';
import { seatLanguage } from '../language/seat-language';
import { readerOf } from '../notices/reader';
import { readSide } from '../../db/repos/side-read';
import type { Prompt, Result } from '../../games/core/contract';
import type { GameEvent } from '../../games/core/events';
import { eventsFor } from '../../games/core/events';
import { withClauses } from '../../games/core/clauses';
import { keptState, keptStepRecord, type StepRecord } from '../base/kept-states';
import { readsIn, type AnyGame, type AppContext, type ReadLane } from '../base/context';
import type { GameRow } from '../../db/schema';
import { ServiceError } from '../base/errors';
import { orderUrl } from '../base/links';
import { gameSummary, moduleOf, requireGame, stateSeq } from '../base/load';
import type { Channel, Report, SideView } from '../base/types';
import { drawingOf, pageParts } from './drawings';

/** One side's report of a resolved step: its events as the side saw them, on the map they left
 *  (`svg`: the side's drawing after that step, drawings.ts). */
function reportOf(
  module: AnyGame,
  game: GameRow,
  record: StepRecord,
  mine: GameEvent[],
  svg: string,
): Report {
  const last = record.seq === game.current_step && game.status === 'finished';
  return {
    seq: record.seq,
    title: record.title,
    resolvedAt: record.resolvedAt.toISOString(),
    events: withClauses(module.clauses, mine),
    svg,
    result: last ? (game.result as Result | null) : null,
  };
}

/** Every past report of a side, oldest first (the game page's history). */
export async function listReports(
  ctx: AppContext,
  input: { gameId: string; side: string },
): Promise<Report[]> {
  const game = await requireGame(ctx.db, input.gameId);
  const module = moduleOf(ctx, game.game_type);
  // The maps' words in the side's language (issue #17).
  const lang = await seatLanguage(ctx.db, game.id, input.side);
  const reports: Report[] = [];
  for (let seq = 1; seq <= stateSeq(game); seq++) {
    const record = await keptStepRecord(ctx.db, game.id, seq);
    const state = await keptState(ctx.db, module, game.id, seq);
    const mine = eventsFor(record.events, input.side);
    const seen = { gameId: game.id, seq, viewer: input.side, state, events: mine, lang };
    reports.push(reportOf(module, game, record, mine, await drawingOf(ctx, module, seen)));
  }
  return reports;
}

export interface SideViewOptions {
  /** false: no map, no last report, no destinations (a confirmation shows none; drawing costs CPU). */
  withMap?: boolean;
  /** 'work' for a form's answer (context.ts); a page loaded reads in the pages' lane. */
  lane?: ReadLane;
}

export async function getSideView(
  ctx: AppContext,
  input: { gameId: string; side: string; step?: number },
  opts: SideViewOptions = {},
): Promise<SideView> {
  const { withMap = true, lane = 'page' } = opts;
  const db = readsIn(ctx, lane);
  // One statement for the game, its step, this side's orders and the sides (side-read.ts).
  const read = await readSide(db, input.gameId, input.side, input.step);
  if (!read) throw new ServiceError('not-found', `no game ${input.gameId}`);
  const { game, sides, step } = read;
  if (!step) throw new Error(`game ${game.id} has no step ${game.current_step}`);
  const open = !step.resolved_at;
  const sub = open ? read.sub : null;
  const asked = input.step === step.seq ? step : read.asked;
  // The page's map is the last report's: the state after the last resolved step, with its events
  // (kept once read: a statement only the first time).
  const seq = stateSeq(game);
  const module = moduleOf(ctx, game.game_type);
  const state = await keptState(db, module, game.id, seq);
  const last = withMap && seq >= 1 ? await keptStepRecord(db, game.id, seq) : null;
  const me = sides.find((s) => s.side === input.side);
  if (!me) throw new ServiceError('not-found', `no side ${input.side} in game ${game.id}`);
  const prompt = open ? ((step.prompts as Prompt[]).find((p) => p.side === input.side) ?? null) : null;
  // The side's pages in its player's language (issue #17); the map is drawn from the events as stored.
  const reader = readerOf({ module, langs: { [input.side]: parseLang(me.lang) ?? 'en' } }, input.side);
  const mine = last ? eventsFor(last.events, input.side) : [];
  // The state after a step never changes: what is computed from it alone is kept (drawings.ts),
  // and computed off the event loop in a server (page-parts.ts).
  const parts = await pageParts(
    ctx,
    module,
    { gameId: game.id, seq, viewer: input.side, state, events: mine, lang: reader.lang, prompt },
    [
      ...(withMap ? (['svg'] as const) : []),
      ...(prompt ? (['prompt'] as const) : []),
      ...(withMap && prompt ? (['destinations', 'help'] as const) : []),
    ],
  );
  const lastReport = last && reportOf(module, game, last, mine, parts.svg ?? '');
  const view = module.view(state, input.side);
  return {
    lang: reader.lang,
    sideNames: reader.sideNames ?? null,
    game: { ...gameSummary(game, module), title: reader.title },
    side: input.side,
    seat: me.seat,
    player: me.email,
    sides: sides.map((s) => s.side),
    step: {
      seq: step.seq,
      title: reader.sentence(step.title),
      awaiting: open ? step.awaiting : [],
      openedAt: step.opened_at.toISOString(),
      deadline: step.deadline?.toISOString() ?? null,
      status: open ? 'open' : 'resolved',
    },
    linkStep:
      input.step === undefined
        ? null
        : {
            seq: input.step,
            title: asked ? reader.sentence(asked.title) : null,
            status: !asked ? 'unknown' : asked.resolved_at ? 'resolved' : 'open',
          },
    asOf: ctx.now().toISOString(),
    timeZone: me.timeZone ?? null,
    prompt: prompt && reader.prompt(state, parts.prompt ?? prompt),
    submitted: sub
      ? {
          text: sub.text,
          normal: sub.normal,
          at: sub.received_at.toISOString(),
          channel: sub.channel as Channel,
        }
      : null,
    standing: me.standing,
    view,
    svg: parts.svg ?? '',
    tapOrders: module.tapOrders ?? null,
    destinations: parts.destinations ?? {},
    help: parts.help ?? '',
    lastReport: lastReport && {
      ...lastReport,
      title: reader.sentence(lastReport.title),
      events: reader.events(lastReport.events),
    },
    result: game.result ? reader.result(game.result as Result) : null,
    link: prompt
      ? orderUrl(
          ctx.config,
          { gameId: game.id, side: input.side, step: step.seq },
          ctx.now(),
          game.turn_time_seconds,
        )
      : null,
  };
}
