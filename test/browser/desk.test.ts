// The organiser's desk in a real browser, as an organiser uses it on a laptop and on a phone: sign
// in, find a game in the list, preview the first mails of a new game with its time controls, create
// it, open a game's page and give it more time. Screenshots of the list and a game page go to
// test-artifacts/ (docs/desk.png in docs/organisers.md comes from the same page).
import path from 'node:path';
import { ARTIFACTS, CHROMIUM, browserHarness, haveChromium } from '../support/chromium';

if (!haveChromium)
  console.warn(`SKIPPED test/browser/desk: ${CHROMIUM} is absent (apt-get install chromium)`);
const maybe = haveChromium ? describe : describe.skip;

maybe('the desk in a real browser', () => {
  const h = browserHarness();

  test('#15: an organiser signs in, previews and creates a game with its time controls, finds it in the list and gives it more time', async () => {
    for (const n of [1, 2])
      await h.services.createGame({
        game: 'sharpsburg',
        players: { union: `u${n}@example.com`, confederate: `c${n}@example.com` },
      });
    const page = await h.context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => void problems.push(e.message));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${h.web.base}/admin`);
    await page.fill('#token', h.services.config.adminToken as string);
    await page.click('button:has-text("Sign in")');
    await page.waitForSelector('table.games');

    // A new Travel Battle with reminders 12 h before and weekends off: preview, then create.
    await page.click('summary:text-is("Travel Battle")');
    const form = page.locator('form.new-game', {
      has: page.locator('input[name="game"][value="travel-battle"]'),
    });
    await form.locator('input[name="player_red"]').fill('red@example.com');
    await form.locator('input[name="player_blue"]').fill('blue@example.com');
    await form.locator('summary').click();
    await form.locator('input[name="reminders"]').fill('12h');
    await form.locator('input[name="weekendsOff"]').check();
    await form.locator('input[name="maxMisses"]').fill('4');
    await form.locator('button[name="preview"]').click();
    await page.waitForSelector('section.preview-mail');
    expect(await page.locator('section.preview-mail h2').allTextContents()).toEqual([
      'To red@example.com',
      'To blue@example.com',
    ]);
    expect(await page.textContent('section.preview-mail pre')).toContain('/orders/');
    await page.click('button:has-text("Create the game and send these mails")');
    await page.waitForSelector('p.notice.ok');
    const number = Number(/#(\d+) created/.exec((await page.textContent('h1')) ?? '')?.[1]);
    const created = (await h.services.desk.listGames()).find((g) => g.number === number);
    expect(created?.game).toBe('travel-battle');
    const row = await h.db.db
      .selectFrom('games')
      .select('time_controls')
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    expect(row.time_controls).toEqual({
      reminders: [43_200],
      weekendsOff: true,
      maxMisses: 4,
      autopilot: null,
    });

    // The list filtered by a player finds the game; its page shows the map, the steps and the actions.
    await page.goto(`${h.web.base}/admin?player=red@example.com`);
    expect(await page.locator('table.games tbody tr').count()).toBe(1);
    await page.goto(`${h.web.base}/admin`);
    await page.screenshot({ path: path.join(ARTIFACTS, 'desk-list.png'), fullPage: true });
    await page.click(`table.games a:text-is("${number}")`);
    await page.waitForSelector('figure.map svg');
    expect(await page.textContent('h2:has-text("Steps") + table')).toContain('open');
    await page.click('summary:has-text("Give more time")');
    await page.fill('#by', '2d');
    await page.fill('#reason-extend', 'Red is travelling');
    await page.click('button:has-text("Extend the deadline")');
    await page.waitForSelector('p.notice:has-text("The deadline has moved")');
    expect(await page.textContent('body')).toContain('Red is travelling');
    await page.screenshot({ path: path.join(ARTIFACTS, 'desk-game.png'), fullPage: true });

    // On a phone the list scrolls inside its box, never the whole page sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${h.web.base}/admin`);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wide).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'desk-list-phone.png'), fullPage: true });
    expect(problems).toEqual([]);
  }, 120_000);
});
