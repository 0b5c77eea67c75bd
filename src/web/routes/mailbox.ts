// The embedded mailbox (only when SMTP_URL is unset: it shows everyone's mail): a list, a message view
// with the inline picture resolved from the stored attachment, and a JSON feed for tests and scripts.
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { isLoopbackHost, isLoopbackUrl } from '../../config';
import type { MailboxMessage, Services } from '../../app/index';
import { badRequest, notFound, WebError } from '../errors';
import { adminSession } from './admin';
import { checkFormToken, formToken, limiter, sameOrigin } from '../security';
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
  // Ids are database integers: anything else (1e20, abc, -1) is simply not a mail here.
  const raw = String(req.params.id);
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : 0;
  const m = id > 0 && id <= 2_147_483_647 ? await mailbox.get(id) : null;
  return m ?? notFound();
}

/** The reply a mail client makes: the player's text, the mail quoted below it, threaded on it. */
export function replyMime(m: MailboxMessage, text: string, mailDomain: string, n: number): Buffer {
  const quoted = m.text
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\r\n');
  const head = [
    `From: ${m.to}`,
    `To: ${m.replyTo ?? ''}`,
    `Subject: Re: ${m.subject.replace(/[\r\n]/g, ' ')}`,
    `Message-ID: <mailbox-reply.${m.id}.${n}.${Date.now()}@${mailDomain}>`,
    `In-Reply-To: ${m.messageId}`,
    `References: ${m.messageId}`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  const body = `${text.replace(/\r?\n/g, '\r\n')}\r\n\r\nOn ${new Date(m.createdAt).toUTCString()}, Despatch wrote:\r\n${quoted}\r\n`;
  return Buffer.from(`${head.join('\r\n')}\r\n\r\n${body}`, 'utf8');
}

/** Only mails that ask for orders can be answered: they carry an orders+ Reply-To. */
const answerable = (m: MailboxMessage) => /^orders\+/i.test(m.replyTo ?? '');

/**
 * The mailbox shows every player's mail and signed links. With a loopback BASE_URL (a laptop, the
 * default) it answers only requests addressed to a loopback name (no DNS rebinding, nobody on the
 * LAN); on any other BASE_URL it asks for the organiser's session or ADMIN_TOKEN.
 */
function mailboxGuard(baseUrl: string, loggedIn: (req: Request) => boolean) {
  const local = isLoopbackUrl(baseUrl);
  return (req: Request, _res: Response, next: NextFunction) => {
    if (local) {
      const host = (req.get('host') ?? '').replace(/:\d+$/, '');
      if (isLoopbackHost(host)) return next();
      return next(
        new WebError(
          403,
          'mailbox-local',
          'The mailbox is private',
          'The embedded mailbox answers only on this machine (localhost).',
          'Open it at the BASE_URL address on the machine that runs Despatch.',
        ),
      );
    }
    if (loggedIn(req)) return next();
    next(
      new WebError(
        401,
        'mailbox-admin',
        'Sign in first',
        "The mailbox shows every player's mail and links, so it is for the organiser only.",
        'Sign in at /admin, then open /mailbox again.',
      ),
    );
  };
}

export function mailboxRouter(
  mailbox: Mailbox,
  config: { secret: string; baseUrl: string; mailDomain?: string; adminToken?: string },
  reply?: (raw: Buffer) => Promise<void>,
): Router {
  const router = Router();
  router.use(['/mailbox', '/mailbox.json'], mailboxGuard(config.baseUrl, adminSession(config).loggedIn));
  let replies = 0;
  const form = express.urlencoded({ extended: false, limit: '64kb' });

  // "Reply as this player": a newcomer tries the mail channel with no mail server. The text goes
  // through the same inbound pipeline as a real reply (parsing, sender, token, answer).
  router.post('/mailbox/:id/reply', limiter(60), sameOrigin(config.baseUrl), form, async (req, res) => {
    const m = await message(mailbox, req);
    if (!reply || !answerable(m)) notFound();
    checkFormToken(config.secret, 'mailbox-reply', String(m.id), req.body?.formToken);
    const text = typeof req.body?.text === 'string' ? req.body.text : '';
    if (text.trim() === '') badRequest('write your orders (or a command such as status) first');
    await reply(replyMime(m, text, config.mailDomain ?? 'despatch.local', ++replies));
    res.redirect(303, '/mailbox');
  });

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
    const page = await mailbox.page(q, { pictures: false });
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
    const replyForm =
      reply && answerable(m)
        ? { formToken: formToken(config.secret, 'mailbox-reply', String(m.id)), as: m.to }
        : null;
    res.send(renderPage('mailbox-message', { title: m.subject, m, headers, replyForm }));
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
