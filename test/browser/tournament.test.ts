// #16: a tournament's page in a real browser on a phone: after two adjudicated rounds of a Swiss of
// 8 the organiser reads the standings with their tie-breaks, the crosstable and the rounds at 390 px
// without the page scrolling sideways.
import path from 'node:path';
import { sweep } from '../../src/app/time/sweep';
import { ARTIFACTS, CHROMIUM, browserHarness, haveChromium, organiserPage } from '../support/chromium';

if (!haveChromium)
  console.warn(`SKIPPED test/browser/tournament: ${CHROMIUM} is absent (apt-get install chromium)`);
const maybe = haveChromium ? describe : describe.skip;

maybe('a tournament in a real browser', () => {
  const h = browserHarness();

  test('#16: the tournament page shows standings, tie-breaks, the crosstable and the rounds on a phone', async () => {
    const { clubs, tournaments, desk } = h.services;
    const names = ['ann', 'bob', 'cat', 'dan', 'eve', 'fay', 'gus', 'hal'].map((n) => `${n}@kent.example`);
    await clubs.create({ name: 'Kent Wargames', organisers: [names[0] as string] });
    for (const n of names.slice(1)) await clubs.addMember({ club: 'Kent Wargames', email: n });
    const made = await tournaments.create({
      club: 'Kent Wargames',
      name: 'Winter Swiss',
      game: 'travel-battle',
      format: 'swiss',
      rounds: 3,
    });
    for (const n of names) await tournaments.enter({ tournament: made.id, email: n });
    await tournaments.start({ tournament: made.id });
    // Two rounds adjudicated: the first side wins, except one draw a round.
    for (let round = 1; round <= 2; round++) {
      const games =
        (await tournaments.table(made.id)).pairings.find((r) => r.round === round)?.pairings ?? [];
      for (const [i, g] of games.entries())
        await desk.endGame({
          gameId: g.gameId as string,
          outcome: i === 0 ? 'draw' : 'red',
          reason: 'adjudicated for the test',
        });
      expect((await sweep(h.services.ctx)).tournaments).toBe(1);
    }
    const page = await organiserPage(h);
    await page.goto(`${h.web.base}/admin/tournaments/${made.id}`);
    expect(await page.textContent('h1')).toBe('Kent Wargames: Winter Swiss (Travel Battle)');
    expect(await page.textContent('p.muted')).toContain('round 3 of 3');
    const rows = await page.locator('table.standings tbody tr').allTextContents();
    expect(rows).toHaveLength(8);
    const cross = await page.locator('table.crosstable tbody tr').count();
    expect(cross).toBe(8);
    expect(await page.locator('table.crosstable td.self').count()).toBe(8);
    expect(await page.locator('ul.pairings').count()).toBe(3);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wide).toBeLessThanOrEqual(0);
    // The crosstable fits too, without its own scrollbar.
    const crossWide = await page.evaluate(() => {
      const box = document.querySelector('table.crosstable')?.parentElement;
      return box ? box.scrollWidth - box.clientWidth : 1;
    });
    expect(crossWide).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'tournament.png'), fullPage: true });
    await page.close();
  }, 180_000);
});
