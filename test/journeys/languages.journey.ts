import { interpolate, type Language, lookup, MAIL_CATALOGUES, REPORT_CATALOGUES, SURVEY_APP_CATALOGUES } from '@portal/contracts';
import { Page } from 'playwright-core';
import { extractPdfText } from '../../api/test/support/pdf-text';
import { snap } from '../support/browser';
import { expectNoSideScroll, expectToast, stepChain, usePortal } from '../support/steps';

// The smallest valid PDF: the server checks documents by their content.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const DESCRIPTION = 'Parcours des langues';
const FINISHED = 'Annual organisational health check 2026';
const GERMAN_FINDING = 'außer im Büro Wrocław';
const LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR', de: 'de-DE', es: 'es-ES' };

/** A survey-app text in a language, as the contracts' catalogue holds it. */
const say = (lang: Language, key: string, params: Record<string, string | number> = {}) => {
  const text = lookup(SURVEY_APP_CATALOGUES[lang], key);
  if (text === undefined) throw new Error(`no survey-app text ${key}`);
  return interpolate(text, params);
};
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Languages: a customer admin invites a respondent in French; the invitation mail is French; the
 * respondent opens its link (with the ?key= secret) in a French browser, signs up, and fills and
 * submits the form on a phone with the French interface. A German customer admin reads the
 * insights in German, and a German super admin's PDF report carries the German labels and the
 * translated finding with ä, ß and ł.
 */
describe('languages', () => {
  const stage = usePortal();
  const invitee = 'nouvelle.recrue@contoso.demo.test';
  const password = 'Bienvenue#2026a';
  let inquiryId: number;
  let finishedId: number;
  let page: Page;
  const step = stepChain(() => page);

  /** A page of a fresh session whose browser prefers `lang`. */
  async function browse(lang: Language, width: number): Promise<Page> {
    const context = await stage.browser.newContext({
      baseURL: stage.portal.url,
      viewport: { width, height: width >= 960 ? 900 : 844 },
      locale: LOCALES[lang],
      reducedMotion: 'reduce',
    });
    const p = await context.newPage();
    p.setDefaultTimeout(30000);
    return p;
  }

  async function logIn(p: Page, lang: Language, email: string, pass: string) {
    await p.goto('/auth/login');
    await p.getByRole('textbox', { name: say(lang, 'common.email'), exact: true }).fill(email);
    await p.getByLabel(say(lang, 'common.password')).fill(pass);
    await p.getByRole('button', { name: say(lang, 'login.submit') }).click();
  }

  beforeAll(async () => {
    const { portal } = stage;
    const token = await portal.token('admin@contoso.demo.test');
    const types = await portal.api('/InquiryType?pageSize=-1', { token });
    const type = types.body.data.find((t: { InqType: string }) => t.InqType === 'Organisational Health Check');
    const created = await portal.api('/Inquiry/CreateInquiry', { token, body: { InquiryTypeId: type.Id, Description: DESCRIPTION } });
    expect(created.status).toBe(200);
    inquiryId = created.body.Id;
    const intake = await portal.api(`/IntakeQuestion/${type.Id}/AllIntakeQuestions?pageSize=-1`, { token });
    const answers = intake.body.data.map((q: { Id: number; Type: string }) => ({ IntakeId: q.Id, Answer: q.Type === 'Checkbox' ? 'yes' : 'All units' }));
    expect((await portal.api(`/Inquiry/AddIntakeAnswer/${inquiryId}`, { token, body: { IntakeAnswersDtos: answers } })).status).toBe(200);
    const expiry = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const added = await portal.api(`/Inquiry/AddParticipants/${inquiryId}`, {
      token,
      method: 'PUT',
      body: { Participants: [invitee], NoOfParticipants: 1, ExpiryDate: expiry, Language: 'fr' },
    });
    expect(added.status).toBe(200);
    const own = await portal.api('/Inquiry?pageSize=-1', { token: await portal.token('admin@northwind.demo.test') });
    finishedId = own.body.data.find((i: { Description: string }) => i.Description === FINISHED).Id;
  });
  afterAll(async () => {
    await page?.context().close();
  });

  let signupPath = '';
  step('mails the invitation in French', async () => {
    const fr = MAIL_CATALOGUES.fr.invitation;
    const mail = await stage.portal.mail.waitFor(invitee, /.+/);
    expect(mail.subject).toBe(interpolate(fr.subject, { organisation: 'Contoso Ltd' }));
    expect(mail.text).toContain(MAIL_CATALOGUES.fr.common.hello);
    expect(mail.text).toContain(`« ${DESCRIPTION} »`);
    expect(mail.text).toContain(fr.ignore);
    expect(mail.html).toContain('<html lang="fr">');
    const link = mail.text.match(/https?:\/\/\S+\/auth\/signup\/\S+\/\S+/)?.[0];
    const { pathname, search } = new URL(link!);
    expect(new URLSearchParams(search).get('key')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    signupPath = pathname + search;
  });

  step('the respondent signs up from the link in a French browser on a phone', async () => {
    page = await browse('fr', 390);
    await page.goto(signupPath);
    await page.getByRole('heading', { name: say('fr', 'signup.steps.organization') }).waitFor();
    expect(await page.getByRole('textbox', { name: say('fr', 'common.organizationName') }).inputValue()).toBe('Contoso Ltd');
    await snap(page, 'languages-signup-fr');
    await expectNoSideScroll(page);
    await page.getByRole('button', { name: say('fr', 'common.next') }).click();
    await page.getByRole('heading', { name: say('fr', 'signup.steps.personal') }).waitFor();
    expect(await page.getByRole('textbox', { name: say('fr', 'common.emailAddress') }).inputValue()).toBe(invitee);
    await page.getByRole('textbox', { name: say('fr', 'common.firstName'), exact: true }).fill('Chloé');
    await page.getByRole('textbox', { name: say('fr', 'common.lastName'), exact: true }).fill('Lefèvre');
    await page.getByLabel(say('fr', 'common.password'), { exact: false }).first().fill(password);
    await page.getByLabel(say('fr', 'signup.confirmPassword')).fill(password);
    await page.getByRole('button', { name: say('fr', 'signup.submit') }).click();
    await page.getByText(say('fr', 'signup.success')).first().waitFor();
    await snap(page, 'languages-signup-done-fr');
  });

  step('fills and submits the form in French at 390 px', async () => {
    // The sign-up may already have signed the respondent in; otherwise the login screen asks, in French.
    await page.goto('/customerUser/dashboard');
    const list = page.getByRole('heading', { name: say('fr', 'surveyList.title') });
    await list.or(page.getByRole('button', { name: say('fr', 'login.submit') })).first().waitFor();
    if (!(await list.isVisible())) {
      await logIn(page, 'fr', invitee, password);
      await page.waitForURL('**/customerUser/dashboard');
    }
    await list.waitFor();
    await snap(page, 'languages-survey-list-fr');
    await page.getByRole('link', { name: new RegExp(`^${escape(say('fr', 'surveyList.edit'))} .*${DESCRIPTION}`) }).click();
    await page.waitForURL(`**/edit-survey-form/${inquiryId}`);
    const questions = page.locator('article.question');
    await questions.first().waitFor();
    await page.getByRole('button', { name: say('fr', 'surveyForm.saveDraft') }).first().waitFor();
    await page.getByText(say('fr', 'surveyForm.attributePerformance')).first().waitFor();
    const count = await questions.count();
    for (let i = 0; i < count; i++) {
      const q = questions.nth(i);
      const groups = q.getByRole('radiogroup');
      const checkboxes = q.getByRole('checkbox');
      const file = q.locator('input[type=file]');
      const text = q.getByRole('textbox');
      if ((await groups.count()) === 2) {
        await groups.first().getByRole('radio').nth(3).check();
        await groups.last().getByRole('radio').nth(2).check();
      } else if ((await groups.count()) === 1) {
        await groups.first().getByRole('radio').nth(2).check();
      } else if ((await checkboxes.count()) > 0) {
        await checkboxes.first().check();
      } else if ((await file.count()) > 0) {
        await file.setInputFiles({ name: 'processus.pdf', mimeType: 'application/pdf', buffer: PDF });
      } else if ((await text.count()) > 0) {
        await text.first().fill('Des priorités plus claires');
      } else {
        throw new Error(`question ${i + 1} has no input the journey knows`);
      }
    }
    await expectNoSideScroll(page);
    await snap(page, 'languages-survey-form-fr');
    await page.getByRole('button', { name: say('fr', 'common.submit') }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(say('fr', 'surveyForm.confirmTitle')).waitFor();
    await dialog.getByRole('button', { name: say('fr', 'common.submit') }).click();
    await expectToast(page, say('fr', 'surveyForm.submitted'));
    const forms = await stage.portal.api(`/Inquiry/Staff/${encodeURIComponent(invitee)}`, { token: await stage.portal.token(invitee, password) });
    expect(forms.body.data.find((f: { InquiryId: number }) => f.InquiryId === inquiryId).Status).toBe('completed');
    await page.context().close();
  });

  it('a German customer admin reads the insights in German', async () => {
    await stage.portal.sql(() => "UPDATE users SET language = 'de' WHERE email = ?", ['admin@northwind.demo.test']);
    page = await browse('de', 1280);
    await logIn(page, 'de', 'admin@northwind.demo.test', 'Demo#Pass2026');
    await page.waitForURL('**/customerAdmin/dashboard');
    await page.goto(`/customerAdmin/dashboard/view-insights/${finishedId}/findings`);
    const tabs = page.getByRole('navigation', { name: say('de', 'insights.label') });
    await tabs.getByRole('link', { name: say('de', 'insights.tabs.findings') }).waitFor();
    await tabs.getByRole('link', { name: say('de', 'insights.tabs.overview') }).waitFor();
    await page.getByText(GERMAN_FINDING, { exact: false }).first().waitFor();
    for (const area of ['Culture', 'People', 'Process', 'Structure']) await page.getByText(say('de', `areas.${area}`), { exact: true }).first().waitFor();
    await snap(page, 'languages-insights-de');
    await page.context().close();
  }, 120000);

  it("a German super admin's PDF report holds the German labels and the translated finding (ä, ß, ł)", async () => {
    const { portal } = stage;
    await portal.sql(() => "UPDATE users SET language = 'de' WHERE email = ?", ['operator@demo.test']);
    const token = await portal.token('operator@demo.test');
    const exported = await portal.api(`/PDFReport/ExportData/${finishedId}`, { token });
    expect(exported.status).toBe(200);
    const file = await fetch(new URL(exported.body.DocPath, portal.url), { headers: { Authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    const text = extractPdfText(Buffer.from(await file.arrayBuffer())).replace(/\s+/g, ' ');
    const de = REPORT_CATALOGUES.de;
    for (const label of [de.reportTitle, de.overview, de.findings, de.areas.Culture]) expect(text).toContain(label);
    expect(text).toContain(GERMAN_FINDING);
    for (const letter of ['ä', 'ß', 'ł']) expect(text).toContain(letter);
    expect(text).not.toContain(REPORT_CATALOGUES.en.reportTitle);
  }, 120000);
});
