// A reply to a player's own address (a challenge notice, an answer about their clubs): no game is
// named, so only the club commands are read; anything else is answered with what this address does.
import { enqueueMails } from '../../db/repos/outbox';
import { isClubCommand } from '../../mail/inbound/commands';
import type { PlayerReplyRequest } from '../../mail/inbound/pipeline';
import { replyAddress } from '../../security/tokens';
import type { AppContext } from '../base/context';
import { hubUrl, playerReplyToken } from '../base/links';
import { runClubCommand } from '../clubs/mail-commands';
import { answerMail } from '../notices/answer-mail';
import { answerAllowance, CAP_NOTICE, CAP_NOTICE_KIND } from './answer-cap';
import { answerHeadline } from './handle-reply';

export const CLUB_HELP = [
  'Reply with one command a line:',
  '  challenge bob@example.org [LADDER]\n  accept [N]\n  decline [N]\n  standings [LADDER]\n  seek [LADDER]\n  prefer GAME, GAME (or any)\n  max games N (or any)\n  turn time 3d (or any)\n  preferences\n  bid 3 union [N]',
  'A ladder is named by its name, its number or its game; you may leave it out when you have only one. Orders and the game commands (pause, resign...) go to the reply address of that game’s own mails.',
];

export async function handlePlayerReply(ctx: AppContext, req: PlayerReplyRequest): Promise<string> {
  const email = req.target.player;
  const paragraphs: string[] = [];
  const outcomes: string[] = [];
  for (const c of req.commands) {
    if (!isClubCommand(c)) continue;
    const answer = await runClubCommand(ctx, { email, command: c });
    paragraphs.push(answer.text);
    outcomes.push(answer.ok ? c.kind : 'club-refused');
  }
  const other = req.commands.some((c) => !isClubCommand(c) && c.kind !== 'help') || req.orders.trim() !== '';
  if (other)
    paragraphs.push(
      'This address reads only the club commands, so the other lines of your mail were not read. Nothing else was changed.',
    );
  if (outcomes.length === 0) {
    paragraphs.push(...CLUB_HELP);
    outcomes.push('help');
  }
  await queuePlayerAnswer(ctx, req, paragraphs, answerHeadline(outcomes));
  return outcomes.join(',');
}

async function queuePlayerAnswer(
  ctx: AppContext,
  req: PlayerReplyRequest,
  paragraphs: string[],
  headline: string,
): Promise<void> {
  const to = req.target.player;
  const allowance = await answerAllowance(ctx, to, false);
  if (allowance === 'silent') return;
  const capped = allowance === 'notice';
  const player = await ctx.db
    .selectFrom('players')
    .select('id')
    .where('email', '=', to)
    .executeTakeFirstOrThrow();
  const mail = answerMail(ctx.config, {
    kind: capped ? CAP_NOTICE_KIND : 'answer',
    to,
    subject: `[Despatch] ${capped ? 'Too many mails' : headline}`,
    paragraphs: capped
      ? CAP_NOTICE
      : [...paragraphs, `Your games, clubs and challenges: ${hubUrl(ctx.config, to, ctx.now())}`],
    inReplyTo: { messageId: req.messageId, references: req.parsed.references },
    ...(capped
      ? {}
      : { replyTo: replyAddress(playerReplyToken(ctx.config, player.id), ctx.config.mailDomain) }),
  });
  await enqueueMails(ctx.db, null, capped ? CAP_NOTICE_KIND : 'answer', [mail], ctx.now());
}
