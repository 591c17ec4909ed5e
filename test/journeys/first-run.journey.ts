import { Page } from 'playwright-core';
import { a11yCollector } from '../support/accessibility';
import { snap } from '../support/browser';
import { Portal } from '../support/portal';
import { expectToast, heading, loginAs, openPage, stepChain, usePortal } from '../support/steps';

/**
 * First run: a new organisation signs up (the wizard itself is the new-organisation journey's; here through
 * the API), confirms the address with the mailed link, and its admin lands on an empty dashboard whose setup
 * checklist names the four steps. The admin then only follows the next-step buttons the screens offer:
 * the profile dialog, the checklist's "Create your first inquiry", the intake, the progress meter's
 * Manage Respondents; the dashboard then shows the inquiry instead of the checklist. At 1280 px.
 */
describe('first run', () => {
  const stage = usePortal();
  let portal: Portal;
  let page: Page;
  const a11y = a11yCollector();
  const ORG = 'Tailspin First Run Ltd';
  const ADMIN = 'robin.admin@tailspin-first-run.test';
  const PASSWORD = 'Tailspin#2026a';
  const INQUIRY = 'Tailspin first pulse';
  const RESPONDENT = 'casey@tailspin-first-run.test';
  let inquiryId = 0;
  const step = stepChain(() => page);
  const checklist = () => page.getByRole('region', { name: 'Get started' });
  const stepState = (label: string) => checklist().getByRole('listitem').filter({ hasText: label });

  beforeAll(async () => {
    portal = stage.portal;
    page = await openPage(stage, 1280);
  });

  step('signs up and confirms the address with the link from the mail', async () => {
    const signup = await portal.api('/Customer/CustomerAdminsignup', {
      body: {
        CustomerName: ORG,
        Industry: 'Aviation',
        Country: 'Ireland',
        State: 'Leinster',
        City: 'Dublin',
        Website: 'https://tailspin-first-run.test',
        FirstName: 'Robin',
        LastName: 'Admin',
        Email: ADMIN,
        Designation: 'COO',
        Password: PASSWORD,
        ConfirmPassword: PASSWORD,
      },
    });
    expect(signup.status).toBe(200);
    const mail = await portal.mail.waitFor(ADMIN, /Confirm your sign-up/);
    const link = /https?:\/\/\S+\/auth\/signup\/confirm\?token=[\w-]+/.exec(mail.text)![0];
    await page.goto(link);
    await heading(page, 'Confirm your sign-up').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/Your account is ready/).waitFor();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/auth/login');
  });

  step('lands on an empty dashboard with the setup checklist, the profile first', async () => {
    await loginAs(page, ADMIN, PASSWORD);
    await page.waitForURL('**/customerAdmin/dashboard');
    const dialog = page.getByRole('dialog', { name: 'Company Profile Setup' });
    await dialog.waitFor();
    await snap(page, 'first-run-profile-dialog');
    await dialog.getByRole('textbox', { name: 'Years in Business' }).fill('7');
    await dialog.getByRole('combobox', { name: 'Duration' }).click();
    await page.getByRole('option', { name: 'years', exact: true }).click();
    await dialog.getByRole('combobox', { name: /Profit or Non-Profit/ }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('textbox', { name: 'Ownership Structure' }).fill('Private limited company');
    await dialog.getByRole('textbox', { name: 'Annual Revenue' }).fill('900000');
    await dialog.getByRole('textbox', { name: 'Average FTE' }).fill('35');
    await dialog.getByRole('textbox', { name: 'Number of Locations' }).fill('1');
    await dialog.getByRole('textbox', { name: 'Headquarter Address' }).fill('2 Quay Street, Dublin');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Profile Setup Completed Successfully.');
    await dialog.waitFor({ state: 'detached' });

    await page.getByText('No Inquiries to show on dashboard.').waitFor();
    await checklist().waitFor();
    await checklist().getByText('Four steps to your first results:').waitFor();
    expect(await checklist().getByRole('listitem').allInnerTexts()).toEqual([
      'Complete the company profile',
      'Create your first inquiry',
      'Answer the intake questions',
      'Add respondents',
    ]);
    // The profile is ticked; the rest wait; the next one is the button.
    await stepState('Complete the company profile').getByRole('img', { name: 'Done' }).waitFor();
    for (const label of ['Create your first inquiry', 'Answer the intake questions', 'Add respondents'])
      await stepState(label).getByRole('img', { name: 'To do' }).waitFor();
    expect(await checklist().getByRole('link').allTextContents()).toEqual(['Create your first inquiry']);
    await a11y.check(page);
    await snap(page, 'first-run-checklist');
  });

  step('follows "Create your first inquiry" to the create screen and creates one', async () => {
    await checklist().getByRole('link', { name: 'Create your first inquiry' }).click();
    await page.waitForURL('**/customerAdmin/inquiry-logs/create');
    await page.getByRole('combobox', { name: 'Inquiry Type' }).click();
    await page.getByRole('option', { name: 'Organisational Health Check', exact: true }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill(INQUIRY);
    await page.getByRole('button', { name: 'Next' }).click();
    await expectToast(page, 'Created New Inquiry');
    // Next leads straight on to the intake questions of the new inquiry.
    await page.waitForURL(/\/customerAdmin\/inquiry-logs\/inquiry-types\/\d+\/inquiry\/\d+$/);
    inquiryId = Number(page.url().split('/').pop());
  });

  step('answers the intake and lands on the progress meter, whose next step is Manage Respondents', async () => {
    const counter = page.getByText(/^Question \d+ of \d+$/);
    await counter.waitFor();
    const total = Number((await counter.textContent())!.match(/of (\d+)/)![1]);
    for (let i = 1; i <= total; i++) {
      await page.getByText(`Question ${i} of ${total}`, { exact: true }).waitFor();
      const yes = page.getByRole('checkbox', { name: 'Yes' });
      if (await yes.count()) await yes.check();
      else await page.getByRole('textbox', { name: 'Answer' }).fill(`First run answer ${i}`);
      await page.getByRole('button', { name: i === total ? 'Submit' : 'Next', exact: true }).click();
    }
    await page.getByRole('dialog', { name: 'Diagnostic Recommendation' }).getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(`**/customerAdmin/inquiry-logs/progress-meter/${inquiryId}`);
    await page.getByText('20%', { exact: true }).first().waitFor();
    await a11y.check(page);
    await snap(page, 'first-run-progress-20');
    await page.getByRole('link', { name: 'Manage Respondents' }).click();
    await page.waitForURL(`**/customerAdmin/inquiry-logs/manage-respondents/${inquiryId}`);
  });

  step('adds the first respondent, who is invited by mail', async () => {
    const emails = page.getByRole('combobox', { name: 'Respondent Emails' });
    await emails.fill(RESPONDENT);
    await emails.press('Enter');
    await page.getByRole('textbox', { name: 'Number of Participants' }).fill('1');
    await page.getByRole('button', { name: 'Add Participants' }).click();
    await expectToast(page, 'Successfully Added Participants');
    const mail = await portal.mail.waitFor(RESPONDENT, /.+/);
    expect(mail.text).toMatch(/\/auth\/signup\/\S+\/\S+\?key=/);
    const inquiry = await portal.api(`/Inquiry/${inquiryId}`, { token: await portal.token(ADMIN, PASSWORD) });
    expect(inquiry.body).toMatchObject({ Progress: 30, RespondentsAdded: true });
  });

  step('the dashboard now shows the inquiry instead of the checklist', async () => {
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await page.waitForURL('**/customerAdmin/dashboard');
    // The card's title is cut to its width; its start names the inquiry.
    await page
      .getByRole('region', { name: 'Inquiries' })
      .getByText(/^Tailspin first/)
      .first()
      .waitFor();
    await page.getByText('0 / 1 completed').first().waitFor();
    expect(await checklist().count()).toBe(0);
    await a11y.check(page);
    await snap(page, 'first-run-dashboard');
  });

  it('has no accessibility violation of any impact on any page visited', () => {
    a11y.assertClean();
  });
});
