import { Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility';
import { snap } from '../support/browser';
import { answerEveryQuestion, inviteThroughApi, say, signupPathIn } from '../support/invitations';
import { expectNoSideScroll, openPage, stepChain, usePortal, withPage } from '../support/steps';

const ADMIN = 'admin@contoso.demo.test';
const OPERATOR = 'operator@demo.test';
const OPEN = 'Biggest obstacle';
const STRICT = 'Team code';
const WRITTEN = `Don't cut "this", please — 100% & ça va?\nNew line: <ok>`;

/**
 * Journey: free text as typed, on a phone. A respondent invited by the API opens the mailed link and answers every
 * question; in the demo's open question (Free text) they type punctuation, an accented letter and a line break, key by
 * key. After submitting, the thank-you screen leads to the read-only answers showing the text exactly, and the
 * comments analysis holds it verbatim. Another respondent's form has a custom question under a stricter rule
 * (Letters and numbers only): a refused character is not added, the box names it and the rule, nothing typed is
 * dropped, and the allowed answer saves beside the diagnostic questions' answers.
 */
describe('free text', () => {
  const stage = usePortal();
  const invitee = 'free.text@contoso.demo.test';
  const strictInvitee = 'strict.text@contoso.demo.test';
  let inquiryId = 0;
  let link = '';
  let strictLink = '';
  let phone: Page;
  const step = stepChain(() => phone);

  const question = (page: Page, title: string) =>
    page
      .locator('article.question')
      .filter({ has: page.getByRole('heading', { name: new RegExp(`^\\d+\\. ${title}$`) }) });
  const box = (page: Page, title: string) => question(page, title).getByRole('textbox');
  const saveState = (page: Page) => page.locator('.form-progress [role=status]');

  /** Opens a mailed link on a phone, confirms the name and starts the form. */
  async function start(page: Page, path: string) {
    await page.goto(path);
    await page.getByRole('heading', { name: 'Before you start' }).waitFor();
    await page.getByRole('textbox', { name: 'First name' }).fill('Fran');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Texte');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('article.question').first().waitFor();
  }

  beforeAll(async () => {
    const { portal } = stage;
    const invited = await inviteThroughApi(portal, {
      admin: ADMIN,
      description: 'Free text inquiry',
      participants: [invitee],
    });
    inquiryId = invited.inquiryId;
    link = signupPathIn(await portal.mail.waitFor(invitee, /.+/));
    await inviteThroughApi(portal, {
      admin: ADMIN,
      description: 'Strict text inquiry',
      participants: [strictInvitee],
      beforeInvite: async (id, token) => {
        const created = await portal.api(`/CustomQuestion/CreateCustomQuestion/InquiryId/${id}`, {
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
        expect(created.status).toBe(200);
        const approved = await portal.api(`/CustomQuestion/ChangeStatusCustomQuestion/${created.body.Id}`, {
          method: 'PUT',
          token: await portal.token(OPERATOR),
          body: { Area: 'Other', Status: 'Approved' },
        });
        expect(approved.status).toBe(200);
      },
    });
    strictLink = signupPathIn(await portal.mail.waitFor(strictInvitee, /.+/));
    phone = await openPage(stage, 390);
  });

  step('answers every question and types punctuation, an accented letter and a line break, kept exactly', async () => {
    await start(phone, link);
    await answerEveryQuestion(phone, { text: 'Fine as it is', fileName: 'plan.pdf' });
    const open = box(phone, OPEN);
    await open.fill('');
    await open.pressSequentially(WRITTEN);
    expect(await open.inputValue()).toBe(WRITTEN);
    expect(await question(phone, OPEN).locator('.field-error').count()).toBe(0);
    expect(await open.getAttribute('aria-invalid')).toBeNull();
    await saveState(phone).getByText('Saved').waitFor();
    await expectNoSideScroll(phone);
    await snap(phone, 'free-text-typed');
  });

  step('submits, and the thank-you screen leads to the read-only answers showing the text exactly', async () => {
    await phone.getByRole('button', { name: 'Submit' }).first().click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await phone.getByRole('heading', { name: say('en', 'surveyForm.thankYou.title') }).waitFor();
    await phone.getByText(say('en', 'surveyForm.thankYou.received')).waitFor();
    await expectNoSideScroll(phone);
    await expectAccessible(phone);
    await snap(phone, 'free-text-thank-you');

    const view = say('en', 'surveyForm.thankYou.viewAnswers');
    await phone
      .getByRole('button', { name: view })
      .or(phone.getByRole('link', { name: view }))
      .click();
    await box(phone, OPEN).waitFor();
    expect(await box(phone, OPEN).isDisabled()).toBe(true);
    expect(await box(phone, OPEN).inputValue()).toBe(WRITTEN);
    await expectNoSideScroll(phone);
    await snap(phone, 'free-text-read-only');
  });

  step('the comments analysis holds the text verbatim, line break included', async () => {
    const token = await stage.portal.token(OPERATOR);
    const read = async () => {
      const res = await stage.portal.api(`/Insights/Comments/${inquiryId}?pageSize=-1`, { token });
      expect(res.status).toBe(200);
      return (res.body.data as { Question: string; Text: string }[]).filter((c) => c.Question === OPEN);
    };
    const until = Date.now() + 15000;
    let comments = await read();
    while (comments.length === 0 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 300));
      comments = await read();
    }
    // JSON-encoded so that a carriage return added to the line break shows in the failure.
    expect(comments.map((c) => JSON.stringify(c.Text))).toEqual([JSON.stringify(WRITTEN)]);
    const found = await stage.portal.api(
      `/Insights/Comments/${inquiryId}?pageSize=-1&search=${encodeURIComponent('ça va?')}`,
      { token },
    );
    expect(found.body.data.map((c: { Text: string }) => JSON.stringify(c.Text))).toEqual([JSON.stringify(WRITTEN)]);
  });

  it('under a stricter rule a refused character is not added, the box names it and the rule, and the answer saves', () =>
    withPage(stage, 390, async (page) => {
      await start(page, strictLink);
      await answerEveryQuestion(page, { text: 'Fine as it is', fileName: 'plan.pdf' });
      const strict = box(page, STRICT);
      await strict.fill('');
      await strict.pressSequentially('Blue 42');
      await strict.press('!');
      expect(await strict.inputValue()).toBe('Blue 42');
      const rule = 'Letters and numbers only';
      await question(page, STRICT)
        .getByText(say('en', 'surveyForm.refusedCharacters', { chars: '“!”', rule }), { exact: true })
        .waitFor();
      expect(await strict.getAttribute('aria-invalid')).toBe('true');
      await question(page, STRICT).getByText(rule, { exact: true }).waitFor();
      await expectNoSideScroll(page);
      await snap(page, 'free-text-refused');

      // A pasted text with a refused character is refused whole: nothing in it is silently dropped.
      await strict.fill('Blue 42 & co');
      expect(await strict.inputValue()).toBe('Blue 42');
      await question(page, STRICT)
        .getByText(say('en', 'surveyForm.refusedCharacters', { chars: '“&”', rule }), { exact: true })
        .waitFor();

      // Typing on with allowed characters takes them and clears the refusal.
      await strict.press('End');
      await strict.pressSequentially(' b');
      expect(await strict.inputValue()).toBe('Blue 42 b');
      expect(await question(page, STRICT).locator('.field-error').count()).toBe(0);
      expect(await strict.getAttribute('aria-invalid')).toBeNull();

      // The custom answer is its own: every rating keeps its choice, the form saves, and a reload shows it all.
      const unrated = async () => {
        const groups = page.locator('article.question').getByRole('radiogroup');
        const missing: number[] = [];
        for (let g = 0; g < (await groups.count()); g++)
          if ((await groups.nth(g).getByRole('radio', { checked: true }).count()) === 0) missing.push(g);
        return missing;
      };
      expect(await unrated()).toEqual([]);
      // The answer saves itself a moment after the last key.
      await page.waitForTimeout(3000);
      expect(await saveState(page).innerText()).toBe('Saved');
      await page.reload();
      const resume = page.getByRole('button', { name: 'Continue' });
      await resume.or(page.locator('article.question').first()).first().waitFor();
      if (await resume.isVisible()) await resume.click();
      await box(page, STRICT).waitFor();
      expect(await box(page, STRICT).inputValue()).toBe('Blue 42 b');
      expect(await unrated()).toEqual([]);
    }));
});
