// #44: exactly once under a kill. The service runs as a child process; the receiver takes a notice's
// POST and the service is killed with SIGKILL before the answer comes back (so before "sent" can be
// committed). Restarted, it posts the notice again under the same idempotency key: a receiver that
// keeps the keys it has seen takes it once, and no notice is lost. On PGlite, and on PostgreSQL too when
// TEST_DATABASE_URL is set (a schema of its own).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formToken } from '../../src/web/security';
import { createSchema, dropSchema, freshDataDir } from '../support/databases';
import { startReceiver, type NoticeReceiver } from '../support/notice-receiver';
import { until } from '../support/until';

const SECRET = 'notice-crash-secret-notice-crash-secret-01';
const ADMIN = 'notice-crash-admin-token-01';
const BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../../bin/despatch.js');

function serve(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [BIN, 'serve'], {
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

describe.each(variants)('a crash between a notice’s POST and its commit, on %s', (_name, pgUrl) => {
  let receiver: NoticeReceiver;
  let dataDir: string;
  let schema: string | undefined;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    receiver = await startReceiver();
    dataDir = await freshDataDir('despatch-notice-crash-');
    if (pgUrl) schema = await createSchema(pgUrl);
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child?.once('exit', r));
    }
    await receiver.close();
    if (pgUrl && schema) await dropSchema(pgUrl, schema);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('#44: killed with SIGKILL after the receiver took the POST, the restarted service posts it again under the same key, once', async () => {
    const env = {
      DATA_DIR: dataDir,
      PORT: '0',
      SECRET,
      ADMIN_TOKEN: ADMIN,
      MAIL_DOMAIN: 'despatch.test',
      OUTBOX_INTERVAL_MS: '50',
      SWEEP_INTERVAL_MS: '200',
      WEBHOOK_ALLOW_PRIVATE: '1',
      ...(pgUrl
        ? { DATABASE_URL: `${pgUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}` }
        : {}),
    };
    child = serve(env);
    const url = await serverUrl(dataDir, child.pid as number);
    const admin = (path: string, body: unknown) =>
      fetch(`${url}/api/admin/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const created = await admin('games', {
      game: 'sharpsburg',
      players: { union: 'u@example.com', confederate: 'c@example.com' },
    });
    const { links } = (await created.json()) as { links: Record<string, string> };
    const token = (links.union as string).split('/orders/')[1] as string;
    // Set once the game is made: the one notice is the report of the step.
    const channel = await admin('notify', {
      email: 'u@example.com',
      kind: 'webhook',
      target: `${receiver.url}/hook`,
    });
    expect(channel.status).toBe(201);

    // The first POST is taken and the service dies before it hears the answer.
    const first = child;
    const exited = new Promise((r) => first.once('exit', r));
    receiver.onPost = () => {
      receiver.onPost = undefined;
      first.kill('SIGKILL');
      return true;
    };
    const submitted = await fetch(`${url}/orders/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ orders: 'pass', formToken: formToken(SECRET, 'orders', token) }),
    });
    expect(submitted.status).toBe(200);
    await exited;
    expect(receiver.posts).toHaveLength(1);

    child = serve(env);
    const restarted = await serverUrl(dataDir, child.pid as number);
    await until('the notice again', () => (receiver.posts.length >= 2 ? true : undefined));
    // Delivered and recorded: then a graceful stop, after which nothing more can be sent.
    await until('the delivery recorded', async () => {
      const res = await fetch(`${restarted}/api/admin/notify?email=u@example.com`, {
        headers: { authorization: `Bearer ${ADMIN}` },
      });
      const [c] = (await res.json()) as { lastStatus: string | null }[];
      return c?.lastStatus === '200' ? true : undefined;
    });
    const stopping = child;
    stopping.kill('SIGTERM');
    await new Promise((r) => stopping.once('exit', r));

    const keys = receiver.posts.map((p) => String(p.headers['idempotency-key']));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^notice:\w+\/1\/union\/report\/\d+$/);
    expect(keys[1]).toBe(keys[0]);
    expect(receiver.posts.map((p) => p.status)).toEqual([0, 200]);
    // The same notice both times, byte for byte (the same signature).
    expect(receiver.posts[1]?.body).toBe(receiver.posts[0]?.body);
    expect(receiver.posts[1]?.headers['x-despatch-signature']).toBe(
      receiver.posts[0]?.headers['x-despatch-signature'],
    );
  }, 120_000);
});
