// A whole turn given by taps alone on a 390 x 844 phone with touch, from the map's starting zoom:
// Sharpsburg and Travel Battle. The places are thumb-sized (at least 40 px), a tapped unit's legal
// destinations light up, and the orders the taps wrote are accepted. The report mail that follows is
// read at the same width. Screenshots go to test-artifacts/ (docs/phone-*.png come from them).
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createRng } from '../../src/games/core/rng';
import { createSender } from '../../src/mail/outbox/sender';
import { mailboxTransport } from '../../src/mail/outbox/transport';
import { ARTIFACTS, CHROMIUM, browserHarness, haveChromium, orderLines, tappable } from '../support/chromium';
import { ordersText } from '../support/services';

if (!haveChromium)
  console.warn(`SKIPPED test/browser/phone-turn: ${CHROMIUM} is absent (apt-get install chromium)`);
const maybe = haveChromium ? describe : describe.skip;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const inside = (b: Box, f: Box) =>
  b.x >= f.x && b.y >= f.y && b.x + b.width <= f.x + f.width && b.y + b.height <= f.y + f.height;

/**
 * Taps up to `units` of the side's counters in view, each then to a lit place in view that no
 * counter holds and no earlier tap chose; returns the lines the taps wrote. When nothing in the
 * starting view can move into view (the set-up is random), it zooms out a step, as a player would.
 */
async function tapMoves(page: Page, side: string, units: number): Promise<string[]> {
  for (let zoomOuts = 0; zoomOuts < 4; zoomOuts++) {
    const lines = await tapInView(page, side, units);
    if (lines.length) return lines;
    await page.click('button[aria-label="Zoom out"]');
  }
  return orderLines(page);
}

async function tapInView(page: Page, side: string, units: number): Promise<string[]> {
  const fig = (await page.locator('#map').boundingBox()) as Box;
  const taken = new Set<string>();
  const place = (el: Element) => el.getAttribute('data-hex') ?? el.getAttribute('data-square') ?? '';
  for (const h of await page.$$eval('#map [data-unit]', (gs) =>
    gs.map((g) => g.getAttribute('data-hex') ?? g.getAttribute('data-square') ?? ''),
  ))
    taken.add(h);
  let done = 0;
  for (const counter of await page.locator(`#map [data-unit][data-side="${side}"]`).all()) {
    if (done === units) break;
    const box = await counter.boundingBox();
    if (!box || !inside(box, fig)) continue;
    // A counter under another one (a stack) is tapped through the top one: skip it.
    if (!(await tappable(counter))) continue;
    await counter.tap();
    const lit = await page.locator('#map .reach').all();
    let target = null;
    for (const el of lit) {
      const b = await el.boundingBox();
      const at = await el.evaluate(place);
      if (b && inside(b, fig) && !taken.has(at)) {
        target = { el, at };
        break;
      }
    }
    if (!target) {
      await counter.tap(); // nothing in view to go to: unselect
      continue;
    }
    await target.el.tap();
    taken.add(target.at);
    done++;
  }
  return orderLines(page);
}

async function thumbSized(page: Page): Promise<number> {
  const place = page.locator('#map polygon[data-hex], #map rect[data-square]').first();
  return ((await place.boundingBox()) as Box).width;
}

maybe('a whole turn by taps on a phone', () => {
  const h = browserHarness();

  async function phonePage(): Promise<{ page: Page; problems: string[] }> {
    const page = await h.context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => void problems.push(e.message));
    page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
    await page.setViewportSize({ width: 390, height: 844 });
    return { page, problems };
  }

  async function submitAndSee(page: Page, lines: string[]): Promise<void> {
    // The check of exactly these lines (an earlier answer may still be on the page).
    await page.waitForFunction(
      (n) => document.querySelectorAll('#check td.good, #check td.bad').length === n,
      lines.length,
    );
    expect(await page.locator('#check td.bad').allTextContents()).toEqual([]);
    await Promise.all([page.waitForURL(/\/orders\//), page.click('button[type="submit"]')]);
    expect(await page.textContent('h1')).toBe('Orders accepted');
  }

  test('#14: Sharpsburg: the Union moves by taps at the starting zoom and the orders are accepted; the report mail reads at 390 px', async () => {
    const { gameId, links } = await h.services.createGame({
      game: 'sharpsburg',
      players: { union: 'thumb-u@example.com', confederate: 'thumb-c@example.com' },
    });
    const { page, problems } = await phonePage();
    await page.goto(h.web.base + new URL(links.union as string).pathname);
    await page.waitForSelector('#map.tappable.zoomed');
    expect(await thumbSized(page)).toBeGreaterThanOrEqual(40);
    const lines = await tapMoves(page, 'union', 2);
    expect(lines.length).toBeGreaterThanOrEqual(1);
    lines.forEach((l) => expect(l).toMatch(/^move \S+ to \d{4}$/));
    await page.screenshot({ path: path.join(ARTIFACTS, 'phone-orders-sharpsburg.png') });
    await submitAndSee(page, lines);
    expect(problems).toEqual([]);

    // The Confederates answer; the Union's report mail is read at the phone's width.
    const text = await ordersText(h.services.ctx, gameId, 'confederate', createRng('phone'));
    await h.services.submitOrders({ gameId, side: 'confederate', step: 2, text, channel: 'web' });
    const sender = createSender({
      db: h.db.db,
      transport: mailboxTransport(h.web.base),
      compose: h.services.composeQueued,
    });
    while ((await sender.runOnce()) > 0);
    const mails = (await (await fetch(`${h.web.base}/mailbox.json`)).json()) as {
      id: number;
      to: string;
      subject: string;
    }[];
    const report = mails.find(
      (m) =>
        m.to === 'thumb-u@example.com' &&
        /Turn 1/.test(m.subject) &&
        /resolved|report|Union/i.test(m.subject),
    );
    expect(report).toBeDefined();
    await page.goto(`${h.web.base}/mailbox/${report?.id}/html`);
    await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete));
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wide).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'phone-report.png'), fullPage: true });
    await page.close();
  }, 180_000);

  test('#14: Travel Battle: a turn by taps on the square grid at the starting zoom', async () => {
    const players = { red: 'thumb-r@example.com', blue: 'thumb-b@example.com' };
    const { gameId } = await h.services.createGame({
      game: 'travel-battle',
      players,
      options: { quickSetup: true },
    });
    const rng = createRng('phone-tb');
    for (const side of ['red', 'blue'] as const) {
      const text = await ordersText(h.services.ctx, gameId, side, rng);
      await h.services.submitOrders({ gameId, side, step: 1, text, channel: 'web' });
    }
    const view = await h.services.getSideView({ gameId, side: 'red' });
    const me = view.step.awaiting[0] as string;
    const link = h.services.orderLink(gameId, me, view.step.seq);
    const { page, problems } = await phonePage();
    await page.goto(h.web.base + new URL(link).pathname);
    await page.waitForSelector('#map.tappable.zoomed');
    expect(await thumbSized(page)).toBeGreaterThanOrEqual(40);
    const lines = await tapMoves(page, me, 1);
    expect(lines).toEqual([expect.stringMatching(/^move \S+ to [a-t]\d+$/)]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'phone-orders-tb.png') });
    await submitAndSee(page, lines);
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);

  test('#14: Scotland the Brave: a march by taps at the starting zoom (the tap writes march FROM to TO)', async () => {
    const players = { scots: 'thumb-s@example.com', english: 'thumb-e@example.com' };
    const { gameId } = await h.services.createGame({ game: 'scotland', players });
    const rng = createRng('phone-scotland');
    // Through the set-up to the first player turn.
    let view = await h.services.getSideView({ gameId, side: 'scots' });
    for (let i = 0; i < 10; i++) {
      const side = view.step.awaiting[0] as string;
      const v = await h.services.getSideView({ gameId, side });
      if (v.prompt?.step?.endsWith('-turn')) break;
      for (const s of view.step.awaiting) {
        const text = await ordersText(h.services.ctx, gameId, s, rng);
        await h.services.submitOrders({ gameId, side: s, step: view.step.seq, text, channel: 'web' });
      }
      view = await h.services.getSideView({ gameId, side: 'scots' });
    }
    const me = view.step.awaiting[0] as string;
    const link = h.services.orderLink(gameId, me, view.step.seq);
    const { page, problems } = await phonePage();
    await page.goto(h.web.base + new URL(link).pathname);
    await page.waitForSelector('#map.tappable.zoomed');
    // Issue 42: the page opens with the counters' text at 11 CSS px or more.
    const smallest = await page.$eval('#map svg', (svg) => {
      const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
      const sizes = Array.from(svg.querySelectorAll('[data-unit] text')).map((t) =>
        Number(t.getAttribute('font-size')),
      );
      return Math.min(...sizes) * scale;
    });
    expect(smallest).toBeGreaterThanOrEqual(11);
    // Issue 42: tapping a leader's stack in view, the hint names him as the picture prints him.
    const fig = (await page.locator('#map').boundingBox()) as Box;
    for (const leader of await page
      .locator(
        `#map [data-unit][data-side="${me}"][data-name]:not([data-name^="0"]):not([data-name^="1"]):not([data-name*="("])`,
      )
      .all()) {
      const name = await leader.getAttribute('data-name');
      const box = await leader.boundingBox();
      if (!name || !box || !inside(box, fig)) continue;
      // Under another stack, a tap would select that one: take the next leader. A leader who cannot
      // move this turn is named too ("Percy cannot move this turn; …").
      if (!(await tappable(leader))) continue;
      await leader.tap();
      expect(await page.locator('#map-help').textContent()).toMatch(new RegExp(`^${name}(:| cannot move)`));
      await leader.tap(); // tapped again: unselected
      break;
    }
    const lines = await tapMoves(page, me, 1);
    expect(lines).toEqual([expect.stringMatching(/^march \d{4} to \d{4}$/)]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'phone-orders-scotland.png') });
    await submitAndSee(page, lines);
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);
});
