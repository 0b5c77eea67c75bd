// The service's JavaScript heaps, sized for a club's small server (docs/operating.md, "Memory"). V8
// sizes a heap from the machine's memory and lets it grow far past what is live before collecting:
// the web process held 130-150 MB of heap for 50 MB live during a burst of resolutions. Optimising
// for size grows each heap by smaller steps, and a 1 MB semi-space keeps the young generation small;
// together they cut the web process's peak by about 150 MB, for mail delivered some 20% slower in a
// burst. Set at `despatch serve`'s start, before any worker thread exists, so every thread's heap
// (the database, resolution and mail reader threads) is sized alike. Flags given on node's command
// line come later and win.
import { setFlagsFromString } from 'node:v8';

export function leanHeaps(): void {
  const given = process.execArgv.join(' ');
  if (!given.includes('--optimize-for-size')) setFlagsFromString('--optimize-for-size');
  if (!given.includes('--max-semi-space-size')) setFlagsFromString('--max-semi-space-size=1');
}
