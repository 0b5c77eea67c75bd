// The service as a process manager runs it: `npm start` and `node bin/despatch.js serve` say at once
// what they are doing, and SIGTERM or SIGINT stops them cleanly, leaving no process and a free port.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freshDataDir } from '../support/databases';
import { until } from '../support/until';

const ROOT = resolve(import.meta.dirname ?? '.', '../..');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe.each([
  ['npm start', 'npm', ['start'], 'SIGTERM'],
  ['node bin/despatch.js serve', process.execPath, ['bin/despatch.js', 'serve'], 'SIGINT'],
] as const)('%s', (_name, command, args, signal) => {
  test(`says what it is doing, then ${signal} stops it and leaves nothing running`, async () => {
    const dataDir = await freshDataDir('despatch-process-');
    const child = spawn(command, [...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DATA_DIR: dataDir, PORT: '0' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));

    await until('the first line', () => (/despatch: starting/.test(out) ? true : undefined), 90_000);
    const url = await until('the URL', () => /Despatch is running at (\S+)/.exec(out)?.[1], 90_000);
    expect(out.indexOf('despatch: opening the database')).toBeLessThan(out.indexOf('Despatch is running'));
    const { pid } = JSON.parse(readFileSync(join(dataDir, 'server.json'), 'utf8')) as { pid: number };
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    child.kill(signal);
    expect(await exited).toBe(0);
    expect(out).toContain(`despatch: ${signal}, shutting down`);
    await until('the server process to end', () => (alive(pid) ? undefined : true), 90_000);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  }, 180_000);
});
