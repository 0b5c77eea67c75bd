// Footprint bench: what the service asks of a small server. `despatch serve` on the embedded
// database, started on a new data folder and again on the same one: the time from the process's
// start to its first answer, and the memory its processes hold at rest (VmRSS summed over the
// process and its children, and its thread count), beside a bare express "hello" process started the
// same way in the same run. The burst bench gives the most memory held while steps resolve.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { treeMemory, type TreeMemory } from './process-tree';
import { deployedEnv } from './service-process';

const BIN = new URL('../bin/despatch.js', import.meta.url).pathname;
const HELLO = new URL('./hello.mjs', import.meta.url).pathname;
/** How long a started process is left before its memory at rest is read. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 10_000);

export interface Footprint {
  what: string;
  firstAnswerMs: number;
  idle: TreeMemory;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Polls `url` every 10 ms until it answers 200; the ms since `since`. */
async function firstAnswer(url: string, since: number, child: ChildProcess): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process ended (${child.exitCode})`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function measure(what: string, args: string[], path: string, env: Record<string, string>) {
  const port = await freePort();
  const since = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...deployedEnv(), PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const firstAnswerMs = await firstAnswer(`http://127.0.0.1:${port}${path}`, since, child);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    return { what, firstAnswerMs, idle: treeMemory(child.pid as number) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

export async function benchFootprint(): Promise<Footprint[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'despatch-footprint-'));
  try {
    const env = { DATA_DIR: dataDir, HOST: '127.0.0.1' };
    return [
      await measure('express "hello"', [HELLO], '/', {}),
      await measure('despatch serve, new database', [BIN, 'serve'], '/healthz', env),
      await measure('despatch serve, restarted', [BIN, 'serve'], '/healthz', env),
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printFootprintFigures(figures: Footprint[]): void {
  const floor = figures[0];
  console.log(`footprint (idle after ${SETTLE_MS / 1000} s; memory: VmRSS of the process and its children)`);
  for (const f of figures) {
    const ratio = (x: number, of: number | undefined) => (of ? ` (${(x / of).toFixed(1)}x hello)` : '');
    console.log(
      `  ${f.what.padEnd(30)} first answer ${f.firstAnswerMs.toFixed(0).padStart(5)} ms${ratio(f.firstAnswerMs, floor?.firstAnswerMs)}  idle ${f.idle.rssMb.toFixed(0).padStart(4)} MB${ratio(f.idle.rssMb, floor?.idle.rssMb)}  ${f.idle.processes} process(es), ${f.idle.threads} threads`,
    );
  }
}
