// `despatch serve` as a child process (bin/despatch.js, or with one crash-test hook through
// serve-with-hooks.ts) over a fresh data folder and, on PostgreSQL, a schema of its own: for the
// crash tests, which kill it and start it again over the same data. Its beforeAll and afterAll are
// those of the describe block it is called in; read its fields inside tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSchema, dropSchema, freshDataDir } from './databases';
import { ADMIN, SECRET } from './relayed';
import { until } from './until';

const here = dirname(fileURLToPath(import.meta.url));
const BIN = resolve(here, '../../bin/despatch.js');
const HOOKED = resolve(here, 'serve-with-hooks.ts');

export interface ChildService {
  dataDir: string;
  /** The process last started. */
  child: ChildProcess | undefined;
  /** Its settings: this data (and schema), quick sends and sweeps, and `extra`. */
  env(extra?: Record<string, string>): Record<string, string>;
  /** Starts the service (with a crash-test hook when named); its URL once it has started. */
  start(env: Record<string, string>, hook?: 'holdOutbox' | 'dieAfterReply'): Promise<string>;
  /** Stops the running service with SIGTERM, and waits for it to exit. */
  stop(): Promise<void>;
}

export function childService(pgUrl: string | undefined): ChildService {
  let schema: string | undefined;
  const c: ChildService = {
    dataDir: '',
    child: undefined,
    env: (extra = {}) => ({
      DATA_DIR: c.dataDir,
      PORT: '0',
      SECRET,
      ADMIN_TOKEN: ADMIN,
      MAIL_DOMAIN: 'despatch.test',
      OUTBOX_INTERVAL_MS: '50',
      SWEEP_INTERVAL_MS: '200',
      ...(pgUrl
        ? { DATABASE_URL: `${pgUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}` }
        : {}),
      ...extra,
    }),
    async start(env, hook) {
      const args = hook ? ['--import', 'tsx', HOOKED, hook] : [BIN, 'serve'];
      const child = spawn(process.execPath, args, {
        env: { PATH: process.env.PATH ?? '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      c.child = child;
      return until('the server to start', () => {
        const file = join(c.dataDir, 'server.json');
        if (!existsSync(file)) return undefined;
        const info = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; url: string };
        return info.pid === child.pid ? info.url : undefined;
      });
    },
    async stop() {
      const child = c.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
  beforeAll(async () => {
    c.dataDir = await freshDataDir('despatch-crash-');
    if (pgUrl) schema = await createSchema(pgUrl);
  });
  afterAll(async () => {
    await c.stop();
    if (pgUrl && schema) await dropSchema(pgUrl, schema);
    rmSync(c.dataDir, { recursive: true, force: true });
  });
  return c;
}
