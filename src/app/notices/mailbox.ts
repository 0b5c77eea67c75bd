// The embedded mailbox as the web pages read it (only when SMTP_URL is unset).
import type { Kysely } from 'kysely';
import { getMailbox, listMailbox, listMailboxFull, type MailboxPageQuery } from '../../db/repos/mailbox';
import type { Database, MailboxRow } from '../../db/schema';
import type { OutgoingMail } from '../../mail/compose/types';
import type { MailboxEntry, MailboxMessage } from '../base/types';

/** The largest page a caller may ask for. */
export const MAILBOX_PAGE_MAX = 500;

function pageQuery(q: Partial<MailboxPageQuery>): MailboxPageQuery {
  return { ...q, limit: Math.min(Math.max(1, q.limit ?? 100), MAILBOX_PAGE_MAX) };
}

function toMessage(row: MailboxRow): MailboxMessage {
  const m = row.mail as OutgoingMail;
  return {
    id: row.id,
    to: row.to_addr,
    from: row.from_addr,
    subject: row.subject,
    createdAt: row.created_at.toISOString(),
    text: m.text,
    html: m.html,
    headers: m.headers ?? {},
    messageId: m.messageId,
    ...(m.inReplyTo ? { inReplyTo: m.inReplyTo } : {}),
    ...(m.references ? { references: m.references } : {}),
    ...(m.replyTo ? { replyTo: m.replyTo } : {}),
    attachments: m.attachments,
  };
}

export function mailboxService(db: Kysely<Database>) {
  return {
    async list(q: Partial<MailboxPageQuery> = {}): Promise<MailboxEntry[]> {
      const rows = await listMailbox(db, pageQuery(q));
      return rows.map((r) => ({
        id: r.id,
        to: r.to_addr,
        subject: r.subject,
        createdAt: r.created_at.toISOString(),
      }));
    },
    /** `pictures: false` leaves the pictures' bytes out (the JSON feed names attachments only). */
    async page(q: Partial<MailboxPageQuery> = {}, o: { pictures?: boolean } = {}): Promise<MailboxMessage[]> {
      return (await listMailboxFull(db, pageQuery(q), o.pictures ?? true)).map(toMessage);
    },
    async get(id: number): Promise<MailboxMessage | null> {
      const row = await getMailbox(db, id);
      return row ? toMessage(row) : null;
    },
  };
}
