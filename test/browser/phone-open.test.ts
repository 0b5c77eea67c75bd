// Issue 42: the orders page of every game opens, on a 390 x 844 phone, zoomed on the player's own
// units: every own counter on the map is inside the map's view and its text is 11 CSS px or more
// (the font size times the text's scale on the screen). Screenshots at 390 and 1280 px go to
// test-artifacts/.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createRng } from '../../src/games/core/rng';
import { ARTIFACTS, CHROMIUM, browserHarness, haveChromium } from '../support/chromium';
import { ordersText } from '../support/services';

if (!haveChromium)
  console.warn(`SKIPPED test/browser/phone-open: ${CHROMIUM} is absent (apt-get install chromium)`);
const maybe = haveChromium ? describe : describe.skip;

interface Opening {
  counters: number;
  outside: string[];
  smallest: number;
  pageWide: number;
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
    const outside = counters
      .filter((g) => {
        const b = g.getBoundingClientRect();
        return b.left < view.l - 0.5 || b.top < view.t - 0.5 || b.right > view.r + 0.5 || b.bottom > view.b + 0.5;
      })
      .map((g) => `${g.getAttribute('data-unit')} at ${g.getAttribute('data-hex') ?? g.getAttribute('data-square')}`);
    const sizes = counters.flatMap((g) =>
      Array.from(g.querySelectorAll('text')).map((t) => {
        const m = (t as SVGTextElement).getScreenCTM();
        const scale = m ? Math.hypot(m.a, m.b) : 0;
        return parseFloat(getComputedStyle(t).fontSize) * scale;
      }),
    );
    return {
      counters: counters.length,
      outside,
      smallest: Math.min(...sizes),
      pageWide: document.documentElement.scrollWidth - innerWidth,
    };
  }, side);
}

maybe('the orders page opens on the player’s own units', () => {
  const h = browserHarness();

  /** Orders for every awaited side until `ready` says the step is a player's turn. */
  async function playTo(gameId: string, sides: string[], ready: (step: string) => boolean) {
    const rng = createRng(`open-${gameId}`);
    for (let i = 0; i < 12; i++) {
      const view = await h.services.getSideView({ gameId, side: sides[0] as string });
      const me = view.step.awaiting[0] as string;
      const mine = await h.services.getSideView({ gameId, side: me });
      if (ready(String(mine.prompt?.step ?? ''))) return { me, seq: view.step.seq };
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
    expect({ name, outside: seen.outside, pageWide: seen.pageWide }).toEqual({
      name,
      outside: [],
      pageWide: 0,
    });
    expect(seen.smallest).toBeGreaterThanOrEqual(11);
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

  test('issue 42: Travel Battle opens with every own counter in view and its text at 11 px or more', async () => {
    const { gameId } = await h.services.createGame({
      game: 'travel-battle',
      players: { red: 'open-r@example.com', blue: 'open-b@example.com' },
      options: { quickSetup: true },
    });
    const { me, seq } = await playTo(gameId, ['red', 'blue'], (s) => s === 'turn');
    await check('travel-battle', gameId, me, seq);
  }, 120_000);

  test('issue 42: Scotland opens with every own counter in view and its text at 11 px or more', async () => {
    const { gameId } = await h.services.createGame({
      game: 'scotland',
      players: { scots: 'open-s@example.com', english: 'open-e@example.com' },
    });
    const { me, seq } = await playTo(gameId, ['scots', 'english'], (s) => s.endsWith('-turn'));
    await check('scotland', gameId, me, seq);
  }, 120_000);
});
