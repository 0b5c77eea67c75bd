// The transactional outbox: mails are rows written in the same transaction as the change they report;
// the sender claims due rows with FOR UPDATE SKIP LOCKED, so any number of senders share the table.
import { sql, type QueryCreator } from 'kysely';
import type { MailToCompose, OutgoingMail } from '../outgoing-mail';
import { json } from '../json';
import type { noticeRow } from '../notice';
import type { Database, OutboxRow } from '../schema';
import type { Db } from './games';
import { holderStopped } from './instances';
import { claimDue } from './claim';
import { pictureRows, storePictures } from './pictures';
import { isBotAddress } from '../bot-player';

export async function enqueueMails(
  db: Db,
  gameId: string | null,
  kind: string,
  mails: readonly OutgoingMail[],
  now: Date,
): Promise<void> {
  mails = mails.filter((m) => !isBotAddress(m.to));
  if (mails.length === 0) return;
  const rows = mails.map(({ pictures: _pictures, ...m }) => ({
    game_id: gameId,
    kind,
    to_addr: m.to,
    message_id: m.messageId,
    mail: json(m),
    next_attempt_at: now,
    created_at: now, // the service's clock, as every other time it keeps (the answer cap reads it)
  }));
  // The pictures the mails name, each once (both sides often see the same map), in the same statement.
  const pictures = pictureRows(mails.flatMap((m) => m.pictures ?? []));
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
        .values(pictures)
        .onConflict((oc) => oc.column('hash').doNothing())
        .returning('hash'),
    ) as unknown as QueryCreator<Database>,
  ).execute();
}

/** A mail queued before it is composed: its address and Message-ID, and what to compose. */
export interface QueuedToCompose {
  to: string;
  messageId: string;
  mail: MailToCompose;
}

/** The outbox rows of mails that the sender composes (the app's composer) before it sends them;
 *  a resolution inserts them with its step (saveResolvedStep), their mail as a JSON value. */
export function toComposeRows(gameId: string, kind: string, mails: readonly QueuedToCompose[], now: Date) {
  return mails
    .filter((m) => !isBotAddress(m.to))
    .map((m) => ({
      game_id: gameId,
      kind,
      to_addr: m.to,
      message_id: m.messageId,
      mail: m.mail,
      next_attempt_at: now,
      created_at: now,
    }));
}

/** The row's mail as stored now: another row's composition may have composed it meanwhile. */
export async function storedMail(db: Db, id: number): Promise<unknown> {
  const row = await db.selectFrom('outbox').select('mail').where('id', '=', id).executeTakeFirst();
  return row?.mail;
}

const TO_COMPOSE = sql<boolean>`mail ? 'compose'`;

/** The rows still queued as what to compose (of one game when given), oldest first. */
export async function queuedToCompose(db: Db, gameId?: string): Promise<OutboxRow[]> {
  let q = db.selectFrom('outbox').selectAll().where(TO_COMPOSE);
  if (gameId) q = q.where('game_id', '=', gameId);
  return q.orderBy('id').execute();
}

/**
 * Keeps composed mails in the rows that asked for them (matched by Message-ID, only while they still
 * ask), their pictures first: a row holding its mail always finds the pictures it names.
 */
export async function storeComposed(db: Db, mails: readonly OutgoingMail[]): Promise<void> {
  await storePictures(
    db,
    mails.flatMap((m) => m.pictures ?? []),
  );
  for (const { pictures: _pictures, ...m } of mails) {
    await db
      .updateTable('outbox')
      .set({ mail: json(m) })
      .where('message_id', '=', m.messageId)
      .where(TO_COMPOSE)
      .execute();
  }
}

/**
 * Claims up to `limit` due rows (claim.ts) and writes a lease into them in the same transaction, in
 * the name of `instance`: the sender delivers outside any transaction, so the row lock alone would
 * end before the delivery does. A sender that dies mid-delivery leaves the row to be retried as soon
 * as its instance stops beating (or is restarted), or else when the lease runs out.
 */
export async function claimOutboxDue(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
  instance: string | null = null,
  /** Only notices to players' channels (the relay is down: mail waits, notices need no relay). */
  onlyNotices = false,
): Promise<OutboxRow[]> {
  return db.transaction().execute(async (trx) => {
    let q = trx.selectFrom('outbox').select('id').where('status', '=', 'pending');
    if (onlyNotices) q = q.where('kind', '=', 'notice');
    // Due, or held by an instance that stopped beating (it was killed mid-delivery), or by this
    // instance: its sender claims one batch at a time, so a claim of its own seen here was left by a
    // run the database failed under (a restart), and waits no lease.
    q = q.where((eb) =>
      eb.or([
        eb('next_attempt_at', '<=', now),
        holderStopped(sql.ref('outbox.claimed_by'), now),
        ...(instance ? [eb('claimed_by', '=', instance)] : []),
      ]),
    );
    const due = await claimDue(q, { id: 'outbox.id', order: ['next_attempt_at', 'id'] }, limit);
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

/**
 * Waits set further ahead than any the sender sets were set by a clock that has since gone back (a
 * virtual machine resumed, NTP corrected): they end now. How far is "any" depends on the row: `latest`
 * for a mail tried and failed (its backoff), `uncounted` for one that only waited for the relay or
 * the database (no attempt spent: the relay's pause at most), `untried` for one never tried (no wait
 * at all: queued on a clock that was ahead). Returns how many.
 */
export async function endWaitsBeyond(
  db: Db,
  now: Date,
  beyond: { latest: Date; uncounted: Date; untried: Date },
): Promise<number> {
  const rows = await db
    .updateTable('outbox')
    .set({ next_attempt_at: now })
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb('next_attempt_at', '>', beyond.latest),
        eb.and([eb('attempts', '=', 0), eb('next_attempt_at', '>', beyond.uncounted)]),
        eb.and([
          eb('attempts', '=', 0),
          eb('last_error', 'is', null),
          eb('next_attempt_at', '>', beyond.untried),
        ]),
      ]),
    )
    .returning('id')
    .execute();
  return rows.length;
}

/** `uncounted`: the failure was the relay's, not the mail's (relay-health.ts): the claim's attempt is
 *  given back, so a relay down for a day gives up no mail. */
export async function markRetry(
  db: Db,
  id: number,
  error: string,
  next: Date | null,
  uncounted = false,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set(
      next
        ? {
            next_attempt_at: next,
            lease_until: null,
            claimed_by: null,
            last_error: error,
            ...(uncounted ? { attempts: sql<number>`greatest(attempts - 1, 0)` } : {}),
          }
        : { status: 'failed', lease_until: null, claimed_by: null, last_error: error },
    )
    .where('id', '=', id)
    .execute();
}

/** Queues notices to players' channels (db/notice.ts noticeRow); a key already queued is a no-op. */
export async function enqueueNotices(db: Db, rows: readonly ReturnType<typeof noticeRow>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('outbox')
    .values(rows.map((r) => ({ ...r, mail: json(r.mail) })))
    .onConflict((oc) => oc.column('message_id').doNothing())
    .execute();
}
