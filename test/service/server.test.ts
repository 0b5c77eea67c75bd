// The one-process server on a random port: the admin JSON API the CLI uses, the mailbox only in
// embedded mode, and a clean close; on both databases.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { startServer, type RunningServer } from '../../src/server';
import { createSchema, dropSchema, freshDataDir } from '../support/databases';

const ADMIN = 'server-test-admin-token-01';
const variants: [string, string | undefined][] = [['pglite', undefined]];
if (process.env.TEST_DATABASE_URL) variants.push(['postgres', process.env.TEST_DATABASE_URL]);

describe.each(variants)('the server on %s', (_name, pgUrl) => {
  let server: RunningServer;
  let dataDir: string;
  let schema: string | undefined;
  const call = (path: string, init: RequestInit = {}, token: string | null = ADMIN) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  beforeAll(async () => {
    dataDir = await freshDataDir('despatch-server-');
    if (pgUrl) schema = await createSchema(pgUrl);
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      ADMIN_TOKEN: ADMIN,
      OUTBOX_INTERVAL_MS: '50',
      ...(pgUrl
        ? { DATABASE_URL: `${pgUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}` }
        : {}),
    });
    server = await startServer(config, { log: () => {} });
  });
  afterAll(async () => {
    await server.close();
    if (pgUrl && schema) await dropSchema(pgUrl, schema);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('when the admin API is called without the token, then it refuses', async () => {
    const res = await call('/api/admin/games', { method: 'POST', body: '{}' }, 'wrong-token');
    expect(res.status).toBe(401);
  });

  test('when the body is malformed or names an unknown game, then the answer says what is wrong', async () => {
    const bad = await call('/api/admin/games', {
      method: 'POST',
      body: JSON.stringify({ game: 'sharpsburg' }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/players/);
    const unknown = await call('/api/admin/games', {
      method: 'POST',
      body: JSON.stringify({ game: 'chess', players: {} }),
    });
    expect(unknown.status).toBe(400);
    expect((await call('/api/admin/games/gnothere/export')).status).toBe(404);
  });

  test('when a game is created through the API, then its first mails reach the embedded mailbox', async () => {
    const res = await call('/api/admin/games', {
      method: 'POST',
      body: JSON.stringify({
        game: 'sharpsburg',
        players: { union: 'u@example.com', confederate: 'c@example.com' },
      }),
    });
    expect(res.status).toBe(201);
    const { gameId } = (await res.json()) as { gameId: string };
    const deadline = Date.now() + 20_000;
    let mails: { to: string }[] = [];
    while (Date.now() < deadline && mails.length < 2) {
      mails = (await (await fetch(`${server.url}/mailbox.json`)).json()) as { to: string }[];
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(mails.map((m) => m.to).sort()).toEqual(['c@example.com', 'u@example.com']);
    const record = (await (await call(`/api/admin/games/${gameId}/export`)).json()) as {
      game: { seed: unknown };
    };
    expect(record.game.seed).toBeNull();
  });
});

describe('a server whose database is gone', () => {
  test('issue 12: it still closes: its port, its pictures, its lock and server.json are released', async () => {
    const dataDir = await freshDataDir('despatch-server-lost-');
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', ADMIN_TOKEN: ADMIN });
    const lines: string[] = [];
    const server = await startServer(config, { log: (line) => lines.push(line) });
    // What a dead PGlite thread leaves: every statement refused.
    await server.database.close();
    await server.close();
    expect(lines.join('\n')).toMatch(/retire: /);
    expect(existsSync(join(dataDir, 'server.json'))).toBe(false);
    // The lock is free: a new server opens the same data directory.
    const again = await startServer(config, { log: () => {} });
    await again.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
