// The IMAP door, for a club's ordinary mailbox (IMAP_URL). Each poll takes up to `maxPerPoll`
// unseen mails from the mailbox, hands each to the one pipeline and moves it to the handled folder,
// so nothing is read twice. A mail whose handling fails stays unseen for the next poll, and after
// `maxAttempts` failures goes to the failed folder, so one bad mail cannot block the others forever.
// The mailbox should be dedicated to Despatch: every unseen mail in it is taken.
import { UnreadableMailError } from './mime-reader';
import type { ImapFlow } from 'imapflow';
import type { InboundHandler } from './types';

export interface ImapTarget {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  mailbox: string;
}

/** `imaps://user:password@host[:port][/mailbox]` (993, TLS) or `imap://...` (143, STARTTLS if offered). */
export function parseImapUrl(url: string): ImapTarget {
  const u = new URL(url);
  if (u.protocol !== 'imap:' && u.protocol !== 'imaps:')
    throw new Error(`IMAP_URL must start with imap:// or imaps://`);
  const secure = u.protocol === 'imaps:';
  const mailbox = decodeURIComponent(u.pathname.replace(/^\//, '')) || 'INBOX';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(u.username),
    pass: decodeURIComponent(u.password),
    mailbox,
  };
}

export interface ImapPollerOptions {
  url: string;
  handler: InboundHandler;
  handledFolder?: string;
  failedFolder?: string;
  maxPerPoll?: number;
  maxAttempts?: number;
  intervalMs?: number;
  /** e.g. `{ rejectUnauthorized: false }` for a self-signed club server. */
  tls?: { rejectUnauthorized?: boolean };
  log?: (message: string) => void;
}

export interface PollResult {
  handled: number;
  failed: number;
  givenUp: number;
}

export interface ImapPoller {
  pollOnce(): Promise<PollResult>;
  /** Polls every `intervalMs` until stop(). */
  start(): void;
  stop(): Promise<void>;
}

/** Creates `Despatch/Handled`-style folders with the server's own hierarchy separator. */
async function ensureFolder(client: ImapFlow, name: string): Promise<string> {
  const parts = name.split('/');
  const existing = (await client.list()).find(
    (m) => m.path === name || m.path === parts.join(m.delimiter ?? '/'),
  );
  if (existing) return existing.path;
  return (await client.mailboxCreate(parts)).path;
}

export function createImapPoller(opts: ImapPollerOptions): ImapPoller {
  const target = parseImapUrl(opts.url);
  const log = opts.log ?? (() => undefined);
  const attempts = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<PollResult> | undefined;
  let stopped = false;

  async function handleOne(
    client: ImapFlow,
    uid: number,
    uidValidity: string,
    folders: { handled: string; failed: string },
    result: PollResult,
  ): Promise<void> {
    const msg = await client.fetchOne(String(uid), { source: true }, { uid: true });
    if (!msg || !msg.source) return;
    try {
      await opts.handler(msg.source, { door: 'imap' });
      await client.messageMove(String(uid), folders.handled, { uid: true });
      result.handled++;
    } catch (err) {
      const key = `${uidValidity}/${uid}`;
      // A mail that can never be read goes to the failed folder at once (it is kept for the organiser).
      const n = err instanceof UnreadableMailError ? (opts.maxAttempts ?? 5) : (attempts.get(key) ?? 0) + 1;
      attempts.set(key, n);
      log(`imap: handling uid ${uid} failed (attempt ${n}): ${String(err)}`);
      if (n >= (opts.maxAttempts ?? 5)) {
        await client.messageMove(String(uid), folders.failed, { uid: true });
        attempts.delete(key);
        result.givenUp++;
      } else {
        await client.messageFlagsRemove(String(uid), ['\\Seen'], { uid: true });
        result.failed++;
      }
    }
  }

  async function poll(): Promise<PollResult> {
    const result: PollResult = { handled: 0, failed: 0, givenUp: 0 };
    // Loaded at the first poll: only a service with IMAP_URL needs it.
    const { ImapFlow } = await import('imapflow');
    const client = new ImapFlow({
      host: target.host,
      port: target.port,
      secure: target.secure,
      auth: { user: target.user, pass: target.pass },
      logger: false,
      tls: opts.tls,
    });
    await client.connect();
    try {
      const folders = {
        handled: await ensureFolder(client, opts.handledFolder ?? 'Despatch/Handled'),
        failed: await ensureFolder(client, opts.failedFolder ?? 'Despatch/Failed'),
      };
      const lock = await client.getMailboxLock(target.mailbox);
      try {
        const box = client.mailbox;
        const uidValidity = box ? String(box.uidValidity) : '0';
        const uids = ((await client.search({ seen: false }, { uid: true })) || []).sort((a, b) => a - b);
        for (const uid of uids.slice(0, opts.maxPerPoll ?? 50)) {
          await handleOne(client, uid, uidValidity, folders, result);
        }
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
    return result;
  }

  function pollOnce(): Promise<PollResult> {
    // One poll at a time: a slow poll and the timer never overlap.
    running ??= poll().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      pollOnce()
        .catch((err: unknown) => log(`imap: poll failed: ${String(err)}`))
        .finally(() => schedule(opts.intervalMs ?? 60_000));
    }, delayMs);
  }

  return {
    pollOnce,
    start() {
      stopped = false;
      schedule(0); // mail that waited while the server was down is read at once, not an interval later
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
