// A club serving Despatch over plain http on its LAN (BASE_URL http://club.lan:PORT): a browser that
// takes club.lan for a remote host (Chromium maps the name to 127.0.0.1, so no loopback exemption
// applies) loads a styled orders page, runs its script and submits orders. Upgrading to https and
// HSTS are for a service public over https only.
import { createServer } from 'node:net';
import { createServices } from '../../src/app/index';
import { createWebApp } from '../../src/web/app';
import { listen } from '../../src/web/listen';
import { CHROMIUM, haveChromium, openPhone } from '../support/chromium';
import { openTempPglite } from '../support/databases';
import { testConfig } from '../support/services';
import { webConfig } from '../web/http';

if (!haveChromium) console.warn(`SKIPPED test/browser/plain-http: ${CHROMIUM} is absent`);
const maybe = haveChromium ? describe : describe.skip;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as { port: number };
  await new Promise((r) => probe.close(r));
  return port;
}

maybe('plain http on a club LAN', () => {
  test('over http://club.lan a browser loads the styled orders page, runs its script and submits orders', async () => {
    const port = await freePort();
    const base = `http://club.lan:${port}`;
    const db = await openTempPglite();
    const services = createServices({ db: db.db, config: testConfig({ BASE_URL: base }) });
    const server = await listen(createWebApp(services, webConfig(services)), port, '127.0.0.1');
    const phone = await openPhone([`--host-resolver-rules=MAP club.lan 127.0.0.1`]);
    try {
      const { links } = await services.createGame({
        game: 'sharpsburg',
        players: { union: 'union@club.lan', confederate: 'csa@club.lan' },
      });
      const union = links.union as string;
      expect(union.startsWith(`${base}/orders/`)).toBe(true);

      const headers = await (await fetch(union.replace(base, `http://127.0.0.1:${port}`))).headers;
      expect(headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
      expect(headers.get('strict-transport-security')).toBeNull();

      const page = await phone.context.newPage();
      const problems: string[] = [];
      page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
      page.on('pageerror', (e) => void problems.push(e.message));
      const https: string[] = [];
      page.on('request', (r) => void (r.url().startsWith('https:') && https.push(r.url())));
      await page.goto(union);
      // The script ran (it marks the map tappable) and the stylesheet applied (the page is not in
      // the browser's default serif font).
      await page.waitForSelector('#map.tappable');
      const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(font).not.toMatch(/^"?Times/);
      await page.fill('#orders', 'pass');
      await Promise.all([page.waitForURL(/\/orders\//), page.click('button[type="submit"]')]);
      expect(await page.textContent('h1')).toBe('Orders accepted');
      expect(https).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    } finally {
      await phone.close();
      await new Promise((r) => server.close(r));
      await db.close();
    }
  });

  test('with an https BASE_URL the pages ask for https and send HSTS', async () => {
    const db = await openTempPglite();
    const services = createServices({
      db: db.db,
      config: testConfig({ BASE_URL: 'https://club.example.org' }),
    });
    const server = await listen(createWebApp(services, webConfig(services)), 0, '127.0.0.1');
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await new Promise((r) => server.close(r));
      await db.close();
    }
  });
});
