// The bot plays as soon as its step opens: a game created with the bot to move and a person's
// submission that opens the bot's step wake the bots' pass (app/bots/wake.ts), with no sweep.
import { botWaker } from '../../src/app/bots/wake';
import { createServices } from '../../src/app/index';
import { databases } from '../support/databases';
import { testConfig } from '../support/services';
import { until } from '../support/until';

describe.each(databases())('the bot woken by its step on %s', (_name, open) => {
  let opened: Awaited<ReturnType<typeof open>>;
  let services: ReturnType<typeof createServices>;
  let waker: ReturnType<typeof botWaker>;
  const logged: string[] = [];
  beforeAll(async () => {
    opened = await open();
    services = createServices({ db: opened.db, config: testConfig() });
    waker = botWaker(services.ctx, (line) => logged.push(line));
    services.ctx.stepOpened = waker.wake;
  });
  afterAll(async () => {
    await waker.stop();
    await opened?.close();
  });

  test('when a step the bot owes opens (at creation, after a submission), the bot plays it without a sweep', async () => {
    const { gameId } = await services.createGame({
      game: 'sharpsburg',
      players: { union: 'bot:easy', confederate: 'cat@example.com' },
    });
    const botStep = (seq: number) =>
      until(`the bot's orders of step ${seq}`, async () => {
        const row = await opened.db
          .selectFrom('submissions')
          .select('channel')
          .where('game_id', '=', gameId)
          .where('step_seq', '=', seq)
          .where('side', '=', 'union')
          .executeTakeFirst();
        return row?.channel;
      });
    expect(await botStep(1)).toBe('bot');
    const view = await until('step 2', async () => {
      const v = await services.getSideView({ gameId, side: 'confederate' });
      return v.step.seq === 2 ? v : undefined;
    });
    expect(view.step.awaiting).toEqual(['confederate']);
    await services.submitOrders({ gameId, side: 'confederate', step: 2, text: 'pass', channel: 'web' });
    expect(await botStep(3)).toBe('bot');
    expect(logged).toEqual([]);
    // The desk names the bot, not its undeliverable address.
    const [entry] = await services.desk.listGames({ id: gameId });
    expect(entry?.players.map((p) => [p.side, p.email])).toEqual([
      ['confederate', 'cat@example.com'],
      ['union', 'the bot'],
    ]);
  });
});
