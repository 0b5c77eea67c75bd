// #16: a club-wide Glicko-2 rating per game, on both databases: every rated result on any of the
// club's ladders of a game moves one rating per member for that game, besides the ladder's own; an
// unrated ladder and another game's ladder leave it alone; the ratings match an independent
// calculation; the public club page, the ladder's page data and the hub show them.
import { getGame } from '../../src/games/index';
import { databases } from '../support/databases';
import { RefRatings } from '../support/ref-ratings';
import { webHarness } from '../web/http';

const [ann, bob, cat] = ['ann', 'bob', 'cat'].map((n) => `${n}@wide.example`) as [string, string, string];

describe.each(databases())('club-wide ratings on %s', (_name, open) => {
  const h = webHarness(open);

  test('#16 club-wide rating: two Sharpsburg ladders feed one Sharpsburg rating; the unrated and the other game do not', async () => {
    const { clubs, desk, hub } = h.t.services;
    const club = await clubs.create({ name: 'Hythe', organisers: [ann] });
    for (const m of [bob, cat]) await clubs.addMember({ club: 'Hythe', email: m });
    const north = await clubs.createLadder({ club: 'Hythe', name: 'North', game: 'sharpsburg' });
    const south = await clubs.createLadder({ club: 'Hythe', name: 'South', game: 'sharpsburg' });
    const casual = await clubs.createLadder({
      club: 'Hythe',
      name: 'Casual',
      game: 'sharpsburg',
      settings: { rated: false },
    });
    const tb = await clubs.createLadder({ club: 'Hythe', name: 'TB', game: 'travel-battle' });
    const ref = new RefRatings();

    // Each game: challenged, accepted, ended by the organiser with the winner (null: a draw).
    const play = async (
      ladder: { id: number; game: string },
      from: string,
      to: string,
      winner: string | null,
    ) => {
      const g = await clubs.accept({ id: (await clubs.challenge({ ladder: ladder.id, from, to })).id });
      const side = winner ? (Object.entries(g.sides).find(([, e]) => e === winner)?.[0] as string) : 'draw';
      const result = await desk.endGame({ gameId: g.gameId, outcome: side, reason: 'for the test' });
      const scopes = ladder === casual ? [] : [`ladder ${ladder.id}`, ...(ladder === tb ? [] : ['club'])];
      ref.ended(
        {
          gameType: ladder.game,
          firstSide: getGame(ladder.game).sides[0] as string,
          sides: g.sides,
          winner: result.winner,
          level: result.level,
        },
        scopes,
      );
    };
    await play(north, ann, bob, ann);
    await play(south, bob, cat, bob);
    await play(north, cat, ann, null);
    await play(south, ann, cat, ann);
    await play(casual, cat, bob, cat);
    await play(tb, cat, ann, cat);

    const wide = await clubs.clubWide(north.id);
    expect(wide.game).toBe('Battle of Sharpsburg');
    // Ann: 2 wins and a draw across North and South; the unrated Casual game is not counted.
    expect(wide.rows.map((r) => [r.email, r.wins, r.losses, r.draws])).toEqual(
      expect.arrayContaining([
        [ann, 2, 0, 1],
        [bob, 1, 1, 0],
        [cat, 0, 2, 1],
      ]),
    );
    for (const r of wide.rows) {
      const expected = ref.rating('club', r.email);
      expect(r.rating).toBe(Math.round(expected.rating));
      expect(r.rd).toBe(Math.round(expected.rd));
    }
    // The ladders' own ratings stay their own: Ann's North rating counts only North's games.
    const northAnn = (await clubs.standings(north.id)).find((r) => r.email === ann);
    expect(northAnn?.rating).toBe(Math.round(ref.rating(`ladder ${north.id}`, ann).rating));
    expect(northAnn?.rating).not.toBe(wide.rows.find((r) => r.email === ann)?.rating);
    // The other game has its own club-wide table.
    expect((await clubs.clubWide(tb.id)).rows.map((r) => r.email).sort()).toEqual([ann, cat]);

    // The hub shows the club-wide rating beside each ladder of the game.
    const annHub = await hub.view(ann);
    const onNorth = annHub.ladders.find((l) => l.id === north.id);
    expect(onNorth?.clubWide).toEqual({
      rating: wide.rows.find((r) => r.email === ann)?.rating,
      rd: wide.rows.find((r) => r.email === ann)?.rd,
      place: 1,
      of: 3,
    });

    // The public page shows a table per game, without addresses.
    await clubs.setPublic({ club: 'Hythe', public: true });
    const html = await (await h.get(`/clubs/${club.id}`)).text();
    expect(html).toContain('Across the club');
    expect(html.match(/<h3>[^<]+<\/h3>/g)?.length).toBe(2);
    expect(html).not.toContain('@');
  }, 180_000);
});
