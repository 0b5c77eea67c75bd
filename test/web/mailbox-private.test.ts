// #13 item 4 and #24 item 8: the embedded mailbox shows every player's mail and signed links. With a
// loopback BASE_URL it answers only requests addressed to a loopback name (a forged Host, or the
// machine's LAN address, is refused); on any other BASE_URL it asks for the organiser's session or
// ADMIN_TOKEN. The server binds 127.0.0.1 when BASE_URL is loopback, unless HOST says otherwise.
import { networkInterfaces } from 'node:os';
import { request } from 'node:http';
import { loadConfig } from '../../src/config';
import { createWebApp } from '../../src/web/app';
import { listen } from '../../src/web/listen';
import type { AddressInfo } from 'node:net';
import { databases } from '../support/databases';
import { testServices } from '../support/services';
import { webConfig } from './http';

/** GET with a Host header of our choosing (fetch does not let us forge it). */
function getWithHost(port: number, path: string, host: string, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host, ...headers } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(databases())('a private mailbox on %s', (_name, open) => {
  let t: Awaited<ReturnType<typeof testServices>>;
  beforeAll(async () => {
    t = await testServices(open);
  });
  afterAll(async () => {
    await t.close();
  });

  async function serveAt(baseUrl: string, host = '127.0.0.1') {
    const app = createWebApp(t.services, webConfig(t.services, { baseUrl }));
    const server = await listen(app, 0, host);
    return { port: (server.address() as AddressInfo).port, close: () => new Promise((r) => server.close(r)) };
  }

  test('with a loopback BASE_URL: a loopback Host is served, a forged Host is refused', async () => {
    const s = await serveAt('http://localhost:3000');
    try {
      expect(await getWithHost(s.port, '/mailbox', `localhost:${s.port}`)).toBe(200);
      expect(await getWithHost(s.port, '/mailbox.json', `127.0.0.1:${s.port}`)).toBe(200);
      expect(await getWithHost(s.port, '/mailbox', 'evil.example')).toBe(403);
      expect(await getWithHost(s.port, '/mailbox.json', `rebind.example:${s.port}`)).toBe(403);
    } finally {
      await s.close();
    }
  });

  test('with a loopback BASE_URL the service listens on 127.0.0.1 only; HOST=0.0.0.0 opens it, and the LAN address is still refused', async () => {
    expect(loadConfig({ DATA_DIR: '/tmp/unused', BASE_URL: 'http://localhost:3000' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: '/tmp/unused', BASE_URL: 'https://club.example' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: '/tmp/unused', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    if (!lan) {
      console.warn('mailbox-private: no non-loopback address on this machine; the LAN part is skipped');
      return;
    }
    const s = await serveAt('http://localhost:3000', '0.0.0.0');
    try {
      const res = await fetch(`http://${lan}:${s.port}/mailbox.json`);
      expect(res.status).toBe(403);
    } finally {
      await s.close();
    }
  });

  test('with a public BASE_URL: the mailbox asks for the organiser (401), and opens with ADMIN_TOKEN', async () => {
    const s = await serveAt('https://club.example');
    try {
      expect(await getWithHost(s.port, '/mailbox', 'club.example')).toBe(401);
      expect(await getWithHost(s.port, '/mailbox.json', 'club.example')).toBe(401);
      const token = t.services.config.adminToken;
      expect(
        await getWithHost(s.port, '/mailbox.json', 'club.example', { authorization: `Bearer ${token}` }),
      ).toBe(200);
      expect(
        await getWithHost(s.port, '/mailbox.json', 'club.example', { authorization: 'Bearer wrong-token' }),
      ).toBe(401);
    } finally {
      await s.close();
    }
  });
});
