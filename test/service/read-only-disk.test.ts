// Issue #47: the data folder under the embedded database turns read-only (a disk remounted read-only
// after an error, a wrong permission) under the running service. The test mounts a read-only view of
// DATA_DIR over it (a bind mount, remounted `ro`; it needs root, or the test says why it skips): files
// the database already holds open stay as they were, and every new look at the folder meets EROFS, as
// after a remount. Meanwhile new work is refused as on a full disk: a submission gets "try again in a
// moment" (503, nothing stored), a mail reply a 451, a new game EROFS, /healthz marks `disk` (503) and
// the log says so once; once the folder is writable again the same submission is stored and
// resolved, and everything stored before is still there.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import nodemailer from 'nodemailer';
import { loadConfig } from '../../src/config';
import { startServer, type RunningServer } from '../../src/server';
import { formToken } from '../../src/web/security';
import { freshDataDir } from '../support/databases';
import { startRelay, type Relay } from '../support/smtp-relay';
import { until } from '../support/until';

const SECRET = 'read-only-secret-read-only-secret-000001';
const ADMIN = 'read-only-admin-token-01';

/** Why this process may not bind-mount a folder read-only over itself, or null when it may. */
function cannotRemount(): string | null {
  if (process.getuid?.() !== 0) return 'not root (a bind mount needs it)';
  const probe = mkdtempSync('/tmp/despatch-ro-probe-');
  try {
    execFileSync('mount', ['--bind', probe, probe], { stdio: 'pipe' });
    execFileSync('mount', ['-o', 'remount,bind,ro', probe], { stdio: 'pipe' });
    execFileSync('umount', [probe], { stdio: 'pipe' });
    return null;
  } catch (err) {
    return (err as Error).message.split('\n')[0] ?? 'mount failed';
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

const why = cannotRemount();
if (why) process.stderr.write(`read-only-disk.test.ts skipped: cannot mount a read-only view (${why})\n`);
const maybe = why ? describe.skip : describe;

maybe('a read-only data folder under the embedded database', () => {
  let data: string;
  let server: RunningServer;
  let relay: Relay;
  let readOnly = false;
  const logged: string[] = [];

  beforeAll(async () => {
    data = await freshDataDir('despatch-ro-');
    relay = await startRelay();
    const config = loadConfig({
      DATA_DIR: data,
      PORT: '0',
      SECRET,
      ADMIN_TOKEN: ADMIN,
      SMTP_URL: relay.url,
      MAIL_DOMAIN: 'despatch.test',
      INBOUND_SMTP_PORT: '0',
      OUTBOX_INTERVAL_MS: '50',
      SWEEP_INTERVAL_MS: '200',
    });
    server = await startServer(config, { log: (line) => logged.push(line) });
  }, 120_000);
  const writable = () => {
    if (!readOnly) return;
    execFileSync('umount', [data], { stdio: 'pipe' });
    readOnly = false;
  };
  afterAll(async () => {
    writable();
    await server?.close();
    await relay?.close();
    if (data) rmSync(data, { recursive: true, force: true });
  });

  const submit = (token: string) =>
    fetch(`${server.url}/orders/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ orders: 'pass', formToken: formToken(SECRET, 'orders', token) }),
    });
  const healthz = async () => {
    const res = await fetch(`${server.url}/healthz`);
    return {
      status: res.status,
      body: (await res.json()) as { degraded: string[]; disk: { writable: boolean } },
    };
  };

  test('#47: a read-only data folder: work refused with "try again", /healthz degraded, nothing lost; writable again and it goes on', async () => {
    const created = await server.services.createGame({
      game: 'sharpsburg',
      players: { union: 'u@ro.example', confederate: 'c@ro.example' },
    });
    const token = (created.links.union as string).split('/orders/')[1] as string;
    const start = await until('the first mails', () =>
      relay.received.length >= 2 ? relay.received : undefined,
    );
    const replyTo = start
      .map((r) => r.parsed.replyTo?.value[0]?.address)
      .find((a) => a?.startsWith('orders+')) as string;
    expect(replyTo).toBeTruthy();
    const before = await server.services.ctx.db.selectFrom('steps').selectAll().orderBy('seq').execute();

    execFileSync('mount', ['--bind', data, data], { stdio: 'pipe' });
    readOnly = true;
    execFileSync('mount', ['-o', 'remount,bind,ro', data], { stdio: 'pipe' });

    const refused = await until('a refusal', async () => {
      const r = await submit(token);
      return r.status === 503 ? r : undefined;
    });
    const page = await refused.text();
    expect(page).toContain('Try again in a moment');
    expect(page).toContain('Nothing you sent was stored');
    expect(logged.filter((l) => l.startsWith('disk: '))).toEqual([
      expect.stringMatching(/^disk: the data folder .* cannot be written: new work is refused/),
    ]);
    const ro = await healthz();
    expect(ro.status).toBe(503);
    expect(ro.body.degraded).toContain('disk');
    expect(ro.body.disk.writable).toBe(false);
    const mailer = nodemailer.createTransport({
      host: '127.0.0.1',
      port: server.inboundSmtpPort as number,
      secure: false,
      ignoreTLS: true,
    });
    await expect(
      mailer.sendMail({ from: 'u@ro.example', to: replyTo, subject: 'Re: orders', text: 'pass\n' }),
    ).rejects.toMatchObject({ responseCode: 451 });
    await expect(
      server.services.createGame({
        game: 'sharpsburg',
        players: { union: 'x@ro.example', confederate: 'y@ro.example' },
      }),
    ).rejects.toMatchObject({ code: 'EROFS' });
    expect(await server.services.ctx.db.selectFrom('submissions').selectAll().execute()).toEqual([]);

    writable();

    // Nothing stored was lost, and the same submission now goes through and resolves the step.
    const ok = await until('the submission taken', async () => {
      const r = await submit(token);
      return r.status === 200 ? r : undefined;
    });
    expect(await ok.text()).not.toContain('Try again');
    await until('healthz ok', async () => ((await healthz()).status === 200 ? true : undefined));
    const games = await server.services.ctx.db.selectFrom('games').select(['id', 'current_step']).execute();
    expect(games).toEqual([{ id: created.gameId, current_step: 2 }]);
    const after = await server.services.ctx.db.selectFrom('steps').selectAll().orderBy('seq').execute();
    expect(after.map((s) => s.seq).slice(0, before.length)).toEqual(before.map((s) => s.seq));
    expect((await server.services.verifyStoredGame(created.gameId)).ok).toBe(true);
    expect(logged.filter((l) => l.startsWith('disk: ')).slice(1)).toEqual([
      'disk: there is room again; new work is accepted',
    ]);
    mailer.close();
  }, 120_000);
});
