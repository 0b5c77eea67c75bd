// The burst's other client: loads one orders page in a loop on a thread of its own, so that its
// times are not those of the bench's fifty posting clients, which share the bench's event loop.
// Each sample goes to the parent as { start, ms } (start in epoch milliseconds); 'stop' ends it.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';

/* global fetch */
const { url, firstClient } = workerData;
let running = true;
let client = firstClient;
parentPort.on('message', (m) => {
  if (m === 'stop') running = false;
});

const WARM_LOADS = 20;

// Each request from an address of its own (the service trusts X-Forwarded-For): no rate limit.
const address = (n) => `172.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function load() {
  const res = await fetch(url, { headers: { 'x-forwarded-for': address(client++) } });
  await res.text();
  if (res.status !== 200) throw new Error(`orders page: ${res.status}`);
}

// A fresh thread's first fetches load and compile its HTTP client: not the page's time.
for (let i = 0; i < WARM_LOADS; i++) await load();

while (running) {
  const start = performance.timeOrigin + performance.now();
  await load();
  parentPort.postMessage({ start, ms: performance.timeOrigin + performance.now() - start });
}
parentPort.postMessage('stopped');
