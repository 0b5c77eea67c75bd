// #16: a simulated season on both databases, through the use-cases: 20 members of a club challenge
// one another at random on a rated Travel Battle ladder; a challenge is accepted, declined or left to
// lapse; each accepted game is played to a real end the cheapest way that still goes through the
// service (a resignation, a draw agreed by both, the organiser's adjudication, and a few played out
// to the rules' end by the random players); at the end every Glicko-2 rating (the ladder's and the
// club-wide one) matches the test's own calculation from the results, and the counts add up.
// A season of 200 games (as the issue asks: SEASON_GAMES=200) takes minutes on a shared machine,
// mostly in the mails each game starts and ends with; by default it runs 40, one of them played out
// (about 20 s of CPU per database).
import { sweep } from '../../src/app/time/sweep';
import { autoplayStep } from '../../src/app/turns/autoplay';
import { getGame } from '../../src/games/index';
import { createRng } from '../../src/games/core/rng';
import { databases } from '../support/databases';
import { RefRatings } from '../support/ref-ratings';
import { testServices } from '../support/services';

const GAMES = Number(process.env.SEASON_GAMES ?? 40);
/** The 30th accepted game, and every 50th after it, is played out to the rules' end by the random
 *  players (a played-out game costs as much as forty ended by a player or the organiser). */
const playedOut = (n: number) => n % 50 === 30;
const DAY = 86_400_000;
const players = Array.from({ length: 20 }, (_, i) => `p${String(i + 1).padStart(2, '0')}@season.example`);

describe.each(databases())('a simulated season on %s', (_name, open) => {
  let t: Awaited<ReturnType<typeof testServices>>;
  let clock = new Date('2027-01-04T09:00:00Z');
  beforeAll(async () => {
    t = await testServices(open, { now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  test(`#16 season: 20 players, ${GAMES} games to their ends; ratings match an independent Glicko-2`, async () => {
    const { clubs, services } = { clubs: t.services.clubs, services: t.services };
    const club = await clubs.create({ name: 'Season Club', organisers: [players[0] as string] });
    for (const p of players.slice(1)) await clubs.addMember({ club: 'Season Club', email: p });
    const ladder = await clubs.createLadder({
      club: 'Season Club',
      name: 'Travel Battle',
      game: 'travel-battle',
      settings: { answerSeconds: 7 * 86400, maxGames: 50 },
    });
    const firstSide = getGame('travel-battle').sides[0] as string;
    const rng = createRng('season');
    const pick = (n: number) => rng.int(n);
    const ref = new RefRatings();
    const expected = { accepted: 0, declined: 0, lapsed: 0 };
    const endings = new Map<string, number>();
    const record = new Map(players.map((p) => [p, { wins: 0, losses: 0, draws: 0 }]));

    while (expected.accepted < GAMES) {
      const from = players[pick(players.length)] as string;
      const to = players[pick(players.length)] as string;
      if (from === to) continue;
      const open = await t.db
        .selectFrom('challenges')
        .select('id')
        .where('status', '=', 'open')
        .where('ladder_id', '=', ladder.id)
        .execute();
      let c: { id: number };
      try {
        c = await clubs.challenge({ ladder: ladder.id, from, to });
      } catch (err) {
        // Only an open challenge between the two (left to lapse) refuses a new one here.
        expect(String(err)).toMatch(/open challenge already/);
        expect(open.length).toBeGreaterThan(0);
        continue;
      }
      const answer = rng.next();
      if (answer < 0.1) {
        await clubs.decline({ id: c.id });
        expected.declined++;
        continue;
      }
      if (answer < 0.2) {
        expected.lapsed++; // left open: the week's sweep below lapses it
        continue;
      }
      const g = await clubs.accept({ id: c.id });
      expected.accepted++;
      const sides = Object.keys(g.sides);
      const someSide = sides[pick(2)] as string;
      const otherSide = sides.find((s) => s !== someSide) as string;
      const how = playedOut(expected.accepted) ? 1 : rng.next();
      if (how < 0.45)
        await services.timeCommand({
          gameId: g.gameId,
          side: someSide,
          command: { kind: 'resign-confirmed' },
        });
      else if (how < 0.7) {
        await services.timeCommand({ gameId: g.gameId, side: someSide, command: { kind: 'offer-draw' } });
        await services.timeCommand({ gameId: g.gameId, side: otherSide, command: { kind: 'accept-draw' } });
      } else if (how < 1)
        await services.desk.endGame({
          gameId: g.gameId,
          outcome: rng.next() < 0.2 ? 'draw' : someSide,
          reason: 'adjudicated for the season',
        });
      else {
        const moves = createRng(`season ${g.gameId}`);
        for (let step = 0; step < 600 && (await autoplayStep(services.ctx, g.gameId, moves)); step++);
      }
      const game = await t.db
        .selectFrom('games')
        .select(['status', 'result'])
        .where('id', '=', g.gameId)
        .executeTakeFirstOrThrow();
      expect(game.status).toBe('finished');
      const result = game.result as { winner: string | null; level: string };
      endings.set(result.level, (endings.get(result.level) ?? 0) + 1);
      ref.ended(
        { gameType: 'travel-battle', firstSide, sides: g.sides, winner: result.winner, level: result.level },
        [`ladder`, 'club'],
      );
      for (const [side, email] of Object.entries(g.sides)) {
        const r = record.get(email) as { wins: number; losses: number; draws: number };
        if (result.winner === null) r.draws++;
        else if (result.winner === side) r.wins++;
        else r.losses++;
      }
      // Every twentieth game a week goes by: the challenges left open lapse.
      if (expected.accepted % 20 === 0) {
        clock = new Date(clock.getTime() + 8 * DAY);
        await sweep(services.ctx);
      }
    }
    clock = new Date(clock.getTime() + 8 * DAY);
    await sweep(services.ctx);

    // Challenges: as many accepted, declined and lapsed as the season made.
    const statuses = await t.db
      .selectFrom('challenges')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('status')
      .execute();
    expect(Object.fromEntries(statuses.map((s) => [s.status, Number(s.n)]))).toEqual(expected);
    // Games ended in every way the season used.
    expect([...endings.keys()].sort()).toEqual(expect.arrayContaining(['draw by agreement', 'resignation']));

    // Each player's ladder and club-wide rating: the service's against the test's own calculation.
    const ladderRows = await t.db.selectFrom('ladder_ratings').selectAll().execute();
    const clubRows = await t.db
      .selectFrom('club_game_ratings')
      .selectAll()
      .where('club_id', '=', club.id)
      .execute();
    const emailOf = new Map(
      (await t.db.selectFrom('players').select(['id', 'email']).execute()).map((p) => [p.id, p.email]),
    );
    for (const [scope, rows] of [
      ['ladder', ladderRows],
      ['club', clubRows],
    ] as const) {
      expect(rows.length).toBe(new Set([...record].filter(([, r]) => r.wins + r.losses + r.draws > 0)).size);
      for (const row of rows) {
        const email = emailOf.get(row.player_id) as string;
        const mine = ref.rating(scope, email);
        expect(row.rating).toBeCloseTo(mine.rating, 2);
        expect(row.rd).toBeCloseTo(mine.rd, 2);
        expect(row.vol).toBeCloseTo(mine.vol, 5);
        expect({ wins: row.wins, losses: row.losses, draws: row.draws }).toEqual(record.get(email));
      }
    }
    // The standings are the ratings, best first.
    const table = await clubs.standings(ladder.id);
    const rated = table.filter((r) => !r.provisional);
    expect(rated.map((r) => r.rating)).toEqual([...rated.map((r) => r.rating)].sort((a, b) => b - a));
  }, 600_000);
});
