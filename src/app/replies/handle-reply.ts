// A player's mail reply, after the inbound pipeline has checked the token and the sender: run its
// commands, submit its orders (all or nothing, like the web form), and queue one answer that echoes
// the accepted orders in normal form or lists every bad line, and says what changed.
import { enqueueMails } from '../../db/repos/outbox';
import { getStep } from '../../db/repos/steps';
import { submissionOfMail } from '../../db/repos/submissions';
import type { Problem } from '../../games/core/contract';
import { isClubCommand, type InboundCommand } from '../../mail/inbound/commands';
import type { ReplyRequest } from '../../mail/inbound/pipeline';
import { subjectFor } from '../../mail/compose/thread';
import { listNames } from '../../mail/compose/format';
import { deadlineWords } from '../../mail/compose/time-words';
import { replyAddress } from '../../security/tokens';
import { answerMail } from '../notices/answer-mail';
import { answerAllowance, CAP_NOTICE, CAP_NOTICE_KIND } from './answer-cap';
import { clearOrders } from '../turns/clear-orders';
import type { AppContext } from '../base/context';
import { ServiceError } from '../base/errors';
import { replyToken } from '../base/links';
import { currentState, moduleOf, requireGame } from '../base/load';
import { setAsideSignOff, signOffNote } from './reply-orders';
import { setStanding } from '../turns/set-standing';
import { getSideView } from '../turns/side-view';
import { submitOrders } from '../turns/submit-orders';
import { runTimeCommand } from '../time/time-commands';
import { runClubCommand } from '../clubs/mail-commands';

const STALE = new Set(['stale-step', 'game-over', 'not-awaited']);

/** Engines built on core/order-text already phrase it ("did you mean 'XII'?"); others give the word. */
const hint = (suggestion: string) =>
  /^did you mean/i.test(suggestion) ? suggestion : `did you mean '${suggestion}'?`;

export function problemLines(problems: Problem[]): string {
  return problems
    .map((p) => {
      const where = p.line ? `line ${p.line}${p.text ? ` "${p.text.trim()}"` : ''}: ` : '';
      return `  ${where}${p.message}${p.suggestion ? ` (${hint(p.suggestion)})` : ''}`;
    })
    .join('\n');
}

interface Reply {
  paragraphs: string[];
  outcomes: string[];
  stale: boolean;
  /** The answer asks for another reply (a resignation code): give it a Reply-To in any case. */
  awaitsReply?: boolean;
}

async function runCommand(ctx: AppContext, req: ReplyRequest, c: InboundCommand, out: Reply): Promise<void> {
  const { gameId, side, step } = req.target;
  if (isClubCommand(c)) {
    // Not orders: the sender's clubs and ladders, whichever game the mail answers.
    const answer = await runClubCommand(ctx, { email: req.target.player, gameId, command: c });
    out.paragraphs.push(answer.text);
    out.outcomes.push(answer.ok ? c.kind : 'club-refused');
    return;
  }
  if (c.kind === 'help') {
    const game = await requireGame(ctx.db, gameId);
    out.paragraphs.push(
      moduleOf(ctx, game.game_type).help((await currentState(ctx.db, game)) as never, side),
    );
  } else if (c.kind === 'status') {
    out.paragraphs.push(await statusText(ctx, gameId, side));
  } else if (c.kind === 'clear') {
    const { cleared } = await clearOrders(ctx, { gameId, side, step });
    out.paragraphs.push(
      cleared ? 'Your orders for this step were withdrawn.' : 'You had no orders on file for this step.',
    );
  } else if (c.kind === 'standing') {
    const res = await setStanding(ctx, { gameId, side, text: c.text });
    out.paragraphs.push(
      res.ok
        ? res.normal
          ? `Your standing orders are now:\n${indent(res.normal)}`
          : 'Your standing orders are cleared: the defaults of the rules apply.'
        : `Your standing orders were NOT changed:\n${problemLines(res.problems)}`,
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

async function statusText(ctx: AppContext, gameId: string, side: string): Promise<string> {
  const v = await getSideView(ctx, { gameId, side });
  if (v.game.status === 'finished')
    return `${v.game.title} #${v.game.number} is over. ${v.result?.summary ?? ''}`.trim();
  const lines = [`${v.game.title} #${v.game.number}, now: ${v.step.title}.`];
  if (v.prompt) {
    lines.push(
      v.submitted
        ? `Your orders on file:\n${indent(v.submitted.normal.join('\n') || '(none)')}`
        : 'You have no orders on file yet.',
    );
    const due = deadlineWords(v.step.deadline, {
      now: new Date(v.asOf),
      ...(v.timeZone ? { timeZone: v.timeZone } : {}),
    });
    if (due) lines.push(`Orders are due by ${due}.`);
    if (v.link) lines.push(`Your orders page: ${v.link}`);
  } else {
    lines.push(`Waiting for: ${listNames(v.step.awaiting)}.`);
  }
  lines.push(
    v.standing
      ? `Standing orders:\n${indent(v.standing)}`
      : 'Standing orders: none (the defaults of the rules apply).',
  );
  return lines.join('\n');
}

function accepted(out: Reply, normal: string[], resolved: boolean): void {
  out.paragraphs.push(`Orders accepted. As we read them:\n${indent(normal.join('\n') || '(no orders)')}`);
  out.paragraphs.push(
    resolved
      ? 'That completed the step: it has been resolved and the report is on its way.'
      : 'You may revise them until the step is resolved: the last submission counts.',
  );
  out.outcomes.push(resolved ? 'accepted-resolved' : 'accepted');
}

async function submit(ctx: AppContext, req: ReplyRequest, out: Reply): Promise<void> {
  const { gameId, side, step } = req.target;
  // A retried delivery of a mail whose orders were stored before the process died: the answer it
  // would have had, and nothing applied twice.
  const earlier = await submissionOfMail(ctx.db, gameId, side, req.messageId);
  if (earlier) {
    accepted(out, earlier.normal as string[], earlier.resolved);
    return;
  }
  const lines = req.commands.map((c) => c.line);
  const { text, ignored } = await setAsideSignOff(ctx, req.target, req.orders, lines);
  if (ignored.length > 0) out.paragraphs.push(signOffNote(ignored));
  if (text.trim() === '') return;
  const res = await submitOrders(ctx, {
    gameId,
    side,
    step,
    text,
    channel: 'email',
    messageId: req.messageId,
  });
  if (res.ok) {
    accepted(out, res.normal, res.resolved);
    return;
  }
  const all = [...res.problems, ...res.standingProblems];
  out.paragraphs.push(`Your orders were NOT accepted:\n${problemLines(all)}`);
  out.paragraphs.push(
    `${all.length} problem${all.length === 1 ? '' : 's'}. Nothing was changed: a submission is all or nothing.`,
  );
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
  ['language', 'Language'],
  ['status', 'Status'],
  ['help', 'Help'],
  ['empty', 'No orders found'],
];

export function answerHeadline(outcomes: readonly string[]): string {
  return HEADLINES.find(([o]) => outcomes.includes(o))?.[1] ?? 'Your mail';
}

/** A finished game's reply address: one polite answer saying so, then silence (its mails could
 * otherwise be used to make us write to the player without end). */
async function answerGameOver(ctx: AppContext, req: ReplyRequest): Promise<string> {
  const told = await ctx.db
    .selectFrom('outbox')
    .select('id')
    .where('game_id', '=', req.target.gameId)
    .where('kind', '=', GAME_OVER_KIND)
    .where('to_addr', '=', req.target.player)
    .executeTakeFirst();
  if (told) return 'over-silent';
  const game = await requireGame(ctx.db, req.target.gameId);
  const summary = (game.result as { summary?: string } | null)?.summary;
  await queueAnswer(ctx, req, {
    paragraphs: [
      `${moduleOf(ctx, game.game_type).title} #${game.number} is over${summary ? `: ${summary}` : '.'}`,
      'Nothing was changed. This reply address no longer acts, and further mails to it get no answer; your other games have addresses of their own.',
    ],
    subject: 'This game is over',
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
  const out: Reply = { paragraphs: [], outcomes: [], stale: false };
  if (over) {
    for (const c of req.commands.filter(isClubCommand)) await runCommand(ctx, req, c, out);
    if (req.orders.trim())
      out.paragraphs.push('This game is over, so the other lines of your mail were not read as orders.');
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
  const answered = (await getStep(ctx.db, req.target.gameId, req.target.step))?.title ?? 'That step';
  if (out.stale) {
    out.paragraphs.unshift(`${answered} is no longer open for your orders, so nothing was changed.`);
    out.paragraphs.push(await statusText(ctx, req.target.gameId, req.target.side));
    out.outcomes.push('stale');
  }
  if (out.paragraphs.length === 0) {
    out.paragraphs.push(
      'We found no orders and no command in your mail.',
      await statusText(ctx, req.target.gameId, req.target.side),
    );
    out.outcomes.push('empty');
  }
  await queueAnswer(ctx, req, {
    paragraphs: out.paragraphs,
    subject: `${answerHeadline(out.outcomes)}: ${answered}`,
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
  const mail = answerMail(ctx.config, {
    kind: capped ? CAP_NOTICE_KIND : answer.kind,
    to: req.target.player,
    // Our subject, never the incoming one (it could carry anyone's text): what happened, and the step
    // the mail answered; the thread is kept by In-Reply-To and References.
    subject: `Re: ${subjectFor(module.title, game.number, capped ? 'Too many mails' : answer.subject)}`,
    paragraphs: capped ? CAP_NOTICE : answer.paragraphs,
    inReplyTo: { messageId: req.messageId, references: req.parsed.references },
    ...((acts || answer.answerable) && !capped
      ? { replyTo: replyAddress(token, ctx.config.mailDomain) }
      : {}),
  });
  await enqueueMails(ctx.db, game.id, capped ? CAP_NOTICE_KIND : answer.kind, [mail], ctx.now());
}
