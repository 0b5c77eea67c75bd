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

/** How long a claim protects a mail being handled; a claim older than this belongs to a dead process. */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;

/**
 * 'new': this delivery holds the claim and must handle the mail. 'duplicate': a mail with this
 * Message-ID was handled to the end already. 'busy': another delivery holds a live claim right now
 * (the caller answers with a temporary failure, so the sender retries after it has finished).
 */
export type InboundClaim = 'new' | 'duplicate' | 'busy';

/**
 * Records and claims a mail under its Message-ID. The unique key on message_id decides between two
 * concurrent first deliveries; the conditional UPDATE (one row, atomic) between concurrent retries.
 */
export async function recordInbound(db: Db, r: InboundRecord, now: Date): Promise<InboundClaim> {
  const inserted = await db
    .insertInto('inbound_mail')
    .values({
      message_id: r.messageId,
      door: r.door,
      from_addr: r.from,
      to_addr: r.to,
      raw: r.raw,
      claimed_at: now,
    })
    .onConflict((oc) => oc.column('message_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return 'new';
  const taken = await db
    .updateTable('inbound_mail')
    .set({ claimed_at: now, door: r.door })
    .where('message_id', '=', r.messageId)
    .where(sql.ref('handled_at'), 'is', null)
    .where((eb) =>
      eb.or([
        eb(sql.ref('claimed_at'), 'is', null),
        eb('claimed_at', '<', new Date(now.getTime() - CLAIM_LEASE_MS)),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  if (taken) return 'new';
  const row = await db
    .selectFrom('inbound_mail')
    .select('handled_at')
    .where('message_id', '=', r.messageId)
    .executeTakeFirst();
  return row?.handled_at ? 'duplicate' : 'busy';
}

/** Gives a claim back after a temporary failure, so the sender's retry is handled at once. */
export async function releaseInbound(db: Db, messageId: string): Promise<void> {
  await db
    .updateTable('inbound_mail')
    .set({ claimed_at: null })
    .where('message_id', '=', messageId)
    .where(sql.ref('handled_at'), 'is', null)
    .execute();
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
