import { Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility';
import { snap } from '../support/browser';
import { expectToast, loginAs, openPage, stepChain, usePortal } from '../support/steps';

/**
 * A respondent's everyday path: invited through the API by the customer admin, the person opens the
 * mailed link on a phone, signs up and lands, signed in, on the invitation's start screen; answers a
 * few questions that save themselves; goes offline and back without losing text; reloads and finds the
 * answers kept; answers the rest and submits.
 */
describe('respondent path', () => {
  const stage = usePortal();
  const invitee = 'path.respondent@contoso.demo.test';
  const password = 'Welcome#2026b';
  let inquiryId = 0;
  let formPath = '';
  let phone: Page;
  const step = stepChain(() => phone);

  const progress = (page: Page) => page.locator('.form-progress-count');
  const saveState = (page: Page) => page.locator('.form-progress [role=status]');

  beforeAll(async () => {
    const { portal } = stage;
    const token = await portal.token('admin@contoso.demo.test');
    const types = await portal.api('/InquiryType?pageSize=-1', { token });
    const type = types.body.data.find((t: { InqType: string }) => t.InqType === 'Organisational Health Check');
    const created = await portal.api('/Inquiry/CreateInquiry', {
      token,
      body: { InquiryTypeId: type.Id, Description: 'Respondent path inquiry' },
    });
    expect(created.status).toBe(200);
    inquiryId = created.body.Id;
    formPath = `/customerUser/dashboard/survey-form/${type.Id}/edit-survey-form/${inquiryId}`;
    const intake = await portal.api(`/IntakeQuestion/${type.Id}/AllIntakeQuestions?pageSize=-1`, { token });
    const answers = intake.body.data.map((q: { Id: number; Type: string }) => ({
      IntakeId: q.Id,
      Answer: q.Type === 'Checkbox' ? 'yes' : 'All units',
    }));
    expect(
      (await portal.api(`/Inquiry/AddIntakeAnswer/${inquiryId}`, { token, body: { IntakeAnswersDtos: answers } }))
        .status,
    ).toBe(200);
    const expiry = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const added = await portal.api(`/Inquiry/AddParticipants/${inquiryId}`, {
      token,
      method: 'PUT',
      body: { Participants: [invitee], NoOfParticipants: 1, ExpiryDate: expiry, IsCustomerAdminRespondent: false },
    });
    expect(added.status).toBe(200);
    phone = await openPage(stage, 390);
  });

  step('signs up from the mailed link and lands, signed in, on the start screen', async () => {
    const mail = await stage.portal.mail.waitFor(invitee, /.+/);
    const link = mail.text.match(/https?:\/\/\S+\/auth\/signup\/\S+\/\S+/)?.[0];
    expect(link).toBeDefined();
    const { pathname, search } = new URL(link!);
    // The staff sign-up of the specification, which the start screen offers as "Sign up instead".
    await phone.goto(`${pathname}${search}&account=`);
    await phone.getByRole('heading', { name: 'Organizational Details' }).waitFor();
    await phone.getByRole('button', { name: 'Next' }).click();
    await phone.getByRole('heading', { name: 'Personal Information' }).waitFor();
    await phone.getByRole('textbox', { name: 'First Name' }).fill('Pat');
    await phone.getByRole('textbox', { name: 'Last Name' }).fill('Path');
    await phone.getByLabel('Password', { exact: false }).first().fill(password);
    await phone.getByLabel('Confirm Password').fill(password);
    await phone.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast(phone, 'Signed Up in Successfully');
    await phone.getByRole('heading', { name: 'Before you start' }).waitFor();
    expect(new URL(phone.url()).pathname).toBe(formPath);
    const facts = await phone.locator('.start-facts').innerText();
    expect(facts).toMatch(/Questions\s+\d+/);
    expect(facts).toMatch(/about \d+ min/);
    await expectAccessible(phone);
    await snap(phone, 'respondent-path-start');
    await phone.getByRole('button', { name: 'Start' }).click();
    await phone.locator('article.question').first().waitFor();
  });

  step('keeps the 1–5 + DK scale on one row at 390 px and the progress in view while scrolling', async () => {
    const options = phone.locator('.rating-options').first().locator('.rating-option');
    expect(await options.count()).toBe(6);
    const tops = await options.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(progress(phone).innerText()).resolves.toMatch(/^0 of \d+ answered$/);
    await phone.locator('article.question').nth(8).scrollIntoViewIfNeeded();
    const box = await progress(phone).boundingBox();
    expect(box && box.y >= 0 && box.y < 200).toBe(true);
  });

  step('saves the first answers by itself', async () => {
    const questions = phone.locator('article.question');
    for (let i = 0; i < 3; i++) {
      const groups = questions.nth(i).getByRole('radiogroup');
      await groups.first().getByRole('radio', { name: /High/ }).first().check();
      await groups
        .last()
        .getByRole('radio', { name: /Average/ })
        .check();
    }
    await expect(progress(phone).innerText()).resolves.toMatch(/^3 of \d+ answered$/);
    await saveState(phone).getByText('Saved').waitFor();
    expect(await saveState(phone).getAttribute('aria-live')).toBe('polite');
    await snap(phone, 'respondent-path-saved');
  });

  step('keeps typed text while offline and saves it once back online', async () => {
    const text = phone
      .locator('article.question')
      .filter({ has: phone.getByRole('textbox') })
      .first()
      .getByRole('textbox');
    await phone.context().setOffline(true);
    await text.fill('Written without a connection');
    await saveState(phone).getByText('Offline – your answers are kept').waitFor();
    expect(await text.inputValue()).toBe('Written without a connection');
    await snap(phone, 'respondent-path-offline');
    await phone.context().setOffline(false);
    await saveState(phone).getByText('Saved').waitFor({ timeout: 20000 });
  });

  step('finds the answers kept after a reload', async () => {
    await phone.reload();
    await phone.locator('article.question').first().waitFor();
    await expect(progress(phone).innerText()).resolves.toMatch(/^4 of \d+ answered$/);
    const first = phone.locator('article.question').first().getByRole('radiogroup');
    expect(await first.first().getByRole('radio', { name: /High/ }).first().isChecked()).toBe(true);
    const text = phone
      .locator('article.question')
      .filter({ has: phone.getByRole('textbox') })
      .first()
      .getByRole('textbox');
    expect(await text.inputValue()).toBe('Written without a connection');
  });

  step('looks the same on a desktop (1280 px): start screen and form', async () => {
    const desk = await openPage(stage, 1280);
    try {
      await loginAs(desk, invitee, password);
      await desk.waitForURL('**/customerUser/dashboard');
      await desk.goto(`${formPath}?start`);
      await desk.getByRole('heading', { name: 'Before you start' }).waitFor();
      await desk.getByRole('button', { name: 'Continue' }).waitFor();
      await snap(desk, 'respondent-path-start');
      await desk.getByRole('button', { name: 'Continue' }).click();
      await desk.locator('article.question').first().waitFor();
      await expect(progress(desk).innerText()).resolves.toMatch(/^4 of \d+ answered$/);
      await snap(desk, 'respondent-path-form');
    } finally {
      await desk.context().close();
    }
  });

  step('answers the rest and submits', async () => {
    const questions = phone.locator('article.question');
    const count = await questions.count();
    for (let i = 3; i < count; i++) {
      const q = questions.nth(i);
      const groups = q.getByRole('radiogroup');
      const text = q.getByRole('textbox');
      if ((await groups.count()) === 2) {
        await groups.first().getByRole('radio', { name: /Low/ }).first().check();
        await groups.last().getByRole('radio', { name: /High/ }).first().check();
      } else if ((await groups.count()) === 1) {
        await groups.first().getByRole('radio').nth(2).check();
      } else if ((await text.count()) > 0 && !(await text.first().inputValue())) {
        await text.first().fill('NA');
      }
    }
    await saveState(phone).getByText('Saved').waitFor();
    await snap(phone, 'respondent-path-answered');
    await phone.getByRole('button', { name: 'Submit' }).first().click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expectToast(phone, 'Survey Form Submitted Successfully.');
    const forms = await stage.portal.api(`/Inquiry/Staff/${encodeURIComponent(invitee)}`, {
      token: await stage.portal.token(invitee, password),
    });
    expect(forms.body.data.find((f: { InquiryId: number }) => f.InquiryId === inquiryId).Status).toBe('completed');
  });
});
