// The embedded mailbox as the web pages read it (only when SMTP_URL is unset).
import type { Kysely } from 'kysely';
import { getMailbox, listMailbox } from '../../db/repos/mailbox';
import type { Database } from '../../db/schema';
import type { OutgoingMail } from '../../mail/compose/types';
import type { MailboxEntry, MailboxMessage } from '../base/types';

export function mailboxService(db: Kysely<Database>) {
  return {
    async list(): Promise<MailboxEntry[]> {
      const rows = await listMailbox(db);
      return rows.map((r) => ({
        id: r.id,
        to: r.to_addr,
        subject: r.subject,
        createdAt: r.created_at.toISOString(),
      }));
    },
    async get(id: number): Promise<MailboxMessage | null> {
      const row = await getMailbox(db, id);
      if (!row) return null;
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
    },
  };
}
