// The webhook door over real HTTP on 127.0.0.1.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createInboundWebhook, secretMatches } from '../../src/mail/inbound/webhook';
import type { InboundHandler, InboundMeta } from '../../src/mail/inbound/types';

const SECRET = 's3cret-webhook-value';
const MIME =
  'From: alice@hooker.example\r\nTo: orders+k7m2q4xwrhbdpz3vna5e@despatch.example\r\nSubject: x\r\n\r\nmove 1/I/1 0912 1013\r\n';

let server: Server;
let base: string;
const received: { raw: Buffer; meta: InboundMeta }[] = [];
let failNext = false;

const handler: InboundHandler = async (raw, meta) => {
  if (failNext) {
    failNext = false;
    throw new Error('database unavailable');
  }
  received.push({ raw, meta });
};

beforeAll(async () => {
  const app = express();
  app.use(createInboundWebhook({ secret: SECRET, handler, maxBytes: 16 * 1024, log: () => undefined }));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
});

const post = (headers: Record<string, string>, body: string = MIME) =>
  fetch(`${base}/inbound/mime`, {
    method: 'POST',
    headers: { 'content-type': 'message/rfc822', ...headers },
    body,
  });

describe('POST /inbound/mime', () => {
  test('IN-HOOK-1: the right secret as a Bearer token: 202, and the pipeline gets the raw bytes', async () => {
    const res = await post({ authorization: `Bearer ${SECRET}` });
    expect(res.status).toBe(202);
    expect(received).toHaveLength(1);
    expect(received[0]?.raw.toString()).toBe(MIME);
    expect(received[0]?.meta.door).toBe('webhook');
  });

  test('IN-HOOK-2: the right secret in X-Despatch-Secret, any content type', async () => {
    const res = await post({ 'x-despatch-secret': SECRET, 'content-type': 'application/octet-stream' });
    expect(res.status).toBe(202);
    expect(received).toHaveLength(1);
  });

  test('IN-HOOK-3: a wrong or missing secret is 401 and nothing reaches the pipeline', async () => {
    expect((await post({ authorization: 'Bearer nope' })).status).toBe(401);
    expect((await post({ 'x-despatch-secret': `${SECRET}x` })).status).toBe(401);
    expect((await post({})).status).toBe(401);
    expect(received).toHaveLength(0);
  });

  test('IN-HOOK-4: too large is 413, empty is 400', async () => {
    const big = MIME + 'x'.repeat(32 * 1024);
    expect((await post({ authorization: `Bearer ${SECRET}` }, big)).status).toBe(413);
    expect((await post({ authorization: `Bearer ${SECRET}` }, '')).status).toBe(400);
    expect(received).toHaveLength(0);
  });

  test('IN-HOOK-5: a failing pipeline is 503 with Retry-After, so the provider retries', async () => {
    failNext = true;
    const res = await post({ authorization: `Bearer ${SECRET}` });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
  });

  test('IN-HOOK-6: secrets compare in constant time over digests; an empty secret never matches', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches('', '')).toBe(false);
    expect(secretMatches(SECRET.slice(0, 5), SECRET)).toBe(false);
    expect(() => createInboundWebhook({ secret: '', handler })).toThrow(/secret/);
  });
});
