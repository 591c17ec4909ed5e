import { decodeInvitation } from '@portal/contracts';
import { Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility';
import { snap } from '../support/browser';
import { answerEveryQuestion, inviteThroughApi, signupPathIn } from '../support/invitations';
import { expectNoSideScroll, expectToast, openPage, stepChain, usePortal } from '../support/steps';

/**
 * The respondent's way in by the invitation link, on a phone: the mailed link opens the survey's start screen
 * signed in (no password), the person confirms their name and starts; opening the same mail again later
 * continues where they stopped, and so does the link of a reminder, the same link; they submit without ever setting a password; the mail opened after that says
 * they have answered. A forged link says at once that it does not work.
 */
describe('invitation link', () => {
  const stage = usePortal();
  const invitee = 'link.respondent@contoso.demo.test';
  let link = '';
  let formPath = '';
  let inquiryId = 0;
  let phone: Page;
  const step = stepChain(() => phone);

  /** The mail opened on a phone in a fresh browser session, as a person would later. */
  const openMail = async () => {
    await phone?.context().close();
    phone = await openPage(stage, 390);
    await phone.goto(link);
  };

  beforeAll(async () => {
    const invited = await inviteThroughApi(stage.portal, {
      admin: 'admin@contoso.demo.test',
      description: 'Invitation link inquiry',
      participants: [invitee],
    });
    inquiryId = invited.inquiryId;
    formPath = `/customerUser/dashboard/survey-form/${invited.typeId}/edit-survey-form/${inquiryId}`;
    link = signupPathIn(await stage.portal.mail.waitFor(invitee, /.+/));
  });

  step('the mailed link opens the start screen signed in; the person confirms their name and starts', async () => {
    await openMail();
    await phone.getByRole('heading', { name: 'Before you start' }).waitFor();
    expect(new URL(phone.url()).pathname).toBe(formPath);
    await phone.getByRole('link', { name: 'Sign up instead' }).waitFor();
    await expectNoSideScroll(phone);
    await expectAccessible(phone);
    await snap(phone, 'invitation-link-start');
    await phone.getByRole('textbox', { name: 'First name' }).fill('Lin');
    await phone.getByRole('textbox', { name: 'Last name' }).fill('Kopen');
    await phone.getByRole('button', { name: 'Start' }).click();
    await phone.locator('article.question').first().waitFor();
    // One answer, saved by itself.
    const first = phone.locator('article.question').first().getByRole('radiogroup');
    await first.first().getByRole('radio').nth(2).check();
    if ((await first.count()) === 2) await first.last().getByRole('radio').nth(3).check();
    await phone.locator('.form-progress [role=status]').getByText('Saved').waitFor();
  });

  step('opening the same mail again later continues the survey with the answer kept', async () => {
    await openMail();
    await phone.getByRole('button', { name: 'Continue' }).waitFor();
    expect(await phone.getByRole('textbox', { name: 'First name' }).count()).toBe(0);
    await phone.getByRole('button', { name: 'Continue' }).click();
    const first = phone.locator('article.question').first().getByRole('radiogroup').first();
    expect(await first.getByRole('radio').nth(2).isChecked()).toBe(true);
  });

  step('a reminder carries the link the person already has, and that link still continues the survey', async () => {
    // A reminder waits 24 hours after the invitation: the invitation is dated two days back.
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().replace('T', ' ').slice(0, 19);
    await stage.portal.sql(
      () => 'UPDATE respondents SET created_at = ? WHERE inquiry_id = ? AND email = ?',
      [twoDaysAgo, inquiryId, invitee],
    );
    const admin = await stage.portal.token('admin@contoso.demo.test');
    const respondents = await stage.portal.api(`/Inquiry/GetRespondents/${inquiryId}?pageSize=-1`, { token: admin });
    const row = respondents.body.data.find((r: { Email: string }) => r.Email === invitee);
    const reminded = await stage.portal.api(`/Inquiry/${inquiryId}/Respondents/${row.RespondentId}/Remind`, {
      body: {},
      token: admin,
    });
    expect(reminded.status).toBe(200);
    const reminder = await stage.portal.mail.waitFor(invitee, /^Reminder: /);
    expect(signupPathIn(reminder)).toBe(link);
    await openMail();
    await phone.getByRole('button', { name: 'Continue' }).click();
    const first = phone.locator('article.question').first().getByRole('radiogroup').first();
    expect(await first.getByRole('radio').nth(2).isChecked()).toBe(true);
  });

  step('submits without a password and is offered one for next time', async () => {
    await answerEveryQuestion(phone, { text: 'Answered from the mail', fileName: 'plan.pdf' });
    await phone.locator('.form-progress [role=status]').getByText('Saved').waitFor();
    await phone.getByRole('button', { name: 'Submit' }).first().click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expectToast(phone, 'Survey Form Submitted Successfully.');
    await phone.getByRole('heading', { name: 'Come back without the mail' }).waitFor();
    await expectNoSideScroll(phone);
    await snap(phone, 'invitation-link-submitted');
    // The name confirmed on the start screen is the account's, and the form is completed.
    const reopened = await stage.portal.api('/auth/invitation', { body: linkParts(link) });
    expect(reopened.status).toBe(410);
    expect(reopened.body.title).toBe('Invitation already answered');
    const admin = await stage.portal.token('admin@contoso.demo.test');
    const respondents = await stage.portal.api(`/Inquiry/GetRespondents/${inquiryId}?pageSize=-1`, { token: admin });
    const row = respondents.body.data.find((r: { Email: string }) => r.Email === invitee);
    expect(row).toMatchObject({ FirstName: 'Lin', LastName: 'Kopen', status: 'completed' });
  });

  step('the mail opened after submitting says the survey is answered and how to see it', async () => {
    await openMail();
    await phone.getByRole('heading', { name: 'You have already answered' }).waitFor();
    await phone.getByRole('link', { name: 'Go to login' }).waitFor();
    await expectAccessible(phone);
  });

  step('a forged or replaced link says at once that it does not work, and what to do', async () => {
    const forged = link.replace(/key=[^&]+/, `key=${'A'.repeat(43)}`);
    await phone.goto(forged);
    await phone.getByRole('heading', { name: 'This invitation link does not work' }).waitFor();
    await phone
      .getByRole('alert')
      .getByText(/Open the newest invitation mail/)
      .waitFor();
    await snap(phone, 'invitation-link-invalid');
  });
});

/** The organisation, email and secret of a mailed link, as the app sends them. */
function linkParts(path: string) {
  const url = new URL(path, 'http://portal.test');
  const [, , , org, email] = url.pathname.split('/');
  return {
    Organisation: decodeInvitation(decodeURIComponent(org)),
    Email: decodeInvitation(decodeURIComponent(email)),
    Key: url.searchParams.get('key'),
  };
}
