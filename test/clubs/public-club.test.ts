// #16: a club's public page, read-only, when its organiser turns it on: the ladders' standings with
// display names or "Member N", never an address; a private club's page does not exist.
import { databases } from '../support/databases';
import { webHarness } from '../web/http';

const ann = 'ann@public.example';
const bob = 'bob@public.example';
const cat = 'cat@public.example';

describe.each(databases())('a club public page on %s', (_name, open) => {
  const h = webHarness(open);

  test('#16 public club page: off by default; on, it shows the standings without a single address', async () => {
    const clubs = h.t.services.clubs;
    const club = await clubs.create({ name: 'Folkestone', organisers: [ann] });
    for (const m of [bob, cat]) await clubs.addMember({ club: 'Folkestone', email: m });
    await h.t.db.updateTable('players').set({ display_name: 'Bob B.' }).where('email', '=', bob).execute();
    const ladder = await clubs.createLadder({ club: 'Folkestone', name: 'Sharpsburg', game: 'sharpsburg' });
    const g = await clubs.accept({
      id: (await clubs.challenge({ ladder: ladder.id, from: bob, to: cat })).id,
    });
    const bobSide = Object.entries(g.sides).find(([, e]) => e === bob)?.[0] as string;
    await h.t.services.desk.endGame({ gameId: g.gameId, outcome: bobSide, reason: 'test' });

    expect((await h.get(`/clubs/${club.id}`)).status).toBe(404);

    // The organiser turns it on (`despatch club public CLUB on`; its admin API in test/clubs/cli).
    expect(await clubs.setPublic({ club: 'Folkestone', public: true })).toEqual({
      club: 'Folkestone',
      public: true,
    });
    const page = await h.get(`/clubs/${club.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Folkestone</h1>');
    expect(html).toMatch(/<td>1<\/td><td>Bob B\.<\/td>/);
    expect(html).toMatch(/Member \d/);
    expect(html).not.toContain('@');
    expect((await h.get('/clubs/Folkestone')).status).toBe(200); // by name too

    await clubs.setPublic({ club: 'Folkestone', public: false });
    expect((await h.get(`/clubs/${club.id}`)).status).toBe(404);
  }, 120_000);
});
