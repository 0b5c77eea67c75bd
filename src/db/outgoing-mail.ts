// A mail as the outbox stores it (plain JSON in a jsonb column): compose makes it, the sender hands it
// to nodemailer or to the embedded mailbox. It lives with the storage so db/ needs nothing from mail/.
export interface MailAttachment {
  filename: string;
  contentType: string;
  cid?: string;
  contentBase64: string;
}

export interface OutgoingMail {
  to: string;
  from?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  inReplyTo?: string;
  references?: string[];
  headers?: Record<string, string>;
  attachments: MailAttachment[];
}
