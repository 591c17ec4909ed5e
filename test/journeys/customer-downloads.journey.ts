import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { Download, Page } from 'playwright-core';
import { a11yCollector } from '../support/accessibility';
import { snap } from '../support/browser';
import { pdfText } from '../support/pdf-text';
import { expectNoSideScroll, loginAs, usePortal, withPage } from '../support/steps';

const ADMIN = 'admin@northwind.demo.test';
const FINISHED = 'Annual organisational health check 2026';
const AREAS = ['Structure', 'People', 'Process', 'Culture'];

/** The downloaded file's bytes. */
async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFileSync(path);
}

/**
 * Clicks `name` twice in a row and answers the one download it starts and how many preparation requests reached the
 * API: a double click must prepare the file once.
 */
async function downloadByDoubleClick(page: Page, name: string, route: RegExp): Promise<{ file: Buffer; sent: number }> {
  let sent = 0;
  const count = (r: { url: () => string }) => {
    if (route.test(new URL(r.url()).pathname)) sent++;
  };
  page.on('request', count);
  try {
    // The PDF is drawn in a worker at a lower priority: on a loaded machine it takes well over the page's 30 s.
    const started = page.waitForEvent('download', { timeout: 180_000 });
    await page.getByRole('button', { name, exact: true }).dblclick();
    const file = await bytesOf(await started);
    await page.getByRole('button', { name, exact: true }).waitFor();
    // Anything a second click sent would have left by now.
    await page.waitForTimeout(500);
    return { file, sent };
  } finally {
    page.off('request', count);
  }
}

/**
 * Journey: the customer admin's downloads. Northwind's admin opens the results of the finished demo inquiry at
 * 1280 and 390 px, downloads the PDF report (a PDF naming the inquiry) and the figures workbook (an Areas sheet
 * holding the area means the heatmap shows for everyone); a double click on either button prepares one file.
 */
describe('customer downloads', () => {
  const stage = usePortal();
  const a11y = a11yCollector();
  let inquiryId = 0;

  beforeAll(async () => {
    const token = await stage.portal.token(ADMIN);
    const inquiries = await stage.portal.api('/Inquiry?pageSize=-1&currentPage=1', { token });
    const published = inquiries.body.data.filter(
      (i: { Description: string; Status: string }) => i.Description === FINISHED && i.Status === 'Published',
    );
    expect(published).toHaveLength(1);
    inquiryId = published[0].Id;
  });

  for (const width of [1280, 390] as const) {
    it(`downloads the PDF report and the figures workbook once each, the means as shown (${width} px)`, async () => {
      await withPage(stage, width, async (page) => {
        await loginAs(page, ADMIN);
        await page.waitForURL('**/customerAdmin/dashboard');

        // The area means the screen shows for everyone: the heatmap's Overall column.
        await page.goto(`/customerAdmin/dashboard/view-insights/${inquiryId}/heatmap?by=Department`);
        const table = page.locator('table.hm-table');
        await table.waitFor();
        const shown = new Map<string, string>();
        for (const area of AREAS) {
          const line = table.locator('tr.hm-area').filter({ has: page.getByRole('button', { name: area }) });
          shown.set(area, (await line.locator('td.hm-overall').innerText()).trim());
        }
        for (const value of shown.values()) expect(value).toMatch(/^\d+(\.\d+)?$/);

        await page.getByRole('button', { name: 'Download PDF', exact: true }).waitFor();
        await expectNoSideScroll(page);
        await a11y.check(page);
        await snap(page, 'customer-downloads');

        const pdf = await downloadByDoubleClick(page, 'Download PDF', /\/CustomerReport\/Pdf\//);
        expect(pdf.sent).toBe(1);
        expect(pdf.file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(pdfText(pdf.file).replace(/\s+/g, ' ')).toContain(FINISHED);
        await page.getByRole('status').filter({ hasText: 'The download has started.' }).waitFor({ state: 'attached' });

        const figures = await downloadByDoubleClick(page, 'Download figures (Excel)', /\/CustomerReport\/Figures\//);
        expect(figures.sent).toBe(1);
        expect(figures.file.subarray(0, 2).toString('latin1')).toBe('PK');
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(figures.file as unknown as ArrayBuffer);
        const sheet = book.getWorksheet('Areas');
        expect(sheet).toBeDefined();
        const header = (sheet!.getRow(1).values as unknown[]).slice(1);
        expect(header).toEqual(['Attribute', 'Group', 'Forms', 'Scope', 'Performance', 'Importance', 'Gap', 'Note']);
        const everyone = new Map<string, number>();
        sheet!.eachRow((r, n) => {
          const [attribute, , , scope, performance] = (r.values as unknown[]).slice(1);
          if (n > 1 && attribute === 'Everyone') everyone.set(String(scope), Number(performance));
        });
        // The workbook lists the areas in the API's order, not the screen's: compared as a set.
        expect([...everyone.keys()].sort()).toEqual(['Overall', ...AREAS].sort());
        const decimals = (text: string) => text.split('.')[1]?.length ?? 0;
        for (const [area, text] of shown)
          expect([area, everyone.get(area)!.toFixed(decimals(text))]).toEqual([area, text]);

        await expectNoSideScroll(page);
        await a11y.check(page);
      });
    });
  }

  it('has no accessibility violation on the pages visited', () => a11y.assertClean());
});
