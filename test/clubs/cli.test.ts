// #16: clubs and ladders from the command line, on the database itself and through a running
// server's admin API (the same answers either way).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, runCli as run } from '../support/cli';
import { seedDataDir } from '../support/databases';

describe('despatch club|ladder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'despatch-clubs-cli-'));
  const env = { DATA_DIR: dataDir, PORT: '0', MAIL_DOMAIN: 'despatch.test' };
  beforeAll(() => seedDataDir(dataDir));

  test('#16: an organiser makes a club and a rated ladder; a challenge is accepted and starts a game; standings as JSON', async () => {
    const made = await run(['club', 'new', 'Kent', 'Wargames', '--organiser', 'ann@kent.example'], env);
    expect([made.code, JSON.parse(made.out)]).toEqual([0, { id: 1, name: 'Kent Wargames' }]);
    expect((await run(['club', 'add', 'Kent Wargames', 'bob@kent.example'], env)).code).toBe(0);
    const ladder = await run(
      [
        'ladder',
        'new',
        '--club',
        'Kent Wargames',
        '--name',
        'Sharpsburg',
        '--game',
        'sharpsburg',
        '--turn-time',
        '2d',
        '--silence',
        'forfeit',
      ],
      env,
    );
    expect(JSON.parse(ladder.out)).toMatchObject({
      id: 1,
      settings: { turnTimeSeconds: 172800, silence: 'forfeit' },
    });
    const bad = await run(
      [
        'ladder',
        'new',
        '--club',
        'Kent Wargames',
        '--name',
        'X',
        '--game',
        'sharpsburg',
        '--silence',
        'never',
      ],
      env,
    );
    expect([bad.code, bad.err]).toEqual([2, expect.stringMatching(/--silence is lapse or forfeit/)]);
    const challenged = await run(
      ['ladder', 'challenge', '1', '--from', 'ann@kent.example', '--to', 'bob@kent.example'],
      env,
    );
    expect(JSON.parse(challenged.out)).toMatchObject({ id: 1 });
    // #16: every setting from the command line: side bids, how endings count, boot camp.
    const bids = await run(
      [
        'ladder',
        'new',
        '--club',
        'Kent Wargames',
        '--name',
        'Bids',
        '--game',
        'sharpsburg',
        '--sides',
        'bid',
        '--resign',
        'unrated',
        '--min-reliability',
        '80%',
        '--no-boot-camp',
      ],
      env,
    );
    expect(JSON.parse(bids.out).settings).toMatchObject({
      sides: 'bid',
      counting: { resign: 'unrated', forfeit: 'loss', agreedDraw: 'draw' },
      minReliability: 0.8,
      bootCamp: false,
    });
    const invite = await run(['club', 'invite', 'Kent Wargames'], env);
    expect(JSON.parse(invite.out)).toEqual({ club: 'Kent Wargames', url: expect.stringMatching(/\/join\//) });

    // Through a running server: the CLI goes through its admin API.
    const server = spawn(process.execPath, [BIN, 'serve'], { env: { PATH: process.env.PATH ?? '', ...env } });
    try {
      for (let i = 0; i < 600 && !existsSync(join(dataDir, 'server.json')); i++)
        await new Promise((r) => setTimeout(r, 100));
      const accepted = await run(['ladder', 'accept', '1'], env);
      expect(accepted.code).toBe(0);
      expect(Object.values(JSON.parse(accepted.out).sides).sort()).toEqual([
        'ann@kent.example',
        'bob@kent.example',
      ]);
      const table = await run(['ladder', 'standings', '1', '--json'], env);
      expect(JSON.parse(table.out)).toEqual([
        expect.objectContaining({ place: 1, rating: 1500, provisional: true }),
        expect.objectContaining({ place: 2, rating: 1500, provisional: true }),
      ]);
      // #16: the club's public page, turned on through the admin API.
      const shown = await run(['club', 'public', 'Kent Wargames', 'on'], env);
      expect([shown.code, JSON.parse(shown.out)]).toEqual([0, { club: 'Kent Wargames', public: true }]);
      // #16: a new invite link through the admin API: not the old one.
      const renewed = await run(['club', 'invite', 'Kent Wargames'], env);
      expect(renewed.code).toBe(0);
      expect(JSON.parse(renewed.out).url).not.toBe(JSON.parse(invite.out).url);
      const unknown = await run(['ladder', 'standings', '9', '--json'], env);
      expect(unknown.code).not.toBe(0);
      expect(unknown.err).toMatch(/no ladder 9/);
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  }, 600_000);
});
