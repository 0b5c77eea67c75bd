// What one side sees: the orders page and the read-only game page read this, and every past report.
import { parseLang, type Lang } from '../../i18n/index';
import { seatLanguage } from '../language/seat-language';
import { readerOf } from '../notices/reader';
import { gameSides } from '../../db/repos/games';
import { getStep, listSteps, loadEvents, loadState } from '../../db/repos/steps';
import { currentSubmissions } from '../../db/repos/submissions';
import type { Prompt, Result } from '../../games/core/contract';
import { eventsFor } from '../../games/core/events';
import { canonical } from '../base/canonical';
import type { AnyGame, AppContext } from '../base/context';
import type { GameRow } from '../../db/schema';
import { ServiceError } from '../base/errors';
import { orderUrl } from '../base/links';
import { currentState, gameSummary, moduleOf, requireGame } from '../base/load';
import type { Channel, Report, SideView } from '../base/types';
import { keptPerStep, sideDrawing } from './drawings';

/** Every past report of a side, oldest first; `lastOnly` for the pages that show just the latest. */
export async function listReports(
  ctx: AppContext,
  input: { gameId: string; side: string },
  opts: { lastOnly?: boolean; lang?: Lang } = {},
): Promise<Report[]> {
  const game = await requireGame(ctx.db, input.gameId);
  const module = moduleOf(ctx, game.game_type);
  // The maps' words in the side's language (issue #17).
  const lang = opts.lang ?? (await seatLanguage(ctx.db, game.id, input.side));
  const events = await loadEvents(ctx.db, game.id);
  const resolved = (await listSteps(ctx.db, game.id)).filter((s) => s.resolved_at);
  const steps = opts.lastOnly ? resolved.slice(-1) : resolved;
  const reports: Report[] = [];
  for (const s of steps) {
    const state = canonical(await loadState(ctx.db, game.id, s.seq));
    const mine = eventsFor(events.get(s.seq) ?? [], input.side);
    const last = s.seq === game.current_step && game.status === 'finished';
    reports.push({
      seq: s.seq,
      title: s.title,
      resolvedAt: (s.resolved_at as Date).toISOString(),
      events: mine,
      svg: sideDrawing(module, { gameId: game.id, seq: s.seq, side: input.side }, state, mine, lang),
      result: last ? (game.result as Result | null) : null,
    });
  }
  return reports;
}

/** The page's map: the current state with the last step's events, which is its last report's map. */
function pageDrawing(
  module: AnyGame,
  game: GameRow,
  side: string,
  state: unknown,
  lastReport: Report | null,
  lang: Lang,
): string {
  const seq = game.status === 'finished' ? game.current_step : game.current_step - 1;
  if (lastReport?.seq === seq) return lastReport.svg;
  if (!lastReport) return sideDrawing(module, { gameId: game.id, seq, side }, state, [], lang);
  return module.draw(module.view(state as never, side), lastReport.events, lang);
}

export async function getSideView(
  ctx: AppContext,
  input: { gameId: string; side: string; step?: number },
  /** false: no map, no last report, no destinations (a confirmation shows none; drawing costs CPU). */
  withMap = true,
): Promise<SideView> {
  const game = await requireGame(ctx.db, input.gameId);
  const module = moduleOf(ctx, game.game_type);
  const sides = await gameSides(ctx.db, game.id);
  const me = sides.find((s) => s.side === input.side);
  if (!me) throw new ServiceError('not-found', `no side ${input.side} in game ${game.id}`);
  const step = await getStep(ctx.db, game.id, game.current_step);
  if (!step) throw new Error(`game ${game.id} has no step ${game.current_step}`);
  const state = await currentState(ctx.db, game);
  const open = !step.resolved_at;
  const prompt = open ? ((step.prompts as Prompt[]).find((p) => p.side === input.side) ?? null) : null;
  const sub = open
    ? (await currentSubmissions(ctx.db, game.id, step.seq)).find((s) => s.side === input.side)
    : undefined;
  const asked = input.step === undefined ? null : await getStep(ctx.db, game.id, input.step);
  // The state after a step never changes: what is computed from it alone is kept (drawings.ts).
  const at = `${game.id}/${game.status === 'finished' ? game.current_step : game.current_step - 1}/${input.side}`;
  // The side's pages in its player's language (issue #17); the map is drawn from the events as stored.
  const reader = readerOf({ module, langs: { [input.side]: parseLang(me.lang) ?? 'en' } }, input.side);
  const lastReport = withMap
    ? ((await listReports(ctx, input, { lastOnly: true, lang: reader.lang }))[0] ?? null)
    : null;
  const view = module.view(state as never, input.side);
  return {
    lang: reader.lang,
    sideNames: reader.sideNames ?? null,
    game: { ...gameSummary(game, module), title: reader.title },
    side: input.side,
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
    prompt: prompt && reader.prompt(state, prompt),
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
    svg: withMap ? pageDrawing(module, game, input.side, state, lastReport, reader.lang) : '',
    tapOrders: module.tapOrders ?? null,
    destinations:
      withMap && prompt && module.destinations
        ? keptPerStep(`${at}/destinations`, () => module.destinations!(state as never, input.side))
        : {},
    help:
      withMap && prompt
        ? keptPerStep(
            `${at}/help/${reader.lang}`,
            () =>
              module.texts?.help(reader.lang, state as never, input.side) ??
              module.help(state as never, input.side),
          )
        : '',
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
