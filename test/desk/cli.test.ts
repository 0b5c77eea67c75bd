// The desk from the command line: `despatch game list|extend|resend|replace|end|share|unshare`, on the database itself and
// through a running server's admin API (the same answers either way).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, runCli as run } from '../support/cli';
import { seedDataDir } from '../support/databases';

describe('despatch game list|extend|resend|replace|end', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'despatch-desk-cli-'));
  const env = { DATA_DIR: dataDir, PORT: '0', MAIL_DOMAIN: 'despatch.test' };
  beforeAll(() => seedDataDir(dataDir));
  const sides = ['--side', 'union=u@example.com', '--side', 'confederate=c@example.com'];

  test('an organiser lists the games, gives more time, resends a prompt and ends a game', async () => {
    expect((await run(['game', 'new', '--game', 'sharpsburg', ...sides], env)).code).toBe(0);
    const listed = await run(['game', 'list', '--json'], env);
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.out)).toEqual([
      expect.objectContaining({ number: 1, status: 'waiting', awaiting: ['union'] }),
    ]);

    const refused = await run(['game', 'extend', '1', '--by', '2d'], env);
    expect([refused.code, refused.err]).toEqual([2, expect.stringMatching(/--reason is required/)]);
    const extended = await run(['game', 'extend', '1', '--by', '2d', '--reason', 'holiday'], env);
    expect(extended.code).toBe(0);
    expect(JSON.parse(extended.out).deadline).toMatch(/^\d{4}-/);
    expect((await run(['game', 'resend', '1', '--side', 'union', '--reason', 'lost'], env)).code).toBe(0);
    // #15: pause, resume and a new turn time, each with its reason.
    const paused = await run(['game', 'pause', '1', '--reason', 'club holiday'], env);
    expect([paused.code, JSON.parse(paused.out)]).toEqual([0, { status: 'paused' }]);
    expect(JSON.parse((await run(['game', 'resume', '1', '--reason', 'back'], env)).out)).toEqual({
      status: 'active',
    });
    const turnTime = await run(['game', 'turn-time', '1', '--to', '2d', '--reason', 'longer turns'], env);
    expect(JSON.parse(turnTime.out)).toEqual({ turnTimeSeconds: 2 * 86400 });
    expect((await run(['game', 'turn-time', '1', '--reason', 'x'], env)).code).toBe(2);

    // Through a running server: the CLI goes through its admin API.
    const server = spawn(process.execPath, [BIN, 'serve'], { env: { PATH: process.env.PATH ?? '', ...env } });
    try {
      for (let i = 0; i < 600 && !existsSync(join(dataDir, 'server.json')); i++)
        await new Promise((r) => setTimeout(r, 100));
      readFileSync(join(dataDir, 'server.json'));
      // #15: a player replaced through the admin API; the same answer as on the database.
      const replaced = await run(
        ['game', 'replace', '1', '--side', 'union', '--email', 'u2@example.com', '--reason', 'left'],
        env,
      );
      expect([replaced.code, JSON.parse(replaced.out)]).toEqual([
        0,
        { side: 'union', seat: 1, player: 'u2@example.com' },
      ]);
      expect((await run(['game', 'replace', '1', '--side', 'union', '--reason', 'x'], env)).code).toBe(2);
      const ended = await run(
        ['game', 'end', '1', '--outcome', 'draw', '--reason', 'both agreed by phone'],
        env,
      );
      expect(ended.code).toBe(0);
      expect(JSON.parse(ended.out)).toMatchObject({ winner: null, level: 'adjudicated' });
      const finished = JSON.parse((await run(['game', 'list', '--json', '--status', 'finished'], env)).out);
      expect(finished.map((g: { number: number }) => g.number)).toEqual([1]);
      // #45: the finished game's replay made public (its link in the answer) and private again.
      const shared = await run(['game', 'share', '1', '--reason', 'a game worth showing'], env);
      expect([shared.code, JSON.parse(shared.out)]).toEqual([
        0,
        { public: true, url: expect.stringMatching(/\/g\/[\w.-]+\/replay$/) },
      ]);
      expect((await run(['game', 'share', '1'], env)).code).toBe(2);
      const unshared = await run(['game', 'unshare', '1', '--reason', 'a player asked'], env);
      expect([unshared.code, JSON.parse(unshared.out)]).toEqual([0, { public: false, url: null }]);
      const bad = await run(['game', 'list', '--status', 'lost'], env);
      expect(bad.code).toBe(2);
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  }, 300_000);
});
