// A private PostgreSQL server for the fault tests: its own cluster in a temp folder (initdb), started
// and stopped with pg_ctl, on a port of its own, so a test may restart it mid-traffic without touching
// the shared server. Run as the postgres user when the tests run as root (initdb refuses root).
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The folder of PostgreSQL's server programs, or null when none is installed (the test skips). */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(root, v, 'bin', 'pg_ctl'))) return join(root, v, 'bin');
  return null;
}

export interface PgCluster {
  url: string;
  stop(): void;
  start(): void;
  /**
   * Restarts it without blocking this process's event loop (a service in the same process goes on
   * meeting the outage): `fast` ends open connections mid-transaction, `immediate` stops at once
   * and the server recovers from its log as it starts, as after a crash.
   */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  /** Stops it for good and removes its folder. */
  destroy(): void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export async function startCluster(bin: string): Promise<PgCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'despatch-pg-'));
  const asRoot = process.getuid?.() === 0;
  const pgUser = asRoot ? Number(execFileSync('id', ['-u', 'postgres']).toString().trim()) : null;
  if (pgUser !== null) chownSync(dir, pgUser, pgUser);
  const run = (program: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(bin, program),
      asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args,
      {
        stdio: 'pipe',
      },
    );
  const runAsync = (program: string, args: string[]) =>
    new Promise<void>((resolve, reject) =>
      execFile(
        asRoot ? 'runuser' : join(bin, program),
        asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args,
        (err) => (err ? reject(err) : resolve()),
      ),
    );
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), ...args]);
  const start = () => void pgCtl('-o', options, '-w', 'start');
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    // Fast: open connections are cut mid-transaction, as a restart or a failover cuts them.
    stop: () => void pgCtl('-m', 'fast', '-w', 'stop'),
    restart: (mode) =>
      runAsync('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-m', mode, '-w', 'restart']),
    destroy() {
      try {
        pgCtl('-m', 'immediate', '-w', 'stop');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
