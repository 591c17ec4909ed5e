import { Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility';
import { snap } from '../support/browser';
import { DEMO_PASSWORD } from '../support/portal';
import { atBothWidths, loginAs, usePortal, withPage } from '../support/steps';

/** Journey 5: route guards, session timeout and the forgot-password round trip through a real mail. */
describe('guards and sessions', () => {
  const stage = usePortal();

  /** Replaces the stored token with one whose exp lies in the past (the signature no longer matches; only the apps read it). */
  async function expireStoredToken(page: Page) {
    await page.evaluate(() => {
      const [h, p, s] = localStorage.getItem('token')!.split('.');
      const claims = JSON.parse(atob(p.replace(/-/g, '+').replace(/_/g, '/')));
      claims.exp = Math.floor(Date.now() / 1000) - 60;
      const enc = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      localStorage.setItem('token', `${h}.${enc}.${s}`);
    });
  }

  atBothWidths("sends a customer user who opens another role's pages to page-not-found", stage, async (page) => {
    await loginAs(page, 'staff1@northwind.demo.test');
    await page.waitForURL('**/customerUser/dashboard');
    await page.goto('/superAdmin/dashboard/view-insights/1/overview');
    await page.getByText('Page 404 not found').waitFor();
    await expectAccessible(page);
    await snap(page, 'guards-page-not-found');
    // Signed in, the page offers the user's home (the login page would end the session) and keeps the session.
    await page.getByRole('button', { name: 'Go to my home page' }).click();
    await page.waitForURL('**/customerUser/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  atBothWidths('ends an expired session with the session-timeout message', stage, async (page) => {
    await loginAs(page, 'staff1@northwind.demo.test');
    await page.waitForURL('**/customerUser/dashboard');
    // Replace the stored token with one whose exp lies in the past, from a same-origin page where the app is not
    // running: a dashboard call still to come would otherwise meet the expired token first and end the session
    // on the page the test is about to leave.
    await page.goto('/api/health');
    await expireStoredToken(page);
    await page.goto('/customerUser/dashboard');
    await page.getByText('Session timeout').first().waitFor();
    await page.waitForURL('**/auth/login');
    await expectAccessible(page);
    await snap(page, 'guards-session-timeout');
  });

  atBothWidths(
    'says Session timeout when an open backoffice screen calls the API after the session expired',
    stage,
    async (page) => {
      await loginAs(page, 'operator@demo.test');
      await page.waitForURL('**/superAdmin/dashboard');
      await page.goto('/superAdmin/inquiry-type-management');
      // A table at 1280 px, one card per type at 390 px: either way the list has loaded.
      await page.getByText('Organisational Health Check').first().waitFor();
      // The screen stays open while its token expires; coming back to the tab refetches its list.
      await expireStoredToken(page);
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
      await page.getByText('Session timeout').first().waitFor();
      expect(await page.getByText(/access denied/i).count()).toBe(0);
      await snap(page, 'guards-backoffice-session-timeout');
      await page.waitForURL('**/auth/login');
    },
  );

  it('resets a forgotten password with the code from the mail, then logs in with the new one', () =>
    withPage(stage, 1280, async (page) => {
      const email = 'staff2@northwind.demo.test';
      await page.goto('/auth/login');
      await expectAccessible(page);
      await page.getByRole('link', { name: /forgot password/i }).click();
      await page.waitForURL('**/auth/forget-password');
      await expectAccessible(page);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await page.getByRole('button', { name: /send/i }).click();
      await page.waitForURL('**/auth/verify-token**');
      await expectAccessible(page);
      const mail = await stage.portal.mail.waitFor(email, /password/i);
      const code = mail.text.match(/\b(\d{6})\b/)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code!);
      await page.getByRole('button', { name: /verify/i }).click();
      await page.waitForURL('**/auth/reset-password**');
      await expectAccessible(page);
      const fresh = 'Fresh#Pass2027';
      await page.getByLabel('New Password').fill(fresh);
      await page.getByLabel('Confirm Password').fill(fresh);
      await page.getByRole('button', { name: /reset/i }).click();
      await page.getByText('Reset Password Successfully').waitFor();
      await page.waitForURL('**/auth/login');
      await loginAs(page, email, fresh);
      await page.waitForURL('**/customerUser/dashboard');
      expect(
        (await stage.portal.api('/auth/login', { body: { username: email, password: DEMO_PASSWORD } })).status,
      ).toBe(401);
    }));
});
