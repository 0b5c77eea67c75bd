// #16: a ladder's standings page in a real browser on a phone: after a few adjudicated games the
// organiser reads places, ratings and records at 390 px without sideways scrolling.
import path from 'node:path';
import { ARTIFACTS, CHROMIUM, browserHarness, haveChromium, organiserPage } from '../support/chromium';

if (!haveChromium)
  console.warn(`SKIPPED test/browser/ladder: ${CHROMIUM} is absent (apt-get install chromium)`);
const maybe = haveChromium ? describe : describe.skip;

maybe('a ladder in a real browser', () => {
  const h = browserHarness();

  test('#16: the standings page lists the players by rating, boot camp marked, on a phone', async () => {
    const clubs = h.services.clubs;
    const names = ['ann', 'bob', 'cat', 'dan', 'eve'].map((n) => `${n}@kent.example`);
    await clubs.create({ name: 'Kent Wargames', organisers: [names[0] as string] });
    for (const n of names.slice(1)) await clubs.addMember({ club: 'Kent Wargames', email: n });
    const ladder = await clubs.createLadder({
      club: 'Kent Wargames',
      name: 'Sharpsburg',
      game: 'sharpsburg',
    });
    // Ann beats Bob and Cat; Bob beats Cat.
    for (const [winner, loser] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      const c = await clubs.challenge({
        ladder: ladder.id,
        from: names[winner] as string,
        to: names[loser] as string,
      });
      const game = await clubs.accept({ id: c.id });
      const side = Object.entries(game.sides).find(([, e]) => e === names[winner])?.[0] as string;
      await h.services.desk.endGame({
        gameId: game.gameId,
        outcome: side,
        reason: 'adjudicated for the test',
      });
    }
    const page = await organiserPage(h);
    await page.goto(`${h.web.base}/admin/ladders/${ladder.id}`);
    expect(await page.textContent('h1')).toBe('Kent Wargames: Sharpsburg (Battle of Sharpsburg)');
    const rows = await page.locator('table.standings:not(.club-wide) tbody tr').allTextContents();
    expect(rows[0]).toContain('ann@kent.example');
    expect(rows[0]).toContain('2-0-0');
    expect(rows.at(-1)).toContain('boot camp');
    expect(await page.textContent('body')).toMatch(
      /Side advantage: Union [+−]\d+ rating points, from 3 finished games/,
    );
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wide).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'ladder-standings.png'), fullPage: true });
    await page.close();
  }, 120_000);
});
