// Issue #47: the PostgreSQL server restarts under a running service. A private cluster (initdb,
// pg_ctl) is stopped mid-traffic: a submission is answered "try again in a moment" (503, Retry-After,
// in the reader's language, nothing stored), a mail reply gets a temporary SMTP failure (451, so the
// sender's server retries), /healthz says the database is degraded, and the process lives on. Started
// again, the pool reconnects by itself: the same submission is stored and resolved, and every mail
// goes out once.
import { postgresBin, startCluster, type PgCluster } from '../support/pg-cluster';
import {
  ADMIN,
  gameByAdminApi,
  healthz,
  promptReplyTo,
  relayedServer,
  smtpClient,
  submitPass,
} from '../support/relayed';
import { until } from '../support/until';

const bin = postgresBin();
const maybe = bin ? describe : describe.skip;

maybe('a PostgreSQL restart under the running service', () => {
  let cluster: PgCluster;
  beforeAll(async () => {
    cluster = await startCluster(bin as string);
  });
  const s = relayedServer({ env: () => ({ DATABASE_URL: cluster.url }) });
  afterAll(() => cluster?.destroy());

  test('#47: a submission is answered 503 "try again", a reply 451, nothing is lost, and the service goes on by itself', async () => {
    const { links, number } = await gameByAdminApi(s);
    const token = (links.union as string).split('/orders/')[1] as string;
    const replyTo = await promptReplyTo(s, 'u@example.com');
    expect((await healthz(s)).body).toMatchObject({ ok: true, degraded: [] });

    cluster.stop();

    const refused = await submitPass(s.server.url, token);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const page = await refused.text();
    expect(page).toContain('Try again in a moment');
    expect(page).toContain('Nothing you sent was stored');
    const refusedJa = await submitPass(s.server.url, token, 'ja');
    expect(refusedJa.status).toBe(503);
    expect(await refusedJa.text()).toContain('送った内容は保存されていません');

    const mailer = smtpClient(s);
    const reply = mailer.sendMail({
      from: 'c@example.com',
      to: replyTo,
      subject: 'Re: orders',
      text: 'pass\n',
    });
    await expect(reply).rejects.toMatchObject({ responseCode: 451 });
    mailer.close();

    const down = await healthz(s);
    expect(down.status).toBe(503);
    expect(down.body.degraded).toContain('database');

    cluster.start();

    // The pool reconnects at its next checkout: no restart of the service.
    await until('healthz ok again', async () => ((await healthz(s)).status === 200 ? true : undefined));
    // The only side awaited in step 1: stored now, and the step resolved.
    expect((await submitPass(s.server.url, token)).status).toBe(200);
    // Resolved and reported once: each Message-ID arrives once, and nothing is left waiting.
    await until('the reports', () =>
      s.relay.received.filter((r) => r.parsed.messageId?.includes('.s1-report@')).length >= 2
        ? true
        : undefined,
    );
    await until('the queue empty', async () =>
      (await healthz(s)).body.mail.waiting === 0 ? true : undefined,
    );
    const ids = s.relay.received.map((r) => r.parsed.messageId ?? '');
    expect(new Set(ids).size).toBe(ids.length);
    const exported = await fetch(`${s.server.url}/api/admin/games/${number}/export`, {
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(exported.status).toBe(200);
    // The outage was told in the log as such, never as an internal error.
    expect(s.logged.some((l) => /database: an idle connection ended|sweeper|outbox/.test(l))).toBe(true);
  }, 180_000);
});
