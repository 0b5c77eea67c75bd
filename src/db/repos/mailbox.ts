// The embedded mailbox (SMTP_URL unset): every outgoing message kept in the database for /mailbox.
import type { OutgoingMail } from '../outgoing-mail';
import { base64Of, base64Out } from '../bytes';
import { json } from '../json';
import type { Db } from './games';

/** Idempotent per outbox row: delivering the same row twice stores it once. */
/**
 * A mail is kept without the bytes of its drawn pictures: they are in the pictures table already, once
 * for every mail that shows them (a report's map and close-ups are most of its ~230 KB), and are put
 * back when it is read (`withPictureBytes`).
 */
function withoutPictureBytes(mail: OutgoingMail): OutgoingMail {
  return {
    ...mail,
    attachments: mail.attachments.map((a) =>
      a.picture && a.contentBase64 ? { ...a, contentBase64: '' } : a,
    ),
  };
}

/** The rows' mails with their pictures' bytes back in: one query for all the pictures of a page. */
async function withPictureBytes<R extends { mail: unknown }>(db: Db, rows: R[]): Promise<R[]> {
  const attachmentsOf = (r: R) => (r.mail as OutgoingMail).attachments ?? [];
  const hashes = [
    ...new Set(
      rows.flatMap((r) =>
        attachmentsOf(r).flatMap((a) => (a.picture && !a.contentBase64 ? [a.picture] : [])),
      ),
    ),
  ];
  if (hashes.length === 0) return rows;
  const drawn = await db
    .selectFrom('pictures')
    .select(['hash', base64Of('png').as('png')])
    .where('hash', 'in', hashes)
    .execute();
  const bytes = new Map(drawn.map((p) => [p.hash, base64Out(p.png) ?? '']));
  return rows.map((r) => ({
    ...r,
    mail: {
      ...(r.mail as OutgoingMail),
      attachments: attachmentsOf(r).map((a) =>
        a.picture && !a.contentBase64 ? { ...a, contentBase64: bytes.get(a.picture) ?? '' } : a,
      ),
    },
  }));
}

export async function storeInMailbox(db: Db, outboxId: number | null, mail: OutgoingMail): Promise<number> {
  const row = await db
    .insertInto('mailbox')
    .values({
      outbox_id: outboxId,
      message_id: mail.messageId,
      to_addr: mail.to,
      from_addr: mail.from ?? '',
      subject: mail.subject,
      mail: json(withoutPictureBytes(mail)),
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

/**
 * The same page with each whole mail (one query, for the JSON feed); with its pictures' bytes unless
 * `pictures` is false (500 reports of seven pictures are some 100 MB of them).
 */
export async function listMailboxFull(db: Db, q: MailboxPageQuery, pictures = true) {
  let query = db.selectFrom('mailbox').selectAll();
  if (q.before !== undefined) query = query.where('id', '<', q.before);
  if (q.after !== undefined) query = query.where('id', '>', q.after);
  const rows = await query.orderBy('id', 'desc').limit(q.limit).execute();
  return pictures ? withPictureBytes(db, rows) : rows;
}

export async function getMailbox(db: Db, id: number) {
  const row = await db.selectFrom('mailbox').selectAll().where('id', '=', id).executeTakeFirst();
  return row && (await withPictureBytes(db, [row]))[0];
}
