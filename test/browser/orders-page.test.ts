// A real browser (Debian chromium through playwright-core) on the orders page: open the signed link
// from a captured mail, add orders by tapping the map and by typing, watch the live check, submit,
// and see the confirmation. Screenshots go to test-artifacts/.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { createServices } from '../../src/app/index';
import type { AnyGame } from '../../src/app/context';
import type { Services } from '../../src/app/types';
import { listGames } from '../../src/games/index';
import { createSender } from '../../src/mail/outbox/sender';
import { mailboxTransport } from '../../src/mail/outbox/transport';
import { CHROMIUM, CHROMIUM_ARGS, PHONE, haveChromium } from '../support/chromium';
import { openTempPglite } from '../support/databases';
import { testConfig } from '../support/services';
import { serve, webConfig, type Running } from '../web/http';
import { tapGame, tapGames } from './tap-game';

const ARTIFACTS = path.resolve('test-artifacts');
if (!haveChromium)
  console.warn(`SKIPPED test/browser/orders-page: ${CHROMIUM} is absent (apt-get install chromium)`);
const maybe = haveChromium ? describe : describe.skip;

type Db = Awaited<ReturnType<typeof openTempPglite>>;

/** The orders link of `to` from the mails captured in the embedded mailbox. */
async function linkFromMailbox(base: string, to: string): Promise<string> {
  const mails = (await (await fetch(`${base}/mailbox.json`)).json()) as { to: string; text: string }[];
  const mail = mails.find((m) => m.to === to);
  const link = /https?:\/\/\S+?(\/orders\/[\w.-]+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error(`no orders link in the mail to ${to}`);
  return base + link;
}

async function lines(page: Page): Promise<string[]> {
  return (await page.inputValue('#orders')).split('\n').filter((l) => l.trim() !== '');
}

maybe('the orders page in a real browser', () => {
  let db: Db;
  let services: Services;
  let web: Running;
  let context: BrowserContext;
  let profile: string;

  beforeAll(async () => {
    db = await openTempPglite();
    const games = [tapGame as unknown as AnyGame, ...listGames()];
    services = createServices({
      db: db.db,
      config: testConfig(),
      games: (id) => (id === 'tap' ? tapGames(id) : (listGames().find((g) => g.id === id) ?? tapGames(id))),
      gameList: () => games,
    });
    web = await serve(services, webConfig(services));
    profile = mkdtempSync(path.join(tmpdir(), 'despatch-chromium-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      ...PHONE,
    });
    mkdirSync(ARTIFACTS, { recursive: true });
  });

  afterAll(async () => {
    await context?.close();
    await web?.close();
    await db?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  test('a player opens the link from the mail, taps and types orders, submits and sees the confirmation', async () => {
    const { gameId } = await services.createGame({
      game: 'tap',
      players: { north: 'north@example.com', south: 'south@example.com' },
    });
    await createSender({ db: db.db, transport: mailboxTransport(web.base) }).runOnce();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
    page.on('pageerror', (e) => void problems.push(e.message));
    await page.goto(await linkFromMailbox(web.base, 'north@example.com'));
    await page.waitForSelector('#map.tappable');
    expect(await page.textContent('h1')).toBe('Turn 1, North to move');

    // Tap a unit, then a hex: a move. Tap a unit, then an enemy: an attack.
    await page.click('[data-unit="N1"]');
    await page.click('rect[data-hex="0202"]');
    await page.click('[data-unit="N2"]');
    await page.click('[data-unit="S1"]');
    expect(await lines(page)).toEqual(['move N1 to 0202', 'attack 0303 with N2']);

    // Typing works as well; the live check marks the bad line beside it, then accepts the fix.
    await page.click('#orders');
    await page.keyboard.press('Control+End');
    await page.keyboard.type('mvoe N3 to 0301');
    await page.waitForSelector('#check td.bad');
    expect(await page.textContent('#check td.bad')).toContain('expected "move U to HHHH"');
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+End');
    await page.keyboard.type('move N3 to 0301');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('#check td.good').length === 3 && !document.querySelector('#check td.bad'),
    );
    await page.screenshot({ path: path.join(ARTIFACTS, 'orders-page.png'), fullPage: true });

    await Promise.all([page.waitForURL(/\/orders\//), page.click('button[type="submit"]')]);
    expect(await page.textContent('h1')).toBe('Orders accepted');
    expect((await page.textContent('#accepted'))?.trim().split('\n')).toEqual([
      'move N1 to 0202',
      'attack 0303 with N2',
      'move N3 to 0301',
    ]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'orders-confirmed.png'), fullPage: true });
    expect(problems).toEqual([]); // no script errors, no CSP violations

    const v = await services.getSideView({ gameId, side: 'north' });
    expect(v.lastReport?.events.map((e) => e.text)).toContain('N1 moved 0101 → 0202.');

    // The same link, now that the step is resolved, says so and shows the report.
    await page.goBack();
    await page.reload();
    expect(await page.textContent('h1')).toBe('Nothing to do with this link');
    expect(await page.textContent('.report')).toContain('N1 moved 0101 → 0202.');
    await page.screenshot({ path: path.join(ARTIFACTS, 'orders-stale.png'), fullPage: true });
    await page.close();
  });

  test('the mailbox shows a captured mail with its map picture inline', async () => {
    const page = await context.newPage();
    await page.goto(`${web.base}/mailbox`);
    await Promise.all([page.waitForURL(/\/mailbox\/\d+$/), page.click('table.mailbox a')]);
    const frame = page.frameLocator('iframe.mail');
    const width = await frame
      .locator('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
    expect(width).toBe(1000);
    await page.screenshot({ path: path.join(ARTIFACTS, 'mailbox-message.png'), fullPage: true });
    await page.close();
  });

  test('Sharpsburg: the real map is on the page, its counters can be selected, typed orders are checked live', async () => {
    if (!listGames().some((g) => g.id === 'sharpsburg')) return;
    const created = await services.createGame({
      game: 'sharpsburg',
      players: { union: 'union@example.com', confederate: 'csa@example.com' },
    });
    const view = await services.getSideView({ gameId: created.gameId, side: 'union' });
    const side = view.prompt ? 'union' : 'confederate';
    const page = await context.newPage();
    await page.goto(web.base + new URL(created.links[side] ?? '').pathname);
    await page.waitForSelector('#map svg');
    // Tap one of our counters, then an enemy counter: an attack line (sides from data-side, or
    // from the page's list of own units when the map does not mark sides).
    const own = ((await page.getAttribute('#orders-form', 'data-own-units')) ?? '')
      .split(' ')
      .filter(Boolean);
    const counters = await page.$$eval('#map [data-unit][data-hex]', (gs) =>
      gs.map((g) => g.getAttribute('data-unit') ?? ''),
    );
    const mine = counters.find((id) => own.includes(id));
    const enemy = counters.find((id) => !own.includes(id));
    expect(mine && enemy).toBeTruthy();
    await page.click(`#map [data-unit="${mine}"][data-hex]`);
    await page.click(`#map [data-unit="${enemy}"][data-hex]`);
    expect(await lines(page)).toEqual([expect.stringMatching(new RegExp(`^attack \\d{4} with ${mine}$`))]);
    // Then a move: our counter, then an empty hex (hex shapes are marked, or named by their printed number).
    const occupied = new Set(
      await page.$$eval('#map [data-unit][data-hex]', (gs) => gs.map((g) => g.getAttribute('data-hex'))),
    );
    const empty = (
      await page.$$eval('#map [data-hex]:not([data-unit])', (ps) =>
        ps.map((p) => p.getAttribute('data-hex') ?? ''),
      )
    ).find((h) => /^\d{4}$/.test(h) && !occupied.has(h));
    expect(empty).toBeDefined();
    await page.click(`#map [data-unit="${mine}"][data-hex]`);
    await page.click(`#map polygon[data-hex="${empty}"]`);
    expect((await lines(page))[1]).toBe(`move ${mine} to ${empty}`);
    const example =
      (await services.getSideView({ gameId: created.gameId, side })).prompt?.examples[0] ?? 'pass';
    await page.fill('#orders', `${example}\nfly to the moon`);
    await page.dispatchEvent('#orders', 'input');
    await page.waitForSelector('#check td.bad');
    expect(await page.locator('#check tr').count()).toBe(2);
    await page.screenshot({ path: path.join(ARTIFACTS, 'orders-page-sharpsburg.png'), fullPage: true });
    await page.close();
  });
});
