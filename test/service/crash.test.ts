// The crash test: the service runs as a child process; it is killed with SIGKILL after a resolution
// has committed but before its mails were sent (the sender is held by a test hook), then restarted.
// Every mail must then reach the SMTP relay exactly once.
import { replyAddress, signReplyToken } from '../../src/security/tokens';
import { serviceVariants } from '../email/service-support';
import { childService } from '../support/child-service';
import { adminPost, ADMIN, SECRET, submitPass } from '../support/relayed';
import { startRelay, type Relay } from '../support/smtp-relay';
import { until } from '../support/until';

const variants = serviceVariants();

describe.each(variants)('a crash between the resolution commit and the sending, on %s', (_name, pgUrl) => {
  const c = childService(pgUrl);
  let relay: Relay;
  beforeAll(async () => {
    relay = await startRelay();
  });
  afterAll(() => relay.close());

  /** The service's environment in this test: its data, the relay, quick sweeps and sends. */
  const serveEnv = (extra: Record<string, string> = {}) => c.env({ SMTP_URL: relay.url, ...extra });
  const newGame = (url: string, players: Record<string, string>) =>
    adminPost(url, 'games', { game: 'sharpsburg', players });

  test('when the service is killed with SIGKILL and restarted, then every mail is sent exactly once', async () => {
    const env = serveEnv();
    const url = await c.start(env, 'holdOutbox');
    const created = await newGame(url, { union: 'u@example.com', confederate: 'c@example.com' });
    expect(created.status).toBe(201);
    const { links } = (await created.json()) as { links: Record<string, string> };
    const token = (links.union as string).split('/orders/')[1] as string;
    const submitted = await submitPass(url, token);
    expect(submitted.status).toBe(200);

    // The resolution has committed (the answer came after it); nothing was sent. Kill it hard.
    expect(relay.received.length).toBe(0);
    const first = c.child!;
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));

    const again = await c.start(env);
    await until('four mails', () => (relay.received.length >= 4 ? true : undefined));
    // A mail is marked sent after the relay took it: once none waits, anything sent twice has arrived.
    await until('no mail waiting', async () => {
      const health = (await (await fetch(`${again}/healthz`)).json()) as { mail: { waiting: number } };
      return health.mail.waiting === 0 ? true : undefined;
    });
    const ids = relay.received.map((r) => r.parsed.messageId ?? '');
    expect(ids.length).toBe(4);
    expect(new Set(ids).size).toBe(4);
    expect(ids.filter((id) => id.includes('.s1-report@')).length).toBe(2);
  }, 120_000);

  test('#24: killed the moment a reply was acted on, the service restarts and the sender\'s retry is answered "accepted", at once and once', async () => {
    const port = await freePort();
    const env = serveEnv({ INBOUND_SMTP_PORT: String(port) });
    await c.stop();
    const url = await c.start(env, 'dieAfterReply');
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
    const first = c.child!;
    const exited = new Promise((r) => first.once('exit', r));
    await expect(sendOnce(port, mail)).rejects.toThrow(); // the service died before it could say 250
    await exited;

    const restarted = await c.start(env);
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
