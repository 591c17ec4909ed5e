import { Page } from 'playwright-core';
import { expectAccessible, snap } from '../support/browser';
import { expectToast, loginAs, usePortal, withPage } from '../support/steps';

// The smallest valid PDF: the server checks documents by their content.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/**
 * Journey 3: a customer admin invites a new respondent (set up through the API); the respondent
 * opens the mailed link, signs up with the locked organisation and email, fills every question
 * type including a document, saves a draft, leaves, comes back, submits; the form is then read-only.
 */
describe('respondents', () => {
  const stage = usePortal();
  let inquiryId: number;
  const invitee = 'new.hire@contoso.demo.test';
  const password = 'Welcome#2026a';

  beforeAll(async () => {
    const { portal } = stage;
    const token = await portal.token('admin@contoso.demo.test');
    const types = await portal.api('/InquiryType?pageSize=-1', { token });
    const type = types.body.data.find((t: { InqType: string }) => t.InqType === 'Organisational Health Check');
    const created = await portal.api('/Inquiry/CreateInquiry', { token, body: { InquiryTypeId: type.Id, Description: 'Respondent journey inquiry' } });
    expect(created.status).toBe(200);
    inquiryId = created.body.Id;
    const intake = await portal.api(`/IntakeQuestion/${type.Id}/AllIntakeQuestions?pageSize=-1`, { token });
    const answers = intake.body.data.map((q: { Id: number; Type: string }) => ({ IntakeId: q.Id, Answer: q.Type === 'Checkbox' ? 'yes' : 'All units' }));
    expect((await portal.api(`/Inquiry/AddIntakeAnswer/${inquiryId}`, { token, body: { IntakeAnswersDtos: answers } })).status).toBe(200);
    const expiry = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const added = await portal.api(`/Inquiry/AddParticipants/${inquiryId}`, {
      token,
      method: 'PUT',
      body: { Participants: [invitee, 'staff1@contoso.demo.test'], NoOfParticipants: 2, ExpiryDate: expiry, IsCustomerAdminRespondent: false },
    });
    expect(added.status).toBe(200);
  });

  async function fillEveryQuestion(page: Page) {
    const questions = page.locator('article.question');
    const count = await questions.count();
    expect(count).toBeGreaterThan(5);
    let dk = false;
    for (let i = 0; i < count; i++) {
      const q = questions.nth(i);
      const groups = q.getByRole('radiogroup');
      const checkboxes = q.getByRole('checkbox');
      const file = q.locator('input[type=file]');
      const text = q.getByRole('textbox');
      if ((await groups.count()) === 2) {
        if (!dk) {
          // One Don't Know answer: DK sets performance and importance together.
          await groups.first().getByRole('radio', { name: /Don't Know/ }).check();
          dk = true;
        } else {
          await groups.first().getByRole('radio', { name: /High/ }).first().check();
          await groups.last().getByRole('radio', { name: /Average/ }).check();
        }
      } else if ((await groups.count()) === 1) {
        await groups.first().getByRole('radio').nth(2).check();
      } else if ((await checkboxes.count()) > 0) {
        await checkboxes.first().check();
      } else if ((await file.count()) > 0) {
        await file.setInputFiles({ name: 'process.pdf', mimeType: 'application/pdf', buffer: PDF });
      } else if ((await text.count()) > 0) {
        await text.first().fill('Clearer priorities');
      } else {
        throw new Error(`question ${i + 1} has no input the journey knows`);
      }
    }
  }

  it('takes an invited respondent from the mailed link to a submitted, read-only form', async () => {
    const { portal } = stage;
    const mail = await portal.mail.waitFor(invitee, /.+/);
    const link = mail.text.match(/https?:\/\/\S+\/auth\/signup\/\S+\/\S+/)?.[0];
    expect(link).toBeDefined();
    // The path and the invitation's secret (?key=): the sign-up is refused without it.
    const { pathname, search } = new URL(link!);
    expect(new URLSearchParams(search).get('key')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const path = pathname + search;

    await withPage(stage, 390, async (page) => {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Organizational Details' }).waitFor();
      await expect(page.getByRole('textbox', { name: 'Organization Name' }).inputValue()).resolves.toBe('Contoso Ltd');
      expect(await page.getByRole('textbox', { name: 'Organization Name' }).isDisabled()).toBe(true);
      await snap(page, 'respondent-signup-step1');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
      const email = page.getByRole('textbox', { name: 'Email Address' });
      expect(await email.inputValue()).toBe(invitee);
      expect(await email.isDisabled()).toBe(true);
      await page.getByRole('textbox', { name: 'First Name' }).fill('Nina');
      await page.getByRole('textbox', { name: 'Last Name' }).fill('Hire');
      await page.getByLabel('Password', { exact: false }).first().fill(password);
      await page.getByLabel('Confirm Password').fill(password);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByText('Signed Up in Successfully').waitFor();
      await snap(page, 'respondent-signup-complete');
    });

    await withPage(stage, 1280, async (page) => {
      await loginAs(page, invitee, password);
      await page.waitForURL('**/customerUser/dashboard');
      await page.getByRole('heading', { name: 'Survey Forms' }).waitFor();
      await expectAccessible(page);
      await snap(page, 'respondent-dashboard');

      await page.getByRole('link', { name: /^Edit .*Respondent journey inquiry/ }).click();
      await page.waitForURL(`**/customerUser/dashboard/survey-form/*/edit-survey-form/${inquiryId}`);
      await page.locator('article.question').first().waitFor();
      await fillEveryQuestion(page);
      await page.getByRole('button', { name: 'Save as Draft' }).first().click();
      await expectToast(page, 'Survey Form Saved As Draft Successfully.');
      await snap(page, 'respondent-form-draft');

      // Leave and come back: the draft is still there.
      await page.goto('/customerUser/dashboard');
      await page.getByRole('link', { name: /^Edit .*Respondent journey inquiry/ }).click();
      await page.locator('article.question').first().waitFor();
      expect(await page.getByRole('radio', { name: /Don't Know/ }).first().isChecked()).toBe(true);
      expect(await page.getByRole('textbox').first().inputValue()).not.toBe('');

      await page.getByRole('button', { name: 'Submit' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, 'Survey Form Submitted Successfully.');

      const forms = await portal.api(`/Inquiry/Staff/${encodeURIComponent(invitee)}`, { token: await portal.token(invitee, password) });
      expect(forms.body.data.find((f: { InquiryId: number }) => f.InquiryId === inquiryId).Status).toBe('completed');

      // A submitted form can only be viewed, read-only.
      await page.goto('/customerUser/dashboard');
      expect(await page.getByRole('link', { name: /^Edit .*Respondent journey inquiry/ }).count()).toBe(0);
      await page.getByRole('link', { name: /^View .*Respondent journey inquiry/ }).click();
      await page.waitForURL(`**/view-survey-form/${inquiryId}/*`);
      await page.locator('article.question').first().waitFor();
      expect(await page.getByRole('radio').first().isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
      await snap(page, 'respondent-form-submitted');
    });
  });
});
