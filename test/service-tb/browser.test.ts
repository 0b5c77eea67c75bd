// Travel Battle's orders page in a real browser (Debian chromium, a phone): tap a counter then a
// square for a move; select a gun and a foot unit, tap an enemy: a fire line for the gun out of
// contact and an attack line for the other (one unit per melee pairing); live checking; submit.
import path from 'node:path';
import { createRng } from '../../src/games/core/rng';
import { ARTIFACTS, CHROMIUM, browserHarness, haveChromium, orderLines } from '../support/chromium';
import { mailsTo, ordersText, other, players, type TbSideId } from './tb';

if (!haveChromium) console.warn(`SKIPPED test/service-tb/browser: ${CHROMIUM} is absent`);
const maybe = haveChromium ? describe : describe.skip;

interface Counter {
  id: string;
  side: TbSideId;
  kind: string;
  at: string;
}

maybe('the Travel Battle orders page in a real browser', () => {
  const h = browserHarness();

  test('tap to move, to fire and to attack on the square grid; typed lines are checked live; submit', async () => {
    const { gameId } = await h.services.createGame({
      game: 'travel-battle',
      players,
      options: { quickSetup: true },
    });
    const rng = createRng('tb-browser');
    for (const side of ['red', 'blue'] as const) {
      const text = await ordersText(h.services.ctx, gameId, side, rng);
      await h.services.submitOrders({ gameId, side, step: 1, text, channel: 'web' });
    }
    const view = await h.services.getSideView({ gameId, side: 'red' });
    const me = view.step.awaiting[0] as TbSideId;
    const link = /\/orders\/[\w.-]+/.exec(
      (await mailsTo(h.db.db, gameId, players[me])).at(-1)?.text ?? '',
    )?.[0];
    const page = await h.context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => void problems.push(e.message));
    page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
    await page.goto(h.web.base + link);
    await page.waitForSelector('#map.tappable.squares');
    await page.click('button[aria-label="Show the whole map"]');
    expect(await page.textContent('#map-help')).toContain('then a square');

    const counters: Counter[] = await page.$$eval('#map [data-unit][data-square]', (gs) =>
      gs.map((g) => ({
        id: g.getAttribute('data-unit') ?? '',
        side: g.getAttribute('data-side') as 'red' | 'blue',
        kind: g.getAttribute('data-kind') ?? '',
        at: g.getAttribute('data-square') ?? '',
      })),
    );
    const counter = (c: Counter) => `#map [data-unit="${c.id}"][data-side="${c.side}"]`;
    // Where each unit can move, as the page has it from the engine.
    const reach = JSON.parse(
      (await page.getAttribute('#orders-form', 'data-destinations')) ?? '{}',
    ) as Record<string, string[]>;
    const occupied = new Set(counters.map((c) => c.at));
    const free = (c: Counter) => (reach[c.id] ?? []).filter((sq) => !occupied.has(sq));
    const mine = (kind: (k: string) => boolean) => counters.find((c) => c.side === me && kind(c.kind));
    const foot = counters.find((c) => c.side === me && c.kind === 'line' && free(c).length) as Counter;
    const gun = mine((k) => k === 'artillery') as Counter;
    const enemy = counters.find((c) => c.side === other(me) && c.kind === 'line') as Counter;
    const empty = free(foot)[0] as string;
    // A square out of reach is refused with a word, and nothing is added.
    const far = ['a1', 't10', 'a10', 't1'].find((sq) => !(reach[foot.id] ?? []).includes(sq)) as string;
    await page.click(counter(foot));
    await page.click(`#map rect[data-square="${far}"]`);
    expect(await page.textContent('#map-help')).toContain(`square ${far} is out of reach`);
    expect(await orderLines(page)).toEqual([]);
    await page.click(counter(foot)); // unselect
    // Two enemy units on one square: the line names which one is paired.
    const named = (e: Counter) =>
      counters.filter((c) => c.side === e.side && c.at === e.at && c.kind !== 'brigadier').length > 1
        ? `${e.at} ${e.id}`
        : e.at;

    await page.click(counter(foot));
    await page.click(`#map rect[data-square="${empty}"]`);
    await page.click(counter(gun));
    await page.click(counter(foot));
    await page.click(counter(enemy));
    expect(await orderLines(page)).toEqual([
      `move ${foot.id} to ${empty}`,
      `fire ${gun.id} at ${enemy.at}`,
      `attack ${named(enemy)} with ${foot.id}`,
    ]);
    // The engine checks each tapped line live (a far attack is not a legal pairing, say).
    await page.waitForFunction(() => document.querySelectorAll('#check tr').length === 3);
    await page.screenshot({ path: path.join(ARTIFACTS, 'tb-orders-page.png'), fullPage: true });

    await page.fill('#orders', `${await ordersText(h.services.ctx, gameId, me, rng)}\nfly to the moon`);
    await page.dispatchEvent('#orders', 'input');
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('#check td.bad')).some((td) =>
        /'fly' is not an order here/.test(td.textContent ?? ''),
      ),
    );
    await page.fill('#orders', await ordersText(h.services.ctx, gameId, me, rng));
    await Promise.all([page.waitForURL(/\/orders\//), page.click('button[type="submit"]')]);
    expect(await page.textContent('h1')).toBe('Orders accepted');
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  test('#20: the board step shows both boards with their numbered edges; a tap picks a board (a second tap changes it); submit', async () => {
    const { links } = await h.services.createGame({ game: 'travel-battle', players });
    const page = await h.context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => void problems.push(e.message));
    await page.goto(h.web.base + new URL(links.red ?? '').pathname);
    await page.waitForSelector('#map.tappable [data-order="board A"]');
    expect(await page.textContent('#map svg')).toContain('Board B: Farm');
    // Edge numbers as printed: 1..4 around each board.
    expect(await page.$$eval('#map svg text', (ts) => ts.filter((t) => t.textContent === '3').length)).toBe(
      2,
    );
    await page.click('#map [data-order="board B"] rect >> nth=5');
    await page.click('#map [data-order="board A"] rect >> nth=5');
    expect(await orderLines(page)).toEqual(['board A']);
    await page.waitForFunction(() => document.querySelectorAll('#check td.bad').length === 0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'tb-board-choice.png'), fullPage: true });
    await Promise.all([page.waitForURL(/\/orders\//), page.click('button[type="submit"]')]);
    expect(await page.textContent('h1')).toBe('Orders accepted');
    expect(problems).toEqual([]);
    await page.close();
  });
});
