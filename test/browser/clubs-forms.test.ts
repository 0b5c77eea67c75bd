// #16: the organiser's clubs page in a real browser on a phone: a club, its members, a ladder with its
// settings and a tournament made and started from /admin, through the same use-cases as the CLI; a
// refused value comes back on its form with the reason and everything typed still there.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS, CHROMIUM, browserHarness, haveChromium, organiserPage } from '../support/chromium';

if (!haveChromium)
  console.warn(`SKIPPED test/browser/clubs-forms: ${CHROMIUM} is absent (apt-get install chromium)`);
const maybe = haveChromium ? describe : describe.skip;

const within = async (page: Page, summary: string) => {
  const details = page.locator('details.action', { has: page.locator(`summary:text-is("${summary}")`) });
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  return details;
};

maybe('the clubs page in a real browser', () => {
  const h = browserHarness();

  test('#16: an organiser makes a club, members, a ladder and a tournament (rounds by the calendar, late games forfeited) from /admin; refused values come back with the reason', async () => {
    const page = await organiserPage(h);
    await page.click('a:has-text("Clubs, ladders and tournaments")');

    // A club whose organiser's address is wrong: refused, the name kept.
    await page.fill('#club-name', 'Kent Wargames');
    await page.fill('#club-organisers', 'ann@kent');
    await page.click('button:has-text("Make the club")');
    expect(await page.textContent('p.notice.refused')).toMatch(/ann@kent/);
    expect(await page.inputValue('#club-name')).toBe('Kent Wargames');
    await page.fill('#club-organisers', 'ann@kent.example');
    await page.click('button:has-text("Make the club")');
    expect(await page.textContent('p.notice.ok')).toBe('The club Kent Wargames is made.');

    const members = await within(page, 'Add members');
    await members.locator('textarea').fill('bob@kent.example, cat@kent.example\ndan@kent.example');
    await members.locator('button').click();
    expect(await page.textContent('p.notice.ok')).toBe('3 added to Kent Wargames.');

    // A ladder with a turn time the form cannot read: refused, the other settings kept.
    let ladder = await within(page, 'New ladder');
    await ladder.locator('input[name=name]').fill('Sharpsburg');
    await ladder.locator('select[name=game]').selectOption('sharpsburg');
    await ladder.locator('input[name=turnTime]').fill('soon');
    await ladder.locator('select[name=silence]').selectOption('forfeit');
    await ladder.locator('input[name=range]').fill('2');
    await ladder.locator('button').click();
    expect(await page.textContent('p.notice.refused')).toBe('Time per turn: write e.g. 3d, 12h or 1d12h.');
    ladder = await within(page, 'New ladder');
    expect(await ladder.locator('input[name=name]').inputValue()).toBe('Sharpsburg');
    expect(await ladder.locator('select[name=silence]').inputValue()).toBe('forfeit');
    expect(await ladder.locator('input[name=range]').inputValue()).toBe('2');
    await ladder.locator('input[name=turnTime]').fill('2d');
    await ladder.locator('button').click();
    expect(await page.textContent('p.notice.ok')).toBe('The ladder Sharpsburg is made.');
    const made = await h.services.clubs.ladder(1);
    expect(made.settings).toMatchObject({ turnTimeSeconds: 172800, silence: 'forfeit', challengeRange: 2 });

    const tournament = await within(page, 'New tournament');
    await tournament.locator('input[name=name]').fill('Autumn');
    await tournament.locator('select[name=game]').selectOption('sharpsburg');
    await tournament.locator('select[name=format]').selectOption('round-robin');
    await tournament.locator('select[name=ladder]').selectOption('1');
    await tournament.locator('input[name=roundDays]').fill('14');
    await tournament.locator('select[name=lateGames]').selectOption('forfeit');
    await tournament.locator('button').click();
    expect(await page.textContent('p.notice.ok')).toMatch(/The tournament Autumn is made/);
    const autumn = await h.db.db.selectFrom('tournaments').select('settings').executeTakeFirstOrThrow();
    expect(autumn.settings).toMatchObject({ roundDays: 14, lateGames: 'forfeit' });

    // An address that is not a member: refused on the tournament's own form, the list kept.
    let entry = await within(page, 'Enter players, start');
    await entry.locator('textarea').fill('ann@kent.example bob@kent.example zed@else.example');
    await entry.locator('button:has-text("Enter them")').click();
    expect(await page.textContent('p.notice.refused')).toBe(
      "zed@else.example is not a member of this tournament's club.",
    );
    entry = await within(page, 'Enter players, start');
    expect(await entry.locator('textarea').inputValue()).toBe(
      'ann@kent.example bob@kent.example zed@else.example',
    );
    await entry
      .locator('textarea')
      .fill('ann@kent.example bob@kent.example cat@kent.example dan@kent.example');
    await entry.locator('button:has-text("Enter them")').click();
    expect(await page.textContent('p.notice.ok')).toBe('4 entered.');
    entry = await within(page, 'Enter players, start');
    await entry.locator('button:has-text("Start")').click();
    expect(await page.textContent('p.notice.ok')).toMatch(/Round 1 of 3 has started/);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wide).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'clubs-forms.png'), fullPage: true });

    await page.click('a:has-text("Autumn")');
    expect(await page.textContent('h1')).toBe('Kent Wargames: Autumn (Battle of Sharpsburg)');
    expect(await page.locator('ul.pairings li').count()).toBe(2);
    await page.close();
  }, 180_000);
});
