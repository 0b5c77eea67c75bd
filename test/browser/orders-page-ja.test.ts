// issue #17: the Japanese orders page in a real browser at 390 px: a Japanese player's page is wholly
// Japanese (the prompt, help, buttons, the script's hints and live check), Japanese orders are accepted, the confirmation is in Japanese,
// and the small switch turns the page into English. The screenshot goes to test-artifacts/.
import path from 'node:path';
import { createSender } from '../../src/mail/outbox/sender';
import { mailboxTransport } from '../../src/mail/outbox/transport';
import { ARTIFACTS, CHROMIUM, browserHarness, haveChromium } from '../support/chromium';

if (!haveChromium)
  console.warn(`SKIPPED test/browser/orders-page-ja: ${CHROMIUM} is absent (apt-get install chromium)`);
const maybe = haveChromium ? describe : describe.skip;

async function linkFromMailbox(base: string, to: string): Promise<string> {
  const mails = (await (await fetch(`${base}/mailbox.json`)).json()) as { to: string; text: string }[];
  const link = /https?:\/\/\S+?(\/orders\/[\w.-]+)/.exec(mails.find((m) => m.to === to)?.text ?? '')?.[1];
  if (!link) throw new Error(`no orders link in the mail to ${to}`);
  return base + link;
}

maybe('the Japanese orders page in a real browser', () => {
  const h = browserHarness();

  test('a Japanese player reads the page in Japanese, submits パス and may switch to English', async () => {
    await h.services.createGame({
      game: 'sharpsburg',
      players: { union: 'union@example.com', confederate: 'csa@example.com' },
      langs: { union: 'ja' },
    });
    await createSender({
      db: h.db.db,
      transport: mailboxTransport(h.web.base),
      compose: h.services.composeQueued,
    }).runOnce();
    const page = await h.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const link = await linkFromMailbox(h.web.base, 'union@example.com');
    await page.goto(link);
    await page.waitForSelector('#map');
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    expect(await page.textContent('h1')).toBe('第1ターン 北軍の手番');
    expect(await page.textContent('button[type="submit"]:has-text("命令を送信")')).toBeTruthy();
    expect(await page.textContent('.prompt')).toMatch(/このターンに行動できる軍団数/);
    // The page's script writes Japanese too: the zoom buttons, the hint after a tap, the live check.
    expect(await page.textContent('.map-tools')).toContain('全体');
    // The page opens zoomed on the units that can move, at a size their text reads: I may lie outside.
    await page.click('.map-tools button:has-text("全体")');
    await page.click('#map [data-unit="I"][data-hex]');
    expect(await page.textContent('#map-help')).toMatch(/^I: 色の付いたヘクスをタップすると/);
    await page.fill('#orders', 'mvoe I to 0703');
    await page.waitForSelector('#check .bad');
    expect(await page.textContent('#check .bad')).toMatch(/命令の語が必要です.*「move」のことですか/);
    await page.screenshot({ path: path.join(ARTIFACTS, 'orders-ja-390.png'), fullPage: true });

    // The switch on the page: the same link, now in English.
    await page.selectOption('#lang', 'en');
    await page.click('#lang-switch button');
    await page.waitForSelector('h1:has-text("Turn 1, Union to move")');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.selectOption('#lang', 'ja');
    await page.click('#lang-switch button');
    await page.waitForSelector('h1:has-text("第1ターン")');
    await page.fill('#orders', 'パス');
    await page.click('button:has-text("命令を送信")');
    await page.waitForSelector('h1:has-text("命令を受け付けました")');
    // The orders as we read them, in the reader's own order words.
    expect((await page.textContent('#accepted'))?.trim()).toBe('パス');
  }, 120_000);
});
