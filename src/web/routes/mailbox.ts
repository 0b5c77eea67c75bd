// The embedded mailbox (only when SMTP_URL is unset: it shows everyone's mail): a list, a message view
// with the inline picture resolved from the stored attachment, and a JSON feed for tests and scripts.
import { Router, type Request } from 'express';
import type { MailboxMessage, Services } from '../../app/index';
import { badRequest, notFound } from '../errors';
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

/** A positive integer query parameter, or undefined; anything else is a 400. */
function positive(req: Request, name: string): number | undefined {
  const raw = req.query[name];
  if (raw === undefined) return undefined;
  const n = typeof raw === 'string' && /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n)) badRequest(`${name} must be a positive whole number`);
  return n;
}

function pageOf(req: Request): { before?: number; after?: number; limit: number } {
  const before = positive(req, 'before');
  const after = positive(req, 'after');
  const limit = Math.min(positive(req, 'limit') ?? 100, 500);
  return { ...(before ? { before } : {}), ...(after ? { after } : {}), limit };
}

async function message(mailbox: Mailbox, req: Request): Promise<MailboxMessage> {
  const id = Number(req.params.id);
  const m = Number.isInteger(id) && id > 0 ? await mailbox.get(id) : null;
  return m ?? notFound();
}

export function mailboxRouter(mailbox: Mailbox): Router {
  const router = Router();

  router.get('/mailbox', async (req, res) => {
    const q = pageOf(req);
    const entries = await mailbox.list(q);
    const last = entries.at(-1);
    const older = last && entries.length === q.limit ? `/mailbox?before=${last.id}` : null;
    res.send(renderPage('mailbox', { title: 'Mailbox', entries, older, newest: q.before !== undefined }));
  });

  // Newest first, 100 a page: ?before=ID pages back, ?after=ID catches up, ?limit=N (at most 500).
  // The next page's address is in the Link header.
  router.get('/mailbox.json', async (req, res) => {
    const q = pageOf(req);
    const page = await mailbox.page(q);
    const last = page.at(-1);
    if (last && page.length === q.limit)
      res.set('Link', `</mailbox.json?before=${last.id}&limit=${q.limit}>; rel="next"`);
    res.json(
      page.map((m) => ({
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
