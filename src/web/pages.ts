// Page models built from the service's SideView: what the orders, stale, confirmation and game pages
// show. Kept apart from the routes so the routes read as the story of each request.
import type { DieKindStats, Report, SideView, SubmitResult } from '../app/index';
import type { Problem } from '../games/core/contract';
import { listNames, reportParts, sideName } from '../mail/compose/format';
import type { PageModel } from './views';
import { translator, type Lang, type T } from '../i18n/index';

export interface ReportModel {
  seq: number;
  title: string;
  resolvedAt: string;
  moves: string[];
  battles: { title: string; lines: string[] }[];
  other: string[];
  result: Report['result'];
}

/** Events of a report are already filtered to the side by the service. */
export function reportModel(r: Report): ReportModel {
  return { seq: r.seq, title: r.title, resolvedAt: r.resolvedAt, ...reportParts(r.events), result: r.result };
}

function header(v: SideView): {
  lang: Lang;
  sideNames: Record<string, string> | null;
  game: string;
  side: string;
  gameTitle: string;
  /** The game whose rules summary the report lines' clauses link to. */
  rulesGame: string;
  deadlineAsOf: string;
  timeZone: string | null;
} {
  return {
    lang: v.lang,
    sideNames: v.sideNames,
    game: translator(v.lang)('common.game', { title: v.game.title, number: v.game.number }),
    side: sideName(v.side, v.sideNames ?? undefined),
    gameTitle: v.game.title,
    rulesGame: v.game.type,
    deadlineAsOf: v.asOf,
    timeZone: v.timeZone,
  };
}

export interface OrdersForm {
  orders: string;
  standing: string;
  problems?: Problem[];
  standingProblems?: Problem[];
}

export function ordersPage(
  v: SideView,
  urls: { action: string; check: string; game: string; language: string },
  formToken: string,
  form?: OrdersForm,
  help?: string,
): PageModel {
  const h = header(v);
  const t = translator(v.lang);
  return {
    title: t('web.orders.title', { step: v.prompt?.title ?? v.step.title, game: h.game }),
    help: help ?? '',
    ...h,
    sideId: v.side,
    svg: v.svg,
    destinations: JSON.stringify(v.destinations ?? {}),
    tapMove: v.tapOrders?.move ?? '',
    tapAttack: v.tapOrders?.attack ?? '',
    tapChoice: v.prompt?.tapChoice ? JSON.stringify(v.prompt.tapChoice) : '',
    prompt: v.prompt,
    promptParagraphs: (v.prompt?.text ?? '').split('\n').filter((p) => p.trim() !== ''),
    deadline: v.step.deadline,
    orders: form?.orders ?? v.submitted?.text ?? '',
    standing: form?.standing ?? v.standing,
    submitted: v.submitted,
    problems: form?.problems ?? [],
    standingProblems: form?.standingProblems ?? [],
    refused: refusal(t, form),
    formToken,
    urls,
    lastReport: v.lastReport ? reportModel(v.lastReport) : null,
  };
}

/** What the banner of a refused submission says: how many problems, and where the first one is. */
function refusal(t: T, form?: OrdersForm): { count: string; first: string } | null {
  const orders = form?.problems?.length ?? 0;
  const standing = form?.standingProblems?.length ?? 0;
  const n = orders + standing;
  if (n === 0) return null;
  return {
    count: t('web.orders.problems', { count: n }),
    first: orders > 0 ? 'problem-1' : 'standing-problem-1',
  };
}

/** A link whose step is no longer open, or a side with nothing to do now. */
export function stalePage(v: SideView, gameUrl: string): PageModel {
  const h = header(v);
  const t = translator(v.lang);
  const waiting = v.step.awaiting.filter((s) => s !== v.side);
  const reason =
    v.game.status === 'finished'
      ? t('web.stale.over')
      : v.game.status === 'paused'
        ? t('web.stale.paused')
        : v.linkStep && v.linkStep.status !== 'open'
          ? t('web.stale.resolved', { step: v.linkStep.title ?? t('web.stale.earlierStep') })
          : t('web.stale.nothing');
  return {
    title: t('web.stale.title', { game: h.game }),
    ...h,
    reason,
    currentLink: v.link,
    waitingFor: waiting.length ? listNames(waiting, v.sideNames ?? undefined, t) : null,
    step: v.step,
    result: v.result,
    gameUrl,
    lastReport: v.lastReport ? reportModel(v.lastReport) : null,
    svg: v.svg,
  };
}

export function confirmationPage(
  v: SideView,
  r: Extract<SubmitResult, { ok: true }>,
  urls: { orders: string; game: string },
): PageModel {
  const h = header(v);
  const t = translator(v.lang);
  const waiting = v.step.awaiting.filter((s) => s !== v.side);
  return {
    title: t('web.confirmed.title', { game: h.game }),
    ...h,
    normal: r.normal,
    standing: r.standing,
    resolved: r.resolved,
    contribution: r.contribution,
    waitingFor: !r.resolved && waiting.length ? listNames(waiting, v.sideNames ?? undefined, t) : null,
    urls,
  };
}

export function gamePage(v: SideView, reports: Report[]): PageModel {
  const h = header(v);
  return {
    title: `${h.game} — ${h.side}`,
    ...h,
    svg: v.svg,
    step: v.step,
    status: v.game.status,
    result: v.result,
    seedHash: v.game.seedHash,
    seed: v.game.seed,
    handicap: v.game.handicap,
    standing: v.standing,
    link: v.link,
    reports: reports.map(reportModel).reverse(),
  };
}

/** The dice statistics as a page shows them: per kind of die, its counts, the test and the chart. */
export function diceModel(kinds: readonly DieKindStats[] | null) {
  return (
    kinds?.map((k) => ({
      die: `d${k.sides}`,
      rolls: k.rolls,
      faces: k.counts.map((n, i) => ({ face: i + 1, n })),
      chi: k.test ? k.test.statistic.toFixed(2) : null,
      degrees: k.test?.degrees ?? null,
      p: k.test ? k.test.pValue.toFixed(3) : null,
      svg: k.histogram,
    })) ?? null
  );
}
