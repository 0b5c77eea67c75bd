// #16: late tournament games, on both databases: a player who stops sending orders forfeits by the
// tournament's time controls, and the same sweep that ends the game starts the next round; a game
// the organiser abandons scores nothing for either player; a round robin of three gives a bye a round.
import { sweep } from '../../src/app/time/sweep';
import { createRng } from '../../src/games/core/rng';
import { databases } from '../support/databases';
import { ordersText, testServices } from '../support/services';

const [ann, bob, cat] = ['ann', 'bob', 'cat'].map((n) => `${n}@late.example`) as [string, string, string];
const HOUR = 3600_000;

describe.each(databases())('late tournament games on %s', (_name, open) => {
  let t: Awaited<ReturnType<typeof testServices>>;
  let clock = new Date('2026-12-01T12:00:00Z');
  beforeAll(async () => {
    t = await testServices(open, { now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  test('#16: a silent player forfeits by the time controls and the next round starts; an abandoned game scores 0-0', async () => {
    const { clubs, tournaments, desk } = t.services;
    await clubs.create({ name: 'Late Club', organisers: [ann] });
    for (const m of [bob, cat]) await clubs.addMember({ club: 'Late Club', email: m });
    const made = await tournaments.create({
      club: 'Late Club',
      name: 'Slow',
      game: 'travel-battle',
      format: 'round-robin',
      settings: { turnTimeSeconds: 86400, timeControls: { maxMisses: 2 } },
    });
    for (const m of [ann, bob, cat]) await tournaments.enter({ tournament: made.id, email: m });
    expect((await tournaments.start({ tournament: made.id })).rounds).toBe(3);

    const round1 = (await tournaments.table(made.id)).pairings[0]?.pairings ?? [];
    expect(round1.map((p) => p.result).sort()).toEqual(['bye', 'playing']);
    const game = round1.find((p) => p.gameId) as { first: string; second: string; gameId: string };
    // The first side's player sends orders every turn; the other never does.
    const present = game.first;
    const absent = game.second;
    const rng = createRng('late');
    for (let turn = 0; turn < 20; turn++) {
      const view = await t.services.getSideView({ gameId: game.gameId, side: 'red' });
      if (view.game.status === 'finished') break;
      if (view.step.awaiting.includes('red'))
        await t.services.submitOrders({
          gameId: game.gameId,
          side: 'red',
          step: view.step.seq,
          text: await ordersText(t.services.ctx, game.gameId, 'red', rng),
          channel: 'web',
        });
      clock = new Date(clock.getTime() + 25 * HOUR);
      await sweep(t.services.ctx);
    }
    const over = await t.services.getSideView({ gameId: game.gameId, side: 'red' });
    expect(over.result).toMatchObject({ winner: 'red', level: 'forfeit' });
    const after = await tournaments.table(made.id);
    // The sweep that forfeited the game started round 2 too.
    expect(after.round).toBe(2);
    expect(after.pairings[0]?.pairings.find((p) => p.gameId)?.result).toBe('1–0');
    const row = (email: string) => after.standings.find((r) => r.email === email);
    expect(row(present)).toMatchObject({ wins: 1, losses: 0 });
    expect(row(absent)).toMatchObject({ wins: 0, losses: 1 });

    // Round 2: the organiser abandons its game; nobody scores, and round 3 follows.
    const round2 = after.pairings.find((r) => r.round === 2)?.pairings.find((p) => p.gameId);
    await desk.endGame({ gameId: round2?.gameId as string, outcome: 'abandoned', reason: 'club closed' });
    expect((await sweep(t.services.ctx)).tournaments).toBe(1);
    const third = await tournaments.table(made.id);
    expect(third.round).toBe(3);
    expect(third.pairings.find((r) => r.round === 2)?.pairings.find((p) => p.gameId)?.result).toBe('0–0');
    // Everyone has had exactly one bye by the end of round 3.
    expect(third.standings.map((r) => r.byes)).toEqual([1, 1, 1]);
  }, 300_000);
});
