import { createSender } from '../../src/mail/outbox/sender';
import { mailboxTransport } from '../../src/mail/outbox/transport';
import { storeInMailbox } from '../../src/db/repos/mailbox';
import { databases } from '../support/databases';
import { form, formAs, formTokenIn, webHarness } from './http';

describe.each(databases())('admin and mailbox over HTTP on %s', (_name, open) => {
  const h = webHarness(open);
  const get = h.get;

  async function login(): Promise<string> {
    const res = await get('/admin/login', form({ token: h.t.services.config.adminToken }));
    expect(res.status).toBe(303);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toContain(h.t.services.config.adminToken);
    return cookie.split(';')[0] as string;
  }

  test('GET /admin without a session shows the sign-in form; a wrong token is refused', async () => {
    expect(await (await get('/admin')).text()).toContain('Admin sign-in');
    const res = await get('/admin/login', form({ token: 'wrong' }));
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  test('when the admin signs in and fills the form, then the game is created and the links are shown', async () => {
    const cookie = await login();
    const page = await (await get('/admin', { headers: { cookie } })).text();
    // #47: the desk says what /healthz says.
    expect(page).toMatch(/Service: working\. Mail waiting: \d+/);
    expect(page).toContain('<summary>Battle of Sharpsburg</summary>');
    expect(page).toContain('<summary>Travel Battle</summary>');
    const fields = {
      formToken: formTokenIn(page),
      game: 'travel-battle',
      scenario: 'standard',
      player_red: 'r@example.com',
      player_blue: 'b@example.com',
      turnTime: '2d',
    };
    const res = await get('/admin/games', formAs(cookie, fields));
    const html = await res.text();
    expect(res.status).toBe(201);
    expect(html).toMatch(/Travel Battle #\d+ created/);
    expect(html).toMatch(/href="http:\/\/127\.0\.0\.1:3999\/orders\/[\w-]+\.[\w-]+"/);
  });

  test('#43: when the admin presses "Demo game against the bot", a game against the bot starts and its link is shown', async () => {
    const cookie = await login();
    const page = await (await get('/admin', { headers: { cookie } })).text();
    expect(page).toContain('Demo game against the bot</button>');
    const res = await get(
      '/admin/demo',
      formAs(cookie, { formToken: formTokenIn(page), game: 'sharpsburg' }),
    );
    const html = await res.text();
    expect(res.status).toBe(201);
    expect(html).toMatch(/Battle of Sharpsburg #\d+ against the bot/);
    expect(html).toContain('against the bot (normal)');
    expect(html).toMatch(/href="http:\/\/127\.0\.0\.1:3999\/orders\/[\w-]+\.[\w-]+"/);
    const gameId = /Game id <code>([^<]+)<\/code>/.exec(html)?.[1] as string;
    const sides = await h.t.db
      .selectFrom('game_sides')
      .select(['side', 'bot_level'])
      .where('game_id', '=', gameId)
      .orderBy('side')
      .execute();
    expect(sides.map((x) => [x.side, x.bot_level])).toEqual([
      ['confederate', 'normal'],
      ['union', null],
    ]);
    // Without the session, nothing starts.
    expect((await get('/admin/demo', form({ game: 'sharpsburg' }))).status).toBe(403);
  });

  test('#15: a bad time control or address comes back on the form in words, and no game is made', async () => {
    const cookie = await login();
    const page = await (await get('/admin', { headers: { cookie } })).text();
    const fields = {
      formToken: formTokenIn(page),
      game: 'travel-battle',
      player_red: 'r@example.com',
      player_blue: 'b@example.com',
      turnTime: '2d',
    };
    const badReminder = await get('/admin/games', formAs(cookie, { ...fields, reminders: 'soon' }));
    expect(badReminder.status).toBe(400);
    expect(await badReminder.text()).toContain('Travel Battle: Reminders are durations before the deadline');
    const badMisses = await get('/admin/games', formAs(cookie, { ...fields, maxMisses: '1' }));
    expect(await badMisses.text()).toContain('maxMisses is a whole number from 2 to 20');
    const badAddress = await get('/admin/games', formAs(cookie, { ...fields, player_blue: 'b@' }));
    expect(await badAddress.text()).toMatch(/blue player(&#x27;|')s address/);
    const preview = await get('/admin/games', formAs(cookie, { ...fields, preview: '1', reminders: 'none' }));
    const previewed = await preview.text();
    expect(previewed).toContain('Nothing is sent yet');
    expect(previewed).toContain('<input type="hidden" name="reminders" value="none">');
  });

  test('creating a game needs the session and the form token', async () => {
    const fields = {
      game: 'travel-battle',
      player_red: 'r@example.com',
      player_blue: 'b@example.com',
      turnTime: '2d',
    };
    expect((await get('/admin/games', form(fields))).status).toBe(403);
    const cookie = await login();
    const res = await get('/admin/games', formAs(cookie, fields));
    expect(res.status).toBe(403);
  });

  test('a bad turn time re-shows the form with the problem', async () => {
    const cookie = await login();
    const page = await (await get('/admin', { headers: { cookie } })).text();
    const fields = {
      formToken: formTokenIn(page),
      game: 'travel-battle',
      player_red: 'r@example.com',
      player_blue: 'b@example.com',
      turnTime: 'soon',
    };
    const res = await get('/admin/games', formAs(cookie, fields));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Turn time');
  });

  test('STB-13.0: the admin form offers The Toom Tabard as a Scotland the Brave scenario and creates it', async () => {
    const cookie = await login();
    const page = await (await get('/admin', { headers: { cookie } })).text();
    expect(page).toContain('<option value="toom-tabard">The Toom Tabard</option>');
    const fields = {
      formToken: formTokenIn(page),
      game: 'scotland',
      scenario: 'toom-tabard',
      player_scots: 's@example.com',
      player_english: 'e@example.com',
      turnTime: '2d',
    };
    const res = await get('/admin/games', formAs(cookie, fields));
    const html = await res.text();
    expect(res.status).toBe(201);
    expect(html).toMatch(/Scotland the Brave #\d+ created/);
    const games = await h.t.db
      .selectFrom('games')
      .select(['scenario'])
      .where('game_type', '=', 'scotland')
      .execute();
    expect(games.map((g) => g.scenario)).toContain('toom-tabard');
  });

  test('the mailbox lists delivered mail, shows a message with its picture inline, and feeds JSON', async () => {
    await h.t.services.createGame({
      game: 'travel-battle',
      players: { red: 'mailbox-red@example.com', blue: 'mailbox-blue@example.com' },
    });
    await createSender({
      db: h.t.db,
      transport: mailboxTransport(h.web.base),
      compose: h.t.services.composeQueued,
    }).runOnce();
    const list = await (await get('/mailbox')).text();
    expect(list).toContain('mailbox-red@example.com');

    const all = (await (await get('/mailbox.json')).json()) as {
      id: number;
      to: string;
      subject: string;
      text: string;
      html: string;
      headers: Record<string, string>;
      attachments: string[];
    }[];
    const red = all.find((m) => m.to === 'mailbox-red@example.com');
    expect(red).toBeDefined();
    expect(red?.subject).toMatch(/^\[Despatch\] Travel Battle #\d+ — /);
    expect(red?.text).toContain('/orders/');
    expect(red?.html).toContain('cid:map@despatch');
    expect(red?.headers['Message-ID']).toMatch(/^<despatch\./);
    expect(red?.headers['Reply-To']).toMatch(/^orders\+[a-z2-7]+@despatch\.test$/);
    expect(red?.attachments).toContain('map.png');

    const view = await get(`/mailbox/${red?.id}`);
    expect(view.status).toBe(200);
    expect(await view.text()).toContain(`src="/mailbox/${red?.id}/html"`);
    const inner = await (await get(`/mailbox/${red?.id}/html`)).text();
    expect(inner).toContain('src="data:image/png;base64,');
    expect(inner).not.toContain('cid:map@despatch');
    expect((await get('/mailbox/999999')).status).toBe(404);
  });

  test('the mailbox is read a page at a time, newest first, however many mails it holds', async () => {
    const before = ((await (await get('/mailbox.json?limit=1')).json()) as { id: number }[])[0]?.id ?? 0;
    for (let i = 0; i < 130; i++)
      await storeInMailbox(h.t.db, null, {
        to: `page-${i}@example.com`,
        subject: `Mail ${i}`,
        text: 'x',
        html: '<p>x</p>',
        messageId: `<page-${i}@despatch.test>`,
        attachments: [],
      });
    const first = await get('/mailbox.json');
    const page1 = (await first.json()) as { id: number; to: string }[];
    expect(page1).toHaveLength(100);
    expect(page1[0]?.to).toBe('page-129@example.com');
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBe(`/mailbox.json?before=${page1[99]?.id}&limit=100`);
    const page2 = (await (await get(next as string)).json()) as { id: number; to: string }[];
    expect(page2.filter((m) => m.id > before).map((m) => m.to)).toEqual(
      Array.from({ length: 30 }, (_, i) => `page-${29 - i}@example.com`),
    );
    const caughtUp = (await (await get(`/mailbox.json?after=${page1[1]?.id}`)).json()) as { to: string }[];
    expect(caughtUp.map((m) => m.to)).toEqual(['page-129@example.com']);
    const html = await (await get('/mailbox')).text();
    // Handlebars writes '=' in attributes as &#x3D;, which a browser reads as '='.
    expect(html).toContain(`href="/mailbox?before&#x3D;${page1[99]?.id}"`);
    for (const bad of ['?before=abc', '?limit=-1', '?after=1e20', '?before=0'])
      expect((await get(`/mailbox.json${bad}`)).status).toBe(400);
  });
});

describe.each(databases())('with SMTP_URL set, on %s', (_name, open) => {
  const h = webHarness(open, { smtpUrl: 'smtp://127.0.0.1:2525' });
  test('the mailbox does not exist', async () => {
    for (const path of ['/mailbox', '/mailbox.json', '/mailbox/1'])
      expect((await h.get(path)).status).toBe(404);
  });
});

describe.each(databases())('rate limits on %s', (_name, open) => {
  const h = webHarness(open);
  test('admin sign-in attempts are limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await h.get('/admin/login', form({ token: 'x' }))).status);
    expect(statuses.slice(0, 10).every((s) => s === 403)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
