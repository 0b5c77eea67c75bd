// Issue #47: the disk under the embedded database fills up under the running service. DATA_DIR is a
// small tmpfs the test mounts (it needs root, or the test says why it skips), filled to the brim with
// a file. Meanwhile a submission gets
// "try again in a moment" (503, nothing stored), a mail reply a 451, /healthz says the disk is
// degraded, and the log says so once; with room again the same submission is stored and resolved,
// and everything stored before is still there.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { loadConfig } from '../../src/config';
import { startServer, type RunningServer } from '../../src/server';
import { formToken } from '../../src/web/security';
import { seedDataDir } from '../support/databases';
import { startRelay, type Relay } from '../support/smtp-relay';
import { until } from '../support/until';

const SECRET = 'disk-full-secret-disk-full-secret-000001';
const ADMIN = 'disk-full-admin-token-01';

/** A fresh tmpfs of `mb` megabytes, or null (and why) when this process may not mount one. */
function smallDisk(mb: number): { dir: string } | { why: string } {
  const dir = mkdtempSync(join(tmpdir(), 'despatch-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${mb}m`, 'tmpfs', dir], { stdio: 'pipe' });
    return { dir };
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    return { why: (err as Error).message.split('\n')[0] ?? 'mount failed' };
  }
}

const disk = smallDisk(160);
if ('why' in disk)
  process.stderr.write(`disk-full.test.ts skipped: cannot mount a small tmpfs (${disk.why})\n`);
const maybe = 'dir' in disk ? describe : describe.skip;

maybe('a full or read-only disk under the embedded database', () => {
  const dir = 'dir' in disk ? disk.dir : '';
  const data = join(dir, 'data');
  const filler = join(dir, 'filler');
  let server: RunningServer;
  let relay: Relay;
  const logged: string[] = [];

  beforeAll(async () => {
    await seedDataDir(data);
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
  afterAll(async () => {
    await server?.close();
    await relay?.close();
    execFileSync('umount', [dir], { stdio: 'pipe' });
    rmSync(dir, { recursive: true, force: true });
  });

  const submit = (token: string) =>
    fetch(`${server.url}/orders/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ orders: 'pass', formToken: formToken(SECRET, 'orders', token) }),
    });
  const healthz = async () => {
    const res = await fetch(`${server.url}/healthz`);
    return { status: res.status, body: (await res.json()) as { degraded: string[] } };
  };
  /** Writes a file until the disk has less than `leftMb` free. */
  const fill = (leftMb: number) => {
    const free = () => Number(statfsSync(dir).bavail) * Number(statfsSync(dir).bsize);
    const mb = Math.max(0, Math.floor(free() / 1048576) - leftMb);
    writeFileSync(filler, Buffer.alloc(mb * 1048576));
  };
  const refusedAs503 = async (token: string) => {
    const res = await until('a refusal', async () => {
      const r = await submit(token);
      return r.status === 503 ? r : undefined;
    });
    const page = await res.text();
    expect(page).toContain('Try again in a moment');
    expect(page).toContain('Nothing you sent was stored');
  };

  test('#47: a full disk: work refused with "try again", /healthz degraded, nothing lost; room again and it goes on', async () => {
    const created = await server.services.createGame({
      game: 'sharpsburg',
      players: { union: 'u@disk.example', confederate: 'c@disk.example' },
    });
    const token = (created.links.union as string).split('/orders/')[1] as string;
    const start = await until('the first mails', () =>
      relay.received.length >= 2 ? relay.received : undefined,
    );
    const replyTo = start
      .map((r) => r.parsed.replyTo?.value[0]?.address)
      .find((a) => a?.startsWith('orders+')) as string;
    expect(replyTo).toBeTruthy();

    fill(4);
    await refusedAs503(token);
    expect(logged.filter((l) => l.startsWith('disk: '))).toEqual([
      expect.stringMatching(/^disk: the disk under .* KB free \(below 16 MB\): new work is refused/),
    ]);
    const full = await healthz();
    expect(full.status).toBe(503);
    expect(full.body.degraded).toContain('disk');
    const mailer = nodemailer.createTransport({
      host: '127.0.0.1',
      port: server.inboundSmtpPort as number,
      secure: false,
      ignoreTLS: true,
    });
    await expect(
      mailer.sendMail({ from: 'u@disk.example', to: replyTo, subject: 'Re: orders', text: 'pass\n' }),
    ).rejects.toMatchObject({ responseCode: 451 });
    await expect(
      server.services.createGame({
        game: 'sharpsburg',
        players: { union: 'x@disk.example', confederate: 'y@disk.example' },
      }),
    ).rejects.toMatchObject({ code: 'ENOSPC' });

    rmSync(filler);

    // Nothing stored was lost, and the same submission now goes through and resolves the step.
    const ok = await until('the submission taken', async () => {
      const r = await submit(token);
      return r.status === 200 ? r : undefined;
    });
    expect(await ok.text()).not.toContain('Try again');
    await until('healthz ok', async () => ((await healthz()).status === 200 ? true : undefined));
    const games = await server.services.ctx.db.selectFrom('games').select(['id', 'current_step']).execute();
    expect(games).toEqual([{ id: created.gameId, current_step: 2 }]);
    expect(logged.filter((l) => l.startsWith('disk: ')).slice(1)).toEqual([
      'disk: there is room again; new work is accepted',
    ]);
    mailer.close();
  }, 120_000);
});
