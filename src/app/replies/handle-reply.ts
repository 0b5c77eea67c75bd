// A player's mail reply, after the inbound pipeline has checked the token and the sender: run its
// commands, submit its orders (all or nothing, like the web form), and queue one answer that echoes
// the accepted orders in normal form or lists every bad line, and says what changed.
import { contributionFrom } from '../../games/core/dice';
import { enqueueMails } from '../../db/repos/outbox';
import { wasMailedTo } from '../../db/repos/mail-counts';
import { getStep } from '../../db/repos/steps';
import { submissionOfMail } from '../../db/repos/submissions';
import type { Problem, Result } from '../../games/core/contract';
import { isClubCommand, isNotifyCommand, type InboundCommand } from '../../mail/inbound/commands';
import { runNotifyCommand } from '../notify/mail-commands';
import { MAX_LINE_CHARS, MAX_LINES } from '../../mail/inbound/reply-text';
import type { ReplyRequest } from '../../mail/inbound/pipeline';
import { subjectFor } from '../../mail/compose/thread';
import { listNames } from '../../mail/compose/format';
import { deadlineIn } from '../../i18n/dates';
import { parseLang, translator, type Lang, type T } from '../../i18n/index';
import { seatLanguage } from '../language/seat-language';
import { readerOf } from '../notices/reader';
import { replyAddress } from '../../security/tokens';
import { answerMail } from '../notices/answer-mail';
import { answerAllowance, capNotice, CAP_NOTICE_KIND } from './answer-cap';
import { clearOrders } from '../turns/clear-orders';
import type { AppContext } from '../base/context';
import { ServiceError } from '../base/errors';
import { replyToken } from '../base/links';
import { currentState, moduleOf, requireGame } from '../base/load';
import { clubHeadline } from './club-headline';
import { setAsideSignOff, signOffNote } from './reply-orders';
import { setStanding } from '../turns/set-standing';
import { getSideView } from '../turns/side-view';
import { submitOrders } from '../turns/submit-orders';
import { runTimeCommand } from '../time/time-commands';
import { CLUB_OUTCOMES, runClubCommand } from '../clubs/mail-commands';

const STALE = new Set(['stale-step', 'game-over', 'not-awaited']);

export function problemLines(problems: Problem[], t: T = translator('en')): string {
  return problems
    .map((p) => {
      const where = p.line
        ? `${p.text ? t('reply.lineText', { line: p.line, text: p.text.trim() }) : t('reply.line', { line: p.line })}: `
        : '';
      // The service gives the problems in the seat's language, the suggestion phrased ("did you mean 'XII'?").
      return `  ${where}${p.message}${p.suggestion ? ` (${p.suggestion})` : ''}`;
    })
    .join('\n');
}

/** The game's texts in the answer's language (they translate what its rules wrote). */
async function readerFor(ctx: AppContext, gameId: string, side: string, t: T) {
  const game = await requireGame(ctx.db, gameId);
  return readerOf({ module: moduleOf(ctx, game.game_type), langs: { [side]: t.lang } }, side);
}

interface Reply {
  /** The reader's language (the seat's, or the one this mail chose). */
  t: T;
  paragraphs: string[];
  outcomes: string[];
  stale: boolean;
  /** The answer asks for another reply (a resignation code): give it a Reply-To in any case. */
  awaitsReply?: boolean;
}

async function runCommand(ctx: AppContext, req: ReplyRequest, c: InboundCommand, out: Reply): Promise<void> {
  const { gameId, side, step } = req.target;
  if (isNotifyCommand(c)) {
    // The player's own channels, whichever game the mail answers.
    const answer = await runNotifyCommand(ctx, { email: req.target.player, command: c, t: out.t });
    out.paragraphs.push(answer.text);
    out.outcomes.push('notify');
    return;
  }
  if (isClubCommand(c)) {
    // Not orders: the sender's clubs and ladders, whichever game the mail answers.
    const answer = await runClubCommand(ctx, {
      email: req.target.player,
      gameId,
      command: c,
      lang: out.t.lang,
    });
    out.paragraphs.push(answer.text);
    out.outcomes.push(answer.ok ? c.kind : 'club-refused');
    return;
  }
  const t = out.t;
  if (c.kind === 'help') {
    const game = await requireGame(ctx.db, gameId);
    const module = moduleOf(ctx, game.game_type);
    const state = await currentState(ctx.db, module, game);
    out.paragraphs.push(module.texts?.help(t.lang, state, side) ?? module.help(state, side));
  } else if (c.kind === 'status') {
    out.paragraphs.push(await statusText(ctx, gameId, side, t));
  } else if (c.kind === 'clear') {
    const { cleared } = await clearOrders(ctx, { gameId, side, step });
    out.paragraphs.push(t(cleared ? 'reply.cleared' : 'reply.nothingToClear'));
  } else if (c.kind === 'standing') {
    const res = await setStanding(ctx, { gameId, side, text: c.text });
    out.paragraphs.push(
      res.ok
        ? res.normal
          ? `${t('reply.standingNow')}\n${indent(res.normal)}`
          : t('reply.standingCleared')
        : `${t('reply.standingRefused')}\n${problemLines(res.problems, t)}`,
    );
  } else {
    const answer = await runTimeCommand(ctx, { gameId, side, player: req.target.player }, c);
    out.paragraphs.push(answer.text);
    if (answer.awaitsReply) out.awaitsReply = true;
  }
  out.outcomes.push(c.kind);
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((l) => `  ${l}`)
    .join('\n');

async function statusText(ctx: AppContext, gameId: string, side: string, t: T): Promise<string> {
  const v = await getSideView(ctx, { gameId, side });
  const game = await requireGame(ctx.db, gameId);
  const reader = readerOf({ module: moduleOf(ctx, game.game_type), langs: { [side]: t.lang } }, side);
  const name = t('common.game', { title: reader.title, number: v.game.number });
  if (v.game.status === 'finished')
    return t('reply.status.over', {
      game: name,
      summary: v.result ? reader.sentence(v.result.summary) : '',
    }).trim();
  const lines = [t('reply.status.now', { game: name, step: reader.sentence(v.step.title) })];
  if (v.prompt) {
    lines.push(
      v.submitted
        ? `${t('reply.status.onFile')}\n${indent(reader.orders(v.submitted.normal).join('\n') || t('reply.status.none'))}`
        : t('reply.status.noneYet'),
    );
    const due = deadlineIn(t.lang, v.step.deadline, {
      now: new Date(v.asOf),
      ...(v.timeZone ? { timeZone: v.timeZone } : {}),
    });
    if (due) lines.push(t('reply.status.due', { due }));
    if (v.link) lines.push(t('reply.status.page', { url: v.link }));
  } else {
    lines.push(t('reply.status.waiting', { sides: listNames(v.step.awaiting, reader.sideNames, t) }));
  }
  lines.push(
    v.standing ? `${t('reply.status.standing')}\n${indent(v.standing)}` : t('reply.status.noStanding'),
  );
  return lines.join('\n');
}

/** The orders as we read them, in the reader's words (an order they may copy), and what follows. */
async function accepted(
  ctx: AppContext,
  gameId: string,
  side: string,
  out: Reply,
  orders: string[],
  resolved: boolean,
  contribution: string | null,
) {
  const t = out.t;
  const normal = (await readerFor(ctx, gameId, side, t)).orders(orders);
  out.paragraphs.push(`${t('reply.accepted')}\n${indent(normal.join('\n') || t('reply.noOrders'))}`);
  // The reply's share of the step's dice, so the player can find it in the game's record.
  if (contribution) out.paragraphs.push(t('reply.contribution', { value: contribution }));
  out.paragraphs.push(t(resolved ? 'reply.resolved' : 'reply.mayRevise'));
  out.outcomes.push(resolved ? 'accepted-resolved' : 'accepted');
}

async function submit(ctx: AppContext, req: ReplyRequest, out: Reply): Promise<void> {
  const { gameId, side, step } = req.target;
  // A retried delivery of a mail whose orders were stored before the process died: the answer it
  // would have had, and nothing applied twice.
  const earlier = await submissionOfMail(ctx.db, gameId, side, req.messageId);
  if (earlier) {
    await accepted(
      ctx,
      gameId,
      side,
      out,
      earlier.normal as string[],
      earlier.resolved,
      earlier.contribution,
    );
    return;
  }
  const lines = req.commands.map((c) => c.line);
  const { text, ignored } = await setAsideSignOff(ctx, req.target, req.orders, lines);
  if (ignored.length > 0) out.paragraphs.push(signOffNote(ignored, out.t));
  if (text.trim() === '') return;
  const res = await submitOrders(ctx, {
    gameId,
    side,
    step,
    text,
    channel: 'email',
    messageId: req.messageId,
    // The reply's own unique content: the server cannot choose it, the player cannot know the seed.
    contribution: contributionFrom(`${req.messageId}\n${req.parsed.text}`),
  });
  if (res.ok) {
    await accepted(ctx, gameId, side, out, res.normal, res.resolved, res.contribution);
    return;
  }
  // The service gave the problems in the seat's language already (language/problems.ts).
  const all = [...res.problems, ...res.standingProblems];
  out.paragraphs.push(`${out.t('reply.refused')}\n${problemLines(all, out.t)}`);
  out.paragraphs.push(out.t('reply.problems', { count: all.length }));
  out.outcomes.push('rejected');
}

/** What the answer's subject says happened, from the outcomes of the mail ("Orders accepted"). */
const HEADLINES: [string, string][] = [
  ['rejected', 'Orders not accepted'],
  ['club-refused', 'Not done'],
  ['accept-challenge', 'Challenge accepted'],
  ['decline-challenge', 'Challenge declined'],
  ['challenge', 'Challenge made'],
  ['standings', 'Standings'],
  ['seek', 'Seek'],
  ['preferences', 'Preferences'],
  ['bid', 'Side bid'],
  ['accepted-resolved', 'Orders accepted, turn resolved'],
  ['accepted', 'Orders accepted'],
  ['stale', 'Too late, nothing changed'],
  ['standing', 'Standing orders'],
  ['clear', 'Orders withdrawn'],
  ['resign', 'Resignation'],
  ['offer-draw', 'Draw offer'],
  ['accept-draw', 'Draw offer'],
  ['pause', 'Pause'],
  ['resume', 'Resume'],
  ['vacation', 'Vacation'],
  ['timezone', 'Time zone'],
  ['digest', 'Daily digest'],
  ['notify', 'Notices'],
  ['language', 'Language'],
  ['status', 'Status'],
  ['help', 'Help'],
  ['too-long', 'Mail too long, nothing changed'],
  ['empty', 'No orders found'],
];

export function answerHeadline(outcomes: readonly string[], t?: T): string {
  const found = HEADLINES.find(([o]) => outcomes.includes(o));
  if (found && CLUB_HEADLINES.has(found[0])) return clubHeadline(outcomes, t ?? translator('en')) ?? found[1];
  if (!t) return found?.[1] ?? 'Your mail';
  return t(`reply.headline.${found?.[0] ?? 'other'}`);
}

const CLUB_HEADLINES = new Set<string>(CLUB_OUTCOMES);

/** A finished game's reply address: one polite answer saying so, then silence (its mails could
 * otherwise be used to make us write to the player without end). */
async function answerGameOver(ctx: AppContext, req: ReplyRequest): Promise<string> {
  const told = await wasMailedTo(ctx.db, {
    to: req.target.player,
    kind: GAME_OVER_KIND,
    gameId: req.target.gameId,
  });
  if (told) return 'over-silent';
  const game = await requireGame(ctx.db, req.target.gameId);
  const lang = await answerLanguage(ctx, req);
  const t = translator(lang);
  const reader = readerOf(
    { module: moduleOf(ctx, game.game_type), langs: { [req.target.side]: lang } },
    req.target.side,
  );
  const result = game.result as Result | null;
  const name = t('common.game', { title: reader.title, number: game.number });
  await queueAnswer(ctx, req, {
    lang,
    paragraphs: [
      result?.summary
        ? t('reply.over.summary', { game: name, summary: reader.result(result).summary })
        : t('reply.over.plain', { game: name }),
      t('reply.over.nothing'),
    ],
    subject: t('reply.over.subject'),
    answerable: false,
    kind: GAME_OVER_KIND,
    productive: false,
  });
  return 'over';
}

const GAME_OVER_KIND = 'answer-over';

export async function handleReply(ctx: AppContext, req: ReplyRequest): Promise<string> {
  const over = (await requireGame(ctx.db, req.target.gameId)).status === 'finished';
  // A finished game's mail still carries club commands (a rematch, the standings); nothing else.
  if (over && !req.commands.some(isClubCommand)) return answerGameOver(ctx, req);
  const out: Reply = {
    t: translator(await answerLanguage(ctx, req)),
    paragraphs: [],
    outcomes: [],
    stale: false,
  };
  if (over) {
    for (const c of req.commands.filter(isClubCommand)) await runCommand(ctx, req, c, out);
    if (req.orders.trim()) out.paragraphs.push(out.t('reply.over.notRead'));
    await queueAnswer(ctx, req, {
      paragraphs: out.paragraphs,
      subject: answerHeadline(out.outcomes),
      answerable: false,
      kind: 'answer',
      productive: false,
    });
    return out.outcomes.join(',');
  }
  const guard = async (fn: () => Promise<void>) => {
    try {
      await fn();
    } catch (err) {
      if (!(err instanceof ServiceError && STALE.has(err.code))) throw err;
      out.stale = true;
    }
  };
  for (const c of req.commands) await guard(() => runCommand(ctx, req, c, out));
  if (req.orders.trim()) await guard(() => submit(ctx, req, out));
  // The step the mail answered, by the title the player saw in its subject.
  const t = out.t;
  const title = (await getStep(ctx.db, req.target.gameId, req.target.step))?.title;
  const game = await requireGame(ctx.db, req.target.gameId);
  const reader = readerOf(
    { module: moduleOf(ctx, game.game_type), langs: { [req.target.side]: t.lang } },
    req.target.side,
  );
  const answered = title ? reader.sentence(title) : t('reply.thatStep');
  if (out.stale) {
    out.paragraphs.unshift(t('reply.stale', { step: answered }));
    out.paragraphs.push(await statusText(ctx, req.target.gameId, req.target.side, t));
    out.outcomes.push('stale');
  }
  if (req.parsed.tooLong) {
    out.paragraphs.push(
      t('reply.tooLong', { lines: MAX_LINES, chars: MAX_LINE_CHARS }),
      await statusText(ctx, req.target.gameId, req.target.side, t),
    );
    out.outcomes.push('too-long');
  }
  if (out.paragraphs.length === 0) {
    out.paragraphs.push(t('reply.empty'), await statusText(ctx, req.target.gameId, req.target.side, t));
    out.outcomes.push('empty');
  }
  await queueAnswer(ctx, req, {
    lang: t.lang,
    paragraphs: out.paragraphs,
    subject: `${answerHeadline(out.outcomes, t)}: ${answered}`,
    answerable: out.awaitsReply === true,
    kind: 'answer',
    productive: out.outcomes.some((o) => o.startsWith('accepted')),
  });
  return out.outcomes.join(',');
}

async function queueAnswer(
  ctx: AppContext,
  req: ReplyRequest,
  answer: {
    /** The reader's language (the game's title in the subject); English when absent. */
    lang?: Lang;
    paragraphs: string[];
    subject: string;
    answerable: boolean;
    kind: string;
    /** It answers accepted orders: always sent, never capped. */
    productive: boolean;
  },
): Promise<void> {
  const game = await requireGame(ctx.db, req.target.gameId);
  const module = moduleOf(ctx, game.game_type);
  const step = await getStep(ctx.db, game.id, game.current_step);
  const acts = step && !step.resolved_at && step.awaiting.includes(req.target.side);
  const token = replyToken(ctx.config, game.number, module.sides.indexOf(req.target.side), game.current_step);
  const allowance = await answerAllowance(ctx, req.target.player, answer.productive);
  if (allowance === 'silent') return;
  const capped = allowance === 'notice';
  const t = translator(answer.lang ?? 'en');
  const mail = answerMail(ctx.config, {
    kind: capped ? CAP_NOTICE_KIND : answer.kind,
    to: req.target.player,
    // Our subject, never the incoming one (it could carry anyone's text): what happened, and the step
    // the mail answered; the thread is kept by In-Reply-To and References.
    subject: `Re: ${subjectFor(readerOf({ module, langs: { [req.target.side]: answer.lang ?? 'en' } }, req.target.side).title, game.number, capped ? t('reply.cap.subject') : answer.subject)}`,
    paragraphs: capped ? capNotice(t) : answer.paragraphs,
    inReplyTo: { messageId: req.messageId, references: req.parsed.references },
    ...((acts || answer.answerable) && !capped
      ? { replyTo: replyAddress(token, ctx.config.mailDomain) }
      : {}),
  });
  await enqueueMails(ctx.db, game.id, capped ? CAP_NOTICE_KIND : answer.kind, [mail], ctx.now());
}

/** The answer's language: the one this mail chose ("language ja"), else the seat's. */
async function answerLanguage(ctx: AppContext, req: ReplyRequest): Promise<Lang> {
  for (const c of req.commands)
    if (c.kind === 'language' && parseLang(c.lang)) return parseLang(c.lang) as Lang;
  return seatLanguage(ctx.db, req.target.gameId, req.target.side);
}
