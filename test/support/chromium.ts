// Debian's Chromium through playwright-core, as the browser tests and docs/screenshots.ts use it.
import { existsSync } from 'node:fs';

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
