// A mail as the outbox stores it (plain JSON in a jsonb column): compose makes it, the sender hands it
// to nodemailer or to the embedded mailbox. It lives with the storage so db/ needs nothing from mail/.
export interface MailAttachment {
  filename: string;
  contentType: string;
  cid?: string;
  /** Empty while `picture` names a picture not drawn yet; the sender fills it in before delivery. */
  contentBase64: string;
  /** The hash of a picture in the pictures table (drawn off the resolution's path). */
  picture?: string;
}

/** A picture a mail names: its SVG, drawn to a PNG of `width` pixels. */
export interface PictureSource {
  hash: string;
  svg: string;
  width: number;
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
  /** The pictures the attachments name; stored beside the outbox row, never inside it. */
  pictures?: PictureSource[];
}

/** An outbox row's mail before it is composed: what to compose, which the app's composer reads. The
 *  sender composes it (and keeps the result in the row) before it sends it. */
/** What to compose, as the use-case that queued it wrote it (`R`: its own request type). */
export interface MailToCompose<R = unknown> {
  compose: R;
}

export function isToCompose(mail: unknown): mail is MailToCompose {
  return typeof mail === 'object' && mail !== null && 'compose' in mail;
}
