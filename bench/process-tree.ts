// The memory a process holds with its child processes (Linux /proc): the sum of their VmRSS, which
// counts every thread of each, and the sum of their Pss, which counts a page the processes share
// (node's own code, mapped by the web process and the render worker alike) once. The Pss sum is
// what a small server has to give the service; the RSS sum overstates it by the shared pages.
import { readFileSync } from 'node:fs';

function field(pid: number, name: string): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${name}:`));
    return line ? Number(line.split(/\s+/)[1]) : 0;
  } catch {
    return 0; // ended meanwhile
  }
}

/** Proportional set size, kB: each shared page divided among the processes mapping it. */
function pss(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Pss:'));
    return line ? Number(line.split(/\s+/)[1]) : 0;
  } catch {
    return 0; // ended meanwhile
  }
}

function childrenOf(pid: number): number[] {
  try {
    const tasks = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
    return tasks.split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

export interface TreeMemory {
  /** VmRSS of the process and its descendants, MB. */
  rssMb: number;
  /** Pss of the process and its descendants, MB: shared pages counted once. */
  pssMb: number;
  processes: number;
  /** Threads of the process itself. */
  threads: number;
  /** VmRSS of the process itself, MB (the rest is its child processes'). */
  ownMb: number;
}

export function treeMemory(pid: number): TreeMemory {
  const all: number[] = [];
  const walk = (p: number) => {
    all.push(p);
    for (const c of childrenOf(p)) walk(c);
  };
  walk(pid);
  const kb = all.reduce((sum, p) => sum + field(p, 'VmRSS'), 0);
  return {
    rssMb: kb / 1024,
    pssMb: all.reduce((sum, p) => sum + pss(p), 0) / 1024,
    processes: all.length,
    threads: field(pid, 'Threads'),
    ownMb: field(pid, 'VmRSS') / 1024,
  };
}

/**
 * Samples the tree every `everyMs` until stopped; gives the largest figure seen, and apart the most
 * the process itself held (at the tree's peak its children may have been drawing).
 */
export function peakSampler(pid: number, everyMs = 100): { stop(): TreeMemory & { ownPeakMb: number } } {
  let peak = treeMemory(pid);
  let ownPeakMb = peak.ownMb;
  const timer = setInterval(() => {
    const now = treeMemory(pid);
    if (now.rssMb > peak.rssMb) peak = now;
    ownPeakMb = Math.max(ownPeakMb, now.ownMb);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return { ...peak, ownPeakMb };
    },
  };
}
