// #16: tournaments from the command line, on the database itself and through a running server's
// admin API (the same answers either way).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, runCli as run } from '../support/cli';
import { seedDataDir } from '../support/databases';
import { until } from '../support/until';

describe('despatch tournament', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'despatch-tournament-cli-'));
  const env = { DATA_DIR: dataDir, PORT: '0', MAIL_DOMAIN: 'despatch.test' };
  const members = ['ann', 'bob', 'cat', 'dan', 'eve'].map((n) => `${n}@kent.example`);
  beforeAll(() => seedDataDir(dataDir));

  test('#16: an organiser makes a round robin, enters five members and starts it; standings as text and JSON, also through the server', async () => {
    expect((await run(['club', 'new', 'Kent', '--organiser', members[0] as string], env)).code).toBe(0);
    for (const m of members.slice(1)) expect((await run(['club', 'add', 'Kent', m], env)).code).toBe(0);
    const base = ['tournament', 'new', '--club', 'Kent', '--name', 'Spring', '--game', 'travel-battle'];
    const bad = await run([...base, '--format', 'knockout'], env);
    expect([bad.code, bad.err]).toEqual([1, expect.stringMatching(/the format is swiss or round-robin/)]);
    const badTurn = await run([...base, '--format', 'swiss', '--turn-time', 'soon'], env);
    expect([badTurn.code, badTurn.err]).toEqual([2, expect.stringMatching(/--turn-time takes a duration/)]);
    const made = await run([...base, '--format', 'round-robin', '--turn-time', '2d'], env);
    expect(JSON.parse(made.out)).toMatchObject({
      id: 1,
      format: 'round-robin',
      settings: { turnTimeSeconds: 172800 },
    });
    const added = await run(['tournament', 'add', '1', ...members], env);
    expect(JSON.parse(added.out)).toHaveLength(5);
    const started = await run(['tournament', 'start', '1'], env);
    expect(JSON.parse(started.out)).toEqual({ tournament: 1, rounds: 5, round: 1 });
    const table = JSON.parse((await run(['tournament', 'standings', '1', '--json'], env)).out);
    expect(table).toMatchObject({ status: 'running', round: 1, rounds: 5 });
    // Five players: two games and one bye, which scores at once.
    expect(table.pairings[0].pairings.map((p: { result: string }) => p.result).sort()).toEqual([
      'bye',
      'playing',
      'playing',
    ]);
    expect(table.standings[0]).toMatchObject({ place: 1, points: 1, byes: 1 });

    const server = spawn(process.execPath, [BIN, 'serve'], { env: { PATH: process.env.PATH ?? '', ...env } });
    try {
      await until('the server', () => (existsSync(join(dataDir, 'server.json')) ? true : undefined));
      const text = await run(['tournament', 'standings', '1'], env);
      expect(text.code).toBe(0);
      expect(text.out).toMatch(/^Spring: running, round 1 of 5\n {2}1\. \S+ +1 {2}Buchholz 0 {2}S-B 0\n/);
      const late = await run(['tournament', 'add', '1', 'zed@kent.example'], env);
      expect([late.code, late.err]).toEqual([1, expect.stringMatching(/answered 400: .*entries are closed/)]);
      const unknown = await run(['tournament', 'standings', '9'], env);
      expect(unknown.err).toMatch(/no tournament 9/);
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  }, 300_000);
});
