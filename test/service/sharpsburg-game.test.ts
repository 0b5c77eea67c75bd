// A whole game of Sharpsburg through the use-cases, with random legal orders from the engine, on
// both databases: create, submit each awaited side's orders, resolve, until the end; then the record
// replays exactly (despatch verify).
import { createServices } from '../../src/app/index';
import { currentState } from '../../src/app/load';
import { createRng } from '../../src/games/core/rng';
import { getGame } from '../../src/games/index';
import { databases } from '../support/databases';
import { testConfig } from '../support/services';

describe.each(databases())('a whole Sharpsburg game on %s', (_name, open) => {
  let opened: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened.close();
  });

  test('when both sides submit legal orders every step, then the game ends, mails are queued and verify passes', async () => {
    const services = createServices({ db: opened.db, config: testConfig() });
    const game = getGame('sharpsburg');
    const rng = createRng('service-whole-game');
    const { gameId } = await services.createGame({
      game: 'sharpsburg',
      players: { union: 'u@example.com', confederate: 'c@example.com' },
    });
    let steps = 0;
    for (; steps < 200; steps++) {
      const row = await opened.db
        .selectFrom('games')
        .selectAll()
        .where('id', '=', gameId)
        .executeTakeFirstOrThrow();
      if (row.status === 'finished') break;
      const state = await currentState(opened.db, row);
      const step = await opened.db
        .selectFrom('steps')
        .selectAll()
        .where('game_id', '=', gameId)
        .where('seq', '=', row.current_step)
        .executeTakeFirstOrThrow();
      for (const side of step.awaiting) {
        const text =
          game
            .legalOrders(state as never, side, rng)
            .map((o) => game.formatOrder(o))
            .join('\n') || 'pass';
        const res = await services.submitOrders({ gameId, side, step: step.seq, text, channel: 'web' });
        if (!res.ok) throw new Error(`step ${step.seq} ${side}: ${JSON.stringify(res.problems)}\n${text}`);
      }
    }
    const view = await services.getSideView({ gameId, side: 'union' });
    expect(view.game.status).toBe('finished');
    expect(view.result).not.toBeNull();
    const finals = await opened.db
      .selectFrom('outbox')
      .select('to_addr')
      .where('game_id', '=', gameId)
      .where('kind', '=', 'final')
      .execute();
    expect(finals.map((f) => f.to_addr).sort()).toEqual(['c@example.com', 'u@example.com']);
    const record = await services.exportGame(gameId);
    expect(record.game.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(services.verifyGame(record)).toMatchObject({ ok: true, steps });
  }, 240_000);
});
