// #16: a player's reliability comes from the stored games (endings, turns sent before the deadline,
// the median time to send), shows in the standings, and a ladder's minimum share of turns on time
// refuses an unreliable player a challenge, made or accepted.
import { sweep } from '../../src/app/time/sweep';
import { DAY, HOUR, useTimeWorld, type TimeWorld } from '../time/support';
import { databases } from '../support/databases';

const ann = 'ann@club.example';
const bob = 'bob@club.example';
const cat = 'cat@club.example';
const dan = 'dan@club.example';
const eve = 'eve@club.example';

describe.each(databases())('reliability on %s', (_name, open) => {
  const world = useTimeWorld(open);
  let t: TimeWorld;
  beforeEach(() => (t = world()));

  test("#16: a player who sends on time and one who misses: the record, the standings, and the ladder's minimum", async () => {
    const clubs = t.services.clubs;
    await clubs.create({ name: 'Dover', organisers: [ann] });
    for (const m of [bob, cat]) await clubs.addMember({ club: 'Dover', email: m });
    const ladder = await clubs.createLadder({
      club: 'Dover',
      name: 'Sharpsburg',
      game: 'sharpsburg',
      settings: { turnTimeSeconds: 86400, minReliability: 0.6 },
    });
    const started = await clubs.accept({
      id: (await clubs.challenge({ ladder: ladder.id, from: ann, to: bob })).id,
    });
    const { gameId } = started;
    const union = started.sides.union as string;
    const confederate = started.sides.confederate as string;
    const send = (side: string, step: number) =>
      t.services.submitOrders({ gameId, side, step, text: 'pass', channel: 'web' });

    // Union sends after 2 hours; the Confederates miss (extended once, then the defaults).
    t.clock.advance(2 * HOUR);
    expect(await send('union', 1)).toMatchObject({ ok: true });
    t.clock.advance(DAY + HOUR);
    await sweep(t.ctx);
    t.clock.advance(13 * HOUR);
    await sweep(t.ctx);
    // Union sends after 1 hour; the Confederates miss a third deadline in a row: a forfeit.
    t.clock.advance(HOUR);
    expect(await send('union', 3)).toMatchObject({ ok: true });
    t.clock.advance(DAY + HOUR);
    await sweep(t.ctx);
    const over = await t.services.getSideView({ gameId, side: 'union' });
    expect(over.result).toMatchObject({ winner: 'union', level: 'forfeit' });

    expect(await clubs.reliability(union)).toEqual({
      completed: 1,
      forfeited: 0,
      resigned: 0,
      turns: 2,
      onTime: 2,
      onTimeShare: 1,
      medianSeconds: 1.5 * 3600,
    });
    expect(await clubs.reliability(confederate)).toEqual({
      completed: 0,
      forfeited: 1,
      resigned: 0,
      turns: 1,
      onTime: 0,
      onTimeShare: 0,
      medianSeconds: null,
    });
    const table = await clubs.standings(ladder.id);
    expect(table.find((r) => r.email === confederate)?.reliability.onTimeShare).toBe(0);
    expect(table.find((r) => r.email === cat)?.reliability.turns).toBe(0);

    // Below the ladder's 60%: no challenge either way; a player with no turns yet is welcome.
    await expect(clubs.challenge({ ladder: ladder.id, from: confederate, to: cat })).rejects.toThrow(
      `on this ladder a player needs at least 60% of turns sent on time; ${confederate} has 0% (0 of 1)`,
    );
    await expect(clubs.challenge({ ladder: ladder.id, from: cat, to: confederate })).rejects.toThrow(
      /needs at least 60%/,
    );
    const fine = await clubs.challenge({ ladder: ladder.id, from: cat, to: union });
    expect(fine.id).toBeGreaterThan(0);
  }, 120_000);

  test('#16: a challenge made while reliable is refused at acceptance once the record has fallen', async () => {
    const clubs = t.services.clubs;
    await clubs.create({ name: 'Deal', organisers: [dan] });
    await clubs.addMember({ club: 'Deal', email: eve });
    const free = await clubs.createLadder({ club: 'Deal', name: 'Open', game: 'sharpsburg' });
    const strict = await clubs.createLadder({
      club: 'Deal',
      name: 'Strict',
      game: 'sharpsburg',
      settings: { minReliability: 0.9 },
    });
    const waiting = await clubs.challenge({ ladder: strict.id, from: dan, to: eve });
    const game = await clubs.accept({
      id: (await clubs.challenge({ ladder: free.id, from: dan, to: eve })).id,
    });
    // Whoever holds the Union misses the first deadline (the extension marks it late) and sends after it.
    t.clock.advance(3 * DAY + HOUR);
    await sweep(t.ctx);
    await t.services.submitOrders({
      gameId: game.gameId,
      side: 'union',
      step: 1,
      text: 'pass',
      channel: 'web',
    });
    const late = game.sides.union as string;
    expect(await clubs.reliability(late)).toMatchObject({ turns: 1, onTime: 0 });
    await expect(clubs.accept({ id: waiting.id })).rejects.toThrow(
      `on this ladder a player needs at least 90% of turns sent on time; ${late} has 0% (0 of 1)`,
    );
  }, 120_000);
});
