import { backofficeEnglish, backofficeFrench, lookup, type Language } from '@portal/contracts';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Page } from 'playwright-core';
import { answerEveryQuestion, inviteThroughApi, say, signupPathIn } from '../support/invitations';
import { Portal } from '../support/portal';
import { DEMO_PASSWORD } from '../support/portal';
import { usePortal } from '../support/steps';

/**
 * A screenshot walk for people to look at, not a test of the suite: it starts the built portal on the demo data
 * (SQLite unless TEST_DB says otherwise) and saves, at 1280 and 390 px in English and French, the screens of a
 * respondent's path and a manager's results: the invitation link's start screen, the form with its sticky footer,
 * a refused character, the thank-you screen, the form preview (page and phone frame), the customer admin's
 * downloads, the first-run checklist, the Remind buttons, the not-found page signed in, the audit log with a reversed
 * date range, a delete dialog, and the insights overview, heatmap, importance-performance and trends.
 *
 *   npm run build && cd test && npx jest -c tools/screen-walk.config.js
 *
 * Files: $SHOTS_DIR (default /tmp/shots/walk)/<lang>-<width>-<screen>.png. A screen that cannot be reached is
 * reported at the end (with a FAILED- screenshot) and the walk goes on with the next group of screens.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/walk';
const LANGS = ['en', 'fr'] as const satisfies readonly Language[];
const WIDTHS = [1280, 390] as const;
const LOCALES: Record<(typeof LANGS)[number], string> = { en: 'en-GB', fr: 'fr-FR' };
const BACKOFFICE = { en: backofficeEnglish, fr: backofficeFrench };

const OPERATOR = 'operator@demo.test';
const NORTHWIND = 'admin@northwind.demo.test';
const CONTOSO = 'admin@contoso.demo.test';
const STAFF = 'staff1@northwind.demo.test';
const FIRST_RUN = 'robin.admin@walk-first-run.test';
const FIRST_RUN_PASSWORD = 'Walk#First2026a';
const FINISHED = 'Annual organisational health check 2026';
const COLLECTING = 'Digital readiness baseline';
const STRICT = 'Team code';

type Lang = (typeof LANGS)[number];

/** A backoffice text in a language, as the contracts' catalogue holds it. */
function bo(lang: Lang, key: string): string {
  const text = lookup(BACKOFFICE[lang] as Parameters<typeof lookup>[0], key);
  if (text === undefined) throw new Error(`no backoffice text ${key}`);
  return text;
}

/** The mailed link of the newest mail to `to`. */
async function linkOf(portal: Portal, to: string): Promise<string> {
  return signupPathIn(await portal.mail.waitFor(to, /.+/));
}

describe('screen walk', () => {
  const stage = usePortal();
  const failures: string[] = [];
  const ids = { finished: 0, collecting: 0, preview: 0 };
  const links = new Map<string, string>();
  const invitee = (lang: Lang, width: number) => `walk.${lang}.${width}@contoso.demo.test`;

  /** A page of a fresh session at `width` whose browser prefers `lang`. */
  async function browse(lang: Lang, width: number): Promise<Page> {
    const context = await stage.browser.newContext({
      baseURL: stage.portal.url,
      viewport: { width, height: width >= 960 ? 900 : 844 },
      locale: LOCALES[lang],
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    // Generous: a machine busy with other suites answers a login or prepares a PDF slowly.
    page.setDefaultTimeout(90000);
    return page;
  }

  async function shoot(page: Page, lang: Lang, screen: string, fullPage = true): Promise<void> {
    const width = page.viewportSize()!.width;
    // Fonts and the last layout shift settle before the picture.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, `${lang}-${width}-${screen}.png`), fullPage });
  }

  /** Runs one group of screens in a fresh session; a failure is noted, pictured and does not stop the walk. */
  async function group(lang: Lang, width: number, name: string, fn: (page: Page) => Promise<void>): Promise<void> {
    const page = await browse(lang, width);
    try {
      await fn(page);
    } catch (error) {
      failures.push(`${lang}-${width} ${name}: ${(error as Error).message.split('\n')[0]}`);
      await page
        .screenshot({ path: join(SHOTS, `FAILED-${lang}-${width}-${name}.png`), fullPage: true })
        .catch(() => undefined);
    } finally {
      await page.context().close();
    }
  }

  /** The login screen in the browser's language. */
  async function logIn(page: Page, lang: Lang, email: string, password = DEMO_PASSWORD): Promise<void> {
    await page.goto('/auth/login');
    await page.getByRole('textbox', { name: say(lang, 'common.email'), exact: true }).fill(email);
    await page.locator('input[type="password"]').fill(password);
    await page.getByRole('button', { name: say(lang, 'login.submit') }).click();
  }

  async function setLanguage(lang: Lang): Promise<void> {
    for (const email of [OPERATOR, NORTHWIND, CONTOSO, STAFF, FIRST_RUN])
      await stage.portal.sql(() => 'UPDATE users SET language = ? WHERE email = ?', [lang, email]);
  }

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const { portal } = stage;
    const northwind = await portal.token(NORTHWIND);
    const inquiries = (await portal.api('/Inquiry?pageSize=-1', { token: northwind })).body.data as {
      Id: number;
      Description: string;
      Status: string;
    }[];
    ids.finished = inquiries.find((i) => i.Description === FINISHED && i.Status === 'Published')!.Id;
    ids.collecting = inquiries.find((i) => i.Description === COLLECTING)!.Id;

    // Respondents: one per language and width, each invited in their language, under a question with a strict rule.
    for (const lang of LANGS) {
      await inviteThroughApi(portal, {
        admin: CONTOSO,
        description: lang === 'fr' ? 'Parcours en images' : 'Screen walk inquiry',
        participants: WIDTHS.map((w) => invitee(lang, w)),
        language: lang,
        beforeInvite: (id, token) => addStrictQuestion(portal, id, token),
      });
      for (const w of WIDTHS) links.set(invitee(lang, w), await linkOf(portal, invitee(lang, w)));
    }

    // An inquiry in setup, intake answered and a custom question approved, to preview.
    const contoso = await portal.token(CONTOSO);
    await completeProfile(portal, contoso);
    ids.preview = await inquiryInSetup(portal, contoso, 'Preview walk inquiry');
    await addStrictQuestion(portal, ids.preview, contoso);

    // A new organisation whose profile is done and whose first inquiry is in setup: the checklist stays.
    await firstRunOrganisation(portal);
  });

  for (const lang of LANGS)
    for (const width of WIDTHS)
      it(`pictures every screen in ${lang} at ${width} px`, async () => {
        await setLanguage(lang);
        const t = (key: string, params?: Record<string, string | number>) => say(lang, key, params);

        await group(lang, width, 'respondent', async (page) => {
          await page.goto(links.get(invitee(lang, width))!);
          await page.getByRole('heading', { name: t('surveyForm.start.title') }).waitFor();
          await shoot(page, lang, 'invitation-start');
          await page.getByRole('textbox', { name: t('surveyForm.start.firstName'), exact: true }).fill('Camille');
          await page.getByRole('textbox', { name: t('surveyForm.start.lastName'), exact: true }).fill('Lefèvre-Duval');
          await page.getByRole('button', { name: t('surveyForm.start.start') }).click();
          const questions = page.locator('article.question');
          await questions.first().waitFor();
          // The sticky footer over the middle of the form, as a person scrolling sees it.
          await questions.nth(Math.floor((await questions.count()) / 2)).scrollIntoViewIfNeeded();
          await shoot(page, lang, 'form-sticky-footer', false);

          await answerEveryQuestion(page, { text: 'Blue 42', fileName: 'plan.pdf' });
          const strict = questions.filter({ hasText: STRICT }).getByRole('textbox');
          // Focused as a keyboard or a tap does: the browser scrolls the box into view itself.
          await strict.focus();
          await strict.fill('');
          await strict.pressSequentially('Blue 42');
          await strict.press('!');
          await questions.filter({ hasText: STRICT }).locator('.field-error').waitFor();
          await shoot(page, lang, 'free-text-refused', false);

          await page
            .getByRole('button', { name: t('common.submit') })
            .first()
            .click();
          await page
            .getByRole('dialog')
            .getByRole('button', { name: t('common.submit') })
            .click();
          await page.getByRole('heading', { name: t('surveyForm.thankYou.title') }).waitFor();
          await shoot(page, lang, 'thank-you');
        });

        await group(lang, width, 'preview', async (page) => {
          await logIn(page, lang, CONTOSO);
          await page.waitForURL('**/customerAdmin/dashboard');
          await page.goto(`/customerAdmin/inquiry-logs/preview/${ids.preview}`);
          const frame = page.frameLocator('iframe[title]');
          await frame.getByText(t('formPreview.banner')).waitFor();
          await frame.getByText(STRICT).waitFor();
          await shoot(page, lang, 'preview-page', false);
          await page.getByRole('button', { name: bo(lang, 'portal.formPreview.phone') }).click();
          await page.waitForTimeout(500);
          await frame.getByText(t('formPreview.banner')).waitFor();
          await shoot(page, lang, 'preview-phone', false);
        });

        await group(lang, width, 'first-run', async (page) => {
          await logIn(page, lang, FIRST_RUN, FIRST_RUN_PASSWORD);
          await page.waitForURL('**/customerAdmin/dashboard');
          await page.getByRole('region', { name: bo(lang, 'portal.dashboard.setupTitle') }).waitFor();
          await shoot(page, lang, 'first-run-checklist');
        });

        await group(lang, width, 'customer-admin', async (page) => {
          await logIn(page, lang, NORTHWIND);
          await page.waitForURL('**/customerAdmin/dashboard');
          await page.goto(`/customerAdmin/inquiry-logs/view-respondents/${ids.collecting}`);
          await page
            .getByRole('button', { name: bo(lang, 'portal.chasing.remindAll') })
            .first()
            .waitFor();
          await page
            .getByRole('button', { name: bo(lang, 'portal.chasing.remind') })
            .first()
            .waitFor();
          await shoot(page, lang, 'remind-buttons');

          // The forms built on react-admin's Form: the respondents' editor and the sign-in settings.
          await page.goto(`/customerAdmin/inquiry-logs/manage-respondents/${ids.collecting}`);
          await page.locator('main form').first().waitFor();
          await page.waitForTimeout(800);
          await shoot(page, lang, 'manage-respondents');
          await page.goto('/customerAdmin/integrations');
          await page.locator('main form').first().waitFor();
          await page.waitForTimeout(800);
          await shoot(page, lang, 'integrations');

          const base = `/customerAdmin/dashboard/view-insights/${ids.finished}`;
          await page.goto(`${base}/overview`);
          await page.getByRole('heading', { name: FINISHED }).waitFor();
          await page.locator('canvas, svg, table').first().waitFor();
          await shoot(page, lang, 'insights-overview');
          await page.goto(`${base}/heatmap`);
          await page.locator('table.hm-table').waitFor();
          await shoot(page, lang, 'insights-heatmap');
          await page.getByRole('button', { name: t('insights.downloadPdf'), exact: true }).click();
          await page.getByText(t('insights.downloadStarted')).waitFor({ timeout: 180000 });
          await shoot(page, lang, 'insights-downloads', false);
          await page.goto(`${base}/inputs`);
          await page.locator('canvas').first().waitFor();
          await page.waitForTimeout(800);
          await shoot(page, lang, 'insights-ipa');
          await page.goto(`${base}/trends`);
          await page.locator('canvas, table').first().waitFor();
          await page.waitForTimeout(800);
          await shoot(page, lang, 'insights-trends');
          await page.goto(`${base}/actions`);
          await page.locator('main h2').first().waitFor();
          await page.waitForTimeout(800);
          await shoot(page, lang, 'insights-actions');
          await page.goto(`${base}/my-team`);
          await page.locator('main h2').first().waitFor();
          await page.waitForTimeout(800);
          await shoot(page, lang, 'insights-my-team');

          // The backoffice screens of action planning, programmes, lifecycle surveys and open links.
          for (const [path, name] of [
            [`/customerAdmin/inquiry-logs/actions/${ids.finished}`, 'actions-list'],
            [`/customerAdmin/inquiry-logs/actions/${ids.finished}/board`, 'actions-board'],
            ['/customerAdmin/programmes', 'programmes'],
            ['/customerAdmin/programmes/create', 'programme-create'],
            ['/customerAdmin/lifecycle', 'lifecycle'],
            ['/customerAdmin/lifecycle/create', 'lifecycle-create'],
            [`/customerAdmin/inquiry-logs/open-link/${ids.collecting}`, 'open-link'],
          ] as const) {
            await page.goto(path);
            await page.locator('main h1, main h2').first().waitFor();
            await page.waitForTimeout(1200);
            await shoot(page, lang, name);
          }
        });

        await group(lang, width, 'customer-user', async (page) => {
          await logIn(page, lang, STAFF);
          await page.waitForURL('**/customerUser/dashboard');
          await page.locator('main h2').first().waitFor();
          await page.waitForTimeout(1200);
          await shoot(page, lang, 'staff-dashboard');
          await page.goto('/customerUser/my-actions');
          await page.locator('main h1, main h2').first().waitFor();
          await page.waitForTimeout(800);
          await shoot(page, lang, 'my-actions');
        });

        await group(lang, width, 'not-found', async (page) => {
          await logIn(page, lang, STAFF);
          await page.waitForURL('**/customerUser/dashboard');
          await page.goto('/superAdmin/dashboard/view-insights/1/overview');
          await page.getByText(t('notFound.title')).waitFor();
          await shoot(page, lang, 'not-found-signed-in');
        });

        await group(lang, width, 'operator', async (page) => {
          await logIn(page, lang, OPERATOR);
          await page.waitForURL('**/superAdmin/dashboard');
          await page.goto('/superAdmin/audit-log');
          await page.locator('input[name="from"]').waitFor();
          await page.locator('input[name="from"]').fill('2026-03-10');
          await page.locator('input[name="to"]').fill('2026-03-01');
          await page.keyboard.press('Tab');
          await page.getByText(bo(lang, 'portal.messages.toBeforeFrom')).waitFor();
          await shoot(page, lang, 'audit-reversed-dates', false);

          await page.goto('/superAdmin/inquiry-type-management');
          await page
            .getByRole('button', { name: bo(lang, 'portal.ui.delete') })
            .first()
            .click();
          await page.getByRole('dialog').waitFor();
          await shoot(page, lang, 'delete-dialog', false);
          await page
            .getByRole('dialog')
            .getByRole('button', { name: bo(lang, 'portal.ui.cancel') })
            .click();

          // A finding's page with its translations panel, opened from the findings list.
          await page.goto('/superAdmin/findings');
          const findingLinks = page.locator('main a[href*="/findings/"]');
          await findingLinks.first().waitFor();
          const hrefs = await findingLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
          const editHref = hrefs.find((href) => /\/findings\/edit\/\d+$/.test(href));
          if (!editHref) throw new Error(`No finding's edit link among ${hrefs.join(', ')}`);
          await page.locator(`main a[href="${editHref}"]`).first().click();
          await page.locator('main form').first().waitFor();
          await page.waitForTimeout(800);
          await shoot(page, lang, 'finding-translations');
          await page.goto(`/superAdmin/monitor-activity/results-studio/${ids.finished}`);
          await page.locator('main textarea, main input').first().waitFor({ timeout: 60000 });
          await page.waitForTimeout(1500);
          await shoot(page, lang, 'results-studio');
        });
      });

  afterAll(async () => {
    await setLanguage('en').catch(() => undefined);
  });

  it('reached every screen', () => {
    expect(failures).toEqual([]);
  });
});

async function addStrictQuestion(portal: Portal, inquiryId: number, token: string): Promise<void> {
  const created = await portal.api(`/CustomQuestion/CreateCustomQuestion/InquiryId/${inquiryId}`, {
    token,
    body: {
      Area: 'Other',
      Title: STRICT,
      Type: 'Textbox',
      Description: 'The code on your badge',
      MaxLength: 40,
      ValidationRegex: 'Alphanumeric only',
    },
  });
  if (created.status !== 200) throw new Error(`custom question: ${created.status} ${JSON.stringify(created.body)}`);
  const approved = await portal.api(`/CustomQuestion/ChangeStatusCustomQuestion/${created.body.Id}`, {
    method: 'PUT',
    token: await portal.token(OPERATOR),
    body: { Area: 'Other', Status: 'Approved' },
  });
  if (approved.status !== 200) throw new Error(`approval: ${approved.status} ${JSON.stringify(approved.body)}`);
  await portal.api(`/Translations/CustomQuestion/${created.body.Id}`, {
    method: 'PUT',
    token,
    body: { Fields: [{ Field: 'description', Translations: { fr: 'Le code de votre badge' } }] },
  });
}

/** An inquiry of the Organisational Health Check with its intake answered and nobody invited: its id. */
async function inquiryInSetup(portal: Portal, token: string, description: string): Promise<number> {
  const types = await portal.api('/InquiryType?pageSize=-1', { token });
  const type = types.body.data.find((t: { InqType: string }) => t.InqType === 'Organisational Health Check');
  const created = await portal.api('/Inquiry/CreateInquiry', {
    token,
    body: { InquiryTypeId: type.Id, Description: description },
  });
  if (created.status !== 200) throw new Error(`inquiry: ${created.status} ${JSON.stringify(created.body)}`);
  const intake = await portal.api(`/IntakeQuestion/${type.Id}/AllIntakeQuestions?pageSize=-1`, { token });
  const answers = intake.body.data.map((q: { Id: number; Type: string }) => ({
    IntakeId: q.Id,
    Answer: q.Type === 'Checkbox' ? 'yes' : 'All units',
  }));
  await portal.api(`/Inquiry/AddIntakeAnswer/${created.body.Id}`, { token, body: { IntakeAnswersDtos: answers } });
  return created.body.Id;
}

/** Signs a new organisation up, confirms it, completes its profile and starts its first inquiry (in setup). */
async function firstRunOrganisation(portal: Portal): Promise<void> {
  const signup = await portal.api('/Customer/CustomerAdminsignup', {
    body: {
      CustomerName: 'Walk First Run Ltd',
      Industry: 'Aviation',
      Country: 'Ireland',
      State: 'Leinster',
      City: 'Dublin',
      Website: 'https://walk-first-run.test',
      FirstName: 'Robin',
      LastName: 'Admin',
      Email: FIRST_RUN,
      Designation: 'COO',
      Password: FIRST_RUN_PASSWORD,
      ConfirmPassword: FIRST_RUN_PASSWORD,
    },
  });
  if (signup.status !== 200) throw new Error(`sign-up: ${signup.status} ${JSON.stringify(signup.body)}`);
  const mail = await portal.mail.waitFor(FIRST_RUN, /.+/);
  const token = new URL(/https?:\/\/\S+\/auth\/signup\/confirm\?token=[\w-]+/.exec(mail.text)![0]).searchParams.get(
    'token',
  );
  const confirmed = await portal.api('/Customer/ConfirmSignup', { body: { Token: token } });
  if (confirmed.status !== 200) throw new Error(`confirmation: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  await completeProfile(portal, await portal.token(FIRST_RUN, FIRST_RUN_PASSWORD));
  await inquiryInSetup(portal, await portal.token(FIRST_RUN, FIRST_RUN_PASSWORD), 'First pulse');
}

/** The first login's company profile, through the API (the dialog is not one of the screens pictured). */
async function completeProfile(portal: Portal, session: string): Promise<void> {
  const claims = JSON.parse(Buffer.from(session.split('.')[1], 'base64url').toString());
  const profile = await portal.api(`/Customer/${claims.customerid}/User/${claims.userid}/CustomerProfileComplete`, {
    method: 'PUT',
    token: session,
    body: {
      YearsInBusiness: '7',
      duration: 'years',
      ProfitOrNOn: 'Profit',
      OwnerShipStructure: 'Private limited company',
      AnnualRevenue: '900000',
      AverageFTE: '35',
      NumberOfLocations: '1',
      HeadquarterAddress: '2 Quay Street, Dublin',
      IsActive: true,
    },
  });
  if (profile.status !== 200) throw new Error(`profile: ${profile.status} ${JSON.stringify(profile.body)}`);
}
