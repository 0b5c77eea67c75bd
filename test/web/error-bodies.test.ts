// #39 item 3: every error answer is the service's own short text (a page, or JSON under /api) with the
// security headers, whatever NODE_ENV: never express's page with a stack trace and file paths.
import express from 'express';
import type { AddressInfo } from 'node:net';
import { errorMiddleware, lastResort } from '../../src/web/errors';
import { listen } from '../../src/web/listen';
import { securityHeaders } from '../../src/web/security';
import { databases } from '../support/databases';
import { webHarness } from './http';

/** What a stack trace or a file path leaves in a body. */
const STACK = /\bat \S*[/\\]|\.ts:\d|node_modules|\.js:\d/;

describe.each(databases().slice(0, 1))('error answers on %s', (_name, open) => {
  const h = webHarness(open);
  const api = (path: string, init: RequestInit = {}, token = h.t.services.config.adminToken) =>
    h.get(path, {
      ...init,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });

  /** The answer is ours: a short body without a stack frame, and helmet's headers are on it. */
  async function ours(res: Response, status: number): Promise<string> {
    const body = await res.text();
    expect({ status: res.status, body }).toEqual({ status, body: expect.not.stringMatching(STACK) });
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(body.length).toBeLessThan(20_000);
    return body;
  }

  test('broken JSON to the admin API is a 400 in JSON, without the parser frames', async () => {
    const body = await ours(await api('/api/admin/games', { method: 'POST', body: '{"game": ' }), 400);
    expect(JSON.parse(body)).toMatchObject({ error: 'bad-request' });
  });

  test('a 200 kB body is a 413 in JSON, without the raw-body frames', async () => {
    const big = JSON.stringify({ game: 'x'.repeat(200_000) });
    const body = await ours(await api('/api/admin/games', { method: 'POST', body: big }), 413);
    expect(JSON.parse(body)).toMatchObject({
      error: 'bad-request',
      message: expect.stringMatching(/too large/),
    });
  });

  test('the 401 of the admin API and the 404s of pages and API carry the security headers', async () => {
    await ours(await api('/api/admin/games', { method: 'POST', body: '{}' }, 'wrong-token'), 401);
    expect(await ours(await h.get('/no/such/page'), 404)).toContain('<html');
    expect(await ours(await h.get('/no/such/page', { headers: { 'accept-language': 'ja' } }), 404)).toContain(
      'lang="ja"',
    );
    await ours(await api('/api/admin/games/gnothere/export'), 404);
  });

  // Last: it spends the admin API's allowance of this client address.
  test('the 429 of the admin API is JSON without the WebError frames', async () => {
    let res: Response | undefined;
    for (let i = 0; i < 400; i++) {
      res = await api('/api/admin/games', { method: 'POST', body: '{}' }, 'wrong-token');
      if (res.status === 429) break;
      await res.arrayBuffer();
    }
    const body = await ours(res!, 429);
    expect(JSON.parse(body)).toMatchObject({ error: 'rate-limited' });
  });
});

test('a bug (500) is our short page or JSON with the security headers, never the stack', async () => {
  const app = express();
  app.use(securityHeaders('http://127.0.0.1'));
  const bug = () => {
    throw new Error('a bug, thrown at /srv/despatch/src/x.ts:12');
  };
  app.get('/page', bug);
  app.get('/api/thing', bug);
  app.use(errorMiddleware());
  app.use(lastResort);
  const server = await listen(app, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const logged = console.error;
  console.error = () => {}; // the bug's stack goes to the log, on purpose
  try {
    for (const path of ['/page', '/api/thing']) {
      const res = await fetch(base + path);
      const body = await res.text();
      expect({ status: res.status, body }).toEqual({ status: 500, body: expect.not.stringMatching(STACK) });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  } finally {
    console.error = logged;
    await new Promise((resolve) => server.close(resolve));
  }
});
