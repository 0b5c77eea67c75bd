// Issue 42: the orders page of every game opens, on a 390 x 844 phone, zoomed on the player's own
// units: every own counter on the map is inside the map's view and its text is 11 CSS px or more
// (the font size times the text's scale on the screen). When the player's counters lie too far apart
// for one view at that size (a side spread over Scotland), the view holds as many of the units that
// can move this turn as any view of its size could, then as many of the others. The view never shows
// the map's title banner (it begins at the board's top edge or below). Screenshots at 390 and 1280 px
// go to test-artifacts/.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createRng } from '../../src/games/core/rng';
import { ARTIFACTS, CHROMIUM, browserHarness, haveChromium, tappable } from '../support/chromium';
import { ordersText } from '../support/services';

if (!haveChromium)
  console.warn(`SKIPPED test/browser/phone-open: ${CHROMIUM} is absent (apt-get install chromium)`);
const maybe = haveChromium ? describe : describe.skip;

interface Opening {
  counters: number;
  outside: string[];
  /** The best score any view of this size could reach (1000 a unit that can move, 1 another). */
  best: number;
  /** The opening view's score. */
  held: number;
  smallest: number;
  pageWide: number;
  /** CSS px of the title banner (the picture above the board's top edge) in the map's view. */
  banner: number;
}

/** The own counters on the map: how many, those not wholly in view, the smallest text in CSS px. */
async function opening(page: Page, side: string): Promise<Opening> {
  return page.evaluate((me) => {
    const svg = document.querySelector('#map svg') as SVGSVGElement;
    const r = svg.getBoundingClientRect();
    const view = {
      l: Math.max(r.left, 0),
      t: Math.max(r.top, 0),
      r: Math.min(r.right, innerWidth),
      b: Math.min(r.bottom, innerHeight),
    };
    const counters = Array.from(svg.querySelectorAll(`[data-unit][data-side="${me}"]`)).filter(
      (g) => g.getAttribute('data-gone') !== 'true' && !g.classList.contains('eliminated'),
    );
    const within = (b: DOMRect, l: number, t: number, w: number, h: number) =>
      b.left >= l - 0.5 && b.top >= t - 0.5 && b.right <= l + w + 0.5 && b.bottom <= t + h + 0.5;
    const [w, h] = [view.r - view.l, view.b - view.t];
    const outside = counters
      .filter((g) => !within(g.getBoundingClientRect(), view.l, view.t, w, h))
      .map(
        (g) =>
          `${g.getAttribute('data-unit')} at ${g.getAttribute('data-hex') ?? g.getAttribute('data-square')}`,
      );
    // Every view of the same size with a counter at its left edge and one at its top edge, scored as
    // the page chooses: first the units that can move this turn, then the other own counters.
    const reach = JSON.parse(
      document.getElementById('orders-form')?.getAttribute('data-destinations') || '{}',
    ) as Record<string, string[]>;
    const boxes = counters.map((g) => ({
      b: g.getBoundingClientRect(),
      score: reach[g.getAttribute('data-unit') ?? '']?.length ? 1000 : 1,
    }));
    const scoreOf = (l: number, t: number) =>
      boxes.filter((q) => within(q.b, l, t, w, h)).reduce((n, q) => n + q.score, 0);
    let best = 0;
    for (const left of boxes) for (const top of boxes) best = Math.max(best, scoreOf(left.b.left, top.b.top));
    const held = scoreOf(view.l, view.t);
    const sizes = counters.flatMap((g) =>
      Array.from(g.querySelectorAll('text')).map((t) => {
        const m = (t as SVGTextElement).getScreenCTM();
        const scale = m ? Math.hypot(m.a, m.b) : 0;
        return parseFloat(getComputedStyle(t).fontSize) * scale;
      }),
    );
    // The board's top edge on the screen: the top of its highest hex or square.
    const boardTop = Math.min(
      ...Array.from(svg.querySelectorAll('polygon[data-hex], [data-square]:not([data-unit])')).map(
        (p) => p.getBoundingClientRect().top,
      ),
    );
    return {
      banner: Math.max(0, boardTop - r.top),
      counters: counters.length,
      outside,
      best,
      held,
      smallest: Math.min(...sizes),
      pageWide: document.documentElement.scrollWidth - innerWidth,
    };
  }, side);
}

maybe('the orders page opens on the player’s own units', () => {
  const h = browserHarness();

  /** Orders for every awaited side until `ready` says the step is a player's turn. */
  async function playTo(gameId: string, sides: string[], ready: (step: string) => boolean, want?: string) {
    const rng = createRng(`open-${gameId}`);
    for (let i = 0; i < 12; i++) {
      const view = await h.services.getSideView({ gameId, side: sides[0] as string });
      const me = view.step.awaiting[0] as string;
      const mine = await h.services.getSideView({ gameId, side: me });
      if (ready(String(mine.prompt?.step ?? '')) && (!want || me === want)) return { me, seq: view.step.seq };
      for (const s of view.step.awaiting) {
        const text = await ordersText(h.services.ctx, gameId, s, rng);
        await h.services.submitOrders({ gameId, side: s, step: view.step.seq, text, channel: 'web' });
      }
    }
    throw new Error('no player turn reached');
  }

  async function check(name: string, gameId: string, me: string, seq: number) {
    const url = h.web.base + new URL(h.services.orderLink(gameId, me, seq)).pathname;
    const page = await h.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url);
    await page.waitForSelector('#map.tappable.zoomed');
    // The page is scrolled to the map as a player would see it opening the page.
    await page.locator('#map').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, `open-${name}-390.png`) });
    const seen = await opening(page, me);
    expect(seen.counters).toBeGreaterThan(0);
    // Every own counter is in view, unless they lie too far apart for one view at a readable size:
    // then the view holds as many (those that can move first) as any view of its size could.
    // ...and the map's title banner is not in it: the view begins at the board's top edge or below.
    expect({ name, held: seen.held, pageWide: seen.pageWide, banner: Math.round(seen.banner) }).toEqual({
      name,
      held: seen.best,
      pageWide: 0,
      banner: 0,
    });
    if (seen.outside.length)
      console.warn(`${name}: ${seen.outside.join(', ')} lie outside the opening view (too far apart to fit)`);
    expect(seen.smallest).toBeGreaterThanOrEqual(11);
    // A tap on an own counter in view lights the places it can reach; the hint names it as printed
    // (a leader's "Wallace", never the id "wallace").
    const fig = (await page.locator('#map').boundingBox())!;
    for (const counter of await page.locator(`#map [data-unit][data-side="${me}"]`).all()) {
      const b = await counter.boundingBox();
      if (
        !b ||
        b.x < fig.x ||
        b.x + b.width > fig.x + fig.width ||
        b.y < fig.y ||
        b.y + b.height > fig.y + fig.height
      )
        continue;
      if (!(await tappable(counter))) continue;
      await counter.tap();
      if (!(await page.locator('#map .reach').count())) {
        await counter.tap();
        continue;
      }
      const called = (await counter.getAttribute('data-name')) ?? (await counter.getAttribute('data-unit'));
      const hint = (await page.textContent('#map-help')) ?? '';
      expect(hint.startsWith(`${called}:`)).toBe(true);
      expect(hint).not.toMatch(/^[a-z]/);
      await page.screenshot({ path: path.join(ARTIFACTS, `reach-${name}-390.png`) });
      break;
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(url);
    await page.waitForSelector('#map.tappable');
    await page.screenshot({ path: path.join(ARTIFACTS, `open-${name}-1280.png`), fullPage: true });
    await page.close();
  }

  test('issue 42: Sharpsburg opens with every Union counter in view and its text at 11 px or more', async () => {
    const { gameId } = await h.services.createGame({
      game: 'sharpsburg',
      players: { union: 'open-u@example.com', confederate: 'open-c@example.com' },
    });
    const { me, seq } = await playTo(gameId, ['union', 'confederate'], () => true);
    await check('sharpsburg', gameId, me, seq);
  }, 120_000);

  test('issue 42: Travel Battle opens with every own counter of either side in view, its text at 11 px or more, no banner', async () => {
    const { gameId } = await h.services.createGame({
      game: 'travel-battle',
      players: { red: 'open-r@example.com', blue: 'open-b@example.com' },
      options: { quickSetup: true },
    });
    // Both sides: Blue's edge is the top one, under the title banner.
    for (const want of ['blue', 'red']) {
      const { me, seq } = await playTo(gameId, ['red', 'blue'], (s) => s === 'turn', want);
      await check(`travel-battle-${me}`, gameId, me, seq);
    }
  }, 120_000);

  test('issue 42: Scotland opens with every own counter of either side in view, its text at 11 px or more, no banner', async () => {
    const { gameId } = await h.services.createGame({
      game: 'scotland',
      players: { scots: 'open-s@example.com', english: 'open-e@example.com' },
    });
    // Both sides: the Scots stand in the north, under the title banner.
    for (const want of ['english', 'scots']) {
      const { me, seq } = await playTo(gameId, ['scots', 'english'], (s) => s.endsWith('-turn'), want);
      await check(`scotland-${me}`, gameId, me, seq);
    }
  }, 180_000);
});
