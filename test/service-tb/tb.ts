// Travel Battle through the service: a player's brain (random legal orders from the engine, as text),
// the secrets a side must never see before its opponent deploys, and the mails a side was sent.
import type { Kysely } from 'kysely';
import type { AppContext } from '../../src/app/context';
import { currentState, moduleOf, requireGame } from '../../src/app/load';
import type { Database } from '../../src/db/schema';
import type { Rng } from '../../src/games/core/rng';
import type { OutgoingMail } from '../../src/mail/compose/types';

export const players = { red: 'red@example.com', blue: 'blue@example.com' } as const;
export type TbSideId = keyof typeof players;
export const other = (side: TbSideId): TbSideId => (side === 'red' ? 'blue' : 'red');

/** What a side learns only from its own brigade events: "Red brigade 2: B2 L4 L5 ...". */
export const SECRET: Record<TbSideId, RegExp> = { red: /Red brigade \d:/, blue: /Blue brigade \d:/ };

/** Random legal orders of `side` for the open step, written as a player would type them. */
export async function ordersText(ctx: AppContext, gameId: string, side: string, rng: Rng): Promise<string> {
  const game = await requireGame(ctx.db, gameId);
  const module = moduleOf(ctx, game.game_type);
  const state = await currentState(ctx.db, game);
  const orders = module.legalOrders(state as never, side, rng);
  return orders.map((o) => module.formatOrder(o)).join('\n') || 'pass';
}

/** Every mail queued for one player of a game, oldest first. */
export async function mailsTo(db: Kysely<Database>, gameId: string, to: string): Promise<OutgoingMail[]> {
  const rows = await db
    .selectFrom('outbox')
    .select('mail')
    .where('game_id', '=', gameId)
    .where('to_addr', '=', to)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.mail as unknown as OutgoingMail);
}

/** The whole of a mail a reader can see: subject, text, HTML. */
export function readable(m: OutgoingMail): string {
  return `${m.subject}\n${m.text}\n${m.html}`;
}

/** Every mail carries the map as an inline PNG referenced from its HTML. */
export function hasMapPicture(m: OutgoingMail): boolean {
  const png = m.attachments.find((a) => a.filename === 'map.png' && a.contentType === 'image/png');
  const bytes = png ? Buffer.from(png.contentBase64, 'base64') : Buffer.alloc(0);
  return bytes.subarray(1, 4).toString() === 'PNG' && m.html.includes(`cid:${png?.cid}`);
}

/** The steps of a game as stored: title and who was awaited, in order. */
export async function stepLog(db: Kysely<Database>, gameId: string) {
  return db
    .selectFrom('steps')
    .select(['seq', 'title', 'awaiting'])
    .where('game_id', '=', gameId)
    .orderBy('seq')
    .execute();
}
