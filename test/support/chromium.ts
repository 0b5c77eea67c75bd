// Debian's Chromium through playwright-core, as the browser tests and docs/screenshots.ts use it, and
// a harness for the browser tests: the real services, the web app and a phone.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { createServices } from '../../src/app/index';
import { serve, webConfig, type Running } from '../web/http';
import { openTempPglite } from './databases';
import { testConfig } from './services';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const haveChromium = existsSync(CHROMIUM);

/** A phone: what most players read their mail and write their orders on. */
export const PHONE = {
  viewport: { width: 412, height: 860 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** A phone-sized Chromium with a throw-away profile; `close` ends it and removes the profile. */
export async function openPhone(
  extraArgs: string[] = [],
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'despatch-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    ...PHONE,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export const ARTIFACTS = path.resolve('test-artifacts');

/**
 * Whether a tap at the element's centre lands on it, not on something over it (another stack): asked
 * of the page itself, so that a busy machine cannot make the answer late (a trial tap has a timeout).
 */
export async function tappable(target: Locator): Promise<boolean> {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

/** The order lines in the orders page's box. */
export async function orderLines(page: Page): Promise<string[]> {
  return (await page.inputValue('#orders')).split('\n').filter((l) => l.trim() !== '');
}

/**
 * For one describe block: the real services on a fresh PGlite, the web app on a random port and a
 * phone to look at it with; screenshots go to ARTIFACTS.
 */
export function browserHarness() {
  const h = {} as {
    db: Awaited<ReturnType<typeof openTempPglite>>;
    services: ReturnType<typeof createServices>;
    web: Running;
    context: BrowserContext;
  };
  let phone: Awaited<ReturnType<typeof openPhone>> | undefined;
  beforeAll(async () => {
    h.db = await openTempPglite();
    h.services = createServices({ db: h.db.db, config: testConfig() });
    h.web = await serve(h.services, webConfig(h.services));
    phone = await openPhone();
    h.context = phone.context;
    mkdirSync(ARTIFACTS, { recursive: true });
  });
  afterAll(async () => {
    await phone?.close();
    await h.web?.close();
    await h.db?.close();
  });
  return h;
}

/** A new phone-sized page (390 px) signed in as the organiser, on /admin. */
export async function organiserPage(h: ReturnType<typeof browserHarness>): Promise<Page> {
  const page = await h.context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${h.web.base}/admin`);
  await page.fill('#token', h.services.config.adminToken as string);
  await page.click('button:has-text("Sign in")');
  await page.waitForSelector('table.games, p.muted');
  return page;
}
