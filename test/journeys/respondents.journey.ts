import { expectAccessible } from '../support/accessibility';
import { snap } from '../support/browser';
import { answerEveryQuestion, inviteThroughApi, signUpFromInvitation, signupPathIn } from '../support/invitations';
import { expectToast, loginAs, usePortal, withPage } from '../support/steps';

/**
 * Journey 3: a customer admin invites a new respondent (set up through the API); the respondent
 * opens the mailed link, signs up with the locked organisation and email, fills every question
 * type including a document, saves a draft, leaves, comes back, submits; the form is then read-only.
 */
describe('respondents', () => {
  const stage = usePortal();
  let inquiryId: number;
  const invitee = 'new.hire@contoso.demo.test';
  const password = 'Welcome#2026a';

  beforeAll(async () => {
    ({ inquiryId } = await inviteThroughApi(stage.portal, {
      admin: 'admin@contoso.demo.test',
      description: 'Respondent journey inquiry',
      participants: [invitee, 'staff1@contoso.demo.test'],
    }));
  });

  it('takes an invited respondent from the mailed link to a submitted, read-only form', async () => {
    const { portal } = stage;
    const path = signupPathIn(await portal.mail.waitFor(invitee, /.+/));

    await withPage(stage, 390, async (page) => {
      await signUpFromInvitation(
        page,
        path,
        { email: invitee, firstName: 'Nina', lastName: 'Hire', password },
        {
          organisation: 'Contoso Ltd',
          between: async (step) => {
            if (step === 'organization') await snap(page, 'respondent-signup-step1');
            else await expectAccessible(page);
          },
        },
      );
      await snap(page, 'respondent-signup-complete');
    });

    await withPage(stage, 1280, async (page) => {
      await loginAs(page, invitee, password);
      await page.waitForURL('**/customerUser/dashboard');
      await page.getByRole('heading', { name: 'Survey Forms' }).waitFor();
      await expectAccessible(page);
      await snap(page, 'respondent-dashboard');

      await page.getByRole('link', { name: /^Edit .*Respondent journey inquiry/ }).click();
      await page.waitForURL(`**/customerUser/dashboard/survey-form/*/edit-survey-form/${inquiryId}`);
      await page.locator('article.question').first().waitFor();
      await answerEveryQuestion(page, { text: 'Clearer priorities', fileName: 'process.pdf', dontKnowOnce: true });
      await page.getByRole('button', { name: 'Save as Draft' }).first().click();
      await expectToast(page, 'Survey Form Saved As Draft Successfully.');
      await snap(page, 'respondent-form-draft');

      // Leave and come back: the draft is still there.
      await page.goto('/customerUser/dashboard');
      await page.getByRole('link', { name: /^Edit .*Respondent journey inquiry/ }).click();
      await page.locator('article.question').first().waitFor();
      expect(
        await page
          .getByRole('radio', { name: /Don't Know/ })
          .first()
          .isChecked(),
      ).toBe(true);
      expect(await page.getByRole('textbox').first().inputValue()).not.toBe('');

      await page.getByRole('button', { name: 'Submit' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, 'Survey Form Submitted Successfully.');

      const forms = await portal.api(`/Inquiry/Staff/${encodeURIComponent(invitee)}`, {
        token: await portal.token(invitee, password),
      });
      expect(forms.body.data.find((f: { InquiryId: number }) => f.InquiryId === inquiryId).Status).toBe('completed');

      // A submitted form can only be viewed, read-only.
      await page.goto('/customerUser/dashboard');
      expect(await page.getByRole('link', { name: /^Edit .*Respondent journey inquiry/ }).count()).toBe(0);
      await page.getByRole('link', { name: /^View .*Respondent journey inquiry/ }).click();
      await page.waitForURL(`**/view-survey-form/${inquiryId}/*`);
      await page.locator('article.question').first().waitFor();
      expect(await page.getByRole('radio').first().isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
      await snap(page, 'respondent-form-submitted');
    });
  });
});
