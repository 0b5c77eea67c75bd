// The embedded mailbox (SMTP_URL unset): every outgoing message kept in the database for /mailbox.
import type { OutgoingMail } from '../outgoing-mail';
import { json } from '../json';
import type { Db } from './games';

/** Idempotent per outbox row: delivering the same row twice stores it once. */
export async function storeInMailbox(db: Db, outboxId: number | null, mail: OutgoingMail): Promise<number> {
  const row = await db
    .insertInto('mailbox')
    .values({
      outbox_id: outboxId,
      message_id: mail.messageId,
      to_addr: mail.to,
      from_addr: mail.from ?? '',
      subject: mail.subject,
      mail: json(mail),
    })
    .onConflict((oc) => oc.column('outbox_id').doUpdateSet({ outbox_id: outboxId }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One page of the mailbox, newest first, by its primary key (no scan, however many mails it holds). */
export interface MailboxPageQuery {
  /** Only mails older than this id. */
  before?: number;
  /** Only mails newer than this id (a reader catching up). */
  after?: number;
  limit: number;
}

export async function listMailbox(db: Db, q: MailboxPageQuery) {
  let query = db.selectFrom('mailbox').select(['id', 'to_addr', 'subject', 'created_at']);
  if (q.before !== undefined) query = query.where('id', '<', q.before);
  if (q.after !== undefined) query = query.where('id', '>', q.after);
  return query.orderBy('id', 'desc').limit(q.limit).execute();
}

/** The same page with each whole mail (one query, for the JSON feed). */
export async function listMailboxFull(db: Db, q: MailboxPageQuery) {
  let query = db.selectFrom('mailbox').selectAll();
  if (q.before !== undefined) query = query.where('id', '<', q.before);
  if (q.after !== undefined) query = query.where('id', '>', q.after);
  return query.orderBy('id', 'desc').limit(q.limit).execute();
}

export async function getMailbox(db: Db, id: number) {
  return db.selectFrom('mailbox').selectAll().where('id', '=', id).executeTakeFirst();
}
