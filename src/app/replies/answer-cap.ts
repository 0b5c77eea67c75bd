// A cap on the answers one address gets: whoever holds a reply address (or forges a player's From)
// must not be able to make the club's mail server write without end. A mail whose orders were
// accepted is always answered (a live session may send many); past the cap (ANSWERS_PER_HOUR, 6 by
// default) of other mails
// answered to one address in an hour, one notice a day says we stop answering, then silence. The
// mails are still acted on: the orders page and a later `status` tell everything.
import { unproductiveRepliesSince, wasMailedTo } from '../../db/repos/mail-counts';
import type { AppContext } from '../base/context';
import { translator, type T } from '../../i18n/index';

export const DEFAULT_ANSWERS_PER_HOUR = 6;
export const CAP_NOTICE_KIND = 'answer-cap';

export type Allowance = 'answer' | 'notice' | 'silent';

/** Mails handled in the last hour for games of this address that did not carry accepted orders. */
export async function answerAllowance(ctx: AppContext, to: string, productive: boolean): Promise<Allowance> {
  const cap = ctx.config.answersPerHour ?? DEFAULT_ANSWERS_PER_HOUR;
  const hourAgo = new Date(ctx.now().getTime() - 3_600_000);
  if (productive || (await unproductiveRepliesSince(ctx.db, to, hourAgo)) < cap) return 'answer';
  const dayAgo = new Date(ctx.now().getTime() - 86_400_000);
  const notice = await wasMailedTo(ctx.db, { to, kind: CAP_NOTICE_KIND, since: dayAgo });
  return notice ? 'silent' : 'notice';
}

/** The notice that we stop answering, in the reader's language. */
export const capNotice = (t: T): string[] => [t('reply.cap.stop'), t('reply.cap.read')];

export const CAP_NOTICE = capNotice(translator('en'));
