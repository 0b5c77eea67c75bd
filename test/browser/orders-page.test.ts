// A real browser (Debian chromium through playwright-core, a phone) on a Sharpsburg orders page: open
// the signed link from a captured mail, add orders by tapping the map and by typing, watch the live
// check, submit, see the confirmation and then the stale link with the report. Screenshots go to
// test-artifacts/.
import path from 'node:path';
import { createRng } from '../../src/games/core/rng';
import { createSender } from '../../src/mail/outbox/sender';
import { mailboxTransport } from '../../src/mail/outbox/transport';
import { ARTIFACTS, CHROMIUM, browserHarness, haveChromium, orderLines } from '../support/chromium';
import { ordersText } from '../support/services';

if (!haveChromium)
  console.warn(`SKIPPED test/browser/orders-page: ${CHROMIUM} is absent (apt-get install chromium)`);
const maybe = haveChromium ? describe : describe.skip;

/** The orders link of `to` from the mails captured in the embedded mailbox. */
async function linkFromMailbox(base: string, to: string): Promise<string> {
  const mails = (await (await fetch(`${base}/mailbox.json`)).json()) as { to: string; text: string }[];
  const mail = mails.find((m) => m.to === to);
  const link = /https?:\/\/\S+?(\/orders\/[\w.-]+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error(`no orders link in the mail to ${to}`);
  return base + link;
}

maybe('the orders page in a real browser', () => {
  const h = browserHarness();

  test('a player opens the link from the mail, taps and types orders, submits and sees the confirmation', async () => {
    const { gameId } = await h.services.createGame({
      game: 'sharpsburg',
      players: { union: 'union@example.com', confederate: 'csa@example.com' },
    });
    await createSender({
      db: h.db.db,
      transport: mailboxTransport(h.web.base),
      compose: h.services.composeQueued,
    }).runOnce();
    const { prompt } = await h.services.getSideView({ gameId, side: 'union' });
    const page = await h.context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
    page.on('pageerror', (e) => void problems.push(e.message));
    await page.goto(await linkFromMailbox(h.web.base, 'union@example.com'));
    await page.waitForSelector('#map.tappable');
    // This test taps anywhere on the map: it starts from the whole map (the phone starts zoomed in).
    await page.click('button[aria-label="Show the whole map"]');
    expect(await page.textContent('h1')).toBe(prompt?.title);

    // Tap one of our counters, then an empty hex: a move; then an enemy counter: an attack.
    const counters = await page.$$eval('#map [data-unit][data-hex]', (gs) =>
      gs.map((g) => ({ id: g.getAttribute('data-unit') ?? '', side: g.getAttribute('data-side') ?? '' })),
    );
    const reach = JSON.parse(
      (await page.getAttribute('#orders-form', 'data-destinations')) ?? '{}',
    ) as Record<string, string[]>;
    const enemy = counters.find((c) => c.side === 'confederate')?.id;
    const occupied = new Set(
      await page.$$eval('#map [data-unit][data-hex]', (gs) => gs.map((g) => g.getAttribute('data-hex'))),
    );
    // A unit that can move this turn (the engine's destinations), and an empty hex it can reach.
    const mine = counters.find((c) => c.side === 'union' && (reach[c.id] ?? []).some((h) => !occupied.has(h)))
      ?.id as string;
    const empty = (reach[mine] ?? []).find((h) => !occupied.has(h));
    await page.click(`#map [data-unit="${mine}"][data-hex]`);
    await page.click(`#map polygon[data-hex="${empty}"]`);
    await page.click(`#map [data-unit="${mine}"][data-hex]`);
    await page.click(`#map [data-unit="${enemy}"][data-hex]`);
    expect(await orderLines(page)).toEqual([
      `move ${mine} to ${empty}`,
      expect.stringMatching(new RegExp(`^attack \\d{4} with ${mine}$`)),
    ]);

    // Typing works as well; the live check marks the bad line beside it, then accepts the fix.
    const legal = await ordersText(h.services.ctx, gameId, 'union', createRng('browser'));
    await page.fill('#orders', `${legal}\nmvoe ${mine} to ${empty}`);
    await page.dispatchEvent('#orders', 'input');
    // Waits for this text's check: an answer to the taps' check may still arrive first.
    await page.waitForSelector('#check td.bad:has-text("expected an order: move")');
    await page.fill('#orders', legal);
    await page.dispatchEvent('#orders', 'input');
    const count = legal.split('\n').length;
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('#check td.good').length === n && !document.querySelector('#check td.bad'),
      count,
    );
    await page.screenshot({ path: path.join(ARTIFACTS, 'orders-page.png'), fullPage: true });

    const { normal } = await h.services.checkOrders({ gameId, side: 'union', step: 1, text: legal });
    // Issue 45 point 1: the page makes its own contribution to the dice (orders.js), sent with the form.
    expect(await page.inputValue('#contribution')).toMatch(/^[0-9a-f]{32}$/);
    await Promise.all([page.waitForURL(/\/orders\//), page.click('button[type="submit"]')]);
    expect(await page.textContent('h1')).toBe('Orders accepted');
    expect((await page.textContent('#accepted'))?.trim().split('\n')).toEqual(normal);
    await page.screenshot({ path: path.join(ARTIFACTS, 'orders-confirmed.png'), fullPage: true });
    expect(problems).toEqual([]); // no script errors, no CSP violations

    // The same link, now that the step is resolved, says so and shows the report.
    const v = await h.services.getSideView({ gameId, side: 'union' });
    const first = v.lastReport?.events.find((e) => e.kind !== 'roll')?.text ?? '';
    expect(first).not.toBe('');
    await page.goBack();
    await page.reload();
    expect(await page.textContent('h1')).toBe('Nothing to do with this link');
    expect(await page.textContent('.report')).toContain(first);
    await page.screenshot({ path: path.join(ARTIFACTS, 'orders-stale.png'), fullPage: true });
    await page.close();
  });

  test('the mailbox shows a captured mail with its map picture inline', async () => {
    const page = await h.context.newPage();
    await page.goto(`${h.web.base}/mailbox`);
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
});
