import { interpolate, type Language, lookup, SURVEY_APP_CATALOGUES } from '@portal/contracts';
import { Page } from 'playwright-core';
import { Portal } from './portal';

// The smallest valid PDF: the server checks documents by their content.
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A survey-app text in a language, as the contracts' catalogue holds it. */
export const say = (lang: Language, key: string, params: Record<string, string | number> = {}) => {
  const text = lookup(SURVEY_APP_CATALOGUES[lang], key);
  if (text === undefined) throw new Error(`no survey-app text ${key}`);
  return interpolate(text, params);
};

export interface Invitation {
  admin: string;
  description: string;
  participants: string[];
  /** The invitation language of addresses without an account (AddParticipants' Language). */
  language?: Language;
  typeName?: string;
  expiresInDays?: number;
  /** Runs after the intake and before anyone is invited (e.g. to add and approve custom questions). */
  beforeInvite?: (inquiryId: number, token: string) => Promise<void>;
}

/**
 * What a customer admin does before people are invited, through the API: create an inquiry, answer its
 * intake, add the participants (new addresses get the invitation mail). Answers the inquiry's and its type's id.
 */
export async function inviteThroughApi(
  portal: Portal,
  invitation: Invitation,
): Promise<{ inquiryId: number; typeId: number; token: string }> {
  const token = await portal.token(invitation.admin);
  const types = await portal.api('/InquiryType?pageSize=-1', { token });
  const type = types.body.data.find(
    (t: { InqType: string }) => t.InqType === (invitation.typeName ?? 'Organisational Health Check'),
  );
  const created = await portal.api('/Inquiry/CreateInquiry', {
    token,
    body: { InquiryTypeId: type.Id, Description: invitation.description },
  });
  expect(created.status).toBe(200);
  const inquiryId = created.body.Id as number;
  const intake = await portal.api(`/IntakeQuestion/${type.Id}/AllIntakeQuestions?pageSize=-1`, { token });
  const answers = intake.body.data.map((q: { Id: number; Type: string }) => ({
    IntakeId: q.Id,
    Answer: q.Type === 'Checkbox' ? 'yes' : 'All units',
  }));
  expect(
    (await portal.api(`/Inquiry/AddIntakeAnswer/${inquiryId}`, { token, body: { IntakeAnswersDtos: answers } })).status,
  ).toBe(200);
  await invitation.beforeInvite?.(inquiryId, token);
  const expiry = new Date(Date.now() + (invitation.expiresInDays ?? 10) * 86_400_000).toISOString().slice(0, 10);
  const added = await portal.api(`/Inquiry/AddParticipants/${inquiryId}`, {
    token,
    method: 'PUT',
    body: {
      Participants: invitation.participants,
      NoOfParticipants: invitation.participants.length,
      ExpiryDate: expiry,
      IsCustomerAdminRespondent: false,
      ...(invitation.language ? { Language: invitation.language } : {}),
    },
  });
  expect(added.status).toBe(200);
  return { inquiryId, typeId: type.Id as number, token };
}

/** The staff sign-up link a mail carries, as a path with its ?key= secret (43 base64url characters). */
export function signupPathIn(mail: { text: string }): string {
  const link = mail.text.match(/https?:\/\/\S+\/auth\/signup\/\S+\/\S+/)?.[0];
  if (!link) throw new Error(`no sign-up link in mail: ${mail.text}`);
  const { pathname, search } = new URL(link);
  expect(new URLSearchParams(search).get('key')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return pathname + search;
}

export interface NewRespondent {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/**
 * The staff sign-up from an invitation link (its "Sign up instead"), in the browser's language: the organisation step (the name
 * filled in and locked), the personal step (the email filled in and locked), then Sign Up and its success text.
 * `between` runs on each step before moving on (screenshots, accessibility checks).
 */
export async function signUpFromInvitation(
  page: Page,
  path: string,
  person: NewRespondent,
  options: { lang?: Language; organisation: string; between?: (step: 'organization' | 'personal') => Promise<void> },
): Promise<void> {
  const lang = options.lang ?? 'en';
  // The link itself opens the survey; &account is its "Sign up instead": the staff sign-up wizard.
  await page.goto(`${path}&account=`);
  await page.getByRole('heading', { name: say(lang, 'signup.steps.organization') }).waitFor();
  const organisation = page.getByRole('textbox', { name: say(lang, 'common.organizationName') });
  expect(await organisation.inputValue()).toBe(options.organisation);
  expect(await organisation.isDisabled()).toBe(true);
  await options.between?.('organization');
  await page.getByRole('button', { name: say(lang, 'common.next') }).click();
  await page.getByRole('heading', { name: say(lang, 'signup.steps.personal') }).waitFor();
  const email = page.getByRole('textbox', { name: say(lang, 'common.emailAddress') });
  expect(await email.inputValue()).toBe(person.email);
  expect(await email.isDisabled()).toBe(true);
  await page.getByRole('textbox', { name: say(lang, 'common.firstName'), exact: true }).fill(person.firstName);
  await page.getByRole('textbox', { name: say(lang, 'common.lastName'), exact: true }).fill(person.lastName);
  await page.getByLabel(say(lang, 'common.password'), { exact: false }).first().fill(person.password);
  await page.getByLabel(say(lang, 'signup.confirmPassword')).fill(person.password);
  await options.between?.('personal');
  await page.getByRole('button', { name: say(lang, 'signup.submit') }).click();
  await page.getByText(say(lang, 'signup.success')).first().waitFor();
}

/**
 * Answers every question of the open survey form: ratings, single choices, checkboxes, a document and text.
 * `dontKnowOnce` answers the first rating question with Don't Know (which sets both of its scales).
 */
export async function answerEveryQuestion(
  page: Page,
  options: { text: string; fileName: string; dontKnowOnce?: boolean },
): Promise<number> {
  const questions = page.locator('article.question');
  const count = await questions.count();
  expect(count).toBeGreaterThan(5);
  let dk = !options.dontKnowOnce;
  for (let i = 0; i < count; i++) {
    const q = questions.nth(i);
    const groups = q.getByRole('radiogroup');
    const checkboxes = q.getByRole('checkbox');
    const file = q.locator('input[type=file]');
    const text = q.getByRole('textbox');
    if ((await groups.count()) === 2) {
      if (!dk) {
        await groups
          .first()
          .getByRole('radio', { name: /Don't Know/ })
          .check();
        dk = true;
      } else {
        await groups.first().getByRole('radio').nth(3).check();
        await groups.last().getByRole('radio').nth(2).check();
      }
    } else if ((await groups.count()) === 1) {
      await groups.first().getByRole('radio').nth(2).check();
    } else if ((await checkboxes.count()) > 0) {
      await checkboxes.first().check();
    } else if ((await file.count()) > 0) {
      await file.setInputFiles({ name: options.fileName, mimeType: 'application/pdf', buffer: PDF });
    } else if ((await text.count()) > 0) {
      await text.first().fill(options.text);
    } else {
      throw new Error(`question ${i + 1} has no input the journey knows`);
    }
  }
  return count;
}
