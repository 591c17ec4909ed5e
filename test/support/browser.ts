import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';

export const ARTIFACTS = join(__dirname, '..', 'test-artifacts');

/** Debian's Chromium, headless, cut off from the network it cannot reach anyway. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newContext(browser: Browser, baseURL: string, width = 1280): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width, height: width >= 960 ? 900 : 844 },
    reducedMotion: 'reduce',
  });
}

/** Saves a screenshot as a test artifact (never committed). */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(ARTIFACTS, `${name}-${width}.png`), fullPage: true });
}
