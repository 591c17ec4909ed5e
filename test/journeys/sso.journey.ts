import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility';
import { snap } from '../support/browser';
import { DEMO_PASSWORD } from '../support/portal';
import { expectSignedInAsStaff, loginAs, usePortal, withPage } from '../support/steps';

const SECRET = 'journey-client-secret-0123456789';
// The tests' OpenID provider (oidc-provider with its own login and consent pages), shared with the API's e2e specs.
const PROVIDER_SCRIPT = join(__dirname, '..', '..', 'api', 'test', 'support', 'oidc', 'provider-server.mjs');

/** Starts the provider in its own process on a free port, with the portal registered as a client. */
async function startProvider(redirectUri: string): Promise<{ issuer: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [PROVIDER_SCRIPT], {
    env: {
      ...process.env,
      OIDC_CLIENTS: JSON.stringify([
        {
          client_id: 'portal',
          client_secret: SECRET,
          redirect_uris: [redirectUri],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ]),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const issuer = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]).issuer);
    });
    child.once('exit', (code) => reject(new Error(`the OpenID provider exited (${code})`)));
  });
  return { issuer, child };
}

/** The provider's own pages: its sign-in form (any login is an account; the login is the email), then its consent. */
async function signInAtProvider(page: Page, issuer: string, login: string) {
  await page.waitForURL(`${issuer}/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Single sign-on end to end in Chromium: the customer admin sets up SSO on the Integrations page and
 * tests the connection, the operator approves the domain; a staff member types their email, continues
 * with the organisation, signs in at the provider, proves their account once and lands signed in on
 * their dashboard; refusals come back to the login page
 * explained; with SSO required the password step is gone.
 */
describe('single sign-on journey', () => {
  const stage = usePortal({ SSO_ALLOW_HTTP_ISSUER: 'true', SSO_ALLOW_PRIVATE_ISSUER: 'true' });
  let provider: { issuer: string; child: ChildProcess };
  beforeAll(async () => {
    provider = await startProvider(`${stage.portal.url}/api/auth/sso/callback`);
  });
  afterAll(() => provider?.child.kill());

  it('the customer admin sets up SSO and the connection test reaches the provider', () =>
    withPage(stage, 1280, async (page) => {
      await loginAs(page, 'admin@northwind.demo.test');
      await page.waitForURL('**/customerAdmin/**');
      await page.goto('/customerAdmin/integrations');
      const section = page.getByRole('region', { name: 'Single sign-on', exact: true });
      await expect(section.getByLabel('Redirect URI to register at the provider').inputValue()).resolves.toBe(
        `${stage.portal.url}/api/auth/sso/callback`,
      );
      // Bad input first: turned on with nothing filled in.
      await section.getByLabel('Sign in with SSO').check();
      await section.getByRole('button', { name: 'Save SSO settings' }).click();
      await section.getByText('Enter the issuer URL').waitFor();
      await snap(page, 'sso-settings-refused');
      await section.getByLabel('Issuer URL').fill(provider.issuer);
      await section.getByLabel('Client ID').fill('portal');
      await section.getByLabel('Client secret').fill(SECRET);
      await section.getByLabel('Allowed email domains').fill('northwind.demo.test');
      await section.getByRole('button', { name: 'Save SSO settings' }).click();
      await section.getByText('A secret is stored. Leave this empty to keep it.').waitFor();
      await section.getByRole('button', { name: 'Test connection' }).click();
      await section.getByText(`The connection works: ${provider.issuer}`).waitFor();
      // The domain is a claim until proved: the TXT record to publish, and a Verify button.
      await section.getByText('_portal-challenge.northwind.demo.test').waitFor();
      await section.getByText('Pending: does nothing yet').waitFor();
      await expectAccessible(page);
      await snap(page, 'sso-settings');
      // No DNS here: the operator approves the domain, and the settings say so.
      const customerId = (
        await stage.portal.api('/Sso/Settings', { token: await stage.portal.token('admin@northwind.demo.test') })
      ).body.CustomerId;
      const approved = await stage.portal.api(`/Sso/Settings/${customerId}/Domains/northwind.demo.test/Approve`, {
        method: 'POST',
        token: await stage.portal.token('operator@demo.test'),
      });
      expect(approved.status).toBe(200);
      await page.reload();
      await section.getByText('Approved by the operator').waitFor();
    }));

  it('a staff member continues with the organisation, signs in at the provider, links their account once and lands on their dashboard', () =>
    withPage(stage, 390, async (page) => {
      await page.goto('/auth/login');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('staff1@northwind.demo.test');
      const offer = page.getByRole('link', { name: 'Continue with your organisation' });
      await offer.waitFor();
      // Not required: the password step stays beside the offer.
      await page.getByLabel('Password').waitFor();
      await expectAccessible(page);
      await snap(page, 'sso-login-offer');
      await offer.click();
      await signInAtProvider(page, provider.issuer, 'staff1@northwind.demo.test');
      // The first time, the account's owner proves the account is theirs before the sign-in is linked to it.
      await page.getByRole('heading', { name: 'Confirm this is your account' }).waitFor();
      expect(new URL(page.url()).hash).toBe('');
      await expectAccessible(page);
      await snap(page, 'sso-link-step');
      await page.getByLabel('Password of your account').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Link and sign in' }).click();
      await expectSignedInAsStaff(page, 'staff1@northwind.demo.test');
      await snap(page, 'sso-signed-in');
    }));

  it('an address the provider does not vouch for comes back to the login page, explained', () =>
    withPage(stage, 1280, async (page) => {
      await page.goto('/auth/login');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('staff2@northwind.demo.test');
      await page.getByRole('link', { name: 'Continue with your organisation' }).click();
      await signInAtProvider(page, provider.issuer, 'unverified:staff2@northwind.demo.test');
      await page.waitForURL('**/auth/login?sso_error=unverified');
      await page.getByRole('alert').filter({ hasText: 'did not confirm your email address' }).waitFor();
      await snap(page, 'sso-refused');
    }));

  it('with SSO required the login page has no password step for the organisation', () =>
    withPage(stage, 390, async (page) => {
      const admin = await stage.portal.token('admin@northwind.demo.test');
      const current = (await stage.portal.api('/Sso/Settings', { token: admin })).body;
      const saved = await stage.portal.api('/Sso/Settings', {
        method: 'PUT',
        token: admin,
        body: {
          Enabled: true,
          IssuerUrl: current.IssuerUrl,
          ClientId: current.ClientId,
          AllowedDomains: current.AllowedDomains,
          RequireSso: true,
          AccountCreation: 'invitation',
        },
      });
      expect(saved.status).toBe(200);
      await page.goto('/auth/login');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('staff1@northwind.demo.test');
      await page.getByRole('link', { name: 'Continue with your organisation' }).waitFor();
      expect(await page.getByLabel('Password').count()).toBe(0);
      await snap(page, 'sso-required');
      // Another organisation's address keeps the password step.
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('staff1@contoso.demo.test');
      await page.getByLabel('Password').waitFor();
      expect(await page.getByRole('link', { name: 'Continue with your organisation' }).count()).toBe(0);
    }));
});
