// #39 item 4: every route of the served app, read from express's own router (a new route is walked
// without a line here), answers ids out of the database's range, negative, not numbers or far too long
// with a 4xx, never a 5xx: signed in as the organiser, and for the hub with a valid link and form token.
import type { Application } from 'express';
import { hubUrl } from '../../src/app/base/links';
import { createWebApp } from '../../src/web/app';
import { formToken } from '../../src/web/security';
import { databases } from '../support/databases';
import { pathOf, webConfig, webHarness } from './http';

interface Route {
  path: string;
  methods: string[];
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[]; router?: { stack: Layer[] } };
}

/** Every route of the app, through its routers and sub-apps (all mounted at the root). */
function routesOf(stack: Layer[]): Route[] {
  return stack.flatMap((layer): Route[] => {
    if (layer.route) {
      const paths = ([] as string[]).concat(layer.route.path);
      const methods = Object.keys(layer.route.methods).filter((m) => m !== '_all');
      return paths.map((path) => ({ path, methods }));
    }
    const inner = layer.handle?.stack ?? layer.handle?.router?.stack;
    return inner ? routesOf(inner) : [];
  });
}

/** Ids and tokens no caller should be able to turn into a 500. */
const BAD = [
  '99999999999',
  '9999999999999999999',
  '-1',
  '0',
  '1.5',
  'abc',
  '1e400',
  '%2500',
  'x'.repeat(4000),
];

describe.each(databases().slice(0, 1))('every route on %s', (_name, open) => {
  const h = webHarness(open);

  test('#39: no route answers a 5xx to an id or token out of range, malformed or too long', async () => {
    const { services } = h.t;
    const config = webConfig(services);
    const app = createWebApp(services, config) as Application & { router: { stack: Layer[] } };
    const routes = routesOf(app.router.stack);
    expect(routes.length).toBeGreaterThan(30);
    await services.clubs.create({ name: 'Walkers', organisers: ['walker@example.org'] });
    const hub = pathOf(hubUrl(services.config, 'walker@example.org', new Date())).split('/')[2]!;

    const login = await h.get('/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${config.adminToken}`,
      redirect: 'manual',
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const adminForm = /name="formToken" value="([^"]+)"/.exec(
      await (await h.get('/admin', { headers: { cookie } })).text(),
    )![1]!;

    const failures: string[] = [];
    for (const route of routes) {
      for (const bad of BAD) {
        // The hub's token stays valid so its ids are read; every other parameter is the bad value.
        const url = route.path.replace(/:(\w+)/g, (_m, name: string) =>
          name === 'token' && route.path.startsWith('/hub/') && bad !== BAD[0] ? hub : bad,
        );
        for (const method of route.methods) {
          const post = method !== 'get';
          const formTokenFor = route.path.startsWith('/hub/')
            ? formToken(config.secret, 'hub', hub)
            : adminForm;
          const fields = new URLSearchParams({
            formToken: formTokenFor,
            ladder: bad,
            id: bad,
            to: 'someone@example.org',
            answer: 'accept',
            points: '3',
            side: 'union',
          });
          const res = await h.get(url, {
            method: method.toUpperCase(),
            redirect: 'manual',
            headers: {
              cookie,
              authorization: `Bearer ${config.adminToken}`,
              'content-type': url.startsWith('/api/')
                ? 'application/json'
                : 'application/x-www-form-urlencoded',
            },
            ...(post
              ? { body: url.startsWith('/api/') ? JSON.stringify({ ladder: bad }) : fields.toString() }
              : {}),
          });
          const body = await res.text();
          if (res.status >= 500 || /node_modules|\.ts:\d/.test(body))
            failures.push(`${method.toUpperCase()} ${route.path} with ${bad.slice(0, 20)}: ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  test('#39: the ids found giving 500 are "not found" in the reader\'s format', async () => {
    const auth = { authorization: `Bearer ${h.t.services.config.adminToken}` };
    for (const [method, path] of [
      ['GET', '/api/admin/ladders/99999999999/standings'],
      ['POST', '/api/admin/challenges/99999999999/accept'],
      ['POST', '/api/admin/challenges/-4/decline'],
      ['GET', '/api/admin/games/99999999999/export'],
    ] as const) {
      const res = await h.get(path, { method, headers: auth });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(((await res.json()) as { error: string }).error).toBe('not-found');
    }
  });
});
