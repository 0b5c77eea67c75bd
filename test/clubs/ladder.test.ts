// #16: a club's rated ladder through the use-cases, on both databases: members challenge each other,
// accepted challenges start games with the ladder's settings, results (the rules' end, a resignation
// or an adjudication) move Glicko-2 ratings exactly as an independent calculation does, standings
// order the players, declined and lapsed challenges behave as the ladder says.
import { rateGame, NEW_RATING } from '../../src/app/clubs/glicko';
import { rateWithAdvantage } from '../../src/app/clubs/glicko';
import { sideAdvantage } from '../../src/app/clubs/side-advantage';
import { sweep } from '../../src/app/time/sweep';
import { autoplayStep } from '../../src/app/turns/autoplay';
import { createRng } from '../../src/games/core/rng';
import { databases } from '../support/databases';
import { testServices } from '../support/services';

const ann = 'ann@club.example';
const bob = 'bob@club.example';
const cat = 'cat@club.example';
const dan = 'dan@club.example';

describe.each(databases())('a club ladder on %s', (_name, open) => {
  let t: Awaited<ReturnType<typeof testServices>>;
  let clock = new Date('2026-12-01T12:00:00Z');
  beforeAll(async () => {
    t = await testServices(open, { now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  test("#16: a challenge accepted starts a game with the ladder's settings; its result rates both players as Glicko-2 says", async () => {
    const clubs = t.services.clubs;
    await clubs.create({ name: 'Kent Wargames', organisers: [ann] });
    for (const m of [bob, cat]) await clubs.addMember({ club: 'Kent Wargames', email: m });
    const ladder = await clubs.createLadder({
      club: 'Kent Wargames',
      name: 'Sharpsburg',
      game: 'sharpsburg',
      settings: { turnTimeSeconds: 2 * 86400, timeControls: { weekendsOff: true } },
    });
    expect(ladder.settings).toMatchObject({ rated: true, turnTimeSeconds: 172800, silence: 'lapse' });
    // Nobody has played: everyone is in boot camp at 1500.
    expect((await clubs.standings(ladder.id)).map((r) => [r.email, r.rating, r.provisional])).toEqual([
      [ann, 1500, true],
      [bob, 1500, true],
      [cat, 1500, true],
    ]);

    const c = await clubs.challenge({ ladder: ladder.id, from: ann, to: bob });
    await expect(clubs.challenge({ ladder: ladder.id, from: bob, to: ann })).rejects.toThrow(
      /open challenge already/,
    );
    await expect(clubs.challenge({ ladder: ladder.id, from: ann, to: dan })).rejects.toThrow(/not a member/);
    const game = await clubs.accept({ id: c.id });
    expect(Object.values(game.sides).sort()).toEqual([ann, bob]);
    const row = await t.db
      .selectFrom('games')
      .selectAll()
      .where('id', '=', game.gameId)
      .executeTakeFirstOrThrow();
    expect(row.turn_time_seconds).toBe(2 * 86400);
    expect(row.time_controls).toMatchObject({ weekendsOff: true, maxMisses: 3 });
    await expect(clubs.accept({ id: c.id })).rejects.toThrow(/accepted already/);

    // The game is played to its end by the rules.
    const rng = createRng('ladder');
    for (let i = 0; i < 60; i++) {
      const g = await t.db
        .selectFrom('games')
        .select('status')
        .where('id', '=', game.gameId)
        .executeTakeFirstOrThrow();
      if (g.status === 'finished') break;
      await autoplayStep(t.services.ctx, game.gameId, rng);
    }
    const done = await t.db
      .selectFrom('games')
      .selectAll()
      .where('id', '=', game.gameId)
      .executeTakeFirstOrThrow();
    expect(done.status).toBe('finished');
    const winner = (done.result as { winner: string | null }).winner;
    const annSide = Object.entries(game.sides).find(([, e]) => e === ann)?.[0];
    const annScore = winner === null ? 0.5 : winner === annSide ? 1 : 0;
    const [annAfter, bobAfter] = rateGame(NEW_RATING, NEW_RATING, annScore);
    const table = await clubs.standings(ladder.id);
    const of = (email: string) => table.find((r) => r.email === email);
    expect(of(ann)).toMatchObject({
      rating: Math.round(annAfter.rating),
      rd: Math.round(annAfter.rd),
      games: 1,
      provisional: false,
    });
    expect(of(bob)).toMatchObject({ rating: Math.round(bobAfter.rating), games: 1, provisional: false });
    expect(of(cat)).toMatchObject({ games: 0, provisional: true });
    const history = await t.db
      .selectFrom('rating_history')
      .selectAll()
      .where('game_id', '=', game.gameId)
      .execute();
    expect(history).toHaveLength(2);
  }, 300_000);

  test('#16: an adjudicated game rates once; an abandoned one does not; a decline and a lapse start nothing; silence forfeits where the ladder says', async () => {
    const clubs = t.services.clubs;
    await clubs.create({ name: 'Hythe', organisers: [cat] });
    for (const m of [ann, bob, dan]) await clubs.addMember({ club: 'Hythe', email: m });
    const ladder = await clubs.createLadder({
      club: 'Hythe',
      name: 'TB',
      game: 'travel-battle',
      settings: { silence: 'forfeit', answerSeconds: 86400 },
    });

    const first = await clubs.accept({
      id: (await clubs.challenge({ ladder: ladder.id, from: ann, to: bob })).id,
    });
    const annSide = Object.entries(first.sides).find(([, e]) => e === ann)?.[0] as string;
    await t.services.desk.endGame({ gameId: first.gameId, outcome: annSide, reason: 'Bob left' });
    const after = await clubs.standings(ladder.id);
    expect(after[0]).toMatchObject({ email: ann, wins: 1, place: 1 });
    expect(after.find((r) => r.email === bob)).toMatchObject({ losses: 1 });

    const second = await clubs.accept({
      id: (await clubs.challenge({ ladder: ladder.id, from: cat, to: dan })).id,
    });
    await t.services.desk.endGame({ gameId: second.gameId, outcome: 'abandoned', reason: 'club closed' });
    expect((await clubs.standings(ladder.id)).find((r) => r.email === cat)).toMatchObject({ games: 0 });

    const declined = await clubs.challenge({ ladder: ladder.id, from: dan, to: ann });
    await clubs.decline({ id: declined.id });
    await expect(clubs.accept({ id: declined.id })).rejects.toThrow(/declined already/);

    // Dan challenges Cat, who says nothing for a day: on this ladder that is Cat's loss.
    await clubs.challenge({ ladder: ladder.id, from: dan, to: cat });
    clock = new Date(clock.getTime() + 86400_000 + 1000);
    expect((await sweep(t.services.ctx)).challenges).toBe(1);
    const table = await clubs.standings(ladder.id);
    expect(table.find((r) => r.email === dan)).toMatchObject({ wins: 1, games: 1 });
    expect(table.find((r) => r.email === cat)).toMatchObject({ losses: 1, games: 1 });
    expect((await sweep(t.services.ctx)).challenges).toBe(0);
  }, 120_000);
  test("#16 side advantage: estimated from the game's finished games (not forfeits, not abandoned, not the game being rated) and allowed for in the rating", async () => {
    const clubs = t.services.clubs;
    await clubs.create({ name: 'Dover', organisers: [dan] });
    await clubs.addMember({ club: 'Dover', email: ann });
    const ladder = await clubs.createLadder({ club: 'Dover', name: 'Scotland', game: 'scotland' });
    const before = await sideAdvantage(t.db, 'scotland', 'scots');
    const players = { scots: 'x@club.example', english: 'y@club.example' };
    const end = async (outcome: string) => {
      const { gameId } = await t.services.createGame({ game: 'scotland', players });
      await t.services.desk.endGame({ gameId, outcome, reason: 'test' });
    };
    for (let i = 0; i < 6; i++) await end('scots');
    await end('english');
    await end('abandoned');
    const counted = await sideAdvantage(t.db, 'scotland', 'scots');
    expect(counted.games).toBe(before.games + 7);
    expect(counted.points).toBeGreaterThan(before.points);

    // Ann wins a ladder game with the Scots, the side that has won 6 in 7: she gains less.
    const game = await clubs.accept({
      id: (await clubs.challenge({ ladder: ladder.id, from: dan, to: ann })).id,
    });
    const annSide = Object.entries(game.sides).find(([, e]) => e === ann)?.[0] as string;
    await t.services.desk.endGame({ gameId: game.gameId, outcome: annSide, reason: 'test' });
    const points = annSide === 'scots' ? counted.points : -counted.points;
    const [annAfter] = rateWithAdvantage([NEW_RATING, NEW_RATING], 1, points);
    const row = (await clubs.standings(ladder.id)).find((r) => r.email === ann);
    expect(row?.rating).toBe(Math.round(annAfter.rating));
    expect(row?.rating).not.toBe(Math.round(rateGame(NEW_RATING, NEW_RATING, 1)[0].rating));
  }, 120_000);
  test('#16 paired games: accepting starts two games, each player taking each side once; each is rated', async () => {
    const clubs = t.services.clubs;
    await clubs.create({ name: 'Deal', organisers: [ann] });
    await clubs.addMember({ club: 'Deal', email: bob });
    const ladder = await clubs.createLadder({
      club: 'Deal',
      name: 'Sharpsburg pairs',
      game: 'sharpsburg',
      settings: { sides: 'paired' },
    });
    const started = await clubs.accept({
      id: (await clubs.challenge({ ladder: ladder.id, from: ann, to: bob })).id,
    });
    expect(started.pair).toBeDefined();
    expect(started.pair!.sides).toEqual({
      union: started.sides.confederate,
      confederate: started.sides.union,
    });
    const rated = await t.db
      .selectFrom('ladder_games')
      .select('game_id')
      .where('ladder_id', '=', ladder.id)
      .execute();
    expect(rated.map((r) => r.game_id).sort()).toEqual([started.gameId, started.pair!.gameId].sort());
    for (const g of [started, started.pair!])
      await t.services.desk.endGame({ gameId: g.gameId, outcome: 'union', reason: 'test' });
    // Each won one game: one win and one loss each.
    const table = await clubs.standings(ladder.id);
    for (const who of [ann, bob])
      expect(table.find((r) => r.email === who)).toMatchObject({ wins: 1, losses: 1 });
  }, 120_000);
  test("#16 share cap: once a player has five games, at most the ladder's share of them may be against one opponent", async () => {
    const clubs = t.services.clubs;
    await clubs.create({ name: 'Sandwich', organisers: [ann] });
    for (const m of [bob, cat]) await clubs.addMember({ club: 'Sandwich', email: m });
    const ladder = await clubs.createLadder({
      club: 'Sandwich',
      name: 'TB share',
      game: 'travel-battle',
      settings: { maxShareVsOne: 0.5, maxGames: 10 },
    });
    const play = async (from: string, to: string) => {
      const g = await clubs.accept({ id: (await clubs.challenge({ ladder: ladder.id, from, to })).id });
      await t.services.desk.endGame({ gameId: g.gameId, outcome: 'red', reason: 'test' });
    };
    // Below five games the cap waits: four games in a row against Bob.
    for (let i = 0; i < 4; i++) await play(ann, bob);
    await expect(clubs.challenge({ ladder: ladder.id, from: ann, to: bob })).rejects.toThrow(
      /at most 50% of a player's games may be against one opponent; another game would make it 5 of 5/,
    );
    await play(ann, cat); // 1 of 5 against Cat
    // An abandoned game is not rated: it does not count.
    const dropped = await clubs.accept({
      id: (await clubs.challenge({ ladder: ladder.id, from: cat, to: bob })).id,
    });
    await t.services.desk.endGame({ gameId: dropped.gameId, outcome: 'abandoned', reason: 'test' });
  }, 120_000);
});
