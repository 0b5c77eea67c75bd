// Issue #47: the PostgreSQL server restarts under a running service. A private cluster (initdb,
// pg_ctl) is stopped mid-traffic: a submission is answered "try again in a moment" (503, Retry-After,
// in the reader's language, nothing stored), a mail reply gets a temporary SMTP failure (451, so the
// sender's server retries), /healthz says the database is degraded, and the process lives on. Started
// again, the pool reconnects by itself: the same submission is stored and resolved, and every mail
// goes out once.
import { rmSync } from 'node:fs';
import nodemailer from 'nodemailer';
import { loadConfig } from '../../src/config';
import { startServer, type RunningServer } from '../../src/server';
import { formToken } from '../../src/web/security';
import { freshDataDir } from '../support/databases';
import { postgresBin, startCluster, type PgCluster } from '../support/pg-cluster';
import { startRelay, type Relay } from '../support/smtp-relay';
import { until } from '../support/until';

const SECRET = 'outage-test-secret-outage-test-secret-01';
const ADMIN = 'outage-test-admin-token-01';
const bin = postgresBin();
const maybe = bin ? describe : describe.skip;

maybe('a PostgreSQL restart under the running service', () => {
  let cluster: PgCluster;
  let server: RunningServer;
  let relay: Relay;
  let dataDir: string;
  const logged: string[] = [];

  beforeAll(async () => {
    cluster = await startCluster(bin as string);
    relay = await startRelay();
    dataDir = await freshDataDir('despatch-outage-');
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      SECRET,
      ADMIN_TOKEN: ADMIN,
      SMTP_URL: relay.url,
      MAIL_DOMAIN: 'despatch.test',
      INBOUND_SMTP_PORT: '0',
      OUTBOX_INTERVAL_MS: '50',
      SWEEP_INTERVAL_MS: '200',
      DATABASE_URL: cluster.url,
    });
    server = await startServer(config, { log: (line) => logged.push(line) });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await relay?.close();
    cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const submit = (token: string, lang = 'en') =>
    fetch(`${server.url}/orders/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': lang },
      body: new URLSearchParams({ orders: 'pass', formToken: formToken(SECRET, 'orders', token) }),
    });
  const healthz = async () => {
    const res = await fetch(`${server.url}/healthz`);
    return {
      status: res.status,
      body: (await res.json()) as { degraded: string[]; mail: { waiting: number } },
    };
  };

  test('#47: a submission is answered 503 "try again", a reply 451, nothing is lost, and the service goes on by itself', async () => {
    const created = await fetch(`${server.url}/api/admin/games`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'sharpsburg',
        players: { union: 'u@example.com', confederate: 'c@example.com' },
      }),
    });
    expect(created.status).toBe(201);
    const { links, number } = (await created.json()) as { links: Record<string, string>; number: number };
    const token = (links.union as string).split('/orders/')[1] as string;
    const start = await until('the first mails', () =>
      relay.received.length >= 2 ? relay.received : undefined,
    );
    const replyTo = start
      .map((r) => r.parsed.replyTo?.value[0]?.address)
      .find((a) => a?.startsWith('orders+'));
    expect(replyTo).toBeTruthy();
    expect((await healthz()).body).toMatchObject({ ok: true, degraded: [] });

    cluster.stop();

    const refused = await submit(token);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const page = await refused.text();
    expect(page).toContain('Try again in a moment');
    expect(page).toContain('Nothing you sent was stored');
    const refusedJa = await submit(token, 'ja');
    expect(refusedJa.status).toBe(503);
    expect(await refusedJa.text()).toContain('送った内容は保存されていません');

    const mailer = nodemailer.createTransport({
      host: '127.0.0.1',
      port: server.inboundSmtpPort as number,
      secure: false,
      ignoreTLS: true,
    });
    const reply = mailer.sendMail({
      from: 'c@example.com',
      to: replyTo,
      subject: 'Re: orders',
      text: 'pass\n',
    });
    await expect(reply).rejects.toMatchObject({ responseCode: 451 });
    mailer.close();

    const down = await healthz();
    expect(down.status).toBe(503);
    expect(down.body.degraded).toContain('database');

    cluster.start();

    // The pool reconnects at its next checkout: no restart of the service.
    await until('healthz ok again', async () => ((await healthz()).status === 200 ? true : undefined));
    // The only side awaited in step 1: stored now, and the step resolved.
    expect((await submit(token)).status).toBe(200);
    // Resolved and reported once: each Message-ID arrives once, and nothing is left waiting.
    await until('the reports', () =>
      relay.received.filter((r) => r.parsed.messageId?.includes('.s1-report@')).length >= 2
        ? true
        : undefined,
    );
    await until('the queue empty', async () =>
      (await healthz()).body.mail.waiting === 0 ? true : undefined,
    );
    const ids = relay.received.map((r) => r.parsed.messageId ?? '');
    expect(new Set(ids).size).toBe(ids.length);
    const exported = await fetch(`${server.url}/api/admin/games/${number}/export`, {
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(exported.status).toBe(200);
    // The outage was told in the log as such, never as an internal error.
    expect(logged.some((l) => /database: an idle connection ended|sweeper|outbox/.test(l))).toBe(true);
  }, 180_000);
});
