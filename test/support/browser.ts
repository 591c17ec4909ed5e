import AxeBuilder from '@axe-core/playwright';
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

/** Fails on serious or critical accessibility violations of the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length) {
    throw new Error(
      `accessibility violations on ${page.url()}:\n${bad
        .map(
          (v) =>
            `- ${v.id} (${v.impact}): ${v.help} [${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}]`,
        )
        .join('\n')}`,
    );
  }
}

/**
 * Accessibility checks that do not stop the journey: each page's serious/critical violations
 * are collected (one entry per rule and page path), and `assertClean()` — the journey's
 * last test — fails listing all of them, so that one run reports every page at once.
 */
export function a11yCollector() {
  // One entry per rule: the same component failing on every page is reported once, with its elements and pages.
  const failures = new Map<string, { help: string; targets: Set<string>; paths: Set<string> }>();
  return {
    async check(page: Page): Promise<void> {
      try {
        await expectAccessible(page);
      } catch (error) {
        const path = new URL(page.url()).pathname;
        for (const line of String((error as Error).message)
          .split('\n')
          .slice(1)) {
          const [, rule, help, targets] = line.match(/^- (\S+ \(\w+\)): (.*?) \[(.*)\]$/) ?? [null, line, '', ''];
          const entry = failures.get(rule!) ?? { help: help!, targets: new Set<string>(), paths: new Set<string>() };
          for (const t of targets!.split(' | ')) if (t) entry.targets.add(t.replace(/\.css-[\w-]+/g, ''));
          entry.paths.add(path);
          failures.set(rule!, entry);
        }
      }
    },
    assertClean(): void {
      if (!failures.size) return;
      const lines = [...failures.entries()].map(
        ([rule, { help, targets, paths }]) =>
          `- ${rule}: ${help}\n    elements: ${[...targets].slice(0, 5).join(' | ')}\n    pages: ${[...paths].slice(0, 5).join(', ')}${paths.size > 5 ? ` and ${paths.size - 5} more` : ''}`,
      );
      throw new Error(`accessibility violations:\n${lines.join('\n')}`);
    },
  };
}
