// `despatch serve` in a child process of its own, as a deployment runs it: the benches that measure
// what a player waits for keep their own client work off the service's event loop.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { until } from '../test/support/until';
import { memoryCap, type MemoryCap } from './memory-cap';

const BIN = new URL('../bin/despatch.js', import.meta.url).pathname;

export interface ServiceProcess {
  /** Where it listens (http://127.0.0.1:port). */
  url: string;
  pid: number;
  /** The memory cgroup it runs in (BENCH_MEMORY_MB), if any. */
  cap: MemoryCap | null;
  stop(): Promise<void>;
}

/** The url in DATA_DIR/server.json once the child with this pid has written it. */
function announcedUrl(dataDir: string, pid: number | undefined): string | undefined {
  const file = join(dataDir, 'server.json');
  if (!existsSync(file)) return undefined;
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; url: string };
    return info.pid === pid ? info.url : undefined;
  } catch {
    return undefined; // being written
  }
}

/**
 * The environment a deployment gives the service beside its own settings, as `npm start` and the
 * Dockerfile set it: two malloc arenas and a fixed mmap threshold (docs/operating.md, "Memory").
 * BENCH_MALLOC_ARENA_MAX=0 leaves glibc's defaults, to compare.
 */
export function deployedEnv(): Record<string, string> {
  const arenas = process.env.BENCH_MALLOC_ARENA_MAX ?? '2';
  // BENCH_SERVICE_ENV="NAME=value NAME=value" adds to it, to compare settings (e.g. malloc's).
  const extra = (process.env.BENCH_SERVICE_ENV ?? '').split(' ').filter(Boolean);
  return {
    PATH: process.env.PATH ?? '',
    ...(arenas === '0' ? {} : { MALLOC_ARENA_MAX: arenas, MALLOC_MMAP_THRESHOLD_: '131072' }),
    ...Object.fromEntries(extra.map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)])),
  };
}

export async function startServiceProcess(env: Record<string, string>): Promise<ServiceProcess> {
  const dataDir = env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR is required');
  // BENCH_NODE_FLAGS are given to the service's node alone (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`
  // to see what holds its event loop); with them its stdout is shown (`--trace-gc` writes there).
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const cap = memoryCap();
  const argv = [process.execPath, ...flags, BIN, 'serve'];
  const [command, args] = cap ? cap.wrap(argv) : [argv[0] as string, argv.slice(1)];
  const child = spawn(command, args, {
    env: { ...deployedEnv(), PORT: '0', ...env },
    stdio: ['ignore', process.env.BENCH_NODE_FLAGS ? 'inherit' : 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await until('the service to start', () => announcedUrl(dataDir, child.pid), 300_000);
  return {
    url,
    pid: child.pid as number,
    cap,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      cap?.remove();
    },
  };
}
