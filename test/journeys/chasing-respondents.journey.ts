import { Page } from 'playwright-core';
import { snap } from '../support/browser';
import { signUpFromInvitation, signupPathIn } from '../support/invitations';
import { journeySession } from '../support/journey-session';
import { Portal } from '../support/portal';
import { expectNoSideScroll, expectToast, heading, row } from '../support/steps';

const INQUIRY = 'Digital readiness baseline';
const ADMIN = 'admin@northwind.demo.test';

/**
 * Chasing respondents: on the demo's collecting inquiry (one draft, one completed form, pending staff, invited three
 * days ago) the customer admin adds two people, then, from the respondents list only: sees that the people just
 * added cannot be reminded yet, reminds one person invited earlier, reminds everyone who has not completed (the one
 * just reminded and the two just invited are skipped), sends one person a new invitation (the old link is refused,
 * the new one signs up), and removes a pending person. A completed form offers no Remove and the API
 * refuses it. At 1280 px; the list is also looked at on a phone.
 */
describe('chasing respondents', () => {
  const session = journeySession();
  const { step } = session;
  let portal: Portal;
  let page: Page;
  let inquiryId = 0;
  let token = '';
  const remindMe = 'remind.me@northwind.example';
  // The demo's pending staff member of the collecting inquiry, invited days ago: a reminder may go.
  const invitedEarlier = 'staff3@northwind.demo.test';
  const reinvite = 'reinvite.me@northwind.example';
  const mailsTo = (to: string) => portal.mail.mails.filter((m) => m.to.toLowerCase().includes(to));
  let customerId = 0;
  /** The staff sign-up through the API with the secret of a mailed link. */
  const signUpWith = (email: string, path: string) =>
    portal.api('/Customer/CustomerAdminsignup', {
      body: {
        CustomerId: customerId,
        FirstName: 'Sam',
        LastName: 'Signup',
        Email: email,
        Password: 'Chasing#2026a',
        ConfirmPassword: 'Chasing#2026a',
        InvitationKey: new URL(path, portal.url).searchParams.get('key'),
      },
    });
  const respondents = async () =>
    (await portal.api(`/Inquiry/GetRespondents/${inquiryId}?pageSize=-1`, { token })).body.data as {
      RespondentId: number;
      Email: string;
      status: string;
    }[];

  beforeAll(async () => {
    portal = session.portal;
    token = await portal.token(ADMIN);
    const list = await portal.api('/Inquiry?pageSize=-1', { token });
    inquiryId = list.body.data.find((i: { Description: string }) => i.Description === INQUIRY).Id;
    customerId = (await portal.api(`/Customer/CustomerByName/${encodeURIComponent('Northwind Traders')}`)).body
      .CustomerId;
    const added = await portal.api(`/Inquiry/AddParticipants/${inquiryId}`, {
      token,
      method: 'PUT',
      body: { Participants: [remindMe, reinvite] },
    });
    expect(added.status).toBe(200);
    await portal.mail.waitFor(reinvite, /invites you/);
    page = session.page;
  });

  step('shows each person with the state of the form, in words beside the icon', async () => {
    await session.signIn(page, ADMIN, '/customerAdmin/dashboard');
    await page.goto(`/customerAdmin/inquiry-logs/view-respondents/${inquiryId}`);
    await heading(page, 'Respondents List').waitFor();
    await row(page, remindMe).getByText('Pending').waitFor();
    await page.getByRole('row').filter({ hasText: 'Saved as Draft' }).first().waitFor();
    const completed = page.getByRole('row').filter({ hasText: 'Completed' }).first();
    await completed.waitFor();
    // A completed form can no longer be chased or removed.
    expect(await completed.getByRole('button', { name: 'Remind' }).count()).toBe(0);
    expect(await completed.getByRole('button', { name: 'Remove' }).count()).toBe(0);
    // Resend is offered only to people who have not signed up yet.
    expect(
      await page
        .getByRole('row')
        .filter({ hasText: 'Saved as Draft' })
        .first()
        .getByRole('button', { name: 'Resend invitation' })
        .count(),
    ).toBe(0);
    await row(page, reinvite).getByRole('button', { name: 'Resend invitation' }).waitFor();
    await session.look(page, 'chasing-respondents-list');
  });

  step('reminds one person; the people just invited cannot be reminded yet, and the list says why', async () => {
    const notYet = row(page, remindMe).getByRole('button', { name: /^Remind: Invited in the last 24 hours/ });
    expect(await notYet.isDisabled()).toBe(true);
    await row(page, invitedEarlier).getByRole('button', { name: 'Remind', exact: true }).click();
    await expectToast(page, `A reminder was sent to ${invitedEarlier}`);
    await portal.mail.waitFor(invitedEarlier, /^Reminder: /);
    await row(page, invitedEarlier)
      .getByRole('button', { name: /^Remind: Reminded in the last 24 hours/ })
      .waitFor();
  });

  step('reminds everyone who has not completed, after a confirmation, and says how many', async () => {
    const open = (await respondents()).filter((r) => r.status !== 'completed');
    await page.getByRole('button', { name: 'Remind all who have not completed' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Send reminders?').waitFor();
    await snap(page, 'chasing-respondents-remind-all');
    await dialog.getByRole('button', { name: 'Send reminders' }).click();
    // The person reminded a moment ago is skipped (at most one reminder a day), and so are the two just invited.
    await expectToast(
      page,
      `Reminders sent: ${open.length - 3}. Skipped (reminded in the last 24 hours): 1. Skipped (invited in the last 24 hours): 2.`,
    );
    expect(mailsTo(invitedEarlier).filter((m) => m.subject.startsWith('Reminder: '))).toHaveLength(1);
    expect(mailsTo(remindMe).filter((m) => m.subject.startsWith('Reminder: '))).toHaveLength(0);
    expect(mailsTo(reinvite).filter((m) => m.subject.startsWith('Reminder: '))).toHaveLength(0);
  });

  step('sends a new invitation: the earlier link is refused, the new one signs up', async () => {
    const earlier = mailsTo(reinvite).map((m) => signupPathIn(m));
    expect(earlier).toHaveLength(1);
    await row(page, reinvite).getByRole('button', { name: 'Resend invitation' }).click();
    await expectToast(page, `A new invitation was sent to ${reinvite}; the earlier link no longer works`);
    const until = Date.now() + 20000;
    while (mailsTo(reinvite).length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    const fresh = signupPathIn(mailsTo(reinvite)[1]);
    expect(earlier).not.toContain(fresh);

    for (const old of earlier) expect((await signUpWith(reinvite, old)).status).toBe(403);
    await session.onPage(1280, async (p) => {
      await signUpFromInvitation(
        p,
        fresh,
        { email: reinvite, firstName: 'Rae', lastName: 'Invited', password: 'Reinvite#2026a' },
        { organisation: 'Northwind Traders' },
      );
    });
    await page.reload();
    await row(page, reinvite).getByText('Pending').waitFor();
    // Signed up: no more invitations to resend, a reminder instead.
    expect(await row(page, reinvite).getByRole('button', { name: 'Resend invitation' }).count()).toBe(0);
    await row(page, reinvite).getByRole('button', { name: 'Remind' }).waitFor();
  });

  step('removes a pending person after a confirmation', async () => {
    const before = (await respondents()).length;
    await row(page, remindMe).getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Remove ${remindMe}?`).waitFor();
    await session.look(page);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, `${remindMe} was removed from this inquiry`);
    await row(page, remindMe).waitFor({ state: 'detached' });
    expect((await respondents()).map((r) => r.Email)).not.toContain(remindMe);
    expect((await respondents()).length).toBe(before - 1);
    // The removed person's link (the invitation: no reminder went yet) no longer signs up.
    const link = signupPathIn(mailsTo(remindMe).pop()!);
    expect((await signUpWith(remindMe, link)).status).toBe(403);
  });

  step('refuses to remove a person who has completed', async () => {
    const completed = (await respondents()).find((r) => r.status === 'completed')!;
    const refused = await portal.api(`/Inquiry/${inquiryId}/Respondents/${completed.RespondentId}`, {
      token,
      method: 'DELETE',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessage).toEqual([
      'This respondent has completed the form: a completed form cannot be removed',
    ]);
    expect((await respondents()).map((r) => r.RespondentId)).toContain(completed.RespondentId);
  });

  step('fits a phone: the respondents list at 390 px', async () => {
    await session.onPage(390, async (p) => {
      await session.signIn(p, ADMIN, '/customerAdmin/dashboard');
      await p.goto(`/customerAdmin/inquiry-logs/view-respondents/${inquiryId}`);
      await heading(p, 'Respondents List').waitFor();
      // On a phone each person is a card: the state in words, the actions at the bottom.
      const card = p.getByRole('listitem').filter({ hasText: reinvite });
      await card.getByText('Pending').waitFor();
      await card.getByRole('button', { name: 'Remind' }).waitFor();
      await expectNoSideScroll(p);
      await snap(p, 'chasing-respondents-list');
      await p.getByRole('button', { name: 'Remind all who have not completed' }).click();
      await p.getByRole('dialog').getByText('Send reminders?').waitFor();
      await snap(p, 'chasing-respondents-remind-all');
      await p.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    });
  });

  session.expectAccessible();
});
