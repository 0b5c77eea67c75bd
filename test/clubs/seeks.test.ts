// #16: seeks on a ladder, on both databases: a seek waits until another member seeks on the same
// ladder and then their game starts with the ladder's settings; among open seeks the nearest rating
// is chosen, not the oldest; a seeker with no room is passed over; a seek lapses after the ladder's
// answer time; a second seek of one player, and a stranger's, are refused with the reason.
import { DAY, useTimeWorld, type TimeWorld } from '../time/support';
import { databases } from '../support/databases';

const [ann, bob, cat, dan, eve] = ['ann', 'bob', 'cat', 'dan', 'eve'].map((n) => `${n}@seek.example`) as [
  string,
  string,
  string,
  string,
  string,
];

describe.each(databases())('seeks on %s', (_name, open) => {
  const world = useTimeWorld(open);
  let t: TimeWorld;
  beforeEach(() => (t = world()));

  test('#16: seek, match by the nearest rating, pass over a full seeker, lapse, refusals', async () => {
    const clubs = t.services.clubs;
    const hub = t.services.hub;
    await clubs.create({ name: 'Sandwich', organisers: [ann] });
    for (const m of [bob, cat, dan, eve]) await clubs.addMember({ club: 'Sandwich', email: m });
    const ladder = await clubs.createLadder({
      club: 'Sandwich',
      name: 'Sharpsburg',
      game: 'sharpsburg',
      settings: { answerSeconds: DAY / 1000, maxGames: 1, turnTimeSeconds: 86400 },
    });
    // Ann beats Dan and Bob beats Cat: Ann and Bob rate high, Dan and Cat low.
    for (const [winner, loser] of [
      [ann, dan],
      [bob, cat],
    ] as const) {
      const g = await clubs.accept({
        id: (await clubs.challenge({ ladder: ladder.id, from: winner, to: loser })).id,
      });
      const side = Object.entries(g.sides).find(([, e]) => e === winner)?.[0] as string;
      await t.services.desk.endGame({ gameId: g.gameId, outcome: side, reason: 'for the test' });
    }

    // The first seek waits; a second seek of the same player is refused; a stranger's too.
    const first = await hub.seek({ email: dan, ladder: ladder.id });
    expect(first).toMatchObject({ matched: false });
    await expect(hub.seek({ email: dan, ladder: ladder.id })).rejects.toThrow(
      /you have an open seek on Sharpsburg already/,
    );
    await expect(hub.seek({ email: 'zed@nowhere.example', ladder: ladder.id })).rejects.toThrow(
      "zed@nowhere.example is not a member of this ladder's club",
    );
    // Ann's seek would match Dan's at once; two open seeks side by side happen when a seeker was
    // passed over (full at the time): Ann's is written beside Dan's here, the newer of the two.
    const annId = (
      await t.db.selectFrom('players').select('id').where('email', '=', ann).executeTakeFirstOrThrow()
    ).id;
    await t.db
      .insertInto('seeks')
      .values({ ladder_id: ladder.id, player_id: annId, lapse_at: new Date(t.clock.now().getTime() + DAY) })
      .execute();
    const matched = await hub.seek({ email: bob, ladder: ladder.id });
    expect(matched).toMatchObject({ matched: true, opponent: ann });
    if (matched.matched !== true) throw new Error('unreachable');
    expect(Object.values(matched.sides).sort()).toEqual([ann, bob]);
    const game = await t.db
      .selectFrom('games')
      .selectAll()
      .where('id', '=', matched.gameId)
      .executeTakeFirstOrThrow();
    expect(game.turn_time_seconds).toBe(86400);
    expect(
      await t.db
        .selectFrom('ladder_games')
        .select('ladder_id')
        .where('game_id', '=', matched.gameId)
        .executeTakeFirst(),
    ).toEqual({ ladder_id: ladder.id });

    // Bob has his one game now: he cannot seek, and a full seeker is passed over.
    await expect(hub.seek({ email: bob, ladder: ladder.id })).rejects.toThrow(
      `${bob} has 1 games of this ladder going already`,
    );
    const toDan = await clubs.challenge({ ladder: ladder.id, from: eve, to: dan });
    await clubs.accept({ id: toDan.id }); // Dan is full too, his seek still open
    const catSeek = await hub.seek({ email: cat, ladder: ladder.id });
    expect(catSeek).toMatchObject({ matched: false });
    expect((await t.services.hub.view(cat)).seeks.map((s) => s.ladder)).toEqual(['Sharpsburg']);

    // A day later Cat's seek has lapsed: a new seeker finds nobody, and Cat's hub lists none.
    t.clock.advance(DAY + 1000);
    expect((await t.services.hub.view(cat)).seeks).toEqual([]);
    const later = await hub.seek({ email: cat, ladder: ladder.id });
    expect(later).toMatchObject({ matched: false });
  }, 120_000);
});
