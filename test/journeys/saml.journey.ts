import { startTestIdp, TestIdp } from '../../api/test/support/saml/idp-server';
import { IdpKeys, newIdpKeys } from '../../api/test/support/saml/saml-idp';
import { expectAccessible } from '../support/accessibility';
import { snap } from '../support/browser';
import { DEMO_PASSWORD } from '../support/portal';
import { expectSignedInAsStaff, loginAs, usePortal, withPage } from '../support/steps';

const DOMAIN = 'northwind.demo.test';

/**
 * SAML 2.0 sign-in end to end in Chromium, against a tiny identity provider the journey runs itself
 * (its own key; its page posts a signed response to the portal's ACS URL): the customer admin enters
 * the provider in the SAML section; a staff member types their email on the login page, continues
 * with the organisation, signs in at the provider, proves their account once and lands signed in;
 * the next time they go straight through; an address outside the organisation's domains comes back explained.
 */
describe('SAML single sign-on journey', () => {
  const stage = usePortal({ SSO_ALLOW_HTTP_ISSUER: 'true' });
  let keys: IdpKeys;
  let idp: TestIdp;

  beforeAll(async () => {
    keys = await newIdpKeys('Journey IdP');
    idp = await startTestIdp(keys);
    // SSO on with the protocol SAML, and the domain approved by the operator (the SSO settings' own screens and journey cover these).
    const admin = await stage.portal.token('admin@northwind.demo.test');
    const saved = await stage.portal.api('/Sso/Settings', {
      method: 'PUT',
      token: admin,
      body: {
        Enabled: true,
        Protocol: 'saml',
        IssuerUrl: '',
        ClientId: '',
        AllowedDomains: [DOMAIN],
        RequireSso: false,
        AccountCreation: 'invitation',
      },
    });
    expect(saved.status).toBe(200);
    const operator = await stage.portal.token('operator@demo.test');
    const approved = await stage.portal.api(`/Sso/Settings/${saved.body.CustomerId}/Domains/${DOMAIN}/Approve`, {
      method: 'POST',
      token: operator,
    });
    expect(approved.status).toBe(200);
  });
  afterAll(() => idp?.stop());

  /** From the login page's email step to the provider's page, where the person signs in with `login`. */
  async function signInAtProvider(page: import('playwright-core').Page, email: string, login = email) {
    await page.goto('/auth/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('link', { name: 'Continue with your organisation' }).click();
    await page.waitForURL(`${idp.ssoUrl}?SAMLRequest=**`);
    await page.getByLabel('Email').fill(login);
    await page.getByRole('button', { name: 'Sign in at the identity provider' }).click();
  }

  it('the customer admin enters the identity provider in the SAML section', () =>
    withPage(stage, 1280, async (page) => {
      await loginAs(page, 'admin@northwind.demo.test');
      await page.waitForURL('**/customerAdmin/**');
      await page.goto('/customerAdmin/integrations');
      const section = page.getByRole('region', { name: 'Single sign-on: SAML 2.0 identity provider' });
      await expect(
        section.getByLabel('Reply URL (assertion consumer service URL) to enter at the provider').inputValue(),
      ).resolves.toBe(`${stage.portal.url}/api/auth/saml/acs`);
      const entityId = await section.getByLabel('Identifier (entity ID) to enter at the provider').inputValue();
      expect(entityId).toMatch(new RegExp(`^${stage.portal.url}/api/auth/saml/metadata/[\\w-]{22}$`));
      // Bad input first: nothing filled in.
      await section.getByRole('button', { name: 'Save SAML settings' }).click();
      await section.getByText('Enter the identity provider’s entity ID').waitFor();
      await section.getByLabel('Identity provider entity ID (issuer)').fill(idp.entityId);
      await section.getByLabel('Identity provider sign-on URL').fill(idp.ssoUrl);
      await section.getByLabel('Signing certificates').fill(keys.cert);
      await section.getByRole('button', { name: 'Save SAML settings' }).click();
      await section.getByText(/^CN=Journey IdP, valid until \d{4}-\d{2}-\d{2}, SHA-256 /).waitFor();
      await expectAccessible(page);
      await snap(page, 'saml-settings');
    }));

  it('a staff member signs in at the identity provider, proves their account once, and lands on their dashboard', () =>
    withPage(stage, 390, async (page) => {
      await signInAtProvider(page, 'staff1@northwind.demo.test');
      // The first SAML sign-in of an existing account: its owner proves it once.
      await page.getByLabel('Password of your account').fill(DEMO_PASSWORD);
      await snap(page, 'saml-link-step');
      await page.getByRole('button', { name: 'Link and sign in' }).click();
      await expectSignedInAsStaff(page, 'staff1@northwind.demo.test');
      await snap(page, 'saml-signed-in');
    }));

  it('the next time the same person goes straight through', () =>
    withPage(stage, 1280, async (page) => {
      await signInAtProvider(page, 'staff1@northwind.demo.test');
      await page.waitForURL('**/customerUser/dashboard');
    }));

  it('an address outside the organisation’s domains comes back to the login page, explained', () =>
    withPage(stage, 1280, async (page) => {
      await signInAtProvider(page, 'staff1@northwind.demo.test', 'mallory@contoso.demo.test');
      await page.waitForURL('**/auth/login?sso_error=domain');
      await page.getByRole('alert').waitFor();
      await snap(page, 'saml-refused');
    }));
});
