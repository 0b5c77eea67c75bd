// Starts the web app over the real services on 127.0.0.1, a random port, for the route tests.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Services } from '../../src/app/index';
import { createWebApp, type WebConfig } from '../../src/web/app';
import { listen } from '../../src/web/listen';
import type { Opener } from '../support/databases';
import { testServices } from '../support/services';

export interface Running {
  base: string;
  close(): Promise<void>;
}

export async function serve(services: Services, config: WebConfig): Promise<Running> {
  const app = createWebApp(services, config);
  const server: Server = await listen(app, 0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function webConfig(services: Services, extra: Partial<WebConfig> = {}): WebConfig {
  const c = services.config;
  return { secret: c.secret, baseUrl: c.baseUrl, adminToken: c.adminToken, smtpUrl: c.smtpUrl, ...extra };
}

/** The path of an absolute link (links are made for BASE_URL; the test server has its own port). */
export function pathOf(link: string): string {
  return new URL(link).pathname;
}

export function form(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  };
}

/** A form post with a session cookie (the admin pages). */
export function formAs(cookie: string, fields: Record<string, string>): RequestInit {
  const f = form(fields);
  return { ...f, headers: { ...(f.headers as Record<string, string>), cookie } };
}

/** The hidden form token of a rendered page. */
export function formTokenIn(html: string): string {
  const m = /name="formToken" value="([^"]+)"/.exec(html);
  if (!m?.[1]) throw new Error('no form token on the page');
  return m[1];
}

/** Services with the real games on a fresh database and the web app on a random port, for one describe block. */
export function webHarness(open: Opener, extra: Partial<WebConfig> = {}) {
  const h = {} as {
    t: Awaited<ReturnType<typeof testServices>>;
    web: Running;
    get(path: string, init?: RequestInit): Promise<Response>;
  };
  h.get = (path, init) => fetch(h.web.base + path, init);
  beforeAll(async () => {
    h.t = await testServices(open);
    h.web = await serve(h.t.services, webConfig(h.t.services, extra));
  });
  afterAll(async () => {
    await h.web?.close();
    await h.t?.close();
  });
  return h;
}
