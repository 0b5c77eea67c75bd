// #16: tournament rounds by the calendar, on both databases: with rounds 7 days apart a round never
// starts before its day, even when its games are over; at the day a game still going ends by the
// forfeit rule (the side whose orders are overdue loses) or, where the organiser keeps late games,
// the round waits for the organiser's adjudication at the desk; the standings are shown after each
// round, and half points as ½ on the tournament page.
import { sweep } from '../../src/app/time/sweep';
import { advanceTournaments } from '../../src/app/tournaments/rounds';
import { tournamentsDueForRound } from '../../src/db/repos/tournaments';
import { createRng } from '../../src/games/core/rng';
import { databases } from '../support/databases';
import { ordersText, testServices } from '../support/services';
import { form, serve, webConfig, type Running } from '../web/http';

const players = ['ann', 'bob', 'cat', 'dan'].map((n) => `${n}@dates.example`);
const DAY = 86_400_000;

describe.each(databases())('tournament rounds by date on %s', (_name, open) => {
  let t: Awaited<ReturnType<typeof testServices>>;
  let web: Running;
  let clock = new Date('2027-03-01T09:00:00Z');
  beforeAll(async () => {
    t = await testServices(open, { now: () => clock });
    web = await serve(t.services, webConfig(t.services));
    await t.services.clubs.create({ name: 'Dates Club', organisers: [players[0] as string] });
    for (const p of players.slice(1)) await t.services.clubs.addMember({ club: 'Dates Club', email: p });
  });
  afterAll(async () => {
    await web.close();
    await t.close();
  });
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

  const due = async () => (await tournamentsDueForRound(t.services.ctx.db, clock, 100)).map((r) => r.id);

  async function tournament(name: string, lateGames: 'forfeit' | 'organiser', roundDays = 7) {
    const { tournaments } = t.services;
    const made = await tournaments.create({
      club: 'Dates Club',
      name,
      game: 'travel-battle',
      format: 'round-robin',
      settings: { turnTimeSeconds: 30 * 86400, roundDays, lateGames },
    });
    for (const p of players) await tournaments.enter({ tournament: made.id, email: p });
    await tournaments.start({ tournament: made.id });
    return made.id;
  }
  const games = async (id: number, round: number) =>
    (await t.services.tournaments.table(id)).pairings
      .find((r) => r.round === round)
      ?.pairings.map((p) => p.gameId as string) ?? [];

  test('#16 rounds by date: the forfeit rule at the round start, the wait for its day, ½ on the page', async () => {
    const { tournaments, desk } = t.services;
    await expect(
      tournaments.create({
        club: 'Dates Club',
        name: 'Both',
        game: 'travel-battle',
        format: 'swiss',
        settings: { roundDays: 7, roundDates: ['2027-04-01T00:00:00Z'] },
      }),
    ).rejects.toThrow(/give roundDays or roundDates, not both/);
    const id = await tournament('Spring', 'forfeit');

    // Round 1: one game drawn by the organiser; in the other only red sends its first orders.
    const [drawn, late] = (await games(id, 1)) as [string, string];
    await desk.endGame({ gameId: drawn, outcome: 'draw', reason: 'agreed at the club' });
    const view = await t.services.getSideView({ gameId: late, side: 'red' });
    const text = await ordersText(t.services.ctx, late, 'red', createRng('dates'));
    await t.services.submitOrders({ gameId: late, side: 'red', step: view.step.seq, text, channel: 'web' });
    later(7 * DAY - 1000);
    await sweep(t.services.ctx);
    expect((await tournaments.table(id)).round).toBe(1); // not yet its day

    later(2000);
    expect((await sweep(t.services.ctx)).tournaments).toBe(1);
    const after1 = await tournaments.table(id);
    expect(after1.round).toBe(2);
    const ended = await t.services.getSideView({ gameId: late, side: 'red' });
    expect(ended.result).toMatchObject({ winner: 'red', level: 'forfeit' });
    expect(ended.result?.summary).toMatch(
      /Blue forfeited: orders overdue when round 2 of the tournament began/,
    );
    const r1 = after1.pairings.find((r) => r.round === 1);
    expect(r1?.after?.map((s) => s.points)).toEqual(['1', '½', '½', '0']);
    expect(after1.pairings.find((r) => r.round === 2)?.after).toBeNull();

    // Round 2 ends at once; round 3 still waits for its day, 7 days after round 2 began.
    for (const g of await games(id, 2)) await desk.endGame({ gameId: g, outcome: 'red', reason: 'test' });
    await sweep(t.services.ctx);
    expect((await tournaments.table(id)).round).toBe(2);
    later(7 * DAY);
    await sweep(t.services.ctx);
    expect((await tournaments.table(id)).round).toBe(3);

    // The page: half points as ½, never 0.5; the standings after each round.
    const login = await fetch(`${web.base}/admin/login`, form({ token: t.services.config.adminToken }));
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const html = await (await fetch(`${web.base}/admin/tournaments/${id}`, { headers: { cookie } })).text();
    expect(html).toContain('½');
    expect(html).not.toMatch(/\d\.\d/);
    expect(html).toContain('After round 1:');
    expect(html).toContain('After round 2:');
    expect(html).toContain('The next round starts');
  }, 300_000);

  test('#16 rounds by date, late games to the organiser: the round waits for the adjudication', async () => {
    const { tournaments, desk } = t.services;
    const id = await tournament('Summer', 'organiser');
    const [first, second] = (await games(id, 1)) as [string, string];
    await desk.endGame({ gameId: first, outcome: 'blue', reason: 'test' });
    later(8 * DAY);
    await sweep(t.services.ctx);
    expect((await tournaments.table(id)).round).toBe(1); // the organiser has a game to adjudicate
    expect(await due()).not.toContain(id); // and the sweep does not ask again until it is done
    await desk.endGame({ gameId: second, outcome: 'draw', reason: 'adjudicated: even position' });
    expect((await sweep(t.services.ctx)).tournaments).toBe(1);
    expect((await tournaments.table(id)).round).toBe(2);
  }, 300_000);

  test('#16 rounds by date: tournaments waiting for their dates are not read until then', async () => {
    const { tournaments, desk } = t.services;
    // Two tournaments whose round 1 ended at once wait a week for round 2; a third's round 2 is due
    // the next day. The sweep moves a few tournaments a pass, in the order they were made: those
    // waiting must not be among them (they once were, and the twenty oldest held up all the rest).
    const waiting = [await tournament('Early A', 'forfeit'), await tournament('Early B', 'forfeit')];
    for (const id of waiting)
      for (const g of await games(id, 1)) await desk.endGame({ gameId: g, outcome: 'red', reason: 'test' });
    const daily = await tournament('Daily', 'forfeit', 1);
    const ours = (ids: number[]) => ids.filter((id) => [...waiting, daily].includes(id));
    expect(ours(await due())).toEqual([]);

    later(DAY);
    expect(ours(await due())).toEqual([daily]);
    await advanceTournaments(t.services.ctx);
    expect((await tournaments.table(daily)).round).toBe(2);
    later(6 * DAY);
    expect(ours(await due())).toEqual([...waiting, daily]);
    await advanceTournaments(t.services.ctx);
    for (const id of waiting) expect((await tournaments.table(id)).round).toBe(2);
  }, 300_000);
});
