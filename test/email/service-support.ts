// A running service (`despatch serve` in-process: web, outbox sender, sweeper, the SMTP listener on a
// free port) with its embedded mailbox, and a mail client that talks SMTP to it, as a player would.
import { rmSync } from 'node:fs';
import nodemailer from 'nodemailer';
import { loadConfig, type Config } from '../../src/config';
import { startServer, type RunningServer } from '../../src/server';
import { createSchema, dropSchema, freshDataDir } from '../support/databases';
import { allMailboxJson } from '../support/mailbox-json';

export const ADMIN = 'email-test-admin-token-01';

/** pglite always; postgres when TEST_DATABASE_URL is set. */
export function serviceVariants(): [string, string | undefined][] {
  const url = process.env.TEST_DATABASE_URL;
  return url
    ? [
        ['pglite', undefined],
        ['postgres', url],
      ]
    : [['pglite', undefined]];
}

export interface RunningService {
  server: RunningServer;
  config: Config;
  smtpPort: number;
  close(): Promise<void>;
}

export async function runningService(
  pgUrl: string | undefined,
  env: Record<string, string> = {},
): Promise<RunningService> {
  const dataDir = await freshDataDir('despatch-email-');
  const schema = pgUrl ? await createSchema(pgUrl) : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    ADMIN_TOKEN: ADMIN,
    INBOUND_SMTP_PORT: '0',
    OUTBOX_INTERVAL_MS: '50',
    SWEEP_INTERVAL_MS: '1000',
    ...(pgUrl ? { DATABASE_URL: `${pgUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}` } : {}),
    ...env,
  });
  const server = await startServer(config, { log: () => {} });
  if (server.inboundSmtpPort === null) throw new Error('the SMTP listener did not open');
  return {
    server,
    config,
    smtpPort: server.inboundSmtpPort,
    async close() {
      await server.close();
      if (pgUrl && schema) await dropSchema(pgUrl, schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One message of /mailbox.json, the embedded mailbox a newcomer reads in the browser. */
export interface MailboxItem {
  id: number;
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** GET /mailbox.json, exactly what a newcomer's browser reads. */
export async function mailboxJson(service: RunningService): Promise<MailboxItem[]> {
  return allMailboxJson<MailboxItem>(service.server.url);
}

const seen = new WeakMap<RunningService, Map<number, MailboxItem>>();

/**
 * The same mailbox read incrementally through the service (only new messages are loaded, each
 * with its PNG), so a whole game's hundreds of mails are not reloaded on every poll.
 */
export async function mailbox(service: RunningService): Promise<MailboxItem[]> {
  const box = service.server.services.mailbox;
  if (!box) throw new Error('no embedded mailbox (SMTP_URL is set)');
  const cache = seen.get(service) ?? new Map<number, MailboxItem>();
  seen.set(service, cache);
  const newest = Math.max(0, ...cache.keys());
  for (let page = await box.page({ after: newest, limit: 500 }, { pictures: false }); page.length;) {
    for (const m of page) {
      const threading = {
        'Message-ID': m.messageId,
        'Reply-To': m.replyTo,
        'In-Reply-To': m.inReplyTo,
        References: m.references?.join(' ') || undefined,
      };
      const defined = Object.entries(threading).filter((e): e is [string, string] => e[1] !== undefined);
      const headers: Record<string, string> = { ...Object.fromEntries(defined), ...m.headers };
      cache.set(m.id, { id: m.id, to: m.to, subject: m.subject, text: m.text, headers });
    }
    // Newest first: what is left lies between the newest read before and the oldest of this page.
    const oldest = Math.min(...page.map((m) => m.id));
    page =
      page.length < 500
        ? []
        : await box.page({ after: newest, before: oldest, limit: 500 }, { pictures: false });
  }
  return [...cache.values()].sort((a, b) => a.id - b.id);
}

/** Polls the mailbox until `want` finds a mail (bounded). */
export async function waitForMail(
  service: RunningService,
  want: (m: MailboxItem) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<MailboxItem> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const hit = (await mailbox(service)).find(want);
    if (hit) return hit;
    if (Date.now() > deadline) throw new Error(`no mail in the mailbox: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface Outgoing {
  from: string;
  to: string;
  text: string;
  subject?: string;
  inReplyTo?: string;
  references?: string;
}

/** Sends one mail with nodemailer, as an MTA (or a mail client pointed at the listener) would. */
export async function sendSmtp(port: number, mail: Outgoing): Promise<string> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    const info = await transport.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject ?? 'Re: orders',
      text: mail.text,
      ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo, references: mail.references ?? mail.inReplyTo } : {}),
    });
    return info.messageId;
  } finally {
    transport.close();
  }
}

/** The reply a mail client makes to `prompt`: to its Reply-To, threaded, subject "Re: ...". */
export function replyTo(prompt: MailboxItem, from: string, text: string): Outgoing {
  const to = prompt.headers['Reply-To'];
  if (!to) throw new Error(`the mail "${prompt.subject}" has no Reply-To`);
  const refs = [prompt.headers.References, prompt.headers['Message-ID']].filter(Boolean).join(' ');
  return {
    from,
    to,
    text,
    subject: `Re: ${prompt.subject}`,
    inReplyTo: prompt.headers['Message-ID'],
    references: refs,
  };
}
