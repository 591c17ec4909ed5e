import { Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility';
import { snap } from '../support/browser';
import { inviteThroughApi } from '../support/invitations';
import { expectNoSideScroll, openPage, stepChain, usePortal } from '../support/steps';

/**
 * A respondent without an account answers by an inquiry's open link on a phone (docs/features/open-links.md): they
 * are told who asks and that no name is asked, declare their department, answer and submit; the same browser coming
 * back is thanked instead of given a second form; once the admin revokes the link it says the survey is closed.
 */
describe('open link', () => {
  const stage = usePortal();
  let token = '';
  let adminToken = '';
  let inquiryId = 0;
  let phone: Page;
  const step = stepChain(() => phone);

  beforeAll(async () => {
    // An inquiry with its intake answers (no one invited by address), opened to a link with a department question.
    const created = await inviteThroughApi(stage.portal, {
      admin: 'admin@northwind.demo.test',
      description: 'Open link pulse',
      participants: ['first.invitee@northwind.demo.test'],
      typeName: 'Digital Transformation Readiness',
    });
    inquiryId = created.inquiryId;
    adminToken = created.token;
    const link = await stage.portal.api(`/Inquiry/${inquiryId}/OpenLink`, {
      token: adminToken,
      body: { GroupQuestions: ['Department'] },
    });
    expect(link.status).toBe(200);
    token = link.body.Token;
  });

  step('the link says who asks and that no name is asked, and offers the departments', async () => {
    phone = await openPage(stage, 390);
    await phone.goto(`/open/${token}`);
    await phone.getByRole('heading', { name: 'Open link pulse' }).waitFor();
    await phone.getByText('no account and no name are asked').waitFor();
    await expectNoSideScroll(phone);
    await expectAccessible(phone);
    await snap(phone, 'open-link-intro');
    await phone.getByLabel('Department').selectOption('Sales');
    await phone.getByRole('button', { name: 'Start' }).click();
    await phone.locator('article.question').first().waitFor();
  });

  step('the respondent answers every question and submits', async () => {
    const questions = phone.locator('article.question');
    for (let i = 0; i < (await questions.count()); i++) {
      const q = questions.nth(i);
      for (const group of await q.getByRole('radiogroup').all()) await group.getByRole('radio').nth(2).check();
      for (const text of await q.getByRole('textbox').all()) await text.fill('More training, please');
    }
    await expectNoSideScroll(phone);
    await phone.getByRole('button', { name: 'Submit' }).click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await phone.getByRole('heading', { name: 'Thank you' }).waitFor();
    await snap(phone, 'open-link-thanks');
    const seen = await stage.portal.api(`/Inquiry/${inquiryId}/OpenLink`, { token: adminToken });
    expect(seen.body).toMatchObject({ Responses: 1, CompletedResponses: 1 });
  });

  step('the same browser coming back is thanked, not given a second form', async () => {
    await phone.goto(`/open/${token}`);
    await phone.getByRole('heading', { name: 'Thank you' }).waitFor();
    expect(await phone.locator('article.question').count()).toBe(0);
    const seen = await stage.portal.api(`/Inquiry/${inquiryId}/OpenLink`, { token: adminToken });
    expect(seen.body.Responses).toBe(1);
  });

  step('once revoked, the link says the survey is closed', async () => {
    const revoked = await stage.portal.api(`/Inquiry/${inquiryId}/OpenLink`, { token: adminToken, method: 'DELETE' });
    expect(revoked.body).toEqual({ Revoked: true });
    const other = await openPage(stage, 1280);
    await other.goto(`/open/${token}`);
    await other.getByRole('heading', { name: 'This survey is closed' }).waitFor();
    await expectAccessible(other);
    await snap(other, 'open-link-closed');
    await other.context().close();
  });
});
