import { signLink, verifyLink } from '../../src/security/tokens';
import { databases } from '../support/databases';
import { QUICK_SETUP, playQuickDraw } from '../support/services';
import { form, formTokenIn, pathOf, webHarness } from './http';

// Travel Battle: both sides choose a board at once in step 1; with quickSetup, step 1 also forms each
// side's secret brigades, which the other side must not see.
const players = { red: 'red@example.com', blue: 'blue@example.com' };

describe.each(databases())('orders pages over HTTP on %s', (_name, open) => {
  const h = webHarness(open);
  const get = h.get;

  async function newGame(quickSetup = false) {
    const g = await h.t.services.createGame({
      game: 'travel-battle',
      players,
      options: quickSetup ? { quickSetup } : {},
    });
    return { ...g, red: pathOf(g.links.red ?? ''), blue: pathOf(g.links.blue ?? '') };
  }

  test('GET /healthz answers what is degraded (nothing here), with security headers', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, degraded: [], database: { ok: true } });
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  test('when a player opens the link, then the page shows the prompt, deadline, map and order form', async () => {
    const g = await newGame();
    const res = await get(g.red);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<h1>Choose your board</h1>');
    expect(html).toContain('Orders due by');
    expect(html).toContain('<svg');
    expect(html).toContain('name="orders"');
    expect(html).toContain('name="standing"');
    expect(html).toContain(`/api${g.red}/check`);
    expect(formTokenIn(html)).toMatch(/^[\w-]{43}$/);
  });

  test.each([
    ['forged', (p: string) => p.slice(0, -2) + (p.endsWith('AA') ? 'BB' : 'AA'), 'not valid'],
    ['malformed', () => '/orders/nonsense', 'not valid'],
  ])('a %s link gets a 403 page that says what to do', async (_kind, change, says) => {
    const g = await newGame();
    const res = await get(change(g.red));
    const html = await res.text();
    expect(res.status).toBe(403);
    expect(html).toContain(says);
    expect(html).toContain('reply to that mail');
  });

  test('an expired link gets a 403 page saying it expired', async () => {
    const g = await newGame();
    const token = signLink(h.t.services.config.secret, { gameId: g.gameId, side: 'red', step: 1, exp: 1000 });
    const res = await get(`/orders/${token}`);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('This link has expired.');
  });

  test('live check: line-by-line problems as JSON, nothing stored', async () => {
    const g = await newGame();
    const check = (orders: string) =>
      get(`/api${g.red}/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orders }),
      }).then((r) => r.json());
    const bad = await check('board A\nfly away');
    expect(bad.ok).toBe(false);
    expect(bad.problems).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringContaining('expected') }),
    ]);
    expect(await check('board a')).toMatchObject({ ok: true, normal: ['board A'], problems: [] });
    const v = await h.t.services.getSideView({ gameId: g.gameId, side: 'red' });
    expect(v.submitted).toBeNull();
  });

  test('the live check of a forged link answers JSON 403', async () => {
    const res = await get('/api/orders/xx.yy/check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'link-forged' });
  });

  test('when orders are submitted, then the confirmation echoes them in normal form and they are stored', async () => {
    const g = await newGame();
    const formToken = formTokenIn(await (await get(g.red)).text());
    const res = await get(
      g.red,
      form({ orders: 'BOARD a  # the village', standing: 'Reroll never', formToken }),
    );
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('Orders accepted');
    expect(html).toMatch(/<pre class="normal" id="accepted">board A\n<\/pre>/);
    expect(html).toContain('Waiting for Blue');
    const v = await h.t.services.getSideView({ gameId: g.gameId, side: 'red' });
    expect(v.submitted?.normal).toEqual(['board A']);
    expect(v.standing).toBe('reroll never');
  });

  test('when a submission has a bad line, then the page shows the problem beside the kept text and stores nothing', async () => {
    const g = await newGame();
    const formToken = formTokenIn(await (await get(g.red)).text());
    const res = await get(g.red, form({ orders: 'board A\nfly away', standing: '', formToken }));
    const html = await res.text();
    expect(res.status).toBe(422);
    expect(html).toContain('<b>Line 2</b> <code>fly away</code>');
    expect(html).toContain('board A\nfly away</textarea>');
    // At the top, before anything else: not accepted, how many problems, a link to the first.
    const banner =
      /<div class="notice refused" role="alert" id="refused">(.*?)<\/div>/s.exec(html)?.[1] ?? '';
    expect(banner).toContain('Your orders were not accepted');
    expect(banner).toContain('1 problem,');
    expect(banner).toContain('href="#problem-1"');
    expect(html.indexOf('id="refused"')).toBeLessThan(html.indexOf('<h1>'));
    expect(html).toContain('<li id="problem-1"><b>Line 2</b>');
    expect((await h.t.services.getSideView({ gameId: g.gameId, side: 'red' })).submitted).toBeNull();
  });

  test('a near miss shows the suggestion of the engine once, as the engine phrases it', async () => {
    const g = await newGame();
    const formToken = formTokenIn(await (await get(g.red)).text());
    const html = await (await get(g.red, form({ orders: 'bord A', standing: '', formToken }))).text();
    expect(html).toMatch(/did you mean &#x27;board&#x27;\?|did you mean 'board'\?/);
    expect(html.replace(/<[^>]+>/g, '')).not.toMatch(/did you mean\W+did you mean/i);
  });

  test('CSRF: a post without the form token, or from another site, is refused', async () => {
    const g = await newGame();
    const formToken = formTokenIn(await (await get(g.red)).text());
    expect((await get(g.red, form({ orders: 'board A' }))).status).toBe(403);
    expect((await get(g.blue, form({ orders: 'board A', formToken }))).status).toBe(403); // token of another link
    const cross = form({ orders: 'board A', formToken });
    cross.headers = {
      ...(cross.headers as Record<string, string>),
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    };
    expect((await get(g.red, cross)).status).toBe(403);
    expect((await h.t.services.getSideView({ gameId: g.gameId, side: 'red' })).submitted).toBeNull();
  });

  /** Both sides send their quick set-up through their orders pages: step 1 resolves. */
  async function quickSetupByLinks(g: Awaited<ReturnType<typeof newGame>>): Promise<string> {
    const tokenRed = formTokenIn(await (await get(g.red)).text());
    const tokenBlue = formTokenIn(await (await get(g.blue)).text());
    await get(g.red, form({ orders: QUICK_SETUP.red, formToken: tokenRed }));
    return (await get(g.blue, form({ orders: QUICK_SETUP.blue, formToken: tokenBlue }))).text();
  }

  test('when the step is resolved, then the old link says so, shows the report and the current link, and never acts', async () => {
    const g = await newGame(true);
    const tokenRed = formTokenIn(await (await get(g.red)).text());
    const done = await quickSetupByLinks(g);
    expect(done).toContain('the step has been resolved');

    const stale = await (await get(g.red)).text();
    expect(stale).toContain('This link was for Quick set-up, which has already been resolved.');
    expect(stale).toContain('Red brigade 1: B1 L1 L2 L3 G1 A1.');
    expect(stale).not.toMatch(/Blue brigade \d:/); // the other side's secret brigades
    // Red moves first or waits: when red is awaited, the page links the current step (made afresh).
    const v = await h.t.services.getSideView({ gameId: g.gameId, side: 'red' });
    const current = /\/orders\/([\w-]+\.[\w-]+)">Open the current orders page/.exec(stale)?.[1];
    const claims = current ? verifyLink(h.t.services.config.secret, current) : null;
    expect(claims).toEqual(v.link ? expect.objectContaining({ side: 'red', step: v.step.seq }) : null);

    const again = await get(g.red, form({ orders: QUICK_SETUP.red, formToken: tokenRed }));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('already been resolved');
  });

  test('the game page shows the map and every past report of that side', async () => {
    const g = await newGame(true);
    await quickSetupByLinks(g);
    const res = await get(g.blue.replace('/orders/', '/game/'));
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<svg');
    expect(html).toContain('Blue brigade 1: B1 L1 L2 L3 L4 A1.');
    expect(html).not.toMatch(/Red brigade \d:/);
    expect((await get(g.blue.replace('/orders/', '/game/') + '/record')).status).toBe(409);
  });

  test('when the game is over, the link shows the result and the game page publishes the record with the seed', async () => {
    const g = await newGame(true);
    await playQuickDraw(h.t.services, g.gameId);
    const over = await (await get(g.red)).text();
    expect(over).toContain('The game is over.');
    expect(over).toMatch(/A draw|Drawn by agreement/);
    const res = await get(g.red.replace('/orders/', '/game/') + '/record');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="despatch-travel-battle-\d+\.json"/,
    );
    const record = (await res.json()) as { seed?: string | null };
    expect(JSON.stringify(record)).toMatch(/"seed":"[0-9a-f]{64}"/);
  });

  test('an unknown path is a 404 page', async () => {
    const res = await get('/nowhere');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Not found');
  });
});
