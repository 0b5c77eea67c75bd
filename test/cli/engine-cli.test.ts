// The `despatch engine` and `despatch selfplay` commands as a user (or a script) runs them: the
// first and the usage errors through the real executable, the rest through `main` in this process.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, runCliProcess } from '../support/cli';

async function despatch(
  args: string[],
  where: 'here' | 'process' = 'here',
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { code, out, err } = await (where === 'here' ? runCli : runCliProcess)(args, {});
  return { code, stdout: out, stderr: err };
}

const dir = mkdtempSync(join(tmpdir(), 'despatch-cli-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('despatch engine', () => {
  let statePath: string;

  beforeAll(async () => {
    const created = await despatch(['engine', 'new', '--game', 'sharpsburg', '--seed', '00ff'], 'process');
    expect(created.code).toBe(0);
    statePath = file('state.json', created.stdout);
  });

  test('when a game is created, then the state is JSON of that game and the same seed gives the same state', async () => {
    const state = JSON.parse(readFileSync(statePath, 'utf8'));
    expect(state.game).toBe('sharpsburg');
    const again = await despatch(['engine', 'new', '--game', 'sharpsburg', '--seed', '00ff']);
    expect(JSON.parse(again.stdout)).toEqual(state);
  });

  test('when valid orders are stepped, then it prints problems, events, state and awaiting, exit 0', async () => {
    const orders = file('pass.txt', 'pass\n');
    const out = await despatch([
      'engine',
      'step',
      '--state',
      statePath,
      '--side',
      'union',
      '--orders',
      orders,
      '--seed',
      '01',
    ]);
    expect(out.code).toBe(0);
    const json = JSON.parse(out.stdout);
    expect(Object.keys(json).sort()).toEqual(['awaiting', 'events', 'problems', 'state']);
    expect(json.problems).toEqual([]);
    expect(json.awaiting[0].side).toBe('confederate');
  });

  test('when orders have problems, then they are listed by line and the exit code is 2', async () => {
    const orders = file('bad.txt', 'pass\nmarch XIII to 9999\n');
    const out = await despatch([
      'engine',
      'step',
      '--state',
      statePath,
      '--side',
      'union',
      '--orders',
      orders,
    ]);
    expect(out.code).toBe(2);
    const json = JSON.parse(out.stdout);
    expect(json.problems.length).toBeGreaterThan(0);
    expect(json.problems[0].line).toBe(2);
    expect(json.events).toEqual([]);
  });

  test('when one line cannot be read and another is illegal, then both are listed (issue 20 item 2)', async () => {
    const orders = file('two.txt', 'mvoe I 0803\nmove IX 0101\n');
    const out = await despatch([
      'engine',
      'step',
      '--state',
      statePath,
      '--side',
      'union',
      '--orders',
      orders,
    ]);
    expect(out.code).toBe(2);
    const problems = JSON.parse(out.stdout).problems as { line: number; message: string }[];
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [1, expect.stringMatching(/expected an order/)],
      [2, expect.stringMatching(/0101 is not next to 1110/)],
    ]);
  });

  test('when the wrong side steps, then it is a problem, not a crash', async () => {
    const orders = file('pass2.txt', 'pass\n');
    const out = await despatch([
      'engine',
      'step',
      '--state',
      statePath,
      '--side',
      'confederate',
      '--orders',
      orders,
    ]);
    expect(out.code).toBe(2);
    expect(JSON.parse(out.stdout).problems[0].message).toMatch(/not to act now/);
  });

  test('when a view is asked with --svg, then the SVG map is written', async () => {
    const svgPath = join(dir, 'map.svg');
    const out = await despatch(['engine', 'view', '--state', statePath, '--side', 'union', '--svg', svgPath]);
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout).view.side).toBe('union');
    expect(readFileSync(svgPath, 'utf8')).toMatch(/^<svg|^<\?xml/);
  });

  test('when the command line is wrong, then one line says what is wrong, exit 2', async () => {
    const out = await despatch(['engine', 'new', '--game', 'chess'], 'process');
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/unknown game 'chess'/);
    const flag = await despatch(['engine', 'new', '--game', 'sharpsburg', '--bogus'], 'process');
    expect(flag.code).toBe(2);
    expect(flag.stderr).toMatch(/Unknown option '--bogus'/);
    expect(flag.stderr).not.toMatch(/at /);
  });

  test('when a position file is impossible, then one line says what is wrong and on which line, exit 2 (issue 39 item 7)', async () => {
    const twice = file(
      'twice.pos',
      'game sharpsburg\nturn 3\nside union\nunit I 1405\nunit HO 1507\nunit I 1406\n',
    );
    const out = await despatch(['engine', 'new', '--game', 'sharpsburg', '--position', twice]);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain(
      `${twice} is not a sharpsburg position file: position line 6: unit 'I' is listed twice (first on line 4)`,
    );
    const huge = file('huge.pos', 'game scotland\nturn 999999999999999999999\n');
    const turn = await despatch(['engine', 'new', '--game', 'scotland', '--position', huge]);
    expect(turn.code).toBe(2);
    expect(turn.stderr).toMatch(/position line 2: the turn must be a whole number from 0 to 24/);
  });

  test('when a state file holds a unit the game does not have, then view and step refuse it (issue 39 item 7)', async () => {
    const state = JSON.parse(readFileSync(statePath, 'utf8'));
    state.units.ZZ = { at: '1405' };
    const bad = file('impossible.json', JSON.stringify(state));
    const out = await despatch(['engine', 'view', '--state', bad, '--side', 'union']);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain(`${bad} is not a possible sharpsburg position: unknown unit 'ZZ'`);
  });

  test('when game options are given, then the new game carries them', async () => {
    const out = await despatch(['engine', 'new', '--game', 'travel-battle', '--option', 'quickSetup=true']);
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout).options).toEqual({ quickSetup: true });
  });
});

describe('despatch selfplay', () => {
  test('when random games are played, then it reports games, steps, outcomes and no violations', async () => {
    const out = await despatch(['selfplay', '--game', 'sharpsburg', '--games', '3', '--seed', 'cli']);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/3 games, \d+ steps/);
    expect(out.stdout).toMatch(/outcomes: union \d+, confederate \d+, draws \d+, unfinished 0/);
    expect(out.stdout).toMatch(/no violations/);
  });

  test('STB-13.0: --scenario plays that scenario (The Toom Tabard); an unknown one is a usage error', async () => {
    const out = await despatch([
      'selfplay',
      '--game',
      'scotland',
      '--scenario',
      'toom-tabard',
      '--games',
      '2',
      '--seed',
      'cli',
    ]);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/2 games, \d+ steps/);
    expect(out.stdout).toMatch(/unfinished 0/);
    const bad = await despatch(['selfplay', '--game', 'scotland', '--scenario', 'bannockburn']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain("unknown scenario 'bannockburn' for scotland (rebellion, toom-tabard)");
  });
});
