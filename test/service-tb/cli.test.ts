// `despatch game new --game travel-battle ... --option quickSetup=true` creates the game with the
// option (its first step is the quick set-up); an option the game does not have is refused.
// `--side blue=bot:normal` gives a side to the bot (no link for it); `despatch demo --bot` starts a
// game against the bot and prints the newcomer's link.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli as run } from '../support/cli';
import { seedDataDir } from '../support/databases';

describe('despatch game new for Travel Battle', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'despatch-tb-cli-'));
  const env = { DATA_DIR: dataDir, MAIL_DOMAIN: 'despatch.test' };
  beforeAll(() => seedDataDir(dataDir));
  const sides = ['--side', 'red=r@example.com', '--side', 'blue=b@example.com'];
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('with --option quickSetup=true the game opens with the quick set-up for both sides', async () => {
    const res = await run(
      ['game', 'new', '--game', 'travel-battle', ...sides, '--option', 'quickSetup=true'],
      env,
    );
    expect([res.code, res.err]).toEqual([0, '']);
    const created = JSON.parse(res.out) as { number: number; links: Record<string, string> };
    expect(Object.keys(created.links)).toEqual(['red', 'blue']);
    const exported = await run(['game', 'export', String(created.number)], env);
    const record = JSON.parse(exported.out) as {
      game: { type: string; options: Record<string, unknown> };
      steps: { title: string; awaiting: string[] }[];
    };
    expect(record.game).toMatchObject({ type: 'travel-battle', options: { quickSetup: true } });
    expect(record.steps[0]).toMatchObject({ title: 'Quick set-up', awaiting: ['red', 'blue'] });
  }, 60_000);

  test('an option the game does not have is refused with the options it has', async () => {
    const res = await run(
      ['game', 'new', '--game', 'travel-battle', ...sides, '--option', 'quick=true'],
      env,
    );
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/unknown option 'quick' \(options: quickSetup\)/);
  }, 60_000);

  test('--side blue=bot:normal gives Blue to the bot: no link for it; an unknown level is refused in words', async () => {
    const res = await run(
      ['game', 'new', '--game', 'travel-battle', '--side', 'red=r@example.com', '--side', 'blue=bot:normal'],
      env,
    );
    expect([res.code, res.err]).toEqual([0, '']);
    const created = JSON.parse(res.out) as { number: number; links: Record<string, string> };
    expect(Object.keys(created.links)).toEqual(['red']);
    const bad = await run(
      ['game', 'new', '--game', 'travel-battle', '--side', 'red=r@example.com', '--side', 'blue=bot:genius'],
      env,
    );
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/the bot for blue plays at level easy, normal, hard; 'genius' is none of them/);
  }, 60_000);

  test("despatch demo --bot starts a game against the bot and prints the link of the newcomer's side", async () => {
    const res = await run(
      ['demo', '--game', 'travel-battle', '--bot', '--level', 'easy', '--side', 'blue'],
      env,
    );
    expect(res.code).toBe(0);
    const created = JSON.parse(res.out) as { links: Record<string, string> };
    expect(Object.keys(created.links)).toEqual(['blue']);
    expect(res.err).toContain('you play blue, the bot (easy) the rest');
    expect(res.err).toContain(`Your orders: ${created.links.blue}`);
  }, 60_000);
});
