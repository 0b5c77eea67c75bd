// Remakes the pictures README.md and docs/players.md show: docs/report.png (a real Sharpsburg report mail
// as the embedded mailbox shows it) and docs/orders-page.png (the orders page its link opens), with
// Debian's Chromium.
//   npx tsx docs/screenshots.ts
// A throw-away PGlite database and the real service and web app on a random port; the game is
// played with the engine's random legal orders until a report has a battle in it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { autoplayStep } from '../src/app/turns/autoplay';
import { createServices } from '../src/app/index';
import { createRng } from '../src/games/core/rng';
import { createSender } from '../src/mail/outbox/sender';
import { mailboxTransport } from '../src/mail/outbox/transport';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/support/chromium';
import { openTempPglite } from '../test/support/databases';
import { ordersText, outboxOf, testConfig } from '../test/support/services';
import { serve, webConfig } from '../test/web/http';

const DOCS = path.dirname(fileURLToPath(import.meta.url));
const WIDTH = 720;
const BATTLE = /^(battle|attack|bombard)$/;

const db = await openTempPglite();
const services = createServices({ db: db.db, config: testConfig() });
const web = await serve(services, webConfig(services));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const players = { union: 'ann@example.org', confederate: 'bob@example.org' };
  const { gameId } = await services.createGame({ game: 'sharpsburg', players });
  const rng = createRng('docs');
  let seq = 0;
  for (let i = 0; i < 40 && seq === 0; i++) {
    await autoplayStep(services.ctx, gameId, rng);
    const last = (await services.listReports({ gameId, side: 'union' })).at(-1);
    if (last?.events.some((e) => BATTLE.test(e.kind))) seq = last.seq;
  }
  if (seq === 0) throw new Error('no battle in 40 steps');
  const sender = createSender({
    db: db.db,
    transport: mailboxTransport(web.base),
    compose: services.composeQueued,
  });
  while ((await sender.runOnce()) > 0);

  // The report of that step to the side that acts next: the events, the map and the link.
  const view = await services.getSideView({ gameId, side: 'union' });
  const next = view.step.awaiting[0] as keyof typeof players;
  const report = (await outboxOf(db.db, gameId, 'report')).find(
    (r) =>
      r.to_addr === players[next] && (r.mail as { messageId: string }).messageId.includes(`.s${seq}-report@`),
  );
  const entry = (await services.mailbox?.list())?.find(
    (m) => m.subject === (report?.mail as { subject: string }).subject,
  );
  if (!entry) throw new Error('the report is not in the mailbox');
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 900 } });
  await page.goto(`${web.base}/mailbox/${entry.id}/html`);
  await shoot(page, 'report.png', 'img');

  // The orders page of that side, with orders typed and checked live.
  const link = new URL(view.link ?? (await services.getSideView({ gameId, side: next })).link ?? '');
  await page.goto(web.base + link.pathname);
  await page.fill('#orders', await ordersText(services.ctx, gameId, next, rng));
  await page.dispatchEvent('#orders', 'input');
  await page.waitForSelector('#check td.good');
  await shoot(page, 'orders-page.png', '#check');
} finally {
  await browser.close();
  await web.close();
  await db.close();
}

/** The page from the top down to just below `until` (the map, or the checked orders). */
async function shoot(page: Page, file: string, until: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const box = await page.locator(until).first().boundingBox();
  const height = Math.ceil((box ? box.y + box.height : 900) + 12);
  await page.setViewportSize({ width: WIDTH, height });
  await page.screenshot({ path: path.join(DOCS, file), clip: { x: 0, y: 0, width: WIDTH, height } });
  console.log(`docs/${file}: ${WIDTH} x ${height}`);
}
