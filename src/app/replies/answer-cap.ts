// A cap on the answers one address gets: whoever holds a reply address (or forges a player's From)
// must not be able to make the club's mail server write without end. A mail whose orders were
// accepted is always answered (a live session may send many); past the cap (ANSWERS_PER_HOUR, 6 by
// default) of other mails
// answered to one address in an hour, one notice a day says we stop answering, then silence. The
// mails are still acted on: the orders page and a later `status` tell everything.
import { sql } from 'kysely';
import type { AppContext } from '../base/context';
import { translator, type T } from '../../i18n/index';

export const DEFAULT_ANSWERS_PER_HOUR = 6;
export const CAP_NOTICE_KIND = 'answer-cap';

export type Allowance = 'answer' | 'notice' | 'silent';

/** Mails handled in the last hour for games of this address that did not carry accepted orders. */
async function unproductiveLastHour(ctx: AppContext, to: string): Promise<number> {
  const since = new Date(ctx.now().getTime() - 3_600_000);
  const row = await ctx.db
    .selectFrom('inbound_mail as m')
    .innerJoin('game_sides as gs', (j) =>
      j.onRef('gs.game_id', '=', 'm.game_id').onRef('gs.side', '=', 'm.side'),
    )
    .innerJoin('players as p', 'p.id', 'gs.player_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('p.email', '=', to)
    .where('m.handled_at', '>', since)
    .where(sql<boolean>`coalesce(m.detail->>'result', '') not like '%accepted%'`)
    .executeTakeFirst();
  // Replies to the player's own address (club commands) name no game: the record names the player.
  const own = await ctx.db
    .selectFrom('inbound_mail as m')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('m.game_id', 'is', null)
    .where(sql<boolean>`m.detail->>'player' = ${to}`)
    .where('m.handled_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0) + Number(own?.n ?? 0);
}

export async function answerAllowance(ctx: AppContext, to: string, productive: boolean): Promise<Allowance> {
  const cap = ctx.config.answersPerHour ?? DEFAULT_ANSWERS_PER_HOUR;
  if (productive || (await unproductiveLastHour(ctx, to)) < cap) return 'answer';
  const notice = await ctx.db
    .selectFrom('outbox')
    .select('id')
    .where('to_addr', '=', to)
    .where('kind', '=', CAP_NOTICE_KIND)
    .where('created_at', '>', new Date(ctx.now().getTime() - 86_400_000))
    .executeTakeFirst();
  return notice ? 'silent' : 'notice';
}

/** The notice that we stop answering, in the reader's language. */
export const capNotice = (t: T): string[] => [t('reply.cap.stop'), t('reply.cap.read')];

export const CAP_NOTICE = capNotice(translator('en'));
