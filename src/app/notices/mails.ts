// Which mails a game sends when, built from what the use-cases know. Composition (templates, PNG) is
// the web engineer's (mail/compose); this file fills the contexts. Every mail is queued in the
// outbox by the caller inside its transaction.
import { handicapWords } from '../base/handicap';
import type { BaseState, Result } from '../../games/core/contract';
import { eventsFor, type GameEvent } from '../../games/core/events';
import {
  composeFinal,
  composeNotice,
  composePrompt,
  composeReport,
  composeStart,
} from '../../mail/compose/index';
import type { ActionContext, MailBase, OutgoingMail } from '../../mail/compose/types';
import type { AppContext } from '../base/context';
import type { GameFacts, OpenStep } from '../base/facts';
import { gameUrl, hubUrl, orderUrl, replyToken, rulesUrl } from '../base/links';
import { readerOf } from './reader';
import { playedByBot, sayNotice, wordsFor, type Notice } from './words';

function base(
  ctx: AppContext,
  g: GameFacts,
  side: string,
  /** null: a mail without a map. */
  state: BaseState | null,
  events: GameEvent[],
  key: string,
  seq: number,
  withMap = true,
): MailBase {
  const now = ctx.now();
  const reader = readerOf(g, side);
  const view = withMap && state ? g.module.view(state, side) : null;
  const svg = view ? g.module.draw(view, eventsFor(events, side), reader.lang) : '';
  return {
    gameId: g.id,
    gameNumber: g.number,
    gameTitle: reader.title,
    ...(reader.sideNames ? { sideNames: reader.sideNames } : {}),
    lang: reader.lang,
    side,
    to: g.players[side] ?? '',
    from: ctx.config.mailFrom,
    mailDomain: ctx.config.mailDomain,
    mailKey: key,
    map: { svg },
    ...(g.module.texts?.place && state
      ? { placeName: (place: string) => g.module.texts!.place!(reader.lang, state, place) }
      : {}),
    ...(g.handicap?.points ? { handicap: handicapWords(g.module, g.handicap) } : {}),
    gameUrl: gameUrl(
      ctx.config,
      { gameId: g.id, side, step: seq, seat: g.seats?.[side] },
      now,
      g.turnTimeSeconds,
    ),
    ...(g.players[side] ? { hubUrl: hubUrl(ctx.config, g.players[side], now) } : {}),
    rulesUrl: rulesUrl(ctx.config, g.module.id, reader.lang),
  };
}

function action(
  ctx: AppContext,
  g: GameFacts,
  side: string,
  step: OpenStep,
  state: BaseState | null,
): ActionContext | undefined {
  const stored = step.prompts.find((p) => p.side === side);
  if (!stored) return undefined;
  const prompt = readerOf(g, side).prompt(state, stored);
  const seat = g.seats?.[side] ?? 0;
  const target = { gameId: g.id, side, step: step.seq, seat };
  return {
    prompt,
    orderUrl: orderUrl(ctx.config, target, ctx.now(), g.turnTimeSeconds),
    replyToken: replyToken(ctx.config, g.number, g.module.sides.indexOf(side), step.seq, seat),
    deadline: step.deadline?.toISOString() ?? null,
    standing: g.standing[side] ?? '',
    ...(g.timeZones?.[side] ? { timeZone: g.timeZones[side] } : {}),
    now: ctx.now().toISOString(),
    calendar: { step: step.seq, sequence: step.revision ?? 0, stamp: ctx.now().toISOString() },
  };
}

/** The first mail to each side: the prompt (with the dice commitment) or, if it waits, the start mail. */
export function firstMails(ctx: AppContext, g: GameFacts, state: BaseState, step: OpenStep): OutgoingMail[] {
  return g.module.sides.map((side) => {
    const bots = Object.entries(g.bots ?? {}).map(([s, level]) => playedByBot(s, level));
    const notices = bots.map((n) => sayNotice(wordsFor(g, side), n));
    const b = { ...base(ctx, g, side, state, [], 'start', step.seq), ...(notices.length ? { notices } : {}) };
    const next = action(ctx, g, side, step, state);
    return next
      ? composePrompt({ ...b, ...next, seedHash: g.seedHash })
      : composeStart({ ...b, seedHash: g.seedHash, waitingFor: step.prompts.map((p) => p.side) });
  });
}

export interface Resolved {
  seq: number;
  title: string;
  events: GameEvent[];
  state: BaseState;
  /** Paragraphs every side reads first (e.g. whose orders did not arrive), in each side's language. */
  notices?: (string | Notice)[];
}

const noticesFor = (g: GameFacts, side: string, notices: Resolved['notices']): string[] => {
  const w = wordsFor(g, side);
  return (notices ?? []).map((n) => sayNotice(w, n));
};

/** After a resolution: a report to every side (with the prompt for whoever acts next), or the final mail. */
export function reportMails(
  ctx: AppContext,
  g: GameFacts,
  done: Resolved,
  next: OpenStep | null,
  result: Result | null,
): OutgoingMail[] {
  return g.module.sides.map((side) => {
    if (!next || result) {
      const b = {
        ...base(ctx, g, side, done.state, done.events, 'final', done.seq),
        notices: noticesFor(g, side, done.notices),
      };
      const reader = readerOf(g, side);
      const outcome = result ?? { winner: null, level: 'draw', score: {}, summary: '' };
      return composeFinal({
        ...b,
        result: reader.result(outcome),
        seed: g.seed,
        seedHash: g.seedHash,
        recordUrl: `${b.gameUrl}/record`,
        events: reader.events(done.events),
        stepTitle: reader.sentence(done.title),
      });
    }
    const b = {
      ...base(ctx, g, side, done.state, done.events, `s${done.seq}-report`, next.seq),
      notices: noticesFor(g, side, done.notices),
    };
    const act = action(ctx, g, side, next, done.state);
    const reader = readerOf(g, side);
    return composeReport({
      ...b,
      stepTitle: reader.sentence(done.title),
      events: reader.events(done.events),
      ...(act ? { next: act } : { waitingFor: next.prompts.map((p) => p.side) }),
    });
  });
}

/** A prompt again, for a side that still owes orders: a reminder, an extension (`key` unique per mail). */
export function promptMail(
  ctx: AppContext,
  g: GameFacts,
  side: string,
  state: BaseState,
  step: OpenStep,
  key: string,
  notices: string[],
): OutgoingMail | null {
  const next = action(ctx, g, side, step, state);
  if (!next) return null;
  return composePrompt({ ...base(ctx, g, side, state, [], key, step.seq), ...next, notices });
}

/** A short notice in the game's thread, without the map; with the prompt's link when `step` awaits the side. */
export function noticeMail(
  ctx: AppContext,
  g: GameFacts,
  side: string,
  key: string,
  text: { title: string; paragraphs: string[] },
  seq: number,
  step?: OpenStep,
): OutgoingMail {
  const { map: _map, ...head } = base(ctx, g, side, null, [], key, seq, false);
  const next = step ? action(ctx, g, side, step, null) : undefined;
  return composeNotice({ ...head, ...text, ...(next ? { next } : {}) });
}

export type { GameFacts, OpenStep } from '../base/facts';
