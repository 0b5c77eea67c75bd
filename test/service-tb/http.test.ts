// Travel Battle over HTTP on both databases (the whole game on PGlite), as its players and organiser
// meet it: the /admin form offers the game and its quickSetup option; each player follows the link in
// their latest mail, reads the orders page, submits the form, until the game ends; the game pages,
// the orders pages and the mailbox never show a side the other's brigades before they are deployed;
// the record is published only at the end, and it replays.
import { createServices } from '../../src/app/index';
import { createRng } from '../../src/games/core/rng';
import { createSender } from '../../src/mail/outbox/sender';
import { mailboxTransport } from '../../src/mail/outbox/transport';
import type { GameRecord } from '../../src/app/records/record';
import { databases, onFirstDatabaseOnly } from '../support/databases';
import { testConfig } from '../support/services';
import { form, formAs, formTokenIn, serve, webConfig, type Running } from '../web/http';
import { SECRET, mailsTo, ordersText, other, players, playSteps } from './tb';
import { sideName } from '../../src/mail/compose/format';
import type { TbSideId } from './tb';
import { allMailboxJson } from '../support/mailbox-json';

const SIDES = ['red', 'blue'] as const;

describe.each(databases())('Travel Battle over HTTP on %s', (_name, open) => {
  let opened: Awaited<ReturnType<typeof open>>;
  let services: ReturnType<typeof createServices>;
  let web: Running;
  // A real game spreads its requests over days from the players' own addresses; compressed into a
  // minute here, each request comes from its own address so the per-minute rate limits stay out of it.
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

  async function adminCreates(quickSetup: boolean): Promise<string> {
    const login = await get('/admin/login', form({ token: services.config.adminToken }));
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const page = await (await get('/admin', { headers: { cookie } })).text();
    expect(page).toContain('<summary>Travel Battle</summary>');
    expect(page).toMatch(/<input type="checkbox" name="option_quickSetup" value="true"> Quick set-up/);
    const fields = {
      formToken: formTokenIn(page),
      game: 'travel-battle',
      player_red: players.red,
      player_blue: players.blue,
      turnTime: '2d',
      ...(quickSetup ? { option_quickSetup: 'true' } : {}),
    };
    const res = await get('/admin/games', formAs(cookie, fields));
    const html = await res.text();
    expect(res.status).toBe(201);
    expect(html).toMatch(/Travel Battle #\d+ created/);
    return /Game id <code>(g[a-z2-7]+)<\/code>/.exec(html)?.[1] as string;
  }

  /** The path of the last link of `kind` ('orders' or 'game') in the latest mail to `side`. */
  async function linkInMail(gameId: string, side: TbSideId, kind: 'orders' | 'game'): Promise<string> {
    const last = (await mailsTo(opened.db, gameId, players[side])).at(-1);
    const path = new RegExp(`/${kind}/[\\w.-]+`).exec(last?.text ?? '')?.[0];
    if (!path) throw new Error(`no ${kind} link in the latest mail to ${side}: ${last?.subject}`);
    return path;
  }

  /** One side follows its mail's link, reads the page, and submits random legal orders. */
  async function playLink(gameId: string, side: TbSideId, rng: ReturnType<typeof createRng>, draw = false) {
    const link = await linkInMail(gameId, side, 'orders');
    const page = await (await get(link)).text();
    expect(page).toContain('id="orders-form"');
    expect(page).not.toMatch(SECRET[other(side)]);
    const orders = draw ? 'offer draw' : await ordersText(services.ctx, gameId, side, rng);
    const res = await get(link, form({ orders, standing: '', formToken: formTokenIn(page) }));
    const done = await res.text();
    expect([res.status, /<h1>Orders accepted<\/h1>/.test(done)]).toEqual([200, true]);
    return done;
  }

  async function gamePages(gameId: string): Promise<Record<TbSideId, string>> {
    const pages = await Promise.all(
      SIDES.map(async (side) => (await get(await linkInMail(gameId, side, 'game'))).text()),
    );
    return { red: pages[0] as string, blue: pages[1] as string };
  }

  /** Random legal orders through the pages; from step `drawFrom` on, a draw offered by both sides. */
  async function playToTheEnd(gameId: string, seed: string, drawFrom = Infinity): Promise<number> {
    const rng = createRng(seed);
    const act = async (side: TbSideId, step: number, last: boolean) => {
      const done = await playLink(gameId, side, rng, step >= drawFrom);
      expect(done).toContain(last ? 'the step has been resolved' : `Waiting for ${sideName(other(side))}`);
    };
    return playSteps(services, gameId, act, async (title) => {
      if (title.startsWith('Player turn')) return;
      const pages = await gamePages(gameId);
      for (const side of SIDES) expect(pages[side]).not.toMatch(SECRET[other(side)]);
    });
  }

  async function checkMailboxAndRecord(gameId: string, steps: number): Promise<void> {
    const sender = createSender({
      db: opened.db,
      transport: mailboxTransport(web.base),
      compose: services.composeQueued,
    });
    while ((await sender.runOnce()) > 0);
    const mailbox = await allMailboxJson<{ id: number; to: string; text: string; html: string }>(web.base);
    for (const side of SIDES) {
      const mine = mailbox.filter((m) => m.to === players[side]);
      expect(mine.filter((m) => SECRET[other(side)].test(m.text + m.html))).toEqual([]);
      expect(mine.some((m) => SECRET[side].test(m.text))).toBe(true);
    }
    const pages = await gamePages(gameId);
    for (const side of SIDES) {
      expect(pages[side]).toMatch(SECRET[side]);
      expect(pages[side]).not.toMatch(SECRET[other(side)]);
    }
    const recordLink = `${await linkInMail(gameId, 'blue', 'game')}/record`;
    const record = (await (await get(recordLink)).json()) as GameRecord;
    expect(record.sides.map((s) => s.player)).toEqual([null, null]);
    expect(services.verifyGame(record)).toMatchObject({ ok: true, steps });
  }

  // One whole game by random play is enough for a file (the quick set-up one below): this one plays
  // the set-up steps and the first turns through the pages, then ends in a draw offered on them.
  test('created on the /admin form step by step, set up and played through the orders pages to an agreed draw', async () => {
    const gameId = await adminCreates(false);
    const first = await services.getSideView({ gameId, side: 'red' });
    expect(first.step).toMatchObject({ title: 'Choose your board', awaiting: ['red', 'blue'] });
    // The record is for after the game: before, it says so and publishes nothing.
    expect((await get(`${await linkInMail(gameId, 'red', 'game')}/record`)).status).toBe(409);
    const steps = await playToTheEnd(gameId, 'tb-http-steps', 14);
    await checkMailboxAndRecord(gameId, steps);
  }, 300_000);

  // The whole game on PGlite only: its hundreds of steps through the pages add nothing on PostgreSQL
  // that the draw above and the whole game by email (test/email/whole-game-tb.test.ts) do not check.
  const wholeGame = onFirstDatabaseOnly(_name);
  wholeGame(
    'created on the /admin form with quickSetup, played to the end through the orders pages',
    async () => {
      const gameId = await adminCreates(true);
      const first = await services.getSideView({ gameId, side: 'blue' });
      expect(first.step).toMatchObject({ title: 'Quick set-up', awaiting: ['red', 'blue'] });
      const steps = await playToTheEnd(gameId, 'tb-http-quick');
      await checkMailboxAndRecord(gameId, steps);
    },
    300_000,
  );
});
