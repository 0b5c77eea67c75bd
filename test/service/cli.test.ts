// `despatch game new` works whether or not the server is running (ARCHITECTURE.md, "The CLI and a
// running server"); a second `serve` on the same PGlite directory refuses; SIGTERM shuts the server
// down cleanly and frees the lock.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, runCliProcess as run } from '../support/cli';
import { openPglite } from '../../src/db/connect';
import { seedDataDir } from '../support/databases';

async function until<T>(fn: () => T | undefined, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const v = fn();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

describe('the despatch command', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'despatch-cli-'));
  const env = { DATA_DIR: dataDir, PORT: '0', MAIL_DOMAIN: 'despatch.test' };
  beforeAll(() => seedDataDir(dataDir));
  const newGame = [
    'game',
    'new',
    '--game',
    'sharpsburg',
    '--side',
    'union=a@example.com',
    '--side',
    'confederate=b@example.com',
    '--turn-time',
    '2d',
  ];
  let server: ChildProcess | undefined;
  afterAll(async () => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('when no server runs, then game new opens the database itself and prints the game and its links', async () => {
    const res = await run(newGame, env);
    expect(res.err).toBe('');
    const out = JSON.parse(res.out) as { gameId: string; links: Record<string, string> };
    expect(out.gameId).toMatch(/^g[a-z2-7]+$/);
    expect(Object.keys(out.links).sort()).toEqual(['confederate', 'union']);
  }, 60_000);

  test('when a server runs, then game new goes through its admin API, a second serve refuses, verify keeps the seed of a game in progress, and SIGTERM stops it', async () => {
    server = spawn(process.execPath, [BIN, 'serve'], { env: { PATH: process.env.PATH ?? '', ...env } });
    let banner = '';
    server.stdout?.on('data', (d) => (banner += d));
    await until(() => (existsSync(join(dataDir, 'server.json')) ? true : undefined));
    const url = (JSON.parse(readFileSync(join(dataDir, 'server.json'), 'utf8')) as { url: string }).url;
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await fetch(`${url}/api/admin/games/1/export`)).status).toBe(401);
    const adminToken = readFileSync(join(dataDir, 'admin-token'), 'utf8').trim();
    expect(banner).not.toContain(adminToken);

    const res = await run(newGame, env);
    expect(res.code).toBe(0);
    expect(JSON.parse(res.out)).toMatchObject({ number: 2 });

    const second = await run(['serve'], env);
    expect(second.code).toBe(1);
    expect(second.err).toMatch(/in use by process \d+/);

    const exported = await run(['game', 'export', '2'], env);
    const file = join(dataDir, 'record.json');
    writeFileSync(file, exported.out);
    const verified = await run(['verify', file], env);
    expect(verified.err).toMatch(/seed is not revealed/);
    // Through the running server: every recorded roll checked, the seed of a game in progress kept.
    const viaServer = await run(['verify', '2'], env);
    expect(viaServer.code).toBe(0);
    expect(JSON.parse(viaServer.out)).toMatchObject({ ok: true, number: 2, seed: null });
    expect(viaServer.err).toMatch(/seed stays secret until the game is over/);

    // #14: the demo names the mailbox of the server it used (its port, not the CLI's own PORT).
    const demo = await run(['demo'], { ...env, PORT: '3999' });
    expect(demo.code).toBe(0);
    expect(demo.err).toContain(`Read its mails at ${url}/mailbox`);

    server.kill('SIGTERM');
    const code = await new Promise((r) => server?.once('exit', r));
    expect(code).toBe(0);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    const direct = await run(['verify', '2'], env);
    expect(direct.code).toBe(0);
    expect(direct.err).toMatch(/verified: 0 steps/);
    // The seed of a game still being played is nowhere in what the organiser sees.
    const opened = await openPglite(dataDir);
    const { seed } = await opened.db
      .selectFrom('games')
      .select('seed')
      .where('number', '=', 2)
      .executeTakeFirstOrThrow();
    await opened.close();
    expect(`${direct.out}${direct.err}${viaServer.out}${viaServer.err}${exported.out}`).not.toContain(seed);
  }, 300_000);
});
