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

export async function listMailbox(db: Db, limit = 500) {
  return db
    .selectFrom('mailbox')
    .select(['id', 'to_addr', 'subject', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function getMailbox(db: Db, id: number) {
  return db.selectFrom('mailbox').selectAll().where('id', '=', id).executeTakeFirst();
}
