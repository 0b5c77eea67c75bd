// Issue 41: an owner's choice of Scotland the Brave (option liveReactions) answered by taps alone on a
// 390 px phone: where withdrawing units go (STB-7.2, STB-AMB-25), where displaced units go
// (STB-11.3f, STB-AMB-73) and which units forage away (STB-6.0c, STB-AMB-30). Tapping pieces, then a
// lit hex or a place button, writes the line into the orders box; the engine accepts it.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { prepareGame, storeGame } from '../../src/app/turns/create-game';
import { scotland } from '../../src/games/scotland';
import { homeCityOf } from '../../src/games/scotland/data';
import { killLeader } from '../../src/games/scotland/rules/leaders';
import type { SideId, State } from '../../src/games/scotland/state';
import { ARTIFACTS, CHROMIUM, browserHarness, haveChromium, orderLines } from '../support/chromium';
import { board, diceStream, englishTurn, put } from '../scotland/helpers';

if (!haveChromium)
  console.warn(`SKIPPED test/browser/phone-choice: ${CHROMIUM} is absent (apt-get install chromium)`);
const maybe = haveChromium ? describe : describe.skip;

const live = (s: State): State => ({ ...s, options: { ...s.options, liveReactions: true } });

/** The state stopped on the owner's question: the orders of the step, then the forced dice. */
function stopped(s: State, side: SideId, text: string, dice: number[], standing: Record<string, string>) {
  const parsed = scotland.parseOrders(live(s), side, text);
  const r = scotland.resolve(live(s), { orders: { [side]: parsed.orders }, standing }, diceStream(dice)());
  if (!r.state.live?.ask.choice) throw new Error('no owner’s choice is asked');
  return r.state;
}

/** The Scots defend 0406, all miss, and they withdraw at once: where do their two units go? */
function withdrawal(): State {
  const s = englishTurn(board(12));
  s.restricted = false;
  put(s, 'english', '0406', 'elite');
  put(s, 'scots', '0406', 'elite');
  put(s, 'scots', '0406');
  return stopped(s, 'english', 'battle 0406: withdraw never', [6, 6, 6, 1], {
    scots: 'defend: withdraw at once',
  });
}

/** Douglas returns to his home city, where three English units stand: where do they go? */
function displacement(): State {
  const s = board(9);
  const home = homeCityOf('douglas')!.hex;
  killLeader(s, 'douglas', []);
  s.leaders.find((l) => l.id === 'douglas')!.returnTurn = 10;
  for (let i = 0; i < 3; i++) put(s, 'english', home);
  put(s, 'english', '0606');
  return stopped({ ...s, step: 'mobilisation' }, 'english', 'pass', [3, 3], {
    scots: 'advance: none',
    english: 'advance: none',
  });
}

/** Four English units in 0607 in winter lose two to foraging: which? */
function foraging(): State {
  const s = board(0);
  put(s, 'english', '0607', 'levy', 'infantry');
  put(s, 'english', '0607', 'levy', 'cavalry');
  put(s, 'english', '0607', 'regular', 'cavalry');
  put(s, 'english', '0607', 'elite', 'infantry');
  return stopped({ ...s, step: 'mobilisation' }, 'english', 'pass', [1, 1], {
    scots: 'advance: none',
    english: 'advance: none',
  });
}

maybe('an owner’s choice by taps on a phone (issue 41)', () => {
  const h = browserHarness();

  /** A game stored at the question, and the asked side's orders page at 390 px. */
  async function openAt(state: State): Promise<{ page: Page; problems: string[]; side: string }> {
    const g = prepareGame(h.services.ctx, {
      game: 'scotland',
      players: { scots: 'tap-s@example.com', english: 'tap-e@example.com' },
      options: { liveReactions: true },
    });
    const prompts = scotland.awaiting(state);
    const { gameId } = await h.db.db
      .transaction()
      .execute((trx) => storeGame(h.services.ctx, trx, { ...g, state, prompts }));
    const side = prompts[0]!.side;
    const page = await h.context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => void problems.push(e.message));
    page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(h.web.base + new URL(h.services.orderLink(gameId, side, 1)).pathname);
    await page.waitForSelector('#tap-choice');
    return { page, problems, side };
  }

  async function submitAndSee(page: Page, line: string): Promise<void> {
    await page.waitForFunction(() => document.querySelectorAll('#check td.good, #check td.bad').length === 1);
    expect(await page.locator('#check td.bad').allTextContents()).toEqual([]);
    // The page is no wider than the phone.
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wide).toBeLessThanOrEqual(0);
    expect(await orderLines(page)).toEqual([line]);
    await Promise.all([page.waitForURL(/\/orders\//), page.click('button[type="submit"]')]);
    expect(await page.textContent('h1')).toBe('Orders accepted');
  }

  const pieces = (page: Page) => page.locator('#tap-choice [data-piece]').allTextContents();

  test('STB-7.2, STB-AMB-25: a withdrawal split by taps: one piece to a lit hex on the map, the other by its button', async () => {
    const { page, problems } = await openAt(withdrawal());
    const [a, b] = await pieces(page);
    const places = await page.locator('#tap-choice [data-place]').allTextContents();
    expect(places.length).toBeGreaterThanOrEqual(2);
    await page.tap(`#tap-choice [data-piece="${a}"]`);
    // The open hexes are lit on the map; the first is tapped there (a thumb-sized place in view).
    const lit = page.locator(`#map polygon.reach[data-hex="${places[0]}"]`);
    await lit.scrollIntoViewIfNeeded();
    await lit.tap({ force: true });
    await page.tap(`#tap-choice [data-piece="${b}"]`);
    await page.tap(`#tap-choice [data-place="${places[1]}"]`);
    const line = `withdraw 0406: ${a} to ${places[0]}, ${b} to ${places[1]}`;
    await page.screenshot({ path: path.join(ARTIFACTS, 'phone-choice-withdraw.png') });
    await submitAndSee(page, line);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  test('STB-11.3f, STB-AMB-73: displaced units placed in two hexes by taps', async () => {
    const { page, problems } = await openAt(displacement());
    const [a, b, c] = await pieces(page);
    const places = await page.locator('#tap-choice [data-place]').allTextContents();
    await page.tap(`#tap-choice [data-piece="${a}"]`);
    await page.tap(`#tap-choice [data-place="${places[0]}"]`);
    await page.tap(`#tap-choice [data-piece="${b}"]`);
    await page.tap(`#tap-choice [data-piece="${c}"]`);
    await page.tap(`#tap-choice [data-place="${places[1]}"]`);
    await submitAndSee(page, `displace: ${a} to ${places[0]}, ${b} ${c} to ${places[1]}`);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  test('STB-6.0c, STB-AMB-30: the units that forage away named by taps (one tapped twice is kept)', async () => {
    const { page, problems } = await openAt(foraging());
    const [levy, , regCav, elite] = await pieces(page);
    await page.tap(`#tap-choice [data-piece="${levy}"]`);
    await page.tap(`#tap-choice [data-piece="${regCav}"]`);
    await page.tap(`#tap-choice [data-piece="${levy}"]`);
    await page.tap(`#tap-choice [data-piece="${elite}"]`);
    await submitAndSee(page, `forage 0607: remove ${regCav} ${elite}`);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
