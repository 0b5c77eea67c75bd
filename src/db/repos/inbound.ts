// Inbound mail: every reply is recorded once under its Message-ID, then marked handled with its outcome.
import { sql } from 'kysely';
import { bytesIn } from '../bytes';
import { json } from '../json';
import type { Db } from './games';
import { holderStopped } from './instances';

/** A mail is claimed per Message-ID and sender: a stranger's mail never hides the player's. */
export interface InboundKey {
  messageId: string;
  /** The From address, lower-cased; '' when the mail has none. */
  sender: string;
}

export function inboundKey(messageId: string, from: string | null | undefined): InboundKey {
  return { messageId, sender: (from ?? '').trim().toLowerCase() };
}

export interface InboundRecord {
  key: InboundKey;
  door: string;
  from: string | null;
  to: string | null;
  raw: Buffer;
}

/** How long a claim protects a mail being handled when its instance is unknown; a claim whose
 * instance stopped beating is taken over at once (instances.ts). */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;

/**
 * 'new': this delivery holds the claim and must handle the mail. 'duplicate': a mail with this
 * Message-ID was handled to the end already. 'busy': another delivery holds a live claim right now
 * (the caller answers with a temporary failure, so the sender retries after it has finished).
 */
export type InboundClaim = 'new' | 'duplicate' | 'busy';

/**
 * Records and claims a mail under its Message-ID and sender, for `instance`. The unique key decides
 * between two concurrent first deliveries; the conditional UPDATE (one row, atomic) between
 * concurrent retries, which take over a claim left by a process that stopped beating.
 */
export async function recordInbound(
  db: Db,
  r: InboundRecord,
  now: Date,
  instance: string | null = null,
  /**
   * The caller knows that no delivery of this mail is under way in its own instance: a claim of its
   * own is then one a failed handling left (the database went away before the claim could be given
   * back), and it is taken over at once rather than after the lease.
   */
  opts: { ownClaimIsLeft?: boolean } = {},
): Promise<InboundClaim> {
  const inserted = await db
    .insertInto('inbound_mail')
    .values({
      message_id: r.key.messageId,
      sender_key: r.key.sender,
      door: r.door,
      from_addr: r.from,
      to_addr: r.to,
      raw: bytesIn(r.raw),
      claimed_at: now,
      claimed_by: instance,
    })
    .onConflict((oc) => oc.columns(['message_id', 'sender_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return 'new';
  const taken = await byKey(db.updateTable('inbound_mail'), r.key)
    .set({ claimed_at: now, claimed_by: instance, door: r.door })
    .where(sql.ref('handled_at'), 'is', null)
    .where((eb) =>
      eb.or([
        eb(sql.ref('claimed_at'), 'is', null),
        eb('claimed_at', '<', new Date(now.getTime() - CLAIM_LEASE_MS)),
        holderStopped(sql.ref('inbound_mail.claimed_by'), now),
        ...(opts.ownClaimIsLeft && instance !== null ? [eb('claimed_by', '=', instance)] : []),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  if (taken) return 'new';
  const row = await byKey(db.selectFrom('inbound_mail'), r.key).select('handled_at').executeTakeFirst();
  return row?.handled_at ? 'duplicate' : 'busy';
}

/** Narrows a query on inbound_mail to the one row of a key. */
function byKey<Q extends { where: WhereOnInbound<Q> }>(q: Q, key: InboundKey): Q {
  return q.where('message_id', '=', key.messageId).where('sender_key', '=', key.sender) as Q;
}
type WhereOnInbound<Q> = (column: 'message_id' | 'sender_key', op: '=', value: string) => Q;

/** Gives a claim back after a temporary failure, so the sender's retry is handled at once. */
export async function releaseInbound(db: Db, key: InboundKey): Promise<void> {
  await byKey(db.updateTable('inbound_mail'), key)
    .set({ claimed_at: null, claimed_by: null })
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

export async function finishInbound(db: Db, key: InboundKey, f: InboundFinish, now: Date): Promise<void> {
  await byKey(db.updateTable('inbound_mail'), key)
    .set({
      outcome: f.outcome,
      detail: json(f.detail),
      handled_at: now,
      ...(f.gameId ? { game_id: f.gameId, side: f.side ?? null, step_seq: f.step ?? null } : {}),
      claimed_by: null,
    })
    .where(sql.ref('handled_at'), 'is', null)
    .execute();
}
