// #39 item 6: one player per side. The same address (in any case) on two sides is refused at creation
// (service, admin API, admin form), in the desk's replace and in a ladder challenge, unless the
// organiser says explicitly that one person plays both sides.
import { databases } from '../support/databases';
import { formAs, formTokenIn, webHarness } from '../web/http';

describe.each(databases().slice(0, 1))('one player per side on %s', (_name, open) => {
  const h = webHarness(open);
  const api = (path: string, body: unknown) =>
    h.get(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${h.t.services.config.adminToken}`,
      },
      body: JSON.stringify(body),
    });

  test('ann@ and ANN@ on the two sides are refused at creation, unless one person plays both sides', async () => {
    const players = { union: 'ann@sides.example', confederate: 'ANN@sides.example' };
    await expect(h.t.services.createGame({ game: 'sharpsburg', players })).rejects.toThrow(
      /one player per side/,
    );
    const refused = await api('/api/admin/games', { game: 'sharpsburg', players });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain('one player per side');
    const both = await api('/api/admin/games', { game: 'sharpsburg', players, oneForBothSides: true });
    expect(both.status).toBe(201);

    const login = await h.get('/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${h.t.services.config.adminToken}`,
      redirect: 'manual',
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const formToken = formTokenIn(await (await h.get('/admin', { headers: { cookie } })).text());
    const fields = { formToken, game: 'sharpsburg', player_union: players.union, turnTime: '3d' };
    const page = await h.get(
      '/admin/games',
      formAs(cookie, { ...fields, player_confederate: players.confederate }),
    );
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('one player per side');
    const ticked = await h.get(
      '/admin/games',
      formAs(cookie, { ...fields, player_confederate: players.confederate, oneForBothSides: 'true' }),
    );
    expect(ticked.status).toBe(201);
  });

  test("the desk's replace refuses the opponent's own address, unless one person plays both sides", async () => {
    const { gameId } = await h.t.services.createGame({
      game: 'sharpsburg',
      players: { union: 'una@sides.example', confederate: 'cy@sides.example' },
    });
    const replace = { side: 'union', email: 'CY@sides.example', reason: 'Una left' };
    const refused = await api(`/api/admin/games/${gameId}/replace`, replace);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain('one player per side');
    const both = await api(`/api/admin/games/${gameId}/replace`, { ...replace, oneForBothSides: true });
    expect(both.status).toBe(200);
  });

  test('a ladder challenge to oneself in another case is refused', async () => {
    const clubs = h.t.services.clubs;
    await clubs.create({ name: 'Sides club', organisers: ['lee@sides.example'] });
    const ladder = await clubs.createLadder({ club: 'Sides club', name: 'Main', game: 'sharpsburg' });
    await expect(
      clubs.challenge({ ladder: ladder.id, from: 'lee@sides.example', to: 'LEE@Sides.example' }),
    ).rejects.toThrow();
  });
});
