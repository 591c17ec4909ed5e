import { Page } from 'playwright-core';
import { a11yCollector } from '../support/accessibility';
import { snap } from '../support/browser';
import { Portal } from '../support/portal';
import { expectToast, heading, loginAs, openPage, row, stepChain, usePortal, withPage } from '../support/steps';

/**
 * Journey 2: a new organisation signs up with the wizard, its admin logs in for the first time
 * and must complete the company profile, creates an inquiry (progress meter at 10 %), answers
 * the intake one question at a time through the Diagnostic Recommendation prompt, adds a custom
 * question and respondents; the operator approves the custom question. Nothing exists until the
 * address is confirmed with the mailed link, which also verifies it.
 */
describe('a new organisation', () => {
  const stage = usePortal();
  let portal: Portal;
  let page: Page;
  const a11y = a11yCollector();
  const ORG = 'Fabrikam Journeys Ltd';
  const ADMIN = 'dana.admin@fabrikam-journeys.test';
  const PASSWORD = 'Fabrikam#2026a';
  const INQUIRY = 'Fabrikam culture baseline';
  const CUSTOM = 'What slows your team down most?';
  const RESPONDENTS = ['ana@fabrikam-journeys.test', 'ben@fabrikam-journeys.test'];
  let inquiryId: number;

  beforeAll(async () => {
    portal = stage.portal;
    page = await openPage(stage, 1280);
  });

  const step = stepChain(() => page);

  step('signs up a new organisation with the three-step wizard', async () => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL('**/auth/signup');
    await heading(page, 'Organizational Details').waitFor();
    // Next validates the step first.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('This field is mandatory').first().waitFor();
    await page.getByRole('textbox', { name: 'Organization Name' }).fill(ORG);
    await page.getByRole('textbox', { name: 'Industry Type' }).fill('Manufacturing');
    await page.getByRole('textbox', { name: 'Website' }).fill('not a url');
    await page.getByRole('textbox', { name: 'Street Address' }).fill('1 Harbour Road');
    await page.getByRole('textbox', { name: 'Country' }).fill('United Kingdom');
    await page.getByRole('textbox', { name: 'State' }).fill('England');
    await page.getByRole('textbox', { name: 'City' }).fill('Bristol');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please enter a valid URL').waitFor();
    await page.getByRole('textbox', { name: 'Website' }).fill('https://fabrikam-journeys.test');
    await a11y.check(page);
    await snap(page, 'org-signup-step1');
    await page.getByRole('button', { name: 'Next' }).click();

    await heading(page, 'Personal Information').waitFor();
    await page.getByRole('textbox', { name: 'First Name' }).fill('Dana');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Admin');
    await page.getByRole('textbox', { name: 'Email Address' }).fill(ADMIN);
    await page.getByRole('textbox', { name: 'Job Title' }).fill('Head of People');
    await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(`${PASSWORD}x`);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await a11y.check(page);
    await snap(page, 'org-signup-step2');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast(page, 'Signed Up in Successfully');
    await heading(page, 'Complete').waitFor();
    await page.getByText(/open the confirmation link in it to create your organisation and your account/).waitFor();
    await a11y.check(page);
    await snap(page, 'org-signup-complete');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/auth/login');
  });

  step('confirms the address with the link from the mail: no account before, a verified one after', async () => {
    // Until the link is followed there is nothing to log in to, and the name is not listed.
    expect((await portal.api('/auth/login', { body: { username: ADMIN, password: PASSWORD } })).status).toBe(401);
    expect((await portal.api(`/Customer/CustomerByName/${encodeURIComponent(ORG)}`)).status).toBe(404);
    const mail = await portal.mail.waitFor(ADMIN, /Confirm your sign-up/);
    const link = /https?:\/\/\S+\/auth\/signup\/confirm\?token=[\w-]+/.exec(mail.text)![0];
    await withPage(stage, 390, async (p) => {
      await p.goto(link);
      await heading(p, 'Confirm your sign-up').waitFor();
      await a11y.check(p);
      await snap(p, 'org-signup-confirm');
    });
    await page.goto(link);
    await heading(page, 'Confirm your sign-up').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/Your account is ready/).waitFor();
    await a11y.check(page);
    await snap(page, 'org-signup-confirmed');
    // The link works once.
    const again = await portal.api('/Customer/ConfirmSignup', {
      body: { Token: new URL(link).searchParams.get('token') },
    });
    expect(again.status).toBe(400);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/auth/login');
  });

  step('blocks the first login with the company profile dialog until it is completed', async () => {
    // At 390 px first: the dialog shows and cannot be dismissed.
    await withPage(stage, 390, async (p) => {
      await loginAs(p, ADMIN, PASSWORD);
      await p.waitForURL('**/customerAdmin/dashboard');
      const phoneDialog = p.getByRole('dialog', { name: 'Company Profile Setup' });
      await phoneDialog.waitFor();
      await p.keyboard.press('Escape');
      await phoneDialog.waitFor();
      await a11y.check(p);
      await snap(p, 'org-profile-dialog');
    });

    await loginAs(page, ADMIN, PASSWORD);
    await page.waitForURL('**/customerAdmin/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('firstTimeLogin'))).toBe('true');
    const dialog = page.getByRole('dialog', { name: 'Company Profile Setup' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('This field is mandatory').first().waitFor();
    await dialog.getByRole('textbox', { name: 'Years in Business' }).fill('12');
    await dialog.getByRole('combobox', { name: 'Duration' }).click();
    await page.getByRole('option', { name: 'years', exact: true }).click();
    await dialog.getByRole('combobox', { name: /Profit or Non-Profit/ }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('textbox', { name: 'Ownership Structure' }).fill('Private limited company');
    await dialog.getByRole('textbox', { name: 'Annual Revenue' }).fill('2500000');
    await dialog.getByRole('textbox', { name: 'Average FTE' }).fill('140');
    await dialog.getByRole('textbox', { name: 'Number of Locations' }).fill('3');
    await dialog.getByRole('textbox', { name: 'Headquarter Address' }).fill('1 Harbour Road, Bristol');
    await a11y.check(page);
    await snap(page, 'org-profile-dialog');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Profile Setup Completed Successfully.');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('firstTimeLogin'))).toBe('false');
    await page.getByText('No Inquiries to show on dashboard.').waitFor();
    await a11y.check(page);
    await snap(page, 'org-dashboard-empty');

    // The profile stays completed: the next login goes straight to the dashboard.
    const login = await portal.api('/auth/login', { body: { username: ADMIN, password: PASSWORD } });
    expect(login.body.FirstTimeLogin).toBe(false);
  });

  step('asks for no address check: the confirmation link verified it', async () => {
    await page.getByText('No Inquiries to show on dashboard.').waitFor();
    expect(await page.getByRole('region', { name: 'Verify your email address' }).count()).toBe(0);
  });

  step('creates an inquiry: the progress meter shows 10 % at creation', async () => {
    await page.getByRole('tab', { name: 'Inquiry Log' }).click();
    await page.waitForURL('**/customerAdmin/inquiry-logs');
    await heading(page, 'Active Inquiries').waitFor();
    await page.getByText('No Records to show here').waitFor();
    await a11y.check(page);
    await page.getByRole('link', { name: 'Create Inquiry' }).click();
    await page.waitForURL('**/customerAdmin/inquiry-logs/create');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('This field is mandatory').first().waitFor();
    await page.getByRole('combobox', { name: 'Inquiry Type' }).click();
    await page.getByRole('option', { name: 'Organisational Health Check', exact: true }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill(INQUIRY);
    await a11y.check(page);
    await snap(page, 'org-inquiry-create');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectToast(page, 'Created New Inquiry');
    await page.waitForURL(/\/customerAdmin\/inquiry-logs\/inquiry-types\/\d+\/inquiry\/\d+$/);
    inquiryId = Number(page.url().split('/').pop());

    // Before the intake is answered the meter stands at 10 %.
    await page.goto(`/customerAdmin/inquiry-logs/progress-meter/${inquiryId}`);
    await page.getByText('10%', { exact: true }).first().waitFor();
    await page
      .getByRole('heading', { name: 'Inquiry Created Successfully' })
      .or(page.getByText('Inquiry Created Successfully', { exact: true }).first())
      .first()
      .waitFor();
    await a11y.check(page);
    await snap(page, 'org-progress-10');
    await page.getByRole('link', { name: 'Answer Intake Questions' }).click();
    await page.waitForURL(`**/inquiry/${inquiryId}`);
  });

  step('answers the intake one question at a time and confirms the Diagnostic Recommendation prompt', async () => {
    const counter = page.getByText(/^Question \d+ of \d+$/);
    await counter.waitFor();
    const total = Number((await counter.textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(1);
    for (let i = 1; i <= total; i++) {
      await page.getByText(`Question ${i} of ${total}`, { exact: true }).waitFor();
      // The share answered so far: 0% before the first answer, 100% once the last one is given.
      await expect(page.getByTestId('intake-progress').textContent()).resolves.toBe(
        `${Math.floor(((i - 1) * 100) / total)}%`,
      );
      const button = page.getByRole('button', { name: i === total ? 'Submit' : 'Next', exact: true });
      if (i === 1) {
        // An answer is required before moving on.
        await button.click();
        await page.getByText('This field is mandatory').waitFor();
        await a11y.check(page);
        await snap(page, 'org-intake-question');
      }
      const yes = page.getByRole('checkbox', { name: 'Yes' });
      if (await yes.count()) await yes.check();
      else await page.getByRole('textbox', { name: 'Answer' }).fill(`Answer ${i}: the whole organisation`);
      await expect(page.getByTestId('intake-progress').textContent()).resolves.toBe(
        `${Math.floor((i * 100) / total)}%`,
      );
      await button.click();
    }
    const prompt = page.getByRole('dialog', { name: 'Diagnostic Recommendation' });
    await prompt.waitFor();
    await a11y.check(page);
    await snap(page, 'org-intake-prompt');
    // No returns to the questions.
    await prompt.getByRole('button', { name: 'No' }).click();
    await prompt.waitFor({ state: 'detached' });
    await page.getByText(`Question ${total} of ${total}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await prompt.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(`**/customerAdmin/inquiry-logs/progress-meter/${inquiryId}`);
    await page.getByText('20%', { exact: true }).first().waitFor();
    const answers = await portal.api(`/Inquiry/GetIntakeAnswers/${inquiryId}`, {
      token: await portal.token(ADMIN, PASSWORD),
    });
    expect(answers.body.data ?? answers.body).toHaveLength(total);
  });

  step('adds a custom question to the inquiry', async () => {
    await page.goto('/customerAdmin/inquiry-logs');
    await row(page, INQUIRY).getByRole('link', { name: 'Add Custom Question' }).click();
    await page.waitForURL(`**/customerAdmin/inquiry-logs/custom-metrics/inquiry/${inquiryId}/create`);
    await page.getByRole('combobox', { name: 'Area' }).click();
    await page.getByRole('option', { name: 'Other', exact: true }).click();
    await page.getByRole('combobox', { name: 'Question Type' }).click();
    // Customers may add Textbox, Rating, Checkbox and eNPS questions only.
    expect(await page.getByRole('option').allTextContents()).toEqual([
      'Textbox',
      'Rating',
      'Checkbox',
      'eNPS (0–10, would recommend as a place to work)',
    ]);
    await page.getByRole('option', { name: 'Textbox', exact: true }).click();
    await page.getByRole('textbox', { name: 'Question Title' }).fill(CUSTOM);
    await page.getByRole('textbox', { name: 'Description' }).fill('One sentence is enough');
    await page.getByRole('combobox', { name: 'Validation' }).click();
    await page.getByRole('option', { name: 'Alphabet only', exact: true }).click();
    await a11y.check(page);
    await snap(page, 'org-custom-question');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Custom Question Created');
    await page.waitForURL('**/customerAdmin/inquiry-logs');
  });

  step('adds respondents, who are invited by mail', async () => {
    await row(page, INQUIRY).getByRole('link', { name: 'Manage Respondents' }).click();
    await page.waitForURL(`**/customerAdmin/inquiry-logs/manage-respondents/${inquiryId}`);
    const emails = page.getByRole('combobox', { name: 'Respondent Emails' });
    for (const email of RESPONDENTS) {
      await emails.fill(email);
      await emails.press('Enter');
    }
    await page
      .getByRole('button', { name: RESPONDENTS[1] })
      .or(page.getByText(RESPONDENTS[1], { exact: true }))
      .first()
      .waitFor();
    await page.getByRole('textbox', { name: 'Number of Participants' }).fill('2');
    await a11y.check(page);
    await snap(page, 'org-manage-respondents');
    await page.getByRole('button', { name: 'Add Participants' }).click();
    await expectToast(page, 'Successfully Added Participants');
    for (const email of RESPONDENTS) {
      const mail = await portal.mail.waitFor(email, /.+/);
      expect(mail.text).toMatch(/\/auth\/signup\/\S+\/\S+/);
    }
    const inquiry = await portal.api(`/Inquiry/${inquiryId}`, { token: await portal.token(ADMIN, PASSWORD) });
    expect(inquiry.body).toMatchObject({ Progress: 30, RespondentsAdded: true });

    // Custom questions can no longer be added.
    await page.goto('/customerAdmin/inquiry-logs');
    await row(page, INQUIRY).waitFor();
    expect(
      await row(page, INQUIRY).getByRole('link', { name: 'Add Custom Question' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await row(page, INQUIRY).getByRole('link', { name: 'View Respondents' }).click();
    await page.waitForURL(`**/customerAdmin/inquiry-logs/view-respondents/${inquiryId}`);
    await heading(page, 'Respondents List').waitFor();
    await page.getByRole('row').filter({ hasText: RESPONDENTS[0] }).waitFor();
    await a11y.check(page);
    await snap(page, 'org-respondents');
  });

  step('lets the operator approve the custom question', async () => {
    await withPage(stage, 1280, async (p) => {
      await loginAs(p, 'operator@demo.test');
      await p.waitForURL('**/superAdmin/dashboard');
      await p.getByRole('tab', { name: 'Custom Metrics' }).click();
      await p.waitForURL('**/superAdmin/custom-metrics');
      await heading(p, 'Custom Added Question').waitFor();
      const line = p.getByRole('row').filter({ hasText: CUSTOM });
      await line.getByText('Pending').waitFor();
      await expect(line.textContent()).resolves.toContain('Dana Admin');
      await a11y.check(p);
      await snap(p, 'org-custom-questions-operator');
      await line.getByRole('link', { name: 'Review' }).click();
      await p.waitForURL(`**/superAdmin/custom-metrics/inquiry/${inquiryId}/edit/*`);
      await heading(p, 'Edit Custom Added Question').waitFor();
      await p.getByText('Note: Can not change the area due to the Textbox question type').waitFor();
      await a11y.check(p);
      await snap(p, 'org-custom-question-review');
      await p.getByRole('button', { name: 'Approve' }).click();
      await expectToast(p, 'Custom Question Approved');
      await p.waitForURL('**/superAdmin/custom-metrics');
      await line.getByText('Approved').waitFor();
      // An approved question can no longer be edited.
      expect(
        await line
          .getByRole('link', { name: 'Review' })
          .count()
          .then(
            async (n) =>
              n === 0 || (await line.getByRole('link', { name: 'Review' }).getAttribute('aria-disabled')) === 'true',
          ),
      ).toBe(true);
    });

    // The admin sees the status too, on the customer admin's own list.
    await page.getByRole('tab', { name: 'Custom Metrics' }).click();
    await page.waitForURL('**/customerAdmin/custom-metrics');
    await page.getByRole('row').filter({ hasText: CUSTOM }).getByText('Approved').waitFor();
    await a11y.check(page);
  });

  it('has no accessibility violation of any impact on any page visited', () => {
    a11y.assertClean();
  });
});
