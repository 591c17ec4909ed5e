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
const EDITED = 'Trust between the Northwind sites is strong; build the next changes on it.';

/**
 * Journey: the results studio. The operator opens the finished demo inquiry's studio from Monitor Activity, accepts
 * suggestions from the figures, rewrites one finding, previews the customer's reading in the 390 px frame and
 * publishes; the customer admin reads the rewritten finding; the operator unpublishes with a reason and the customer
 * admin no longer sees it. The studio is read at 1280 and 390 px.
 */
describe('results studio', () => {
  const stage = usePortal();
  let portal: Portal;
  let operator: Page;
  let inquiryId: number;
  const a11y = a11yCollector();
  const step = stepChain(() => operator);
  const studioPath = () => `/superAdmin/monitor-activity/results-studio/${inquiryId}`;
  const findingsPath = () => `/customerAdmin/dashboard/view-insights/${inquiryId}/findings`;

  beforeAll(async () => {
    portal = stage.portal;
    const admin = await portal.token(ADMIN);
    const staff = await portal.token(OPERATOR);
    const inquiries = await portal.api('/Inquiry?pageSize=-1&currentPage=1', { token: admin });
    for (const i of inquiries.body.data.filter((x: { Description: string }) => x.Description === FINISHED)) {
      const suggestions = await portal.api(`/Results/${i.Id}/Suggestions`, { token: staff });
      if (suggestions.status === 200 && suggestions.body.Findings.length > 0) inquiryId = i.Id;
    }
    expect(inquiryId).toBeDefined();
    operator = await openPage(stage, 1280);
    await loginAs(operator, OPERATOR);
    await operator.waitForURL('**/superAdmin/dashboard');
  });

  const saved = (p: Page) => p.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();

  step('the operator opens the studio of the closed inquiry from Monitor Activity', async () => {
    await operator.goto('/superAdmin/monitor-activity');
    await operator.getByRole('link', { name: 'Results studio' }).first().waitFor();
    await operator.goto(studioPath());
    await heading(operator, `Results studio · ${FINISHED}`).waitFor();
    await heading(operator, 'Figures the customer will see').waitFor();
    await operator
      .getByRole('textbox', { name: / finding 1$/ })
      .first()
      .waitFor();
    await a11y.check(operator);
    await snap(operator, 'results-studio-1280');
    await expectNoSideScroll(operator);
  });

  step(
    'clears the generic findings of the area the figures point at, accepts the suggestions with their evidence and rewrites another finding; each change is saved',
    async () => {
      const staff = await portal.token(OPERATOR);
      const suggested = await portal.api(`/Results/${inquiryId}/Suggestions`, { token: staff });
      const area: string = suggested.body.Findings[0].Area;
      const section = operator.getByRole('region', { name: area, exact: true });
      // The demo's published findings are the library's own texts, so the suggestions are in the draft already.
      await section.getByText(/^Suggestions from the figures already in the draft: \d+$/).waitFor();
      while ((await section.getByRole('textbox', { name: `${area} finding 1` }).count()) > 0) {
        await section.getByRole('button', { name: `Remove ${area} finding 1` }).click();
      }
      await saved(operator);
      const cards = section.getByRole('region', { name: 'Suggestion from the figures' });
      await cards.first().waitFor();
      const accepted: string[] = [];
      const offered = Math.min(2, await cards.count());
      for (let n = 0; n < offered; n++) {
        const card = cards.first();
        expect(
          await card
            .getByRole('list', { name: 'Evidence' })
            .getByText(/N = \d+/)
            .count(),
        ).toBeGreaterThan(0);
        accepted.push((await card.locator('.MuiCardContent-root > div').first().innerText()).trim());
        await card.getByRole('button', { name: 'Accept' }).click();
        await saved(operator);
      }
      const other = ['Culture', 'People', 'Process', 'Structure'].find((a) => a !== area)!;
      await operator.getByRole('textbox', { name: `${other} finding 1` }).fill(EDITED);
      await saved(operator);
      await snap(operator, 'results-studio-accepted-1280');
      const draft = await portal.api(`/Results/${inquiryId}/Draft`, { token: staff });
      const texts = draft.body.Findings.map((f: { Text: string }) => f.Text);
      expect(texts).toContain(EDITED);
      expect(accepted.length).toBeGreaterThan(0);
      for (const text of accepted) expect(texts).toContain(text);
      expect(draft.body.Findings.filter((f: { Area: string }) => f.Area === area)).toHaveLength(accepted.length);
    },
  );

  step('previews what the customer admin will read in the 390 px frame', async () => {
    await operator.getByRole('button', { name: 'Preview' }).click();
    const dialog = operator.getByRole('dialog', { name: 'What the customer admin will read' });
    await dialog.getByText(EDITED).waitFor();
    await dialog.getByRole('button', { name: 'Phone (390 px)' }).click();
    const frame = dialog.getByTestId('studio-preview-frame');
    expect((await frame.boundingBox())!.width).toBeLessThanOrEqual(390);
    await frame.getByText(EDITED).waitFor();
    await snap(operator, 'results-studio-preview-390');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  step('the studio fits a 390 px screen', async () => {
    await withPage(stage, 390, async (p) => {
      await loginAs(p, OPERATOR);
      await p.waitForURL('**/superAdmin/dashboard');
      await p.goto(studioPath());
      await p
        .getByRole('textbox', { name: / finding 1$/ })
        .first()
        .waitFor();
      await a11y.check(p);
      await snap(p, 'results-studio-390');
      await expectNoSideScroll(p);
    });
  });

  step('publishes with a summary of what the customer receives', async () => {
    await operator.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = operator.getByRole('dialog', { name: 'Publish the results' });
    await dialog.getByText(/^Findings: \d+ \(Culture \d+, People \d+, Process \d+, Structure \d+\)$/).waitFor();
    await dialog.getByText('Roadmap steps: 3 of 3').waitFor();
    await snap(operator, 'results-studio-publish');
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await expectToast(operator, /The results are published/);
  });

  for (const width of [1280, 390] as const) {
    step(`the customer admin reads the rewritten finding (${width} px)`, async () => {
      await withPage(stage, width, async (p) => {
        await loginAs(p, ADMIN);
        await p.waitForURL('**/customerAdmin/dashboard');
        await p.goto(findingsPath());
        await p.getByText(EDITED).first().waitFor();
        await expectNoSideScroll(p);
      });
    });
  }

  step('the operator unpublishes with a reason; the customer admin no longer sees the results', async () => {
    await operator.getByRole('button', { name: 'Unpublish' }).click();
    const dialog = operator.getByRole('dialog', { name: 'Unpublish the results' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Figures to be checked with the customer first');
    await dialog.getByRole('button', { name: 'Unpublish' }).click();
    await expectToast(operator, 'The results are withdrawn from the customer');
    const findings = await portal.api(`/UploadResultDocument/FindingsResult/${inquiryId}`, {
      token: await portal.token(ADMIN),
    });
    expect(JSON.stringify(findings.body)).not.toContain(EDITED);
    await withPage(stage, 1280, async (p) => {
      await loginAs(p, ADMIN);
      await p.waitForURL('**/customerAdmin/dashboard');
      await p.goto(findingsPath());
      await p.waitForLoadState('networkidle');
      expect(await p.getByText(EDITED).count()).toBe(0);
    });
  });
});
