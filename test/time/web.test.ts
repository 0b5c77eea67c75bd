// The time controls on the web pages: the deadline and the forms on the orders and game pages, a
// vacation, a pause agreed from both sides' pages, and a resignation with its confirmation page.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createWebApp } from '../../src/web/app';
import { databases } from '../support/databases';
import { newSharpsburg, outbox, type TimeWorld, useTimeWorld } from './support';
import { listen } from '../../src/web/listen';

describe.each(databases())('time controls on the web, on %s', (_name, open) => {
  const world = useTimeWorld(open);
  let t: TimeWorld;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    t = world();
    server = await listen(createWebApp(t.services, t.services.config), 0, '127.0.0.1');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });

  const path = (link: string) => new URL(link).pathname;
  const get = async (p: string) => (await fetch(`${base}${p}`)).text();
  async function post(p: string, fields: Record<string, string>) {
    const res = await fetch(`${base}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    return { status: res.status, html: await res.text() };
  }
  function form(html: string) {
    const url = /<form method="post" action="(\/game\/[^"]+)\/time"/.exec(html)?.[1] as string;
    const formToken =
      /name="formToken" value="([^"]+)"><input type="hidden" name="action" value="vacation"/.exec(
        html,
      )?.[1] as string;
    return { url, formToken };
  }

  test('the orders page shows the deadline and the time forms; a vacation started there moves the deadline', async () => {
    const { gameId, links } = await newSharpsburg(t, { turnTimeSeconds: 86400 });
    const html = await get(path(links.union as string));
    // As people read it: the date in UTC and how long is left, never an ISO timestamp.
    expect(html).toContain('Orders due by <b>Tue 24 Nov 2026, 09:00 UTC, in 1 day</b>');
    expect(html).toContain('Time, pause, draw, resign');
    const f = form(html);
    const done = await post(`${f.url}/time`, { formToken: f.formToken, action: 'vacation', days: '2' });
    expect(done.status).toBe(200);
    expect(done.html).toContain('Your vacation runs until Wed 25 Nov 2026, 09:00 UTC');
    expect((await t.services.getSideView({ gameId, side: 'union' })).step.deadline).toBe(
      '2026-11-26T09:00:00.000Z',
    );
    const forged = await post(`${f.url}/time`, { formToken: 'x', action: 'pause' });
    expect(forged.status).toBe(403);
  });

  test('a pause agreed from both game pages, then a resignation confirmed on its own page', async () => {
    const { gameId, links } = await newSharpsburg(t);
    const union = form(await get(path(links.union as string)));
    const confederate = form(await get(path(links.confederate as string).replace('/orders/', '/game/')));
    expect((await post(`${union.url}/time`, { formToken: union.formToken, action: 'pause' })).html).toContain(
      'proposal to pause',
    );
    expect(
      (await post(`${confederate.url}/time`, { formToken: confederate.formToken, action: 'pause' })).html,
    ).toContain('The game is paused');
    expect(await get(confederate.url)).toContain('Resume the game');

    const confirm = await get(`${confederate.url}/resign`);
    expect(confirm).toContain('Yes, I resign');
    const token = /name="formToken" value="([^"]+)"/.exec(confirm)?.[1] as string;
    const resigned = await post(`${confederate.url}/resign`, { formToken: token });
    expect(resigned.status).toBe(200);
    expect(resigned.html).toContain('You have resigned');
    const view = await t.services.getSideView({ gameId, side: 'union' });
    expect(view.result).toMatchObject({ winner: 'union', level: 'resignation' });
    expect((await outbox(t, gameId, 'final')).length).toBe(2);
    expect(await get(confederate.url)).not.toContain('Time, pause, draw, resign');
  });
});
