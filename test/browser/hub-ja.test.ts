// issue #17: a Japanese member's hub in a real browser on a 390 x 844 phone: wholly Japanese, no
// sideways scrolling; 受諾する accepts the challenge and the notice is Japanese. The screenshot goes to
// test-artifacts/hub-ja-390.png, to be looked at by eye.
import path from 'node:path';
import { hubUrl } from '../../src/app/base/links';
import { ARTIFACTS, CHROMIUM, browserHarness, haveChromium } from '../support/chromium';
import { pathOf } from '../web/http';

if (!haveChromium)
  console.warn(`SKIPPED test/browser/hub-ja: ${CHROMIUM} is absent (apt-get install chromium)`);
const maybe = haveChromium ? describe : describe.skip;

maybe('the Japanese hub in a real browser', () => {
  const h = browserHarness();

  test('#17: a Japanese member reads her hub at 390 px and accepts a challenge with 受諾する', async () => {
    const { clubs, hub } = h.services;
    const [ann, hana, cat] = ['ann', 'hana', 'cat'].map((n) => `${n}@kent.example`) as [
      string,
      string,
      string,
    ];
    await clubs.create({ name: 'Kent Wargames', organisers: [ann] });
    for (const m of [hana, cat]) await clubs.addMember({ club: 'Kent Wargames', email: m });
    const ladder = await clubs.createLadder({ club: 'Kent Wargames', name: 'Antietam', game: 'sharpsburg' });
    await hub.preferences({ email: hana, lang: 'ja', games: ['sharpsburg'], maxGames: 3 });
    await h.db.db.updateTable('players').set({ time_zone: 'Asia/Tokyo' }).where('email', '=', hana).execute();
    await clubs.accept({ id: (await clubs.challenge({ ladder: ladder.id, from: ann, to: hana })).id });
    await clubs.challenge({ ladder: ladder.id, from: cat, to: hana });

    const page = await h.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(h.web.base + pathOf(hubUrl(h.services.config, hana, new Date())));
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    expect(await page.textContent('h1')).toBe('あなたの対局とクラブ');
    expect(await page.textContent('.hub-challenge')).toContain(`${cat} から Antietam で挑戦が届いています`);
    expect(await page.textContent('.hub-game')).toMatch(/シャープスバーグの戦い #1 — (北軍|南軍)/);
    expect(await page.textContent('table.desk tbody')).toContain('位/3人');
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wide).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'hub-ja-390.png'), fullPage: true });
    // The first screen as the phone shows it, to be read at full size.
    await page.screenshot({ path: path.join(ARTIFACTS, 'hub-ja-390-top.png') });

    await page.click('.hub-challenge button:has-text("受諾する")');
    await page.waitForSelector('#notice');
    expect(await page.textContent('#notice')).toContain(
      `Antietam での ${cat} からの挑戦を受諾しました。対局 #2 が始まりました`,
    );
    expect(await page.locator('.hub-game').count()).toBe(2);
  }, 120_000);
});
