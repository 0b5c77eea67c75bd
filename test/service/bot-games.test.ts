// Sharpsburg and Scotland the Brave against the bot through the service, on both databases: the
// bot plays at `normal`, its search run on the server's resolution thread (off the pages' event
// loop), and submits through the players' path with channel 'bot'; a person answers their own steps.
// A few steps of each are enough here (the whole game is Travel Battle's, test/service-tb/bot.test.ts;
// that the bot sees only its side is the engine's test, test/core/bot*.test.ts).
import { createServices } from '../../src/app/index';
import { sweep } from '../../src/app/time/sweep';
import { stopResolutionThread } from '../../src/app/turns/resolution-thread';
import { createRng } from '../../src/games/core/rng';
import { databases } from '../support/databases';
import { ordersText, testConfig } from '../support/services';

const GAMES = [
  { game: 'sharpsburg', person: 'union', bot: 'confederate' },
  { game: 'scotland', person: 'english', bot: 'scots' },
] as const;

describe.each(databases())('against the bot on %s', (_name, open) => {
  let opened: Awaited<ReturnType<typeof open>>;
  let services: ReturnType<typeof createServices>;
  beforeAll(async () => {
    opened = await open();
    services = createServices({ db: opened.db, config: testConfig(), resolveOffThread: true });
  });
  afterAll(async () => {
    await stopResolutionThread();
    await opened?.close();
  });

  test.each(GAMES)(
    '$game: the bot plays $bot at normal, on the resolution thread, for several steps',
    async (g) => {
      const { gameId, links } = await services.createGame({
        game: g.game,
        players: { [g.person]: `${g.person}@example.com`, [g.bot]: 'bot:normal' },
      });
      expect(Object.keys(links)).toEqual([g.person]);
      const rng = createRng(`bot-${g.game}`);
      // This game's bot submissions (the sweeper plays the other tests' games too).
      const botChannels = async () =>
        (
          await opened.db
            .selectFrom('submissions')
            .select('channel')
            .where('game_id', '=', gameId)
            .where('side', '=', g.bot)
            .execute()
        ).map((x) => x.channel);
      for (let i = 0; i < 40 && (await botChannels()).length < 3; i++) {
        await sweep(services.ctx);
        const { game, step, submitted } = await services.getSideView({ gameId, side: g.person });
        if (game.status === 'finished') break;
        if (!step.awaiting.includes(g.person) || submitted) continue;
        const text = await ordersText(services.ctx, gameId, g.person, rng);
        const res = await services.submitOrders({
          gameId,
          side: g.person,
          step: step.seq,
          text,
          channel: 'web',
        });
        expect(res.ok).toBe(true);
      }
      // Every one of them with channel 'bot', the open step's too (the record shows resolved steps').
      const channels = await botChannels();
      expect(channels.length).toBeGreaterThanOrEqual(3);
      expect(new Set(channels)).toEqual(new Set(['bot']));
      const record = await services.exportGame(gameId);
      expect(record.organiserActions).toEqual([]);
      expect(await services.verifyStoredGame(gameId)).toMatchObject({ ok: true });
    },
    300_000,
  );
});
