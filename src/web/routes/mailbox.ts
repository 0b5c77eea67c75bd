// The embedded mailbox (only when SMTP_URL is unset: it shows everyone's mail): a list, a message view
// with the inline picture resolved from the stored attachment, and a JSON feed for tests and scripts.
import { Router, type Request } from 'express';
import type { MailboxMessage, Services } from '../../app/index';
import { notFound } from '../errors';
import { renderPage } from '../views';

type Mailbox = NonNullable<Services['mailbox']>;

/** The mail's HTML with every `cid:` reference replaced by the attachment as a data: URL. */
export function resolveCids(m: MailboxMessage): string {
  return m.html.replace(/(["'(])cid:([^"')\s]+)/g, (whole, quote: string, cid: string) => {
    const a = m.attachments.find((x) => x.cid === decodeURIComponent(cid));
    return a ? `${quote}data:${a.contentType};base64,${a.contentBase64}` : whole;
  });
}

function headersOf(m: MailboxMessage): Record<string, string> {
  const h: Record<string, string> = { From: m.from, To: m.to, Subject: m.subject, 'Message-ID': m.messageId };
  if (m.replyTo) h['Reply-To'] = m.replyTo;
  if (m.inReplyTo) h['In-Reply-To'] = m.inReplyTo;
  if (m.references?.length) h.References = m.references.join(' ');
  return { ...h, ...m.headers };
}

async function message(mailbox: Mailbox, req: Request): Promise<MailboxMessage> {
  const id = Number(req.params.id);
  const m = Number.isInteger(id) && id > 0 ? await mailbox.get(id) : null;
  return m ?? notFound();
}

export function mailboxRouter(mailbox: Mailbox): Router {
  const router = Router();

  router.get('/mailbox', async (_req, res) => {
    const entries = await mailbox.list();
    res.send(renderPage('mailbox', { title: 'Mailbox', entries }));
  });

  router.get('/mailbox.json', async (_req, res) => {
    const entries = await mailbox.list();
    const all = await Promise.all(entries.map((e) => mailbox.get(e.id)));
    res.json(
      all
        .filter((m): m is MailboxMessage => m !== null)
        .map((m) => ({
          id: m.id,
          createdAt: m.createdAt,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          headers: headersOf(m),
          attachments: m.attachments.map((a) => a.filename),
        })),
    );
  });

  router.get('/mailbox/:id', async (req, res) => {
    const m = await message(mailbox, req);
    const headers = Object.entries(headersOf(m)).map(([name, value]) => ({ name, value }));
    res.send(renderPage('mailbox-message', { title: m.subject, m, headers }));
  });

  // The mail's own HTML document, shown in a sandboxed frame of the message page (no scripts run).
  router.get('/mailbox/:id/html', async (req, res) => {
    const m = await message(mailbox, req);
    res.set(
      'Content-Security-Policy',
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'self'",
    );
    res.type('html').send(resolveCids(m));
  });

  return router;
}
