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

/** What `read` answers once it equals `expected` (polled for up to 15 s), so a redraw in progress is waited for. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  const until = Date.now() + 15000;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 200));
    last = await read();
  }
  expect(last).toEqual(expected);
}

const ADMIN = 'admin@northwind.demo.test';
const OPERATOR = 'operator@demo.test';
const FINISHED = 'Annual organisational health check 2026';

/**
 * Journey: comments. The operator withdraws the finished demo inquiry's comments on the release screen (its preview
 * drops the examples); the customer admin's Comments tab then shows themes, counts, sentiment and the chart but no
 * comment; released again, the admin filters the list by a theme chip, by words and by sentiment. The tab and the
 * release screen are read at 1280 and 390 px.
 */
describe('comments', () => {
  const stage = usePortal();
  let portal: Portal;
  let operator: Page;
  let inquiryId: number;
  const a11y = a11yCollector();
  const step = stepChain(() => operator);

  beforeAll(async () => {
    portal = stage.portal;
    const admin = await portal.token(ADMIN);
    const inquiries = await portal.api('/Inquiry?pageSize=-1&currentPage=1', { token: admin });
    for (const i of inquiries.body.data.filter((x: { Description: string }) => x.Description === FINISHED)) {
      const themes = await portal.api(`/Insights/CommentThemes/${i.Id}`, { token: admin });
      if (themes.status === 200 && themes.body.Released) inquiryId = i.Id;
    }
    expect(inquiryId).toBeDefined();
    operator = await openPage(stage, 1280);
    await loginAs(operator, OPERATOR);
    await operator.waitForURL('**/superAdmin/dashboard');
  });

  const releaseSwitch = (p: Page) =>
    p
      .getByRole('switch', { name: "Comments released to the customer's admins" })
      .or(p.getByRole('checkbox', { name: "Comments released to the customer's admins" }));

  step(
    'the operator finds the comments from Monitor Activity and withdraws them; the preview drops the examples',
    async () => {
      await operator.goto(`/superAdmin/monitor-activity/comments/${inquiryId}`);
      await heading(operator, 'Comments').waitFor();
      await heading(operator, "What the customer's admins see").waitFor();
      const preview = operator
        .locator('.MuiCard-root')
        .filter({ has: heading(operator, "What the customer's admins see") });
      await preview
        .getByText(/meetings · \d+ · ▼ negative/)
        .first()
        .waitFor();
      expect(await releaseSwitch(operator).isChecked()).toBe(true);
      expect(await preview.getByRole('listitem').count()).toBeGreaterThan(0);
      await releaseSwitch(operator).click();
      await expectToast(operator, "The comments are withdrawn from the customer's admins");
      await operator
        .getByText("The customer's admins see the themes, counts and sentiment only.", { exact: false })
        .waitFor();
      await eventually(() => preview.getByRole('listitem').count(), 0);
      await expectNoSideScroll(operator);
      await a11y.check(operator);
      await snap(operator, 'comments-release-withdrawn');
    },
  );

  for (const width of [1280, 390] as const) {
    step(
      `the customer admin sees themes, counts and sentiment but no comment while withdrawn (${width} px)`,
      async () => {
        await withPage(stage, width, async (p) => {
          await loginAs(p, ADMIN);
          await p.waitForURL('**/customerAdmin/dashboard');
          await p.goto(`/customerAdmin/dashboard/view-insights/${inquiryId}/comments`);
          await heading(p, 'Comments').first().waitFor();
          const chips = p.getByRole('list', { name: 'Themes of Biggest obstacle' });
          await chips.getByRole('button', { name: /^meetings \d+ negative/ }).waitFor();
          await chips.getByRole('button', { name: /^team \d+ positive/ }).waitFor();
          await chips
            .getByRole('button', { name: /not scored/ })
            .first()
            .waitFor();
          await p.getByRole('img', { name: /Bar chart of the top themes/ }).waitFor();
          await p.getByText('The comments themselves are not released yet.', { exact: false }).waitFor();
          expect(await p.locator('.cm-item').count()).toBe(0);
          expect(await p.locator('.cm-examples').count()).toBe(0);
          await expectNoSideScroll(p);
          await a11y.check(p);
          await snap(p, 'comments-tab-withdrawn');
        });
      },
    );
  }

  step('released again, the customer admin filters the comments by a theme, by words and by sentiment', async () => {
    await operator.reload();
    await releaseSwitch(operator).click();
    await expectToast(operator, "The comments are released to the customer's admins");
    await withPage(stage, 1280, async (p) => {
      await loginAs(p, ADMIN);
      await p.waitForURL('**/customerAdmin/dashboard');
      await p.goto(`/customerAdmin/dashboard/view-insights/${inquiryId}/comments`);
      const list = p.locator('.cm-items');
      await list.waitFor();
      await p.getByRole('button', { name: /^meetings \d+/ }).click();
      await eventually(
        async () => (await list.locator('.cm-item').allTextContents()).every((t) => t.includes('meetings')),
        true,
      );
      expect(await p.getByRole('button', { name: /^meetings \d+/ }).getAttribute('aria-pressed')).toBe('true');
      await snap(p, 'comments-tab-theme');
      await p.getByRole('button', { name: /^meetings \d+/ }).click();

      await p.getByLabel('Words in the comment').fill('excellent colleagues');
      await p.getByRole('button', { name: 'Search', exact: true }).click();
      await eventually(() => list.locator('.cm-item').count(), 1);
      expect(await list.locator('.cm-text').first().textContent()).toBe('Great team spirit, excellent colleagues!');

      // A search with a wildcard character finds it as a character: nothing here.
      await p.getByLabel('Words in the comment').fill('%');
      await p.getByRole('button', { name: 'Search', exact: true }).click();
      await p.getByText('No comment matches these filters.').waitFor();

      await p.getByLabel('Words in the comment').fill('');
      await p.getByRole('button', { name: 'Search', exact: true }).click();
      await p.getByLabel('Sentiment').selectOption('unscored');
      await eventually(
        async () => (await list.locator('.cm-text').allTextContents()).sort(),
        [
          'Las reuniones son demasiado largas y poco útiles.',
          'Les réunions du lundi sont inutiles et trop longues.',
          'Les réunions sont trop longues et la communication est mauvaise.',
        ],
      );
      await a11y.check(p);
      await snap(p, 'comments-tab-released');
    });
  });

  step('the release screen at 390 px', async () => {
    await withPage(stage, 390, async (p) => {
      await loginAs(p, OPERATOR);
      await p.waitForURL('**/superAdmin/dashboard');
      await p.goto(`/superAdmin/monitor-activity/comments/${inquiryId}`);
      await p
        .getByText(/meetings · \d+ · ▼ negative/)
        .first()
        .waitFor();
      // The switch shows the preview read's state, which may arrive after the live themes above.
      await eventually(() => releaseSwitch(p).isChecked(), true);
      await expectNoSideScroll(p);
      await snap(p, 'comments-release');
    });
  });

  it('has no accessibility violation on the pages visited', () => a11y.assertClean());
});
