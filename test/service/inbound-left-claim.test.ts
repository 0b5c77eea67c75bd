// Issue #47: a reply whose handling failed as the database went away (a restart, a failover) leaves its
// claim, since giving the claim back needs the database too. The sending server's next try must be
// handled then, not told "busy, try later" until the claim's lease runs out (five minutes, or hours
// after the clock went back): the fault soak's players waited minutes for their answers so. A claim of
// this instance on a mail it is not handling now is such a left claim, and is taken over at once.
import { rmSync } from 'node:fs';
import nodemailer from 'nodemailer';
import { loadConfig } from '../../src/config';
import { inboundKey, recordInbound } from '../../src/db/repos/inbound';
import { startServer, type RunningServer } from '../../src/server';
import { freshDataDir } from '../support/databases';
import { startRelay, type Relay } from '../support/smtp-relay';
import { until } from '../support/until';

describe('a claim left by a failed handling', () => {
  let server: RunningServer;
  let relay: Relay;
  let dataDir: string;

  beforeAll(async () => {
    relay = await startRelay();
    dataDir = await freshDataDir('despatch-left-claim-');
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      SECRET: 'left-claim-test-secret-left-claim-test-01',
      ADMIN_TOKEN: 'left-claim-admin-token-01',
      SMTP_URL: relay.url,
      MAIL_DOMAIN: 'despatch.test',
      INBOUND_SMTP_PORT: '0',
      OUTBOX_INTERVAL_MS: '50',
      SWEEP_INTERVAL_MS: '200',
    });
    server = await startServer(config, { log: () => undefined });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await relay?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('#47: the sender retry of a reply whose claim a failed handling left is handled at once, not told to wait', async () => {
    const created = await fetch(`${server.url}/api/admin/games`, {
      method: 'POST',
      headers: { authorization: 'Bearer left-claim-admin-token-01', 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'sharpsburg',
        players: { union: 'u@example.com', confederate: 'c@example.com' },
      }),
    });
    expect(created.status).toBe(201);
    const { number } = (await created.json()) as { number: number };
    const replyTo = await until('the union prompt with its reply address', () =>
      relay.received
        .filter((r) => JSON.stringify(r.parsed.to).includes('u@example.com'))
        .map((r) => r.parsed.replyTo?.value[0]?.address)
        .find((a) => a?.startsWith('orders+')),
    );
    const { ctx } = server.services;
    const messageId = '<left-claim.1@example.com>';
    const key = inboundKey(messageId, 'u@example.com');
    // What a handling cut off by the database leaves: the mail recorded and claimed by this instance,
    // never finished, the claim not given back.
    const left = await recordInbound(
      ctx.db,
      { key, door: 'smtp', from: 'u@example.com', to: replyTo ?? null, raw: Buffer.from('cut off') },
      ctx.now(),
      ctx.instance,
    );
    expect(left).toBe('new');

    const mailer = nodemailer.createTransport({
      host: '127.0.0.1',
      port: server.inboundSmtpPort as number,
      secure: false,
      ignoreTLS: true,
    });
    // The sender's retry: accepted (250), not a 451 "busy" until the lease ends.
    await expect(
      mailer.sendMail({
        from: 'u@example.com',
        to: replyTo,
        subject: 'Re: orders',
        text: 'pass\n',
        messageId,
      }),
    ).resolves.toMatchObject({ accepted: [replyTo] });
    mailer.close();
    const row = await until('the reply handled', async () => {
      const r = await ctx.db
        .selectFrom('inbound_mail')
        .select(['handled_at', 'outcome', 'claimed_by'])
        .where('message_id', '=', messageId)
        .executeTakeFirst();
      return r?.handled_at ? r : undefined;
    });
    expect(row).toMatchObject({ outcome: 'handled', claimed_by: null });
    // Its orders were taken: the union's step 1 resolved.
    await until('step 1 resolved', async () => {
      const step = await ctx.db
        .selectFrom('steps')
        .innerJoin('games', 'games.id', 'steps.game_id')
        .select('steps.resolved_at')
        .where('games.number', '=', number)
        .where('steps.seq', '=', 1)
        .executeTakeFirst();
      return step?.resolved_at ? true : undefined;
    });
  }, 180_000);
});
