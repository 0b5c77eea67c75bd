// BENCH_MEMORY_MB=1024: the benched service runs in a memory cgroup of that size (Linux, as root), as
// on a club's small server: its processes together may hold no more, or the kernel reclaims and, at
// worst, kills one. The cgroup's own peak (page cache of the database's files included) and how often
// it reached the limit are printed beside the figures.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** cgroup v1's memory controller, where this machine has it; v2's unified tree otherwise. */
const V1 = '/sys/fs/cgroup/memory';
const V2 = '/sys/fs/cgroup/unified';

export interface MemoryCap {
  /** The command that runs `argv` inside the cgroup. */
  wrap(argv: string[]): [string, string[]];
  /** The cgroup's peak, MB, and how many times it hit its limit (v1; null where not kept). */
  report(): { peakMb: number | null; limitHits: number | null; limitMb: number };
  remove(): void;
}

export function memoryCap(): MemoryCap | null {
  const mb = Number(process.env.BENCH_MEMORY_MB ?? 0);
  if (!mb) return null;
  const v1 = existsSync(join(V1, 'tasks'));
  const dir = join(v1 ? V1 : V2, `despatch-bench-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const bytes = String(mb * 1024 * 1024);
  writeFileSync(join(dir, v1 ? 'memory.limit_in_bytes' : 'memory.max'), bytes);
  const read = (file: string) => {
    try {
      return Number(readFileSync(join(dir, file), 'utf8').trim());
    } catch {
      return null;
    }
  };
  return {
    wrap: (argv) => ['sh', ['-c', `echo $$ > ${join(dir, 'cgroup.procs')} && exec "$@"`, 'sh', ...argv]],
    report: () => {
      const peak = read(v1 ? 'memory.max_usage_in_bytes' : 'memory.peak');
      return {
        peakMb: peak === null ? null : peak / 1024 / 1024,
        limitHits: v1 ? read('memory.failcnt') : null,
        limitMb: mb,
      };
    },
    remove: () => {
      try {
        rmdirSync(dir);
      } catch {
        // a process still in it; the kernel keeps the empty group until then
      }
    },
  };
}
