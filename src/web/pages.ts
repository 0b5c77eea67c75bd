// Page models built from the service's SideView: what the orders, stale, confirmation and game pages
// show. Kept apart from the routes so the routes read as the story of each request.
import type { Report, SideView, SubmitResult } from '../app/index';
import type { Problem } from '../games/core/contract';
import { listNames, reportParts, sideName } from '../mail/compose/format';
import type { PageModel } from './views';

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
  game: string;
  side: string;
  gameTitle: string;
  deadlineAsOf: string;
  timeZone: string | null;
} {
  return {
    game: `${v.game.title} #${v.game.number}`,
    side: sideName(v.side),
    gameTitle: v.game.title,
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
  urls: { action: string; check: string; game: string },
  formToken: string,
  form?: OrdersForm,
): PageModel {
  const h = header(v);
  return {
    title: `${v.prompt?.title ?? v.step.title} — ${h.game}`,
    ...h,
    sideId: v.side,
    svg: v.svg,
    destinations: JSON.stringify(v.destinations ?? {}),
    tapMove: v.tapOrders?.move ?? '',
    tapAttack: v.tapOrders?.attack ?? '',
    prompt: v.prompt,
    promptParagraphs: (v.prompt?.text ?? '').split('\n').filter((p) => p.trim() !== ''),
    deadline: v.step.deadline,
    orders: form?.orders ?? v.submitted?.text ?? '',
    standing: form?.standing ?? v.standing,
    submitted: v.submitted,
    problems: form?.problems ?? [],
    standingProblems: form?.standingProblems ?? [],
    refused: refusal(form),
    formToken,
    urls,
    lastReport: v.lastReport ? reportModel(v.lastReport) : null,
  };
}

/** What the banner of a refused submission says: how many problems, and where the first one is. */
function refusal(form?: OrdersForm): { count: string; first: string } | null {
  const orders = form?.problems?.length ?? 0;
  const standing = form?.standingProblems?.length ?? 0;
  const n = orders + standing;
  if (n === 0) return null;
  return {
    count: n === 1 ? '1 problem' : `${n} problems`,
    first: orders > 0 ? 'problem-1' : 'standing-problem-1',
  };
}

/** A link whose step is no longer open, or a side with nothing to do now. */
export function stalePage(v: SideView, gameUrl: string): PageModel {
  const h = header(v);
  const waiting = v.step.awaiting.filter((s) => s !== v.side);
  const reason =
    v.game.status === 'finished'
      ? 'The game is over.'
      : v.game.status === 'paused'
        ? 'The game is paused by its organiser. Your link works again when it resumes.'
        : v.linkStep && v.linkStep.status !== 'open'
          ? `This link was for ${v.linkStep.title ?? 'an earlier step'}, which has already been resolved.`
          : 'Your side has no orders to give in this step.';
  return {
    title: `${h.game}: nothing to do with this link`,
    ...h,
    reason,
    currentLink: v.link,
    waitingFor: waiting.length ? listNames(waiting) : null,
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
  const waiting = v.step.awaiting.filter((s) => s !== v.side);
  return {
    title: `Orders accepted — ${h.game}`,
    ...h,
    normal: r.normal,
    standing: r.standing,
    resolved: r.resolved,
    waitingFor: !r.resolved && waiting.length ? listNames(waiting) : null,
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
