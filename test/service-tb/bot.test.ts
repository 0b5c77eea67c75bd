// A person alone against the bot, on both databases: the /admin form gives Blue to the bot; Red
// follows the links in their mails and submits the orders pages until the game ends, while the
// sweeper has the bot play Blue through the players' own path. The record keeps the bot's orders with
// channel 'bot' and replays (verify); the bot gets no link and no mail; Red's reports say who plays
// Blue. Orders of the bot that the rules refuse are logged on the desk, played again at the easiest
// level, and at worst left to the deadline, never tried again at every sweep.
import { createServices } from '../../src/app/index';
import { createContext, type AnyGame } from '../../src/app/base/context';
import { sweep } from '../../src/app/time/sweep';
import { playBotSides } from '../../src/app/bots/play-bot-sides';
import { BOT_ADDRESS } from '../../src/db/bot-player';
import { createRng } from '../../src/games/core/rng';
import { getGame } from '../../src/games/index';
import { databases, onFirstDatabaseOnly } from '../support/databases';
import { QUICK_SETUP, testConfig } from '../support/services';
import { form, formAs, formTokenIn, serve, webConfig, type Running } from '../web/http';
import { mailsTo, ordersText, players, readable } from './tb';

describe.each(databases())('Travel Battle against the bot on %s', (_name, open) => {
  let opened: Awaited<ReturnType<typeof open>>;
  let services: ReturnType<typeof createServices>;
  let web: Running;
  let requests = 0;
  const get = (path: string, init: RequestInit = {}) => {
    const from = `10.${(++requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
    const headers = { ...(init.headers as Record<string, string>), 'x-forwarded-for': from };
    return fetch(web.base + path, { ...init, headers });
  };
  beforeAll(async () => {
    opened = await open();
    services = createServices({ db: opened.db, config: testConfig() });
    web = await serve(services, webConfig(services, { trustProxy: true }));
  });
  afterAll(async () => {
    await web?.close();
    await opened?.close();
  });

  async function adminCreatesAgainstBot(level: string): Promise<{ gameId: string; html: string }> {
    const login = await get('/admin/login', form({ token: services.config.adminToken }));
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const page = await (await get('/admin', { headers: { cookie } })).text();
    expect(page).toContain('<option value="normal">the bot, normal</option>');
    const res = await get(
      '/admin/games',
      formAs(cookie, {
        formToken: formTokenIn(page),
        game: 'travel-battle',
        player_red: players.red,
        bot_blue: level,
        player_blue: '',
        turnTime: '2d',
        option_quickSetup: 'true',
      }),
    );
    const html = await res.text();
    expect(res.status).toBe(201);
    return { gameId: /Game id <code>(g[a-z2-7]+)<\/code>/.exec(html)?.[1] as string, html };
  }

  /** The orders link of the latest mail to Red. */
  async function redsLink(gameId: string): Promise<string> {
    const last = (await mailsTo(opened.db, gameId, players.red)).at(-1);
    const path = /\/orders\/[\w.-]+/.exec(last?.text ?? '')?.[0];
    if (!path) throw new Error(`no orders link in the latest mail to Red: ${last?.subject}`);
    return path;
  }

  // The whole game on PGlite only: the bot's submissions take the same path on either database, and
  // the lighter tests below run on both.
  const wholeGame = onFirstDatabaseOnly(_name);
  wholeGame(
    'a person plays a whole game by links against the bot: channel bot in the record, verify passes, no mail to the bot',
    async () => {
      const { gameId, html } = await adminCreatesAgainstBot('easy');
      // The bot's side has no orders link.
      expect(html.match(/<li><b>/g)).toHaveLength(1);
      expect(html).toContain('<li><b>Red</b>');
      const rng = createRng('tb-bot-whole');
      let botTurns = 0;
      for (let i = 0; i < 400; i++) {
        // The sweeper plays the bot's side whenever its step awaits it (and it has not yet played).
        const swept = await sweep(services.ctx);
        botTurns += swept.bots;
        const { game, step } = await services.getSideView({ gameId, side: 'red' });
        if (game.status === 'finished') break;
        if (swept.bots > 0 && !step.awaiting.includes('red')) continue;
        expect(step.awaiting).toContain('red');
        const link = await redsLink(gameId);
        const page = await (await get(link)).text();
        const orders = step.seq === 1 ? QUICK_SETUP.red : await ordersText(services.ctx, gameId, 'red', rng);
        const res = await get(link, form({ orders, standing: '', formToken: formTokenIn(page) }));
        expect([res.status, /<h1>Orders accepted<\/h1>/.test(await res.text())]).toEqual([200, true]);
      }
      expect((await services.getSideView({ gameId, side: 'red' })).game.status).toBe('finished');
      expect(botTurns).toBeGreaterThan(2);

      const record = await services.exportGame(gameId);
      const blue = record.steps.flatMap((s) => s.submissions.filter((x) => x.side === 'blue'));
      expect(blue.length).toBeGreaterThan(2);
      expect(new Set(blue.map((x) => x.channel))).toEqual(new Set(['bot']));
      expect(await services.verifyStoredGame(gameId)).toMatchObject({ ok: true });

      // The bot has no mailbox: nothing is queued to it; Red's reports say who plays Blue.
      const toBot = await opened.db
        .selectFrom('outbox')
        .select('id')
        .where('to_addr', '=', BOT_ADDRESS)
        .execute();
      expect(toBot).toEqual([]);
      const reds = await mailsTo(opened.db, gameId, players.red);
      expect(readable(reds[0] as never)).toContain('Blue is played by the bot (level: easy).');
      expect(
        reds.filter((m) => readable(m).includes('Blue is played by the bot (level: easy).')).length,
      ).toBeGreaterThan(1);
    },
    300_000,
  );

  test('the CLI form of a bot side, bot:LEVEL, is checked: an unknown level is refused in words', async () => {
    await expect(
      services.createGame({ game: 'travel-battle', players: { red: players.red, blue: 'bot:brilliant' } }),
    ).rejects.toThrow(/the bot for blue plays at level easy, normal, hard; 'brilliant' is none of them/);
    await expect(
      services.createGame({ game: 'travel-battle', players: { red: 'bot', blue: 'bot:easy' } }),
    ).rejects.toThrow(/at least one side needs a person/);
  });

  // A fault injected into the real engine (its evaluation throws, or its orders print as nonsense):
  // the bot's refused orders must be told and fall back, never retried at every sweep.
  function faulty(fault: 'evaluate' | 'format'): (id: string) => AnyGame {
    return (id) => {
      const real = getGame(id) as AnyGame;
      if (fault === 'evaluate')
        return {
          ...real,
          evaluate: () => {
            throw new Error('evaluation fault');
          },
        };
      return { ...real, formatOrder: () => 'charge the moon' };
    };
  }

  test('orders the bot cannot find at its level are logged on the desk and played at the easy level', async () => {
    const { gameId } = await services.createGame({
      game: 'travel-battle',
      options: { quickSetup: true },
      players: { red: players.red, blue: 'bot:normal' },
    });
    const ctx = createContext(opened.db, testConfig(), { games: faulty('evaluate') });
    expect(await playBotSides(ctx)).toBeGreaterThanOrEqual(1);
    const record = await services.exportGame(gameId, { withPlayers: true });
    expect(record.steps[0]?.submissions).toMatchObject([{ side: 'blue', channel: 'bot' }]);
    expect(record.organiserActions).toMatchObject([
      {
        action: 'bot-refused',
        reason: expect.stringMatching(/normal orders for blue at step 1 .*evaluation fault/),
      },
    ]);
  });

  test('orders refused at every level: logged, the step left to its deadline, not retried at the next sweep', async () => {
    const { gameId } = await services.createGame({
      game: 'travel-battle',
      options: { quickSetup: true },
      players: { red: players.red, blue: 'bot:hard' },
    });
    const ctx = createContext(opened.db, testConfig(), { games: faulty('format') });
    await expect(playBotSides(ctx)).rejects.toThrow(/refused at every level/);
    const actions = (await services.exportGame(gameId)).organiserActions.map((a) => a.action);
    expect(actions).toEqual(['bot-refused', 'bot-refused']);
    // Given up: the next pass finds nothing to play for this game and logs nothing more.
    await playBotSides(ctx).catch(() => 0);
    expect((await services.exportGame(gameId)).organiserActions).toHaveLength(2);
    const record = await services.exportGame(gameId);
    expect(record.steps[0]?.submissions.filter((s) => s.side === 'blue')).toEqual([]);
  });

  test("the organiser gives the bot's side to a person: the bot plays it no more, the person gets its prompt", async () => {
    const { gameId } = await services.createGame({
      game: 'travel-battle',
      options: { quickSetup: true },
      players: { red: players.red, blue: 'bot:easy' },
    });
    await services.desk.replacePlayer({
      gameId,
      side: 'blue',
      email: players.blue,
      reason: 'a person joins',
    });
    await sweep(services.ctx);
    const blue = await opened.db
      .selectFrom('submissions')
      .select('id')
      .where('game_id', '=', gameId)
      .where('side', '=', 'blue')
      .execute();
    expect(blue).toEqual([]);
    expect((await mailsTo(opened.db, gameId, players.blue)).length).toBeGreaterThan(0);
  });
});
