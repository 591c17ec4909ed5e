import { Page } from 'playwright-core';
import { a11yCollector } from './accessibility';
import { snap } from './browser';
import { DEMO_PASSWORD, Portal } from './portal';
import { loginAs, openPage, Stage, stepChain, usePortal, withPage } from './steps';

/** What a browser journey starts from: the portal and a browser, its own 1280 px page, steps and axe checks. */
export interface JourneySession {
  readonly stage: Stage;
  readonly portal: Portal;
  /** The journey's 1280 px page, open (not signed in) from the suite's first `beforeAll` on. */
  readonly page: Page;
  /** A step of the chain on `page`: after a failed step the later ones fail at once (see `stepChain`). */
  step: (name: string, fn: () => Promise<void>) => void;
  /** Checks `page` with axe (reported by `expectAccessible`) and keeps a screenshot named `name`, if given. */
  look: (page: Page, name?: string) => Promise<void>;
  /** Signs `email` in on `page` and waits for the landing page of its role, e.g. `/customerAdmin/dashboard`. */
  signIn: (page: Page, email: string, landing: string, password?: string) => Promise<void>;
  /** `fn` on a page of its own session at `width`; a failure leaves a screenshot of that page, named after the test. */
  onPage: <T>(width: number, fn: (page: Page) => Promise<T>) => Promise<T>;
  /** The journey's last test: fails listing every axe violation `look` found, of any impact, on any page. */
  expectAccessible: (title?: string) => void;
}

/** Call once at the top of a journey's `describe`, before its own `beforeAll`. */
export function journeySession(env: Record<string, string> = {}): JourneySession {
  const stage = usePortal(env);
  const a11y = a11yCollector();
  let main: Page | undefined;
  beforeAll(async () => {
    main = await openPage(stage, 1280);
  });
  const page = () => {
    if (!main) throw new Error('the journey page opens in beforeAll');
    return main;
  };
  return {
    stage,
    get portal() {
      return stage.portal;
    },
    get page() {
      return page();
    },
    step: stepChain(page),
    async look(p, name) {
      await a11y.check(p);
      if (name) await snap(p, name);
    },
    async signIn(p, email, landing, password = DEMO_PASSWORD) {
      await loginAs(p, email, password);
      await p.waitForURL(`**${landing}`);
    },
    onPage: (width, fn) =>
      withPage(stage, width, async (p) => {
        try {
          return await fn(p);
        } catch (error) {
          const test = expect.getState().currentTestName ?? 'page';
          await snap(p, `FAILED-${test.slice(0, 40).replace(/\W+/g, '-')}`).catch(() => undefined);
          throw error;
        }
      }),
    expectAccessible(title = 'every page read is accessible') {
      it(title, () => a11y.assertClean());
    },
  };
}
