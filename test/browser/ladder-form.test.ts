// #16: the ladder form of /admin/clubs on a phone in a real browser: every setting of a ladder (rated,
// turn time, answer time and silence, most games, challenge range, sides, most share against one
// opponent, least share on time, how resignations, forfeits and agreed draws count, boot camp) is
// set from it; a refused value comes back with the reason and every other choice kept; the ladder's
// page says how its endings count. The club's invite link is made and renewed there too.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS, CHROMIUM, browserHarness, haveChromium, organiserPage } from '../support/chromium';

if (!haveChromium)
  console.warn(`SKIPPED test/browser/ladder-form: ${CHROMIUM} is absent (apt-get install chromium)`);
const maybe = haveChromium ? describe : describe.skip;

const ladderForm = async (page: Page) => {
  const details = page.locator('details.action', { has: page.locator('summary:text-is("New ladder")') });
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  return details;
};

maybe('the ladder form in a real browser', () => {
  const h = browserHarness();

  test('#16: every ladder setting from the phone-sized form; a refusal keeps every choice', async () => {
    await h.services.clubs.create({ name: 'Folkestone', organisers: ['ann@folk.example'] });
    const page = await organiserPage(h);
    await page.goto(`${h.web.base}/admin/clubs`);

    let form = await ladderForm(page);
    await form.locator('input[name=name]').fill('Scotland open');
    await form.locator('select[name=game]').selectOption('scotland');
    await form.locator('input[name=rated]').uncheck();
    await form.locator('input[name=turnTime]').fill('2d');
    await form.locator('input[name=answer]').fill('4d');
    await form.locator('select[name=silence]').selectOption('forfeit');
    await form.locator('input[name=maxGames]').fill('2');
    await form.locator('input[name=range]').fill('3');
    await form.locator('select[name=sides]').selectOption('paired');
    await form.locator('input[name=maxShare]').fill('150');
    await form.locator('input[name=minReliability]').fill('80%');
    await form.locator('select[name=resign]').selectOption('unrated');
    await form.locator('select[name=forfeit]').selectOption('loss');
    await form.locator('select[name=agreedDraw]').selectOption('unrated');
    await form.locator('input[name=bootCamp]').uncheck();
    await form.locator('button').click();

    expect(await page.textContent('p.notice.refused')).toBe(
      'Most share against one opponent: write a percentage from 0 to 100.',
    );
    form = await ladderForm(page);
    const value = (sel: string) => form.locator(sel).inputValue();
    expect(await value('input[name=name]')).toBe('Scotland open');
    expect(await value('select[name=game]')).toBe('scotland');
    expect(await form.locator('input[name=rated]').isChecked()).toBe(false);
    expect(await value('select[name=silence]')).toBe('forfeit');
    expect(await value('select[name=sides]')).toBe('paired');
    expect(await value('input[name=minReliability]')).toBe('80%');
    expect(await value('select[name=resign]')).toBe('unrated');
    expect(await value('select[name=agreedDraw]')).toBe('unrated');
    expect(await form.locator('input[name=bootCamp]').isChecked()).toBe(false);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wide).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'ladder-form.png'), fullPage: true });

    await form.locator('input[name=maxShare]').fill('40');
    await form.locator('button').click();
    expect(await page.textContent('p.notice.ok')).toBe('The ladder Scotland open is made.');
    const made = await h.services.clubs.ladder(1);
    expect(made.settings).toEqual({
      rated: false,
      turnTimeSeconds: 2 * 86400,
      answerSeconds: 4 * 86400,
      silence: 'forfeit',
      bootCamp: false,
      maxGames: 2,
      timeControls: {},
      sides: 'paired',
      challengeRange: 3,
      maxShareVsOne: 0.4,
      counting: { resign: 'unrated', forfeit: 'loss', agreedDraw: 'unrated' },
      minReliability: 0.8,
      bot: null,
    });

    // The club's invite link: made, then made anew (the old one stops working).
    await page.click('button:has-text("Make an invite link")');
    const first = await page.inputValue('input.invite-link');
    expect(first).toMatch(/\/join\//);
    await page.click('button:has-text("New invite link")');
    expect(await page.textContent('p.notice.ok')).toBe(
      'A new invite link for Folkestone: the old one no longer works.',
    );
    expect(await page.inputValue('input.invite-link')).not.toBe(first);

    await page.click('a:has-text("Scotland open")');
    expect(await page.textContent('p.counting')).toBe(
      'A resignation is not counted, a forfeit counted as a loss, an agreed draw not counted.',
    );
    await page.close();
  }, 180_000);
});
