// A reply to a player's own address (a challenge notice, an answer about their clubs): no game is
// named, so only the club commands and `language` are read; anything else is answered with what this
// address does. Answered in the member's language (`language ja` changes it first).
import { enqueueMails } from '../../db/repos/outbox';
import { playerByEmail } from '../../db/repos/players';
import { isClubCommand, isNotifyCommand } from '../../mail/inbound/commands';
import { runNotifyCommand } from '../notify/mail-commands';
import type { PlayerReplyRequest } from '../../mail/inbound/pipeline';
import { replyAddress } from '../../security/tokens';
import type { AppContext } from '../base/context';
import { hubUrl, playerReplyToken } from '../base/links';
import { runClubCommand } from '../clubs/mail-commands';
import { MAX_LINE_CHARS, MAX_LINES } from '../../mail/inbound/reply-text';
import { clubHeadline } from './club-headline';
import { memberReader } from '../clubs/member-reader';
import { setPreferences } from '../clubs/preferences';
import { refusalIn } from '../base/refusal';
import { ServiceError } from '../base/errors';
import { translator, type T } from '../../i18n/index';
import type { InboundCommand } from '../../mail/inbound/commands';
import { answerMail } from '../notices/answer-mail';
import { answerAllowance, CAP_NOTICE, CAP_NOTICE_KIND } from './answer-cap';

/** The commands this address reads, in the reader's language (the command words stay as written). */
export const clubHelp = (t: T = translator('en')): string[] => [
  t('club.help.intro'),
  t('club.help.commands')
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n'),
  t('club.help.ladders'),
];

/** `language ja` to this address: the member's language, for their club mails, hub and new games. */
async function languageAnswer(ctx: AppContext, email: string, lang: string): Promise<[boolean, string]> {
  try {
    const now = await setPreferences(ctx, { email, lang });
    return [true, translator(now.lang)('club.language.set')];
  } catch (err) {
    if (!(err instanceof ServiceError) || err.code === 'unavailable') throw err;
    const t = (await memberReader(ctx.db, email)).t;
    return [
      false,
      t('club.refused.frame', { what: t('club.refused.what.language'), why: refusalIn(t, err) }),
    ];
  }
}

const isLanguage = (c: InboundCommand): c is Extract<InboundCommand, { kind: 'language' }> =>
  c.kind === 'language';

export async function handlePlayerReply(ctx: AppContext, req: PlayerReplyRequest): Promise<string> {
  const email = req.target.player;
  const paragraphs: string[] = [];
  const outcomes: string[] = [];
  // The language first, so that the rest of the answer is in it.
  for (const c of req.commands.filter(isLanguage)) {
    const [ok, text] = await languageAnswer(ctx, email, c.lang);
    paragraphs.push(text);
    outcomes.push(ok ? 'language' : 'club-refused');
  }
  for (const c of req.commands.filter(isNotifyCommand)) {
    const t = (await memberReader(ctx.db, email)).t;
    paragraphs.push((await runNotifyCommand(ctx, { email, command: c, t })).text);
    outcomes.push('notify');
  }
  for (const c of req.commands) {
    if (!isClubCommand(c)) continue;
    const answer = await runClubCommand(ctx, { email, command: c });
    paragraphs.push(answer.text);
    outcomes.push(answer.ok ? c.kind : 'club-refused');
  }
  const t = (await memberReader(ctx.db, email)).t;
  if (req.parsed.tooLong) {
    paragraphs.push(t('reply.tooLong', { lines: MAX_LINES, chars: MAX_LINE_CHARS }));
    outcomes.push('too-long');
  }
  const read = (c: InboundCommand) =>
    isClubCommand(c) || isNotifyCommand(c) || isLanguage(c) || c.kind === 'help';
  const other = req.commands.some((c) => !read(c)) || req.orders.trim() !== '';
  if (other) paragraphs.push(t('club.help.otherLines'));
  if (outcomes.length === 0) {
    paragraphs.push(...clubHelp(t));
    outcomes.push('help');
  }
  await queuePlayerAnswer(ctx, req, t, paragraphs, answerSubject(outcomes, t));
  return outcomes.join(',');
}

/** The answer's subject: what the club commands did, else what else the mail did. */
function answerSubject(outcomes: readonly string[], t: T): string {
  const other = (['too-long', 'notify', 'language', 'help'] as const).find((o) => outcomes.includes(o));
  return clubHeadline(outcomes, t) ?? t(other ? `reply.headline.${other}` : 'club.headline.other');
}

async function queuePlayerAnswer(
  ctx: AppContext,
  req: PlayerReplyRequest,
  t: T,
  paragraphs: string[],
  headline: string,
): Promise<void> {
  const to = req.target.player;
  const allowance = await answerAllowance(ctx, to, false);
  if (allowance === 'silent') return;
  const capped = allowance === 'notice';
  const player = await playerByEmail(ctx.db, to);
  if (!player) throw new Error(`no player ${to}`);
  const mail = answerMail(ctx.config, {
    kind: capped ? CAP_NOTICE_KIND : 'answer',
    to,
    subject: `[Despatch] ${capped ? 'Too many mails' : headline}`,
    paragraphs: capped
      ? CAP_NOTICE
      : [...paragraphs, t('club.help.hub', { url: hubUrl(ctx.config, to, ctx.now()) })],
    inReplyTo: { messageId: req.messageId, references: req.parsed.references },
    ...(capped
      ? {}
      : { replyTo: replyAddress(playerReplyToken(ctx.config, player.id), ctx.config.mailDomain) }),
  });
  await enqueueMails(ctx.db, null, capped ? CAP_NOTICE_KIND : 'answer', [mail], ctx.now());
}
