import { Page } from 'playwright-core';
import { a11yCollector } from '../support/accessibility';
import { snap } from '../support/browser';
import { Portal } from '../support/portal';
import {
  expectNoSideScroll,
  expectToast,
  heading,
  loginAs,
  openPage,
  stepChain,
  usePortal,
  withPage,
} from '../support/steps';

const ADMIN = 'admin@northwind.demo.test';
const OPERATOR = 'operator@demo.test';
const FINISHED = 'Annual organisational health check 2026';
const EARLIER = 'Annual organisational health check 2025';
const OPEN = 'Digital readiness baseline';

/**
 * Journey: rounds and benchmarks (docs/features/rounds-and-benchmarks.md). On the demo, Northwind's finished inquiry continues its 2025 round: the
 * customer admin reads its Trends tab (two rounds with figures, significant changes worded, a question opened) and its
 * Benchmark tab (five peers and Northwind), both at 1280 and 390 px; the inquiry still collecting answers shows the
 * "not enough" message; the super admin's benchmark pool lists the organisations and excludes and includes one.
 */
describe('trends and benchmarks', () => {
  const stage = usePortal();
  let portal: Portal;
  let page: Page;
  let admin: string;
  let finishedId: number;
  let openId: number;
  const a11y = a11yCollector();
  const step = stepChain(() => page);

  beforeAll(async () => {
    portal = stage.portal;
    admin = await portal.token(ADMIN);
    const inquiries = await portal.api('/Inquiry?pageSize=-1&currentPage=1', { token: admin });
    const named = (name: string) =>
      inquiries.body.data.find((i: { Description: string }) => i.Description === name)?.Id as number;
    finishedId = named(FINISHED);
    openId = named(OPEN);
    expect(named(EARLIER)).toBeDefined();
    page = await openPage(stage, 1280);
  });

  step('the API answers a two-round trend with a significant change and a benchmark of six organisations', async () => {
    const trend = await portal.api(`/Insights/Trend/${finishedId}`, { token: admin });
    expect(trend.status).toBe(200);
    expect(trend.body.Rounds.map((r: { Description: string }) => r.Description)).toEqual([EARLIER, FINISHED]);
    expect(trend.body.RoundsWithFigures).toBe(2);
    // An area with a question withheld in a round (too few answers besides Don't Know) has no change to show.
    expect(trend.body.Areas.some((a: { Change: { Significant: boolean } | null }) => a.Change?.Significant)).toBe(true);
    const bench = await portal.api(`/Insights/Benchmark/${finishedId}`, { token: admin });
    expect(bench.body).toMatchObject({ Shown: true, OrgCount: 6, State: 'shown' });
  });

  for (const width of [1280, 390] as const) {
    step(
      `the Trends tab draws the rounds, words the significant changes and opens a question (${width} px)`,
      async () => {
        await withPage(stage, width, async (p) => {
          await loginAs(p, ADMIN);
          await p.waitForURL('**/customerAdmin/dashboard');
          await p.goto(`/customerAdmin/dashboard/view-insights/${finishedId}/trends`);
          await heading(p, 'Rounds of this series').waitFor();
          await p.getByText(`${EARLIER} · `, { exact: false }).first().waitFor();
          // The badge says it in words (its star is decoration): not by colour alone.
          expect(await p.getByText(/^★Significant change$/).count()).toBeGreaterThan(0);
          await p.getByRole('img', { name: /Culture: mean performance and importance per round/ }).waitFor();
          await p.getByText('Questions of Culture').click();
          await p.getByRole('heading', { name: 'Shared values', exact: true }).waitFor();
          await expectNoSideScroll(p);
          await a11y.check(p);
          await snap(p, `trends-tab-${width}`);
        });
      },
    );

    step(
      `the Benchmark tab compares each area and question with the pool, with percentiles (${width} px)`,
      async () => {
        await withPage(stage, width, async (p) => {
          await loginAs(p, ADMIN);
          await p.waitForURL('**/customerAdmin/dashboard');
          await p.goto(`/customerAdmin/dashboard/view-insights/${finishedId}/benchmark`);
          await heading(p, 'Benchmark of 6 organisations').waitFor();
          await p.getByRole('img', { name: 'Your mean performance and the benchmark per area' }).waitFor();
          expect(await p.getByText(/^Percentile \d+$/).count()).toBeGreaterThan(4);
          await expectNoSideScroll(p);
          await a11y.check(p);
          await snap(p, `benchmark-tab-${width}`);
        });
      },
    );
  }

  step('an inquiry without published rounds says a trend needs two rounds with figures', async () => {
    await loginAs(page, ADMIN);
    await page.waitForURL('**/customerAdmin/dashboard');
    await page.goto(`/customerAdmin/dashboard/view-insights/${openId}/trends`);
    await page
      .getByText(
        'A trend needs at least two rounds with figures (results published, at least 5 completed forms each); this series has 0.',
      )
      .waitFor();
    await snap(page, 'trends-not-enough');
  });

  for (const width of [1280, 390] as const) {
    step(
      `the super admin's benchmark pool lists who counts and excludes and includes an organisation (${width} px)`,
      async () => {
        await withPage(stage, width, async (p) => {
          await loginAs(p, OPERATOR);
          await p.waitForURL('**/superAdmin/**');
          await p.goto('/superAdmin/benchmark-pool');
          await heading(p, 'Benchmark pool').waitFor();
          await p.getByLabel('Inquiry type').click();
          await p.getByRole('option', { name: 'Organisational Health Check' }).click();
          await p.getByText('Proseware Inc').waitFor();
          await p.getByRole('button', { name: 'Exclude: Proseware Inc' }).click();
          await expectToast(p, 'Proseware Inc is excluded from benchmarks.');
          await p.getByRole('button', { name: 'Include: Proseware Inc' }).waitFor();
          await expectNoSideScroll(p);
          await a11y.check(p);
          await snap(p, `benchmark-pool-${width}`);
          await p.getByRole('button', { name: 'Include: Proseware Inc' }).click();
          await expectToast(p, 'Proseware Inc counts toward benchmarks again.');
        });
      },
    );
  }

  it('has no accessibility violation on the pages read', () => a11y.assertClean());
});
