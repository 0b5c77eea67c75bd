// A side that sends nothing gets the rules' defaults: each engine accepts an empty submission in
// every kind of step, and a game played on timeouts alone resolves and verifies.
import { sweep } from '../../src/app/time/sweep';
import { SeededDice } from '../../src/games/core/dice';
import { getGame } from '../../src/games/index';
import { databases } from '../support/databases';
import { DAY, outbox, T0, type TimeWorld, useTimeWorld } from './support';

describe('the engines accept an empty submission where the rules give a default', () => {
  test.each([
    ['sharpsburg', {}],
    ['travel-battle', {}],
    ['travel-battle', { quickSetup: true }],
  ])('%s %j: nothing sent is legal in every step of a game played on defaults', (id, options) => {
    const module = getGame(id);
    let state = module.setup({ options }, new SeededDice('11'.repeat(32), 'g', 0));
    const kinds = new Set<string>();
    for (let seq = 1; seq <= 14 && module.awaiting(state).length; seq++) {
      const orders: Record<string, unknown[]> = {};
      for (const prompt of module.awaiting(state)) {
        kinds.add(prompt.step);
        const parsed = module.parseOrders(state, prompt.side, '');
        expect([...parsed.problems, ...module.validate(state, prompt.side, parsed.orders)]).toEqual([]);
        orders[prompt.side] = parsed.orders;
      }
      state = module.resolve(
        state,
        { orders, standing: {} },
        new SeededDice('11'.repeat(32), 'g', seq),
      ).state;
    }
    expect(kinds.size).toBeGreaterThan(1);
  });
});

describe.each(databases())('a Travel Battle set-up on timeouts, on %s', (_name, open) => {
  const world = useTimeWorld(open);
  let t: TimeWorld;
  beforeEach(() => (t = world()));

  test('when neither side answers, then every set-up step takes its documented default and the record verifies', async () => {
    t.clock.set(T0);
    const { gameId } = await t.services.createGame({
      game: 'travel-battle',
      players: { red: 'red@example.org', blue: 'blue@example.org' },
      turnTimeSeconds: 86400,
      timeControls: { maxMisses: 20, reminders: [] },
    });
    for (let i = 0; i < 8; i++) {
      t.clock.advance(2 * DAY);
      await sweep(t.ctx);
    }
    const record = await t.services.exportGame(gameId);
    const resolved = record.steps.filter((s) => s.resolvedAt);
    expect(resolved.length).toBeGreaterThanOrEqual(6);
    const defaults = resolved.flatMap((s) =>
      s.events.filter((e) => e.kind === 'decision' || /default/.test(e.text)),
    );
    expect(defaults.length).toBeGreaterThan(0);
    expect(resolved.every((s) => s.submissions.every((x) => x.channel === 'timeout'))).toBe(true);
    const reports = await outbox(t, gameId, 'report');
    expect(reports.every((r) => r.mail.text.includes('No orders received from'))).toBe(true);
    expect(
      t.services.verifyGame({ ...record, game: { ...record.game, seed: await seedOf(t, gameId) } }),
    ).toMatchObject({
      ok: true,
    });
  }, 60_000);
});

async function seedOf(t: TimeWorld, gameId: string): Promise<string> {
  const row = await t.db
    .selectFrom('games')
    .select('seed')
    .where('id', '=', gameId)
    .executeTakeFirstOrThrow();
  return row.seed;
}
