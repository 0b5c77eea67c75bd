// The desk on /admin: the games list with filters, a game's page with its actions, each needing the
// session, the form token and a reason, and each shown in the game's log.
import { form, formAs, formTokenIn, webHarness } from '../web/http';
import { databases } from '../support/databases';

describe.each(databases())('the desk on /admin on %s', (_name, open) => {
  const h = webHarness(open);

  async function login(): Promise<string> {
    const res = await h.get('/admin/login', form({ token: h.t.services.config.adminToken }));
    return (res.headers.get('set-cookie') ?? '').split(';')[0] as string;
  }

  test('an organiser finds a game in the list, gives it more time and ends it; all is logged', async () => {
    const { gameId, number } = await h.t.services.createGame({
      game: 'sharpsburg',
      players: { union: 'web-u@example.com', confederate: 'web-c@example.com' },
    });
    const cookie = await login();
    const list = await (await h.get('/admin', { headers: { cookie } })).text();
    expect(list).toContain(`<a href="/admin/games/${gameId}">${number}</a>`);
    expect(list).toContain('web-u@example.com');
    const filtered = await (await h.get('/admin?status=finished', { headers: { cookie } })).text();
    expect(filtered).not.toContain(`/admin/games/${gameId}"`);

    const page = await (await h.get(`/admin/games/${gameId}`, { headers: { cookie } })).text();
    expect(page).toContain('Give more time');
    const formToken = formTokenIn(page);
    const noReason = await h.get(
      `/admin/games/${gameId}/extend`,
      formAs(cookie, { formToken, by: '2d', reason: '' }),
    );
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain('Give a reason');
    const forged = await h.get(
      `/admin/games/${gameId}/extend`,
      formAs(cookie, { formToken: 'x', by: '2d', reason: 'r' }),
    );
    expect(forged.status).toBe(403);
    const anonymous = await h.get(
      `/admin/games/${gameId}/extend`,
      form({ formToken, by: '2d', reason: 'r' }),
    );
    expect(anonymous.status).toBe(403);

    const extended = await h.get(
      `/admin/games/${gameId}/extend`,
      formAs(cookie, { formToken, by: '2d', reason: 'flu' }),
    );
    expect(extended.status).toBe(200);
    expect(await extended.text()).toMatch(/The deadline has moved[\s\S]*<b>extend<\/b>: flu/);
    const ended = await h.get(
      `/admin/games/${gameId}/end`,
      formAs(cookie, { formToken, outcome: 'union', reason: 'Confederate left', confirm: 'yes' }),
    );
    const endedPage = await ended.text();
    expect(endedPage).toContain('The game is over');
    expect(endedPage).toMatch(/status finished/);
    expect(endedPage).not.toContain('Give more time');

    // #45: the finished game's replay made public from its page, its link shown, then private again.
    expect(endedPage).toContain('Make the replay public');
    const shared = await h.get(
      `/admin/games/${gameId}/replay-public`,
      formAs(cookie, { formToken, reason: 'a game worth showing' }),
    );
    const sharedPage = await shared.text();
    expect(shared.status).toBe(200);
    const link = /<a id="public-replay" href="[^"]*(\/g\/[\w.-]+\/replay)"/.exec(sharedPage)?.[1] ?? '';
    expect(link).not.toBe('');
    expect(sharedPage).toContain('<b>replay-public</b>: a game worth showing');
    expect((await h.get(`${link}?step=1`)).status).toBe(200);
    // The game's public page links to it.
    const publicPage = await (await h.get(link.replace(/\/replay$/, ''))).text();
    expect(publicPage).toContain(`<a id="public-replay" href="${link}">`);
    const hidden = await h.get(
      `/admin/games/${gameId}/replay-private`,
      formAs(cookie, { formToken, reason: 'a player asked' }),
    );
    expect(await hidden.text()).toContain('<b>replay-private</b>: a player asked');
    expect((await h.get(`${link}?step=1`)).status).toBe(404);
    expect(await (await h.get(link.replace(/\/replay$/, ''))).text()).not.toContain('id="public-replay"');
  });

  test("#15: the organiser replaces a player from the game page; the former player's link then says it no longer works", async () => {
    const { gameId, links } = await h.t.services.createGame({
      game: 'sharpsburg',
      players: { union: 'web-old@example.com', confederate: 'web-c2@example.com' },
    });
    const oldLink = new URL(links.union as string).pathname;
    const oldPage = await h.get(oldLink);
    expect(oldPage.status).toBe(200);
    const oldFormToken = formTokenIn(await oldPage.text());
    const cookie = await login();
    const page = await (await h.get(`/admin/games/${gameId}`, { headers: { cookie } })).text();
    expect(page).toContain('Replace a player');
    const unconfirmed = await h.get(
      `/admin/games/${gameId}/replace`,
      formAs(cookie, {
        formToken: formTokenIn(page),
        side: 'union',
        email: 'web-new@example.com',
        reason: 'x',
      }),
    );
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain('Tick the box to confirm');
    const replaced = await h.get(
      `/admin/games/${gameId}/replace`,
      formAs(cookie, {
        formToken: formTokenIn(page),
        side: 'union',
        email: 'web-new@example.com',
        reason: 'moved',
        confirm: 'yes',
      }),
    );
    const text = await replaced.text();
    expect(replaced.status).toBe(200);
    expect(text).toContain('web-new@example.com now plays this side');
    expect(text).toMatch(/<b>replace<\/b>: moved/);
    const stale = await h.get(oldLink);
    expect(stale.status).toBe(403);
    expect(await stale.text()).toContain('no longer works');
    // Orders posted from the page the former player still has open are refused, and nothing stored.
    const posted = await h.get(oldLink, form({ orders: 'pass', standing: '', formToken: oldFormToken }));
    expect(posted.status).toBe(403);
    expect(await posted.text()).toContain('no longer works');
    expect((await h.t.services.getSideView({ gameId, side: 'union' })).submitted).toBeNull();
    const newLink = new URL(h.t.services.orderLink(gameId, 'union', 1)).pathname;
    // A link made without the new seat is the former player's too.
    expect((await h.get(newLink)).status).toBe(403);
  });
});
