// Inbound mail: every reply is recorded once under its Message-ID, then marked handled with its outcome.
import { sql } from 'kysely';
import { json } from '../json';
import type { Db } from './games';

export interface InboundRecord {
  messageId: string;
  door: string;
  from: string | null;
  to: string | null;
  raw: Buffer;
}

/** False when this Message-ID was already handled to the end; an unfinished row counts as new. */
export async function recordInbound(db: Db, r: InboundRecord): Promise<boolean> {
  const inserted = await db
    .insertInto('inbound_mail')
    .values({ message_id: r.messageId, door: r.door, from_addr: r.from, to_addr: r.to, raw: r.raw })
    .onConflict((oc) => oc.column('message_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return true;
  const row = await db
    .selectFrom('inbound_mail')
    .select('handled_at')
    .where('message_id', '=', r.messageId)
    .executeTakeFirst();
  return !row?.handled_at;
}

export interface InboundFinish {
  outcome: string;
  detail: unknown;
  gameId?: string;
  side?: string;
  step?: number;
}

export async function finishInbound(db: Db, messageId: string, f: InboundFinish, now: Date): Promise<void> {
  await db
    .updateTable('inbound_mail')
    .set({
      outcome: f.outcome,
      detail: json(f.detail),
      handled_at: now,
      ...(f.gameId ? { game_id: f.gameId, side: f.side ?? null, step_seq: f.step ?? null } : {}),
    })
    .where('message_id', '=', messageId)
    .where(sql.ref('handled_at'), 'is', null)
    .execute();
}
