// The answer to a player's mail: plain paragraphs, threaded on their mail, with a Message-ID derived
// from theirs so answering the same mail twice (a retried delivery) queues one answer.
import { createHash } from 'node:crypto';
import type { OutgoingMail } from '../../mail/compose/types';
import type { AppConfig } from '../base/context';

export interface Answer {
  /** What the mail is (answer, refusal, ...): one incoming mail may get one of each. */
  kind: string;
  to: string;
  subject: string;
  /** Paragraphs; a paragraph whose lines start with two spaces is shown as code. */
  paragraphs: string[];
  inReplyTo: { messageId: string; references: string[] };
  replyTo?: string;
}

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function htmlOf(paragraphs: string[]): string {
  const body = paragraphs
    .map((p) =>
      p.startsWith('  ')
        ? `<pre style="background:#f4efe4;padding:8px;white-space:pre-wrap">${escape(p)}</pre>`
        : `<p>${escape(p).replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
  return `<!doctype html><html><body style="font-family:Georgia,serif;max-width:600px;margin:0 auto;padding:12px">${body}</body></html>`;
}

export function answerMail(config: AppConfig, a: Answer): OutgoingMail {
  // The same for a retried delivery of the same mail; distinct per kind and address, so a stranger's
  // mail reusing the player's Message-ID never takes the place of the player's answer.
  const hash = createHash('sha256')
    .update(`${a.inReplyTo.messageId}\n${a.kind}\n${a.to}`)
    .digest('hex')
    .slice(0, 24);
  const references = [
    ...a.inReplyTo.references.filter((r) => r !== a.inReplyTo.messageId),
    a.inReplyTo.messageId,
  ];
  return {
    to: a.to,
    from: config.mailFrom,
    ...(a.replyTo ? { replyTo: a.replyTo } : {}),
    subject: /^re:/i.test(a.subject) ? a.subject : `Re: ${a.subject}`,
    text: `${a.paragraphs.join('\n\n')}\n`,
    html: htmlOf(a.paragraphs),
    messageId: `<despatch.answer.${hash}@${config.mailDomain}>`,
    inReplyTo: a.inReplyTo.messageId,
    references,
    // An answer is automatic mail: other robots must not answer it (RFC 3834).
    headers: { 'Auto-Submitted': 'auto-replied' },
    attachments: [],
  };
}
