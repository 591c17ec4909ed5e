import { readFileSync } from 'node:fs';
import { Page } from 'playwright-core';
import { journeySession } from '../support/journey-session';
import { Portal } from '../support/portal';
import { atBothWidths, expectNoSideScroll, heading, row } from '../support/steps';

// The smallest valid PDF: the server checks documents by their content.
const PDF = new Uint8Array(
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
);
const FINISHED = 'Annual organisational health check 2026';
const FRESH = 'Results journey: leadership pulse';
const EXPIRING = 'Results journey: expired pulse';
const BELOW = 'Digital readiness baseline';

/**
 * Journey 4: the operator follows results in Monitor Activity (the finished demo inquiry and a
 * fresh one whose respondents all submitted: progress 90), reads respondents, a survey form,
 * open-ended answers and documents, downloads the result template and uploads it (the below-90
 * warning too), exports the PDF; the customer admin opens every insight tab of the finished
 * inquiry and the inputs charts draw; a form past its expiry date shows Expired.
 */
describe('results', () => {
  const session = journeySession();
  const { step } = session;
  let portal: Portal;
  let page: Page;
  let operator: string;
  let admin: string;
  let freshId: number;
  let finishedId: number;
  let expiringId: number;
  let typeId: number;

  /** Creates an inquiry of the health-check type with intake answers and the two Northwind staff as respondents. */
  async function inquiryWithRespondents(description: string): Promise<number> {
    const created = await portal.api('/Inquiry/CreateInquiry', {
      token: admin,
      body: { InquiryTypeId: typeId, Description: description },
    });
    expect(created.status).toBe(200);
    const id = created.body.Id;
    const intake = await portal.api(`/IntakeQuestion/${typeId}/AllIntakeQuestions?pageSize=-1`, { token: operator });
    const answers = intake.body.data.map((q: { Id: number; Type: string }) => ({
      IntakeId: q.Id,
      Answer: q.Type === 'Checkbox' ? 'yes' : 'The whole company',
    }));
    expect(
      (await portal.api(`/Inquiry/AddIntakeAnswer/${id}`, { token: admin, body: { IntakeAnswersDtos: answers } }))
        .status,
    ).toBe(200);
    const expiry = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const added = await portal.api(`/Inquiry/AddParticipants/${id}`, {
      token: admin,
      method: 'PUT',
      body: {
        Participants: ['staff1@northwind.demo.test', 'staff2@northwind.demo.test'],
        NoOfParticipants: 2,
        ExpiryDate: expiry,
        IsCustomerAdminRespondent: false,
      },
    });
    expect(added.status).toBe(200);
    return id;
  }

  /** A respondent submits every question through the API (multipart, as the survey app sends it), with a PDF on document questions. */
  async function submit(email: string, inquiryId: number, text: string) {
    const token = await portal.token(email);
    const questions = await portal.api(`/SurveyAnswer/${typeId}/${inquiryId}/SurveyFormQuestions?pageSize=-1`, {
      token,
    });
    expect(questions.status).toBe(200);
    const form = new FormData();
    form.append('Status', 'completed');
    questions.body.data.forEach(
      (
        q: {
          Id: number;
          Type: string;
          Area: string;
          CheckBoxOptions: string[];
          IsCustomQuestion: boolean;
          CustomerUserId: number;
        },
        i: number,
      ) => {
        const field = (name: string, value: string) => form.append(`SurveyAnswerDtos[${i}].${name}`, value);
        field('DiagnosticId', String(q.Id));
        field('InquiryId', String(inquiryId));
        field('CustomerUserId', String(q.CustomerUserId));
        field('IsCustomQuestion', String(q.IsCustomQuestion));
        if (q.Type === 'Rating') {
          field('Answer', String(1 + (i % 5)));
          if (q.Area !== 'Other') field('ValueAnswer', '4');
        }
        if (q.Type === 'Textbox') field('Answer', text);
        if (q.Type === 'Checkbox') field('CheckBoxOptions', JSON.stringify(q.CheckBoxOptions.slice(0, 1)));
        if (q.Type === 'Document')
          form.append(
            `SurveyAnswerDtos[${i}].file`,
            new Blob([PDF], { type: 'application/pdf' }),
            'operating-model.pdf',
          );
      },
    );
    const res = await fetch(`${portal.url}/api/SurveyAnswer/AddSurveyAnswers`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect([res.status, await res.text()]).toEqual([200, expect.any(String)]);
  }

  beforeAll(async () => {
    portal = session.portal;
    operator = await portal.token('operator@demo.test');
    admin = await portal.token('admin@northwind.demo.test');
    const types = await portal.api('/InquiryType?pageSize=-1', { token: admin });
    typeId = types.body.data.find((t: { InqType: string }) => t.InqType === 'Organisational Health Check').Id;
    const own = await portal.api('/Inquiry?pageSize=-1', { token: admin });
    finishedId = own.body.data.find((i: { Description: string }) => i.Description === FINISHED).Id;

    freshId = await inquiryWithRespondents(FRESH);
    await submit('staff1@northwind.demo.test', freshId, 'Decisions take too long');
    await submit('staff2@northwind.demo.test', freshId, 'Meetings without agendas');
    expect((await portal.api(`/Inquiry/${freshId}`, { token: admin })).body.Progress).toBe(90);
    const respondents = await portal.api(`/Inquiry/GetRespondents/${freshId}?pageSize=-1`, { token: operator });
    const staff1 = respondents.body.data.find((r: { Email: string }) => r.Email === 'staff1@northwind.demo.test');
    const documents = await portal.api(`/Inquiry/UserDocuments/${freshId}/${staff1.Id}?pageSize=-1`, {
      token: operator,
    });
    expect(documents.body.data.map((d: { DocumentName: string }) => d.DocumentName)).toContain('operating-model.pdf');

    // An inquiry whose expiry date has passed: AddParticipants only accepts dates from tomorrow on
    // and no screen can move time, so the test sets the date in the past on the portal's own database.
    expiringId = await inquiryWithRespondents(EXPIRING);
    await portal.sql(
      (engine) =>
        engine === 'mysql'
          ? 'UPDATE inquiries SET expiry_date = NOW() - INTERVAL 2 DAY WHERE id = ?'
          : "UPDATE inquiries SET expiry_date = datetime('now', '-2 days') WHERE id = ?",
      [expiringId],
    );
    expect((await portal.api(`/Inquiry/${expiringId}`, { token: admin })).body.IsExpired).toBe(true);

    page = session.page;
  });

  step('shows the finished inquiry at 100 % and the fresh one at 90 % in Monitor Activity', async () => {
    await session.signIn(page, 'operator@demo.test', '/superAdmin/dashboard');
    await page.getByRole('tab', { name: 'Monitor Activity' }).click();
    await page.waitForURL('**/superAdmin/monitor-activity');
    await heading(page, 'Monitor Activity').waitFor();
    for (const column of ['Inquiry', 'Process (%)', 'Created Date', 'Status', 'Actions']) {
      await page.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    await expect(row(page, FRESH).getByRole('cell').nth(2).textContent()).resolves.toBe('90%');
    await expect(row(page, FINISHED).getByRole('cell').nth(2).textContent()).resolves.toBe('100%');
    await expect(row(page, BELOW).getByRole('cell').nth(2).textContent()).resolves.toBe('50%');
    await session.look(page, 'results-monitor-activity');
  });

  step('lists the respondents and shows a survey form and open-ended answers', async () => {
    await row(page, FRESH).getByRole('link', { name: 'View Respondents' }).click();
    await page.waitForURL(`**/superAdmin/monitor-activity/view-respondents/${freshId}`);
    await heading(page, 'Respondents List').waitFor();
    const staff1 = row(page, 'staff1@northwind.demo.test');
    await staff1.getByText('Completed', { exact: true }).waitFor();
    await expect(page.locator('tbody tr').count()).resolves.toBe(2);
    await session.look(page, 'results-respondents');

    // Open-ended answers.
    await staff1.getByRole('link', { name: 'View Open Ended Answers' }).click();
    await page.waitForURL(`**/view-respondents/${freshId}/view-open-ended/*`);
    await page.getByText('Decisions take too long').first().waitFor();
    await session.look(page, 'results-open-ended');
    await page.getByRole('link', { name: 'Back' }).click();

    // The read-only survey form (a survey-app page).
    await row(page, 'staff1@northwind.demo.test').getByRole('button', { name: 'View Survey Form' }).click();
    await page.waitForURL(`**/superAdmin/monitor-activity/view-respondents/${freshId}/view-survey-form/*`);
    await page.locator('article.question').first().waitFor();
    expect(await page.getByRole('radio').first().isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await session.look(page, 'results-survey-form');
    // The form's own Back (the page header has one too) returns to the respondents.
    await page.getByRole('button', { name: 'Back', exact: true }).last().click();
    await page.waitForURL(`**/superAdmin/monitor-activity/view-respondents/${freshId}`);
    await heading(page, 'Respondents List').waitFor();
  });

  step('warns below 90 %, downloads the template and uploads it, publishing the results', async () => {
    await page.goto('/superAdmin/monitor-activity');
    // Below 90 %: the warning comes first; No closes it.
    await row(page, BELOW).getByRole('button', { name: 'Upload File' }).click();
    const warning = page.getByRole('dialog');
    await warning.getByText('The inquiry is not completed yet. Do you still wants to proceed?').waitFor();
    await session.look(page, 'results-upload-warning');
    await warning.getByRole('button', { name: 'No' }).click();
    await warning.waitFor({ state: 'detached' });
    await row(page, BELOW).getByRole('button', { name: 'Upload File' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Choose File' }).waitFor();
    // No file chosen yet.
    await page.getByRole('dialog').getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('dialog').getByText('Please upload a document, first.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // At 90 % the upload opens at once; the template comes from the dialog's link.
    await row(page, FRESH).getByRole('button', { name: 'Upload File' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Choose File' }).waitFor();
    expect(await dialog.getByText('The inquiry is not completed yet').count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download the result template' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^result-template-\\D*${freshId}\\.xlsx$`));
    const template = await download.path();
    const bytes = readFileSync(template!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    // A file that is not Excel is refused before anything is sent.
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
    await dialog.getByText('Please upload the correct file.').waitFor();
    await dialog.locator('input[type=file]').setInputFiles({
      name: `result-template-${freshId}.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: bytes,
    });
    await session.look(page, 'results-upload');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Document Uploaded Successfully.').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The list refreshes after the dialog closes: wait for the new progress rather than read the old one.
    const progress = row(page, FRESH).getByRole('cell').nth(2);
    await progress.filter({ hasText: /^100%$/ }).waitFor();
    await expect(progress.textContent()).resolves.toBe('100%');
    expect((await portal.api(`/Inquiry/${freshId}`, { token: operator })).body).toMatchObject({
      Progress: 100,
      Status: 'Published',
    });
  });

  step('exports the PDF from the insights header', async () => {
    await page.goto(`/superAdmin/dashboard/view-insights/${freshId}/overview`);
    await page
      .getByRole('heading', { name: FRESH.slice(0, 25) })
      .or(page.getByRole('heading', { name: FRESH }))
      .first()
      .waitFor();
    await session.look(page, 'results-operator-insights');
    // The report is prepared first (no blank tab meanwhile), then opened from the link that replaces the button.
    const pagesBefore = page.context().pages().length;
    await page.getByRole('button', { name: 'Export Data' }).click();
    const report = page.getByRole('link', { name: 'Open report (PDF)' });
    await report.waitFor();
    expect(page.context().pages().length).toBe(pagesBefore);
    // The link opens the report in a new tab; its answer is awaited from the click on, as the tab may load it at once.
    const [response] = await Promise.all([
      page
        .context()
        .waitForEvent(
          'response',
          (r) => /\.pdf|\/api\/files\//.test(r.url()) || r.headers()['content-type']?.includes('pdf') === true,
        ),
      report.click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    for (const other of page.context().pages()) if (other !== page) await other.close();
  });

  it('shows the documents a respondent attached, with working download links', async () => {
    await page.goto(`/superAdmin/monitor-activity/view-respondents/${freshId}`);
    await heading(page, 'Respondents List').waitFor();
    // Documents attached to answers, with their download links.
    await row(page, 'staff1@northwind.demo.test').getByRole('link', { name: 'View Documents' }).click();
    await page.waitForURL(`**/view-respondents/${freshId}/uploaded-answers/*`);
    await page.getByRole('columnheader', { name: 'Document Name' }).waitFor();
    await row(page, 'operating-model.pdf').waitFor();
    const href = await row(page, 'operating-model.pdf')
      .getByRole('link', { name: 'Download Document' })
      .getAttribute('href');
    const download = await fetch(new URL(href!, portal.url));
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await session.look(page, 'results-documents');
    await page.getByRole('link', { name: 'Back' }).click();
    await heading(page, 'Respondents List').waitFor();
  }, 400000);

  atBothWidths('lets the customer admin open every insight tab of the finished inquiry', session.stage, async (p) => {
    await session.signIn(p, 'admin@northwind.demo.test', '/customerAdmin/dashboard');
    const base = `/customerAdmin/dashboard/view-insights/${finishedId}`;
    await p.goto(`${base}/overview`);
    await p.getByRole('heading', { name: FINISHED }).waitFor();
    expect(await p.getByRole('button', { name: 'Export Data' }).count()).toBe(0);
    for (const area of ['Culture', 'People', 'Process', 'Structure'])
      await p.locator('.insight-body').getByText(area, { exact: true }).first().waitFor();
    await session.look(p, 'results-insights-overview');
    await expectNoSideScroll(p);

    const tabs = p.getByRole('navigation', { name: 'Insights' });
    await tabs.getByRole('link', { name: 'Findings' }).click();
    await p.waitForURL(`**${base}/findings`);
    await p.locator('.insight-body').getByText('People', { exact: true }).first().waitFor();
    await session.look(p, 'results-insights-findings');
    await expectNoSideScroll(p);

    await tabs.getByRole('link', { name: 'Scenarios' }).click();
    await p.waitForURL(`**${base}/scenarios`);
    await p.getByRole('slider').first().waitFor();
    await session.look(p, 'results-insights-scenarios');
    await expectNoSideScroll(p);

    await tabs.getByRole('link', { name: 'Inputs' }).click();
    await p.waitForURL(`**${base}/inputs`);
    const canvas = p.locator('canvas').first();
    await canvas.waitFor();
    expect(await p.locator('canvas').count()).toBeGreaterThanOrEqual(4);
    const box = await canvas.boundingBox();
    expect(box!.width).toBeGreaterThan(100);
    expect(box!.height).toBeGreaterThan(50);
    // Something was drawn: the bitmap is not blank.
    const painted = await canvas.evaluate((c: HTMLCanvasElement) => {
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
      return false;
    });
    expect(painted).toBe(true);
    expect(await p.getByText('No Data Available Currently').count()).toBe(0);
    await session.look(p, 'results-insights-inputs');
    await expectNoSideScroll(p);

    await tabs.getByRole('link', { name: 'Roadmap' }).click();
    await p.waitForURL(`**${base}/roadmap`);
    await p
      .getByText(/Step 1/)
      .first()
      .waitFor();
    await session.look(p, 'results-insights-roadmap');
    await expectNoSideScroll(p);

    await tabs.getByRole('link', { name: 'Overview' }).click();
    await p.getByRole('link', { name: /Participants/ }).click();
    await p.waitForURL(`**${base}/overview/participants`);
    // 25 people answered the demo inquiry: the first page lists some of them.
    await p
      .getByRole('cell', { name: /@northwind\.demo\.test$/ })
      .first()
      .waitFor();
    await session.look(p, 'results-insights-participants');
    await expectNoSideScroll(p);

    await p.goto(`${base}/overview`);
    await p.getByRole('link', { name: /Tools/ }).click();
    await p.waitForURL(`**${base}/overview/documents`);
    await p.getByText('Tools', { exact: true }).first().waitFor();
    await p
      .getByText(/Document Name|No Records to show here/)
      .first()
      .waitFor();
    await session.look(p, 'results-insights-tools');
    await expectNoSideScroll(p);

    await p.goto(`${base}/overview`);
    await p.getByRole('link', { name: /Advance Insights/i }).click();
    await p.waitForURL(`**${base}/overview/advance-insights`);
    await p.getByText('Development is the largest gap between importance and performance.').waitFor();
    await session.look(p, 'results-insights-advance');
    await expectNoSideScroll(p);
  });

  it('shows Expired on a form past its expiry date', () =>
    session.onPage(1280, async (p) => {
      await session.signIn(p, 'staff1@northwind.demo.test', '/customerUser/dashboard');
      const formRow = p.getByRole('row').filter({ hasText: EXPIRING });
      await formRow.getByText('Expired', { exact: true }).waitFor();
      await session.look(p, 'results-expired-list');
      await formRow.getByRole('link', { name: /^Edit / }).click();
      await p.waitForURL(`**/edit-survey-form/${expiringId}`);
      await p.locator('article.question').first().waitFor();
      const expired = p.getByRole('button', { name: 'Expired', exact: true });
      await expired.waitFor();
      expect(await expired.isDisabled()).toBe(true);
      expect(await p.getByRole('button', { name: 'Submit' }).count()).toBe(0);
      await session.look(p, 'results-expired-form');
    }));

  session.expectAccessible();
});
