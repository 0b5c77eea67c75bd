// The transactional outbox: mails are rows written in the same transaction as the change they report;
// the sender claims due rows with FOR UPDATE SKIP LOCKED, so any number of senders share the table.
import { sql, type QueryCreator } from 'kysely';
import type { OutgoingMail } from '../outgoing-mail';
import { json } from '../json';
import type { Database, OutboxRow } from '../schema';
import type { Db } from './games';
import { holderStopped } from './instances';

export async function enqueueMails(
  db: Db,
  gameId: string | null,
  kind: string,
  mails: readonly OutgoingMail[],
  now: Date,
): Promise<void> {
  if (mails.length === 0) return;
  const rows = mails.map(({ pictures: _pictures, ...m }) => ({
    game_id: gameId,
    kind,
    to_addr: m.to,
    message_id: m.messageId,
    mail: json(m),
    next_attempt_at: now,
  }));
  // The pictures the mails name, each once (both sides often see the same map), in the same statement.
  const pictures = [...new Map(mails.flatMap((m) => m.pictures ?? []).map((p) => [p.hash, p])).values()];
  const outbox = (q: Db | QueryCreator<Database>) =>
    q
      .insertInto('outbox')
      .values(rows)
      // The Message-ID is stable per mail: queuing the same mail twice is a no-op.
      .onConflict((oc) => oc.column('message_id').doNothing());
  if (pictures.length === 0) {
    await outbox(db).execute();
    return;
  }
  await outbox(
    db.with('saved_pictures', (q) =>
      q
        .insertInto('pictures')
        .values(pictures.map((p) => ({ hash: p.hash, svg: p.svg, width: p.width })))
        .onConflict((oc) => oc.column('hash').doNothing())
        .returning('hash'),
    ) as unknown as QueryCreator<Database>,
  ).execute();
}

/**
 * Claims up to `limit` due rows by pushing their next attempt past a lease, in the name of
 * `instance`. A sender that dies mid-delivery leaves the row to be retried as soon as its instance
 * stops beating (or is restarted), or else when the lease runs out.
 */
export async function claimDue(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
  instance: string | null = null,
): Promise<OutboxRow[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      // Due, or held by an instance that stopped beating (it was killed mid-delivery).
      .where((eb) =>
        eb.or([eb('next_attempt_at', '<=', now), holderStopped(sql.ref('outbox.claimed_by'), now)]),
      )
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('outbox')
      .set({
        attempts: sql`attempts + 1`,
        lease_until: new Date(now.getTime() + leaseMs),
        next_attempt_at: new Date(now.getTime() + leaseMs),
        claimed_by: instance,
      })
      .where(
        'id',
        'in',
        due.map((d) => d.id),
      )
      .returningAll()
      .execute();
  });
}

export async function markSent(db: Db, id: number, now: Date, transportId: string | null): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: 'sent',
      sent_at: now,
      sent_message_id: transportId,
      lease_until: null,
      claimed_by: null,
      last_error: null,
    })
    .where('id', '=', id)
    .execute();
}

export async function markRetry(db: Db, id: number, error: string, next: Date | null): Promise<void> {
  await db
    .updateTable('outbox')
    .set(
      next
        ? { next_attempt_at: next, lease_until: null, claimed_by: null, last_error: error }
        : { status: 'failed', lease_until: null, claimed_by: null, last_error: error },
    )
    .where('id', '=', id)
    .execute();
}
