// The service with a mail relay on loopback that keeps what it receives (test/support/smtp-relay.ts),
// started before a describe block's tests and closed after them: as services whose sender the test
// drives, or as `despatch serve` in-process (web, SMTP listener on a free port, outbox sender,
// sweeper) for the fault tests, which break the disk or the database under it and watch what a
// player, a sending server and the relay see. Read the fields inside tests, not at describe time.
import { rmSync } from 'node:fs';
import nodemailer from 'nodemailer';
import { loadConfig } from '../../src/config';
import { startServer, type RunningServer } from '../../src/server';
import { formToken } from '../../src/web/security';
import { freshDataDir, type Opener } from './databases';
import { testServices } from './services';
import { startRelay, type Relay } from './smtp-relay';
import { until } from './until';

export type RelayedServices = Awaited<ReturnType<typeof testServices>> & { relay: Relay };

/** Services over a fresh database, and a relay for the sender the test makes. */
export function relayedServices(open: Opener): RelayedServices {
  const t = {} as RelayedServices;
  beforeAll(async () => {
    Object.assign(t, await testServices(open), { relay: await startRelay() });
  });
  afterAll(async () => {
    await t.relay.close();
    await t.close();
  });
  return t;
}

export const SECRET = 'relayed-secret-relayed-secret-relayed-01';
export const ADMIN = 'relayed-admin-token-01';

export interface RelayedServer {
  server: RunningServer;
  relay: Relay;
  dataDir: string;
  /** Every line the service logged. */
  logged: string[];
}

/**
 * The running service sending through a relay, with quick sends and sweeps. `dataDir` makes its data
 * folder (a fresh one by default; removed at the end); `env` adds to its settings (read in beforeAll).
 * A describe block's own beforeAll and afterAll run before this one's when declared before the call.
 */
export function relayedServer(
  opts: { dataDir?: () => Promise<string>; env?: () => Record<string, string> } = {},
): RelayedServer {
  const s = { logged: [] as string[] } as RelayedServer;
  beforeAll(async () => {
    s.dataDir = await (opts.dataDir ?? (() => freshDataDir('despatch-relayed-')))();
    s.relay = await startRelay();
    const config = loadConfig({
      DATA_DIR: s.dataDir,
      PORT: '0',
      SECRET,
      ADMIN_TOKEN: ADMIN,
      SMTP_URL: s.relay.url,
      MAIL_DOMAIN: 'despatch.test',
      INBOUND_SMTP_PORT: '0',
      OUTBOX_INTERVAL_MS: '50',
      SWEEP_INTERVAL_MS: '200',
      ...opts.env?.(),
    });
    s.server = await startServer(config, { log: (line) => s.logged.push(line) });
  }, 120_000);
  afterAll(async () => {
    await s.server?.close();
    await s.relay?.close();
    if (s.dataDir) rmSync(s.dataDir, { recursive: true, force: true });
  });
  return s;
}

/** "pass" posted from the orders page of `token`, as the player's browser sends it. */
export const submitPass = (url: string, token: string, lang?: string) =>
  fetch(`${url}/orders/${token}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(lang ? { 'accept-language': lang } : {}),
    },
    body: new URLSearchParams({ orders: 'pass', formToken: formToken(SECRET, 'orders', token) }),
  });

/** A POST to the admin JSON API, with the admin token. */
export const adminPost = (url: string, path: string, body: unknown) =>
  fetch(`${url}/api/admin/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

export interface Health {
  ok: boolean;
  degraded: string[];
  disk: { writable: boolean };
  mail: { waiting: number };
}

export async function healthz(s: RelayedServer): Promise<{ status: number; body: Health }> {
  const res = await fetch(`${s.server.url}/healthz`);
  return { status: res.status, body: (await res.json()) as Health };
}

/** The reply address of the prompt to `to`, once the game's first mails (two) reached the relay. */
export const promptReplyTo = (s: RelayedServer, to: string): Promise<string> =>
  until(`the first mails, a prompt to ${to} among them`, () =>
    s.relay.received.length < 2
      ? undefined
      : s.relay.received
          .filter((r) => JSON.stringify(r.parsed.to).includes(to))
          .map((r) => r.parsed.replyTo?.value[0]?.address)
          .find((a) => a?.startsWith('orders+')),
  );

/** A sending server's connection to the service's SMTP listener. */
export const smtpClient = (s: RelayedServer) =>
  nodemailer.createTransport({
    host: '127.0.0.1',
    port: s.server.inboundSmtpPort as number,
    secure: false,
    ignoreTLS: true,
  });

/** Once the service refuses new work: `token`'s submission is answered "try again", nothing stored. */
export async function refusedTryAgain(s: RelayedServer, token: string): Promise<void> {
  const res = await until('a refusal', async () => {
    const r = await submitPass(s.server.url, token);
    return r.status === 503 ? r : undefined;
  });
  const page = await res.text();
  expect(page).toContain('Try again in a moment');
  expect(page).toContain('Nothing you sent was stored');
}

/** Once the service takes work again: the same submission goes through and /healthz is well. */
export async function takenAgain(s: RelayedServer, token: string): Promise<void> {
  const ok = await until('the submission taken', async () => {
    const r = await submitPass(s.server.url, token);
    return r.status === 200 ? r : undefined;
  });
  expect(await ok.text()).not.toContain('Try again');
  await until('healthz ok', async () => ((await healthz(s)).status === 200 ? true : undefined));
}

/** A Sharpsburg game of u@ and c@example.com made through the admin API, as an organiser makes one. */
export async function gameByAdminApi(
  s: RelayedServer,
): Promise<{ links: Record<string, string>; number: number }> {
  const created = await adminPost(s.server.url, 'games', {
    game: 'sharpsburg',
    players: { union: 'u@example.com', confederate: 'c@example.com' },
  });
  expect(created.status).toBe(201);
  return (await created.json()) as { links: Record<string, string>; number: number };
}

/** A Sharpsburg game of u@ and c@`domain`: the Union's orders-page token and its prompt's reply address. */
export async function gameWithPrompt(s: RelayedServer, domain: string) {
  const created = await s.server.services.createGame({
    game: 'sharpsburg',
    players: { union: `u@${domain}`, confederate: `c@${domain}` },
  });
  const token = (created.links.union as string).split('/orders/')[1] as string;
  return { gameId: created.gameId, token, replyTo: await promptReplyTo(s, `u@${domain}`) };
}

/** While new work is refused: a reply is told 451 (its server tries again later), a new game fails with `code`. */
export async function newWorkRefused(s: RelayedServer, domain: string, replyTo: string, code: string) {
  const mailer = smtpClient(s);
  await expect(
    mailer.sendMail({ from: `u@${domain}`, to: replyTo, subject: 'Re: orders', text: 'pass\n' }),
  ).rejects.toMatchObject({ responseCode: 451 });
  mailer.close();
  await expect(
    s.server.services.createGame({
      game: 'sharpsburg',
      players: { union: `x@${domain}`, confederate: `y@${domain}` },
    }),
  ).rejects.toMatchObject({ code });
}
