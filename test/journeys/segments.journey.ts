import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
const FINISHED = 'Annual organisational health check 2026';
const OPEN = 'Digital readiness baseline';
const SUPPORT = [
  'ada.support@northwind.demo.test',
  'ben.support@northwind.demo.test',
  'cleo.support@northwind.demo.test',
];

/** Import files written for this run: one the API must refuse row by row, one it takes. */
function importFiles(): { bad: string; good: string } {
  const dir = mkdtempSync(join(tmpdir(), 'segments-journey-'));
  const bad = join(dir, 'people-with-errors.csv');
  const good = join(dir, 'people.csv');
  writeFileSync(
    bad,
    [
      'Email,FirstName,LastName,Department',
      `${SUPPORT[0]},Ada,Stone,Support`,
      'not-an-address,Bo,Ray,Support',
      `${SUPPORT[0]},Ada,Again,Support`,
      'eve@northwind.demo.test,Eve,=cmd(),Support',
    ].join('\n'),
  );
  writeFileSync(
    good,
    [
      'Email,FirstName,LastName,Department,Location',
      `${SUPPORT[0]},Ada,Stone,Support,Lyon`,
      `${SUPPORT[1]},Ben,Moss,Support,Berlin`,
      `${SUPPORT[2]},Cleo,Park,Support,Lyon`,
    ].join('\n'),
  );
  return { bad, good };
}

/**
 * Journey: segments. A customer admin imports people (a file with rejected rows first: its preview lists each row and
 * imports nothing; then a clean one, checked and confirmed), invites everyone of a department from the directory,
 * and reads the finished demo inquiry's heatmap by Department (small teams rolled up into Other) in both colourings,
 * then filters the insights by a group. The heatmap and the filter are read at 1280 and 390 px.
 */
describe('segments', () => {
  const stage = usePortal();
  let portal: Portal;
  let page: Page;
  let admin: string;
  let finishedId: number;
  let openId: number;
  const files = importFiles();
  const a11y = a11yCollector();
  const step = stepChain(() => page);

  beforeAll(async () => {
    portal = stage.portal;
    admin = await portal.token(ADMIN);
    const inquiries = await portal.api('/Inquiry?pageSize=-1&currentPage=1', { token: admin });
    const named = (name: string) =>
      inquiries.body.data
        .filter((i: { Description: string }) => i.Description === name)
        .map((i: { Id: number }) => i.Id) as number[];
    openId = named(OPEN)[0];
    // The demo may hold earlier rounds of the finished inquiry: the one whose respondents were invited with a Department.
    for (const id of named(FINISHED)) {
      const heatmap = await portal.api(`/Insights/Heatmap/${id}?by=Department`, { token: admin });
      if (heatmap.status === 200 && heatmap.body.Segments.some((s: { RolledUp: boolean }) => s.RolledUp))
        finishedId = id;
    }
    expect(finishedId).toBeDefined();
    page = await openPage(stage, 1280);
    await loginAs(page, ADMIN);
    await page.waitForURL('**/customerAdmin/dashboard');
  });

  const peopleNamed = async (search: string) =>
    (await portal.api(`/People?pageSize=-1&currentPage=1&search=${encodeURIComponent(search)}`, { token: admin })).body
      .data as { Email: string }[];

  step('the People page lists the directory with its attribute columns', async () => {
    await page.getByRole('tab', { name: 'People', exact: true }).click();
    await heading(page, 'People').waitFor();
    await page.getByRole('columnheader', { name: 'Department' }).waitFor();
    await page.getByRole('columnheader', { name: 'Location' }).waitFor();
    await a11y.check(page);
    await snap(page, 'segments-people');
  });

  step('a file with rejected rows is previewed row by row and imports nothing', async () => {
    await page.getByRole('link', { name: 'Import people' }).click();
    await heading(page, 'Import people').waitFor();
    await page.locator('#people-file').setInputFiles(files.bad);
    await page.getByRole('button', { name: 'Check file' }).click();
    const rejected = page.getByRole('table', { name: 'Rejected rows' });
    await rejected.waitFor();
    const rows = await rejected.getByRole('row').allTextContents();
    expect(rows.slice(1).map((text) => text.match(/^\d+/)?.[0])).toEqual(['3', '4', '5']);
    expect(rows.join(' ')).toContain('appears more than once (first on row 2)');
    await page.getByText('Nothing will be imported while rows are rejected', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Confirm import' }).isDisabled()).toBe(true);
    await a11y.check(page);
    await snap(page, 'segments-import-rejected');
    expect(await peopleNamed('support')).toEqual([]);
  });

  step('a clean file: the dry run writes nothing, the confirmation imports it', async () => {
    await page.locator('#people-file').setInputFiles(files.good);
    await page.getByRole('button', { name: 'Check file' }).click();
    await page.getByText('What the import will do').waitFor();
    expect(await page.locator('[data-count="created"]').textContent()).toBe('3');
    expect(await page.locator('[data-count="rejected"]').textContent()).toBe('0');
    await snap(page, 'segments-import-preview');
    expect(await peopleNamed('support')).toEqual([]);

    await page.getByRole('button', { name: 'Confirm import' }).click();
    await expectToast(page, 'Import done: 3 created, 0 updated, 0 unchanged');
    await heading(page, 'People').waitFor();
    expect((await peopleNamed('support')).map((p) => p.Email).sort()).toEqual(SUPPORT);
    await page.getByLabel('Search').fill('cleo');
    await page.getByRole('row').filter({ hasText: SUPPORT[2] }).filter({ hasText: 'Support' }).waitFor();
  });

  step('everyone of a department is invited from the directory', async () => {
    await page.goto(`/customerAdmin/inquiry-logs/manage-respondents/${openId}`);
    await page.getByText('Add from the people directory').waitFor();
    await page.getByRole('combobox', { name: 'Attribute' }).click();
    await page.getByRole('option', { name: 'Department' }).click();
    await page.getByRole('combobox', { name: 'Value' }).click();
    await page.getByRole('option', { name: 'Support' }).click();
    await page.getByRole('button', { name: 'Add the 3 people with Department = Support' }).click();
    for (const email of SUPPORT) await page.getByRole('button', { name: email }).waitFor();
    expect(await page.getByLabel('Number of Participants').inputValue()).toBe('3');
    await a11y.check(page);
    await snap(page, 'segments-respondents-by-attribute');
    await page.getByRole('button', { name: 'Add Participants' }).click();
    await expectToast(page, 'Successfully Added Participants');
    const respondents = await portal.api(`/Inquiry/GetRespondents/${openId}?pageSize=-1&currentPage=1`, {
      token: admin,
    });
    const invited = respondents.body.data.map((r: { Email: string }) => r.Email);
    for (const email of SUPPORT) expect(invited).toContain(email);
  });

  for (const width of [1280, 390] as const) {
    step(
      `the finished inquiry's heatmap by Department shows a rolled-up group and both colourings (${width} px)`,
      async () => {
        await withPage(stage, width, async (p) => {
          await loginAs(p, ADMIN);
          await p.waitForURL('**/customerAdmin/dashboard');
          await p.goto(`/customerAdmin/dashboard/view-insights/${finishedId}/heatmap?by=Department`);
          const table = p.locator('table.hm-table');
          await table.waitFor();
          const heads = await table.getByRole('columnheader').allTextContents();
          expect(heads[1]).toMatch(/^Overalln = \d+$/);
          // Small teams are not hidden: they count inside "Other", named with its members, and no group is hidden.
          expect(heads.some((h) => /^Other \(.*HR.*\)n = \d+$/.test(h))).toBe(true);
          expect(heads.some((h) => /Hidden/.test(h))).toBe(false);
          expect(await table.locator('td.hm-hidden').count()).toBe(0);
          await expectNoSideScroll(p);
          await a11y.check(p);
          await snap(p, 'segments-heatmap-score');

          await p.getByRole('button', { name: /Culture/ }).click();
          await p.getByText('Difference to Overall').click();
          await p.getByText('Colour by difference to Overall (in points)').waitFor();
          expect(
            await table
              .locator('td.hm-cell')
              .filter({ hasText: /^[+−]\d\.\d\d$|^0\.00$/ })
              .count(),
          ).toBeGreaterThan(0);
          await expectNoSideScroll(p);
          await snap(p, 'segments-heatmap-difference');

          // The group filter: the overview's area colours of one group, and the filter kept across tabs.
          await p.goto(`/customerAdmin/dashboard/view-insights/${finishedId}/overview`);
          await p.getByLabel('Attribute', { exact: true }).selectOption('Department');
          await p.getByLabel('Value of Department').selectOption('Sales');
          await p.getByText('Figures of the group Department = Sales only.').waitFor();
          expect(new URL(p.url()).searchParams.get('segment')).toBe('Department:Sales');
          await p.getByRole('link', { name: 'Inputs', exact: true }).click();
          await p.waitForURL(/\/inputs\?segment=Department%3ASales$/);
          await expectNoSideScroll(p);
          await snap(p, 'segments-group-filter');
        });
      },
    );
  }

  it('has no accessibility violation on the pages visited', () => a11y.assertClean());
});
