// Issue 42: the organiser's pages on a 390 px phone. Nothing overflows sideways: the page is no wider
// than the screen and no element is wider than it except a scroller meant to scroll (the desk's map);
// the games list shows each game as a card with Now, Deadline and Status in view; organisers are
// marked on the clubs page. Screenshots go to test-artifacts/.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS, CHROMIUM, browserHarness, haveChromium, organiserPage } from '../support/chromium';

if (!haveChromium)
  console.warn(`SKIPPED test/browser/organiser-phone: ${CHROMIUM} is absent (apt-get install chromium)`);
const maybe = haveChromium ? describe : describe.skip;

/** Elements wider than the screen, outside an element meant to scroll sideways. */
async function overflowing(page: Page): Promise<{ page: number; wide: string[] }> {
  return page.evaluate(() => {
    const inScroller = (e: Element) => {
      for (let p = e.parentElement; p; p = p.parentElement)
        if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    const wide = Array.from(document.body.querySelectorAll('*'))
      .filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5 && !inScroller(e))
      .map(
        (e) => `${e.tagName.toLowerCase()}.${e.className}: ${Math.round(e.getBoundingClientRect().right)}`,
      );
    // A scroller hides what is past its edge: only the desk's map may scroll sideways, never a list.
    const hiding = Array.from(document.body.querySelectorAll('*'))
      .filter(
        (e) =>
          ['auto', 'scroll', 'hidden'].includes(getComputedStyle(e).overflowX) &&
          !e.classList.contains('map') &&
          e.scrollWidth > e.clientWidth + 0.5,
      )
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}: ${e.scrollWidth} in ${e.clientWidth}`);
    return { page: document.documentElement.scrollWidth - innerWidth, wide: [...wide, ...hiding] };
  });
}

maybe('the organiser’s pages on a phone', () => {
  const h = browserHarness();

  test('issue 42: /admin, a game’s page, /admin/clubs, a tournament and a ladder fit a 390 px screen; organisers are marked', async () => {
    const players = { union: 'a-long-address-of-a-union-player@example.com', confederate: 'c@example.com' };
    await h.services.createGame({ game: 'sharpsburg', players });
    await h.services.createGame({
      game: 'scotland',
      players: { scots: 'scots-player@example.org', english: 'english-player@example.org' },
    });
    await h.services.clubs.create({ name: 'Kent Wargames', organisers: ['ann@example.com'] });
    await h.services.clubs.addMember({ club: 'Kent Wargames', email: 'bob@example.com' });
    const entrants = ['ann', 'bob', 'a-long-address-of-a-member-cat', 'dan'].map((n) => `${n}@example.com`);
    for (const e of entrants.slice(2)) await h.services.clubs.addMember({ club: 'Kent Wargames', email: e });
    const tournament = await h.services.tournaments.create({
      club: 'Kent Wargames',
      name: 'Winter Swiss',
      game: 'travel-battle',
      format: 'swiss',
      rounds: 2,
    });
    for (const e of entrants) await h.services.tournaments.enter({ tournament: tournament.id, email: e });
    await h.services.tournaments.start({ tournament: tournament.id });
    const ladder = await h.services.clubs.createLadder({
      club: 'Kent Wargames',
      name: 'Sharpsburg',
      game: 'sharpsburg',
    });
    const challenge = await h.services.clubs.challenge({
      ladder: ladder.id,
      from: 'ann@example.com',
      to: entrants[2] as string,
    });
    await h.services.clubs.accept({ id: challenge.id });
    const page = await organiserPage(h);
    const game = (await h.services.desk.listGames())[0]!;
    for (const [name, url] of [
      ['admin', '/admin'],
      ['desk-game', `/admin/games/${game.id}`],
      ['admin-clubs', '/admin/clubs'],
      ['admin-tournament', `/admin/tournaments/${tournament.id}`],
      ['admin-ladder', `/admin/ladders/${ladder.id}`],
    ] as const) {
      await page.goto(`${h.web.base}${url}`);
      await page.screenshot({ path: path.join(ARTIFACTS, `phone-${name}.png`), fullPage: true });
      expect({ name, ...(await overflowing(page)) }).toEqual({ name, page: 0, wide: [] });
    }
    await page.goto(`${h.web.base}/admin`);
    const card = page.locator('table.games tbody tr').first();
    for (const label of ['Now', 'Deadline', 'Status'])
      expect(await card.locator(`td[data-label="${label}"]`).isVisible()).toBe(true);
    await page.goto(`${h.web.base}/admin/clubs`);
    expect(await page.locator('.member:has-text("ann@example.com") .role').textContent()).toBe('organiser');
    expect(await page.locator('.member:has-text("bob@example.com") .role').count()).toBe(0);
  });
});
