import { FrameLocator, Page } from 'playwright-core';
import { a11yCollector } from '../support/accessibility';
import { snap } from '../support/browser';
import { Portal } from '../support/portal';
import { loginAs, openPage, stepChain, usePortal } from '../support/steps';

const ADMIN = 'admin@northwind.demo.test';
const OPERATOR = 'operator@demo.test';
const INQUIRY = 'Preview journey inquiry';

/**
 * Preview before inviting: a customer admin's inquiry has its intake answered and an approved custom question, no
 * respondents yet. Its dashboard card says it is in setup and leads on to the respondents; its preview frames the
 * respondents' form, custom question included, in English and in French, at the desktop's width and a phone's. Answers
 * typed into it stay in the frame, Save and Submit are off, and no respondent or answer is created. The operator opens
 * the same preview from the operator's dashboard. At 1280 px.
 */
describe('form preview', () => {
  const stage = usePortal();
  let portal: Portal;
  let page: Page;
  let inquiryId = 0;
  let token = '';
  const a11y = a11yCollector();
  const step = stepChain(() => page);
  const frame = (): FrameLocator => page.frameLocator('iframe[title^="Survey form preview"]');
  const card = () => page.getByRole('article', { name: INQUIRY });

  beforeAll(async () => {
    portal = stage.portal;
    token = await portal.token(ADMIN);
    const types = await portal.api('/InquiryType?pageSize=-1', { token });
    const type = types.body.data.find((t: { InqType: string }) => t.InqType === 'Organisational Health Check');
    const created = await portal.api('/Inquiry/CreateInquiry', {
      token,
      body: { InquiryTypeId: type.Id, Description: INQUIRY },
    });
    expect(created.status).toBe(200);
    inquiryId = created.body.Id;
    const intake = await portal.api(`/IntakeQuestion/${type.Id}/AllIntakeQuestions?pageSize=-1`, { token });
    const answers = intake.body.data.map((q: { Id: number; Type: string }) => ({
      IntakeId: q.Id,
      Answer: q.Type === 'Checkbox' ? 'yes' : 'All units',
    }));
    const submitted = await portal.api(`/Inquiry/AddIntakeAnswer/${inquiryId}`, {
      token,
      body: { IntakeAnswersDtos: answers },
    });
    expect(submitted.status).toBe(200);
    const question = await portal.api(`/CustomQuestion/CreateCustomQuestion/InquiryId/${inquiryId}`, {
      token,
      body: { Area: 'Other', Title: 'Team spirit', Type: 'Textbox', Description: 'In a few words', MaxLength: 200 },
    });
    expect(question.status).toBe(200);
    const approved = await portal.api(`/CustomQuestion/ChangeStatusCustomQuestion/${question.body.Id}`, {
      method: 'PUT',
      token: await portal.token(OPERATOR),
      body: { Area: 'Other', Status: 'Approved' },
    });
    expect(approved.status).toBe(200);
    const translated = await portal.api(`/Translations/CustomQuestion/${question.body.Id}`, {
      method: 'PUT',
      token,
      body: { Fields: [{ Field: 'title', Translations: { fr: "Esprit d'équipe" } }] },
    });
    expect(translated.status).toBe(200);
    page = await openPage(stage, 1280);
  });

  step('shows the inquiry in setup on the dashboard, and opens its preview from the card', async () => {
    await loginAs(page, ADMIN);
    await page.waitForURL('**/customerAdmin/dashboard');
    await card().getByText('In setup: respondents not invited yet').waitFor();
    expect(await card().getByRole('link', { name: 'Next: Add respondents' }).getAttribute('href')).toBe(
      `/customerAdmin/inquiry-logs/manage-respondents/${inquiryId}`,
    );
    await card().getByRole('link', { name: 'Preview the form' }).click();
    await page.waitForURL(`**/customerAdmin/inquiry-logs/preview/${inquiryId}`);
    await page.getByRole('heading', { name: `Preview: ${INQUIRY}` }).waitFor();
  });

  step(
    'frames the respondents’ form with the custom question; answers stay local and nothing can be saved',
    async () => {
      await frame().getByText('Preview — nothing is saved').waitFor();
      await frame().getByText('Team spirit').waitFor();
      await frame().getByText('Shared values').waitFor();
      const answer = frame().locator('article').filter({ hasText: 'Team spirit' }).getByRole('textbox');
      await answer.fill('We help each other');
      expect(await answer.inputValue()).toBe('We help each other');
      // The frame holds the form alone: the admin's navigation would open backoffice pages inside it.
      expect(await frame().getByRole('link', { name: 'Inquiry Log' }).count()).toBe(0);
      expect(await frame().getByRole('button', { name: 'Save as Draft' }).isDisabled()).toBe(true);
      expect(await frame().getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
      await a11y.check(page);
      await snap(page, 'form-preview-desktop');
    },
  );

  step('switches the form to French and to a phone’s width', async () => {
    await page.getByRole('button', { name: 'French' }).click();
    await frame().getByText('Aperçu — rien n’est enregistré').waitFor();
    await frame().getByText("Esprit d'équipe").waitFor();
    await frame().getByText('Valeurs partagées').waitFor();
    await page.getByRole('button', { name: 'Phone' }).click();
    const box = await page.locator('iframe[title^="Survey form preview"]').boundingBox();
    expect(Math.round(box!.width)).toBe(390);
    await snap(page, 'form-preview-phone-fr');
  });

  step('created no respondent and no answer', async () => {
    const inquiry = await portal.api(`/Inquiry/${inquiryId}`, { token });
    expect(inquiry.body).toMatchObject({ Participants: 0, RespondentsAdded: false, CompletedForms: 0 });
  });

  step("lets the operator open the same preview from the operator's dashboard", async () => {
    const operator = await openPage(stage, 1280);
    try {
      await loginAs(operator, OPERATOR);
      await operator.waitForURL('**/superAdmin/dashboard');
      await operator.getByRole('article', { name: INQUIRY }).getByRole('link', { name: 'Preview the form' }).click();
      await operator.waitForURL(`**/superAdmin/monitor-activity/preview/${inquiryId}`);
      const framed = operator.frameLocator('iframe[title^="Survey form preview"]');
      await framed.getByText('Team spirit').waitFor();
      expect(await framed.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    } finally {
      await operator.context().close();
    }
  });

  it('has no accessibility violation of any impact on any page visited', () => {
    a11y.assertClean();
  });
});
