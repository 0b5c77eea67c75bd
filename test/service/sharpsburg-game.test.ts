// A whole game of Sharpsburg through the use-cases, with random legal orders from the engine, on
// both databases: create, submit each awaited side's orders, resolve, until the end; then the record
// replays exactly (despatch verify).
import { createServices } from '../../src/app/index';
import { autoplayStep } from '../../src/app/turns/autoplay';
import { createRng } from '../../src/games/core/rng';
import { databases } from '../support/databases';
import { outboxOf, testConfig } from '../support/services';

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
    const rng = createRng('service-whole-game');
    const { gameId } = await services.createGame({
      game: 'sharpsburg',
      players: { union: 'u@example.com', confederate: 'c@example.com' },
    });
    let steps = 0;
    while (steps < 200 && (await autoplayStep(services.ctx, gameId, rng))) steps++;
    const view = await services.getSideView({ gameId, side: 'union' });
    expect(view.game.status).toBe('finished');
    expect(view.result).not.toBeNull();
    const finals = await outboxOf(opened.db, gameId, 'final');
    expect(finals.map((f) => f.to_addr).sort()).toEqual(['c@example.com', 'u@example.com']);
    const record = await services.exportGame(gameId);
    expect(record.game.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(services.verifyGame(record)).toMatchObject({ ok: true, steps });
  }, 240_000);
});
