// The crash test: the service runs as a child process; it is killed with SIGKILL after a resolution
// has committed but before its mails were sent (the sender is held by a test hook), then restarted.
// Every mail must then reach the SMTP relay exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formToken } from '../../src/web/security';
import { replyAddress, signReplyToken } from '../../src/security/tokens';
import { createSchema, dropSchema } from '../support/databases';
import { startRelay, type Relay } from '../support/smtp-relay';
import { freshDataDir } from '../support/databases';
import { until } from '../support/until';

const SECRET = 'crash-test-secret-crash-test-secret-0001';
const ADMIN = 'crash-test-admin-token-0001';
const BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../../bin/despatch.js');
const HOOKED = resolve(dirname(fileURLToPath(import.meta.url)), '../support/serve-with-hooks.ts');

function serve(env: Record<string, string>, hook?: 'holdOutbox' | 'dieAfterReply'): ChildProcess {
  const args = hook ? ['--import', 'tsx', HOOKED, hook] : [BIN, 'serve'];
  return spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function serverUrl(dataDir: string, pid: number): Promise<string> {
  return until('the server to start', () => {
    const file = join(dataDir, 'server.json');
    if (!existsSync(file)) return undefined;
    const info = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; url: string };
    return info.pid === pid ? info.url : undefined;
  });
}

const variants: [string, string | undefined][] = [['pglite', undefined]];
if (process.env.TEST_DATABASE_URL) variants.push(['postgres', process.env.TEST_DATABASE_URL]);

describe.each(variants)('a crash between the resolution commit and the sending, on %s', (_name, pgUrl) => {
  let relay: Relay;
  let dataDir: string;
  let schema: string | undefined;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    relay = await startRelay();
    dataDir = await freshDataDir('despatch-crash-');
    if (pgUrl) schema = await createSchema(pgUrl);
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child?.once('exit', r));
    }
    await relay.close();
    if (pgUrl && schema) await dropSchema(pgUrl, schema);
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The service's environment in this test: its data, the relay, quick sweeps and sends. */
  const serveEnv = (extra: Record<string, string> = {}): Record<string, string> => ({
    DATA_DIR: dataDir,
    PORT: '0',
    SECRET,
    ADMIN_TOKEN: ADMIN,
    SMTP_URL: relay.url,
    MAIL_DOMAIN: 'despatch.test',
    OUTBOX_INTERVAL_MS: '50',
    SWEEP_INTERVAL_MS: '200',
    ...(pgUrl ? { DATABASE_URL: `${pgUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}` } : {}),
    ...extra,
  });
  const newGame = (url: string, players: Record<string, string>) =>
    fetch(`${url}/api/admin/games`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'sharpsburg', players }),
    });

  test('when the service is killed with SIGKILL and restarted, then every mail is sent exactly once', async () => {
    const env = serveEnv();
    child = serve(env, 'holdOutbox');
    const url = await serverUrl(dataDir, child.pid as number);
    const created = await newGame(url, { union: 'u@example.com', confederate: 'c@example.com' });
    expect(created.status).toBe(201);
    const { links } = (await created.json()) as { links: Record<string, string> };
    const token = (links.union as string).split('/orders/')[1] as string;
    const submitted = await fetch(`${url}/orders/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ orders: 'pass', formToken: formToken(SECRET, 'orders', token) }),
    });
    expect(submitted.status).toBe(200);

    // The resolution has committed (the answer came after it); nothing was sent. Kill it hard.
    expect(relay.received.length).toBe(0);
    child.kill('SIGKILL');
    await new Promise((r) => child?.once('exit', r));

    child = serve(env);
    await serverUrl(dataDir, child.pid as number);
    await until('four mails', () => (relay.received.length >= 4 ? true : undefined));
    await new Promise((r) => setTimeout(r, 1000)); // anything sent twice would arrive by now
    const ids = relay.received.map((r) => r.parsed.messageId ?? '');
    expect(ids.length).toBe(4);
    expect(new Set(ids).size).toBe(4);
    expect(ids.filter((id) => id.includes('.s1-report@')).length).toBe(2);
  }, 120_000);

  test('#24: killed the moment a reply was acted on, the service restarts and the sender\'s retry is answered "accepted", at once and once', async () => {
    const port = await freePort();
    const env = serveEnv({ INBOUND_SMTP_PORT: String(port) });
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child?.once('exit', r));
    }
    child = serve(env, 'dieAfterReply');
    const url = await serverUrl(dataDir, child.pid as number);
    const created = await newGame(url, { union: 'u2@example.com', confederate: 'c2@example.com' });
    const { number } = (await created.json()) as { number: number };
    const to = replyAddress(
      signReplyToken(SECRET, { gameNumber: number, sideIndex: 0, step: 1 }),
      'despatch.test',
    );
    const mail = {
      from: 'u2@example.com',
      to,
      subject: 'Re: orders',
      text: 'pass',
      messageId: `<killed.${number}@example.com>`,
    };
    const first = child;
    const exited = new Promise((r) => first.once('exit', r));
    await expect(sendOnce(port, mail)).rejects.toThrow(); // the service died before it could say 250
    await exited;

    child = serve(env);
    const restarted = await serverUrl(dataDir, child.pid as number);
    await sendOnce(port, mail); // no 451: the restarted instance took its claim back at start
    const answer = await until('the answer', () =>
      relay.received.find(
        (r) =>
          r.parsed.to &&
          JSON.stringify(r.parsed.to).includes('u2@example.com') &&
          /Orders accepted/.test(r.parsed.subject ?? ''),
      ),
    );
    expect(answer.parsed.text).toMatch(/Orders accepted\. As we read them:\n {2}pass/);
    const exported = await fetch(`${restarted}/api/admin/games/${number}/export`, {
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    const record = (await exported.json()) as { steps: { submissions: unknown[] }[] };
    expect(record.steps[0]?.submissions).toHaveLength(1);
  }, 120_000);
});

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function sendOnce(
  port: number,
  m: { from: string; to: string; subject: string; text: string; messageId: string },
): Promise<void> {
  const nodemailer = (await import('nodemailer')).default;
  const t = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    await t.sendMail(m);
  } finally {
    t.close();
  }
}
