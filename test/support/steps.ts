import { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, snap } from './browser';
import { DEMO_PASSWORD, Portal, startPortal } from './portal';

/** The desktop and the phone width every screen is checked at. */
export const WIDTHS = [1280, 390] as const;

export interface Stage {
  portal: Portal;
  browser: Browser;
}

/** Starts the built portal and a browser before the suite's tests and stops both after them. */
export function usePortal(env: Record<string, string> = {}): Stage {
  const stage = {} as Stage;
  beforeAll(async () => {
    // The browser starts while the portal migrates and seeds; whichever started is stopped by afterAll.
    const [portal, browser] = await Promise.allSettled([startPortal(env), launchBrowser()]);
    if (portal.status === 'fulfilled') stage.portal = portal.value;
    if (browser.status === 'fulfilled') stage.browser = browser.value;
    for (const started of [portal, browser]) if (started.status === 'rejected') throw started.reason;
  });
  afterAll(async () => {
    await stage.browser?.close();
    await stage.portal?.stop();
  });
  return stage;
}

/** A page in a fresh browser session at `width` that waits up to 30 s for anything; it closes with the browser. */
export async function openPage(stage: Stage, width: number): Promise<Page> {
  const context = await newContext(stage.browser, stage.portal.url, width);
  const page = await context.newPage();
  page.setDefaultTimeout(30000);
  return page;
}

/** `fn` on a page of its own session at `width`, closed however `fn` ends. */
export async function withPage<T>(stage: Stage, width: number, fn: (page: Page) => Promise<T>): Promise<T> {
  const page = await openPage(stage, width);
  try {
    return await fn(page);
  } finally {
    await page.context().close();
  }
}

/** One test per width of WIDTHS, each in its own browser session. */
export function atBothWidths(title: string, stage: Stage, fn: (page: Page, width: number) => Promise<void>): void {
  for (const width of WIDTHS) it(`${title} (${width} px)`, () => withPage(stage, width, (page) => fn(page, width)));
}

/**
 * Tests that build on each other: after a failed step the later ones fail at once instead of
 * timing out, and the failed step leaves a screenshot of its page.
 */
export function stepChain(page: () => Page): (name: string, fn: () => Promise<void>) => void {
  let broken = '';
  return (name, fn) =>
    it(
      name,
      async () => {
        if (broken) throw new Error(`not run: the step "${broken}" failed`);
        try {
          await fn();
        } catch (error) {
          broken = name;
          await snap(page(), `FAILED-${name.slice(0, 40).replace(/\W+/g, '-')}`).catch(() => undefined);
          throw error;
        }
      },
      400000,
    );
}

/** Logs in through the login screen (the caller waits for the landing page it expects). */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Opens a backoffice screen through the navigation menu a narrow screen folds away. */
export async function openMenu(page: Page, link: string): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: link }).click();
}

/** Waits for a notification with the spec's words: the backoffice's snackbar or the survey app's toast. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const notifications = page.getByRole('alert').or(page.getByRole('status')).or(page.locator('.MuiSnackbar-root'));
  await notifications.filter({ hasText: text }).first().waitFor();
}

export const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
export const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** The page fits the viewport: nothing makes a phone scroll sideways. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect({ url: page.url(), scrollWidth: scroll }).toEqual({ url: page.url(), scrollWidth: client });
}

/** The end of a sign-in through the organisation: the staff dashboard, no hand-off secret left in the address bar, the session `email`'s. */
export async function expectSignedInAsStaff(page: Page, email: string): Promise<void> {
  await page.waitForURL('**/customerUser/dashboard');
  expect(new URL(page.url()).hash).toBe('');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const claims = JSON.parse(Buffer.from(token!.split('.')[1], 'base64url').toString());
  expect(claims).toMatchObject({ role: 'CustomerUser', email });
}
