// The compiled service (dist/, `npm run build`) is what `npm start` and the Docker image run: its
// bundles find their worker threads, templates and static files as the sources do, and it serves.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freshDataDir } from '../support/databases';
import { until } from '../support/until';

const ROOT = resolve(import.meta.dirname ?? '.', '../..');

test('the compiled service starts on an embedded database and answers its first pages', async () => {
  // Built unless dist/ already is a build of the sources as they are (CI builds before the tests).
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: ROOT, stdio: 'ignore' });
  const dataDir = await freshDataDir('despatch-compiled-');
  // dist/despatch.js itself, without bin/despatch.js: nothing here can fall back to the sources.
  const run =
    "const { main } = await import('./dist/despatch.js'); process.exitCode = await main(['serve']);";
  const child = spawn(process.execPath, ['--input-type=module', '-e', run], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  try {
    const file = join(dataDir, 'server.json');
    const url = await until('the service to start', () =>
      existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { url: string }).url : undefined,
    );
    const mailbox = await fetch(`${url}/mailbox`);
    expect(mailbox.status).toBe(200);
    expect(await mailbox.text()).toContain('</html>');
    expect((await fetch(`${url}/static/site.css`)).status).toBe(200);
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
}, 180_000);
