// Where mail goes. SMTP_URL set: a real relay through nodemailer. Unset: the embedded mailbox table,
// written in the same transaction that marks the outbox row sent (so it holds each mail exactly once).
import nodemailer from 'nodemailer';
import type { Transaction } from 'kysely';
import { storeInMailbox } from '../../db/repos/mailbox';
import type { Database } from '../../db/schema';
import type { OutgoingMail } from '../compose/types';

export interface Transport {
  /** For the start-up message: where mail goes (never with credentials). */
  readonly describe: string;
  /** True when delivery happens inside the database transaction that marks the row sent. */
  readonly transactional: boolean;
  deliver(mail: OutgoingMail, ctx: { outboxId: number; trx?: Transaction<Database> }): Promise<string | null>;
  close(): void;
}

/** The nodemailer message for an OutgoingMail: inline images by cid, threading headers as given. */
export function toNodemailer(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
    ...(mail.references ? { references: mail.references } : {}),
    headers: mail.headers ?? {},
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, 'base64'),
      ...(a.cid ? { cid: a.cid } : {}),
    })),
  };
}

/** Every SMTP wait ends well inside the sender's lease, so no other sender takes a row still in flight. */
export const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

export function smtpTransport(url: string, defaultFrom: string): Transport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  const u = new URL(url);
  return {
    describe: `SMTP relay ${u.protocol}//${u.hostname}:${u.port || (u.protocol === 'smtps:' ? 465 : 587)}`,
    transactional: false,
    async deliver(mail) {
      const info = await transporter.sendMail(toNodemailer({ from: defaultFrom, ...mail }));
      return String(info.response ?? info.messageId ?? '') || null;
    },
    close: () => transporter.close(),
  };
}

export function mailboxTransport(baseUrl: string): Transport {
  return {
    describe: `the embedded mailbox at ${baseUrl}/mailbox`,
    transactional: true,
    async deliver(mail, ctx) {
      if (!ctx.trx) throw new Error('the mailbox transport delivers inside a transaction');
      const id = await storeInMailbox(ctx.trx, ctx.outboxId, mail);
      return `mailbox:${id}`;
    },
    close: () => {},
  };
}

export function transportFor(config: {
  smtpUrl?: string | undefined;
  baseUrl: string;
  mailFrom: string;
}): Transport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : mailboxTransport(config.baseUrl);
}
