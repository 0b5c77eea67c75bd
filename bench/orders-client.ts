// What the benches share to act as players over HTTP: the service's secret, signed orders links,
// and page loads timed from the client's side.
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { orderUrl } from '../src/app/base/links';
import { loadConfig } from '../src/config';

export const SECRET = 'bench-secret-bench-secret-bench-secret-01';
export const ADMIN = 'bench-admin-token-000001';
// Links are signed for this address; the bench posts to the port the service really took.
export const BASE_URL = 'http://127.0.0.1:1';

export interface Target {
  gameId: string;
  side: string;
  step: number;
  turnTimeSeconds: number;
}

export const config = loadConfig({
  SECRET,
  ADMIN_TOKEN: ADMIN,
  DATA_DIR: tmpdir(),
  BASE_URL,
  TRUST_PROXY: '1',
});

export function ordersPath(t: Target): string {
  return orderUrl(config, t, new Date(), t.turnTimeSeconds).slice(BASE_URL.length);
}

/** Each request comes from an address of its own (TRUST_PROXY=1), so no rate limit is reached. */
let client = 0;
export function fromNewAddress(): Record<string, string> {
  client++;
  return { 'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` };
}

export async function loadPage(url: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: fromNewAddress() });
  await res.text();
  if (res.status !== 200) throw new Error(`orders page: ${res.status}`);
  return performance.now() - t0;
}
