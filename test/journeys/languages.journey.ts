import { interpolate, type Language, MAIL_CATALOGUES, REPORT_CATALOGUES } from '@portal/contracts';
import { Page } from 'playwright-core';
import { extractPdfText } from '../../api/test/support/pdf-text';
import { a11yCollector } from '../support/accessibility';
import { snap } from '../support/browser';
import { answerEveryQuestion, inviteThroughApi, say, signUpFromInvitation, signupPathIn } from '../support/invitations';
import { expectNoSideScroll, expectToast, stepChain, usePortal } from '../support/steps';

const DESCRIPTION = 'Parcours des langues';
const FINISHED = 'Annual organisational health check 2026';
const GERMAN_FINDING = 'außer im Büro Wrocław';
const LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR', de: 'de-DE', es: 'es-ES' };

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
  const a11y = a11yCollector();

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
    ({ inquiryId } = await inviteThroughApi(portal, {
      admin: 'admin@contoso.demo.test',
      description: DESCRIPTION,
      participants: [invitee],
      language: 'fr',
    }));
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
    signupPath = signupPathIn(mail);
  });

  step('the respondent signs up from the link in a French browser on a phone', async () => {
    page = await browse('fr', 390);
    await signUpFromInvitation(
      page,
      signupPath,
      { email: invitee, firstName: 'Chloé', lastName: 'Lefèvre', password },
      {
        lang: 'fr',
        organisation: 'Contoso Ltd',
        between: async (step) => {
          if (step !== 'organization') return;
          await snap(page, 'languages-signup-fr');
          await expectNoSideScroll(page);
          await a11y.check(page);
        },
      },
    );
    await snap(page, 'languages-signup-done-fr');
  });

  step('fills and submits the form in French at 390 px', async () => {
    // The sign-up may already have signed the respondent in; otherwise the login screen asks, in French.
    await page.goto('/customerUser/dashboard');
    const list = page.getByRole('heading', { name: say('fr', 'surveyList.title') });
    await list
      .or(page.getByRole('button', { name: say('fr', 'login.submit') }))
      .first()
      .waitFor();
    if (!(await list.isVisible())) {
      await logIn(page, 'fr', invitee, password);
      await page.waitForURL('**/customerUser/dashboard');
    }
    await list.waitFor();
    await a11y.check(page);
    await snap(page, 'languages-survey-list-fr');
    await page
      .getByRole('link', { name: new RegExp(`^${escape(say('fr', 'surveyList.edit'))} .*${DESCRIPTION}`) })
      .click();
    await page.waitForURL(`**/edit-survey-form/${inquiryId}`);
    const questions = page.locator('article.question');
    await questions.first().waitFor();
    await page
      .getByRole('button', { name: say('fr', 'surveyForm.saveDraft') })
      .first()
      .waitFor();
    await page.getByText(say('fr', 'surveyForm.attributePerformance')).first().waitFor();
    await answerEveryQuestion(page, { text: 'Des priorités plus claires', fileName: 'processus.pdf' });
    await expectNoSideScroll(page);
    await a11y.check(page);
    await snap(page, 'languages-survey-form-fr');
    await page
      .getByRole('button', { name: say('fr', 'common.submit') })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(say('fr', 'surveyForm.confirmTitle')).waitFor();
    await dialog.getByRole('button', { name: say('fr', 'common.submit') }).click();
    await expectToast(page, say('fr', 'surveyForm.submitted'));
    const forms = await stage.portal.api(`/Inquiry/Staff/${encodeURIComponent(invitee)}`, {
      token: await stage.portal.token(invitee, password),
    });
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
    for (const area of ['Culture', 'People', 'Process', 'Structure'])
      await page
        .getByText(say('de', `areas.${area}`), { exact: true })
        .first()
        .waitFor();
    await a11y.check(page);
    await snap(page, 'languages-insights-de');
    await page.context().close();
  }, 120000);

  it("a German super admin's PDF report holds the German labels and the translated finding (ä, ß, ł)", async () => {
    const { portal } = stage;
    await portal.sql(() => "UPDATE users SET language = 'de' WHERE email = ?", ['operator@demo.test']);
    const token = await portal.token('operator@demo.test');
    const exported = await portal.api(`/PDFReport/ExportData/${finishedId}`, { token });
    expect(exported.status).toBe(200);
    const file = await fetch(new URL(exported.body.DocPath, portal.url), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(file.status).toBe(200);
    const text = extractPdfText(Buffer.from(await file.arrayBuffer())).replace(/\s+/g, ' ');
    const de = REPORT_CATALOGUES.de;
    for (const label of [de.reportTitle, de.overview, de.findings, de.areas.Culture]) expect(text).toContain(label);
    expect(text).toContain(GERMAN_FINDING);
    for (const letter of ['ä', 'ß', 'ł']) expect(text).toContain(letter);
    expect(text).not.toContain(REPORT_CATALOGUES.en.reportTitle);
  }, 120000);

  it('has no accessibility violation of any impact on the pages visited in French and German', () =>
    a11y.assertClean());
});
