// The step-through replay on a 390 px phone (issue #45): a short Sharpsburg game (three steps played,
// then a resignation) is stepped through by its Next links from the set-up to the end, and back by
// Previous, with nothing wider than the screen; during the game a side sees only its own orders. The
// finished game's page and the player's hub show the dice statistics; the rules summary reads at 390 px;
// the organiser makes the replay public and anyone steps through its public link, then private again.
import type { Page } from 'playwright-core';
import { hubUrl, publicReplayUrl } from '../../src/app/base/links';
import { autoplayStep } from '../../src/app/turns/autoplay';
import { createRng } from '../../src/games/core/rng';
import { CHROMIUM, browserHarness, haveChromium } from '../support/chromium';

if (!haveChromium)
  console.warn(`SKIPPED test/browser/replay-phone: ${CHROMIUM} is absent (apt-get install chromium)`);
const maybe = haveChromium ? describe : describe.skip;

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

maybe('the replay on a phone', () => {
  const h = browserHarness();

  test('when a short game is over, then every step is reached by Next and Previous at 390 px with no horizontal overflow', async () => {
    const { gameId, links } = await h.services.createGame({
      game: 'sharpsburg',
      players: { union: 'replay-u@example.com', confederate: 'replay-c@example.com' },
    });
    const rng = createRng('replay-phone');
    for (let i = 0; i < 3; i++) expect(await autoplayStep(h.services.ctx, gameId, rng)).toBe(true);
    const replay = h.web.base + new URL(links.union as string).pathname.replace('/orders/', '/replay/');

    const page = await h.context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => void problems.push(e.message));
    await page.setViewportSize({ width: 390, height: 844 });

    // While the game runs: the side's own orders only, and a note that the rest is hidden.
    await page.goto(`${replay}?step=1`);
    expect(await page.locator('text=you see your own orders').count()).toBe(1);
    expect(await page.locator('.replay-orders-side').allTextContents()).toEqual(['Union']);
    await page.goto(`${replay}?step=2`);
    expect(await page.locator('.replay-orders-side').allTextContents()).toEqual([]);

    await h.services.timeCommand({ gameId, side: 'confederate', command: { kind: 'resign-confirmed' } });
    await page.goto(`${replay}?step=0`);
    const seen: string[] = [];
    for (let guard = 0; guard < 20; guard++) {
      seen.push((await page.textContent('#step')) ?? '');
      expect(await page.locator('#map svg').count()).toBe(1);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      const next = page.locator('a[rel="next"]');
      if ((await next.count()) === 0) break;
      await Promise.all([page.waitForURL(/step=\d+/), next.click()]);
    }
    // The set-up, three played steps and the step the resignation ended.
    expect(seen.length).toBe(5);
    expect(await page.locator('text=you see your own orders').count()).toBe(0);
    // Once over: the other side's orders too, and the results citing their clauses, linked to the rules.
    await page.goto(`${replay}?step=2`);
    expect(await page.locator('.replay-orders-side').allTextContents()).toEqual(['Confederate']);
    expect(await page.locator('a.clause').count()).toBeGreaterThan(0);
    expect(await page.locator('a.clause').first().getAttribute('href')).toMatch(/^\/rules\/sharpsburg#SH-/);
    await Promise.all([page.waitForURL(/step=1/), page.click('a[rel="prev"]')]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // The game page over: its dice statistics (a chart per kind of die, the test) and the replay link.
    await page.goto(replay.replace('/replay/', '/game/'));
    expect(await page.locator('#dice-stats svg.dice-chart').count()).toBeGreaterThan(0);
    expect(await page.locator('#dice-stats h3').first().textContent()).toMatch(/^d6: \d+ rolls$/);
    expect(await page.locator('a[href^="/replay/"]').count()).toBe(1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // The player's hub: the dice of their finished games.
    await page.goto(
      h.web.base + new URL(hubUrl(h.services.ctx.config, 'replay-u@example.com', new Date())).pathname,
    );
    expect(await page.locator('h2#dice').count()).toBe(1);
    expect(await page.locator('#dice-stats svg.dice-chart').count()).toBeGreaterThan(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // The rules summary the clauses link to reads at the same width.
    await page.goto(`${h.web.base}/rules/sharpsburg#SH-CRT-5`);
    expect(await page.locator('dt#SH-CRT-5').count()).toBe(1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // The public replay: a polite "not found" until the organiser makes it public...
    const shared = publicReplayUrl(h.services.ctx.config, gameId);
    const publicReplay = h.web.base + new URL(shared).pathname;
    const refused = await page.goto(`${publicReplay}?step=1`);
    expect(refused?.status()).toBe(404);
    expect(await page.textContent('body')).toContain('replay is not public');
    await h.services.desk.shareReplay({ gameId, public: true, reason: 'a game worth showing' });
    // ...then anyone steps through it, every side's orders with their contributions to the dice.
    await page.goto(`${publicReplay}?step=0`);
    const steps: string[] = [];
    for (let guard = 0; guard < 20; guard++) {
      steps.push((await page.textContent('#step')) ?? '');
      expect(await page.locator('#map svg').count()).toBe(1);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      const next = page.locator('a[rel="next"]');
      if ((await next.count()) === 0) break;
      await Promise.all([page.waitForURL(/\/replay\?step=\d+/), next.click()]);
    }
    expect(steps).toEqual(seen);
    await page.goto(`${publicReplay}?step=1`);
    expect(await page.locator('.replay-orders-side').allTextContents()).toEqual(['Union']);
    expect(await page.locator('.contribution code').first().textContent()).toMatch(/^[0-9a-f]{32}$/);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // Private again: not found again.
    await h.services.desk.shareReplay({ gameId, public: false, reason: 'a player asked' });
    expect((await page.goto(`${publicReplay}?step=1`))?.status()).toBe(404);
    expect(problems).toEqual([]);
  }, 120_000);
});
