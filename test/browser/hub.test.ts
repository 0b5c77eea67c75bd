// #16: the player's hub in a real browser on a 390 x 844 phone: the games, ladders and a challenge
// read without sideways scrolling; Accept starts a game; the challenge form sends one.
import path from 'node:path';
import { hubUrl } from '../../src/app/base/links';
import { ARTIFACTS, CHROMIUM, browserHarness, haveChromium } from '../support/chromium';
import { pathOf } from '../web/http';

if (!haveChromium) console.warn(`SKIPPED test/browser/hub: ${CHROMIUM} is absent (apt-get install chromium)`);
const maybe = haveChromium ? describe : describe.skip;

maybe('the hub in a real browser', () => {
  const h = browserHarness();

  test('#16: a player reads their hub at 390 px, accepts a challenge and challenges a club-mate', async () => {
    const clubs = h.services.clubs;
    const [ann, bob, cat, dan] = ['ann', 'bob', 'cat', 'dan'].map((n) => `${n}@kent.example`) as [
      string,
      string,
      string,
      string,
    ];
    await clubs.create({ name: 'Kent Wargames', organisers: [ann] });
    for (const m of [bob, cat, dan]) await clubs.addMember({ club: 'Kent Wargames', email: m });
    const sharpsburg = await clubs.createLadder({
      club: 'Kent Wargames',
      name: 'Sharpsburg',
      game: 'sharpsburg',
    });
    await clubs.createLadder({ club: 'Kent Wargames', name: 'Travel Battle', game: 'travel-battle' });
    const won = await clubs.accept({
      id: (await clubs.challenge({ ladder: sharpsburg.id, from: bob, to: dan })).id,
    });
    const bobSide = Object.entries(won.sides).find(([, e]) => e === bob)?.[0] as string;
    await h.services.desk.endGame({
      gameId: won.gameId,
      outcome: bobSide,
      reason: 'adjudicated for the test',
    });
    await clubs.accept({ id: (await clubs.challenge({ ladder: sharpsburg.id, from: ann, to: bob })).id });
    await clubs.challenge({ ladder: sharpsburg.id, from: cat, to: bob });

    const page = await h.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(h.web.base + pathOf(hubUrl(h.services.config, bob, new Date())));
    expect(await page.textContent('h1')).toBe('Your games and clubs');
    expect(await page.locator('.hub-game').count()).toBe(2);
    expect(await page.textContent('.hub-challenge')).toContain(`${cat} challenges you on Sharpsburg`);
    expect(await page.textContent('table.desk tbody')).toContain('1 of 4');
    // #16: the rating history as a chart, one point per rated game, within the phone's width.
    const chart = page.locator(`figure.rating-chart[data-ladder="${sharpsburg.id}"] svg`);
    expect(await chart.locator('circle').count()).toBe(1);
    expect((await chart.boundingBox())!.width).toBeLessThanOrEqual(390);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wide).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'hub.png'), fullPage: true });

    await page.click('.hub-challenge button:has-text("Accept")');
    await page.waitForSelector('#notice');
    expect(await page.textContent('#notice')).toContain(`You accepted ${cat}'s challenge on Sharpsburg`);
    expect(await page.locator('.hub-game').count()).toBe(3);
    expect(await page.locator('.hub-challenge').count()).toBe(0);

    await page.selectOption('#ladder', { label: 'Travel Battle (Kent Wargames)' });
    await page.fill('#to', dan);
    await page.click('button:has-text("Send the challenge")');
    await page.waitForSelector('#notice');
    expect(await page.textContent('#notice')).toContain(`Your challenge to ${dan} is sent`);
    expect(await page.textContent('body')).toContain(`To ${dan} on Travel Battle`);
    await page.selectOption('#seek-ladder', { label: 'Travel Battle (Kent Wargames)' });
    await page.click('button:has-text("Seek a game")');
    await page.waitForSelector('#notice');
    expect(await page.textContent('#notice')).toContain('Your seek on Travel Battle is open');
    expect(await page.textContent('#seeks')).toContain('Your seek on Travel Battle');
    const after = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(after).toBeLessThanOrEqual(0);
    await page.close();
  }, 120_000);
});
