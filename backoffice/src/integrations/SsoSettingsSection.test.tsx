import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { dataProvider } from '../providers/dataProvider';
import { signIn } from '../test-session';
import { splitDomains, SsoSettingsSection } from './SsoSettingsSection';

const PENDING = {
  Domain: 'northwind.example',
  Status: 'pending',
  ProvedBy: null,
  RecordName: '_portal-challenge.northwind.example',
  RecordValue: 'portal-domain-verification=abcdefghijklmnopqrstuvwxyz012345',
};
const STORED = {
  CustomerId: 3,
  Enabled: true,
  Protocol: 'oidc',
  IssuerUrl: 'https://idp.northwind.example',
  ClientId: 'portal',
  HasClientSecret: true,
  AllowedDomains: ['northwind.example'],
  Domains: [PENDING],
  RequireSso: false,
  AccountCreation: 'invitation',
  RedirectUri: 'https://portal.example/api/auth/sso/callback',
};
const SAML_REGION = 'Single sign-on: SAML 2.0 identity provider';
const SAML = {
  CustomerId: 3,
  IdpEntityId: '',
  IdpSsoUrl: '',
  IdpCertificates: [],
  Certificates: [],
  Complete: false,
  SpEntityId: 'https://portal.example/api/auth/saml/metadata/k3y',
  AcsUrl: 'https://portal.example/api/auth/saml/acs',
  MetadataUrl: 'https://portal.example/api/auth/saml/metadata/k3y',
  NameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const renderSection = (customerId?: number) =>
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider}>
        <SsoSettingsSection customerId={customerId} />
      </AdminContext>
    </MemoryRouter>,
  );

describe('SsoSettingsSection', { timeout: 60_000 }, () => {
  it('splits domains on commas, blanks and lines', () => {
    expect(splitDomains(' a.example, b.example\nc.example ;d.example ')).toEqual([
      'a.example',
      'b.example',
      'c.example',
      'd.example',
    ]);
    expect(splitDomains('  ')).toEqual([]);
  });

  it('shows the stored settings without the secret and saves the domains as a list, keeping the secret when left empty', async () => {
    signIn('CustomerAdmin');
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (_url, init) =>
        json(init?.method === 'PUT' ? { ...STORED, AllowedDomains: ['northwind.example', 'nw.example'] } : STORED),
      );
    renderSection();
    expect(await screen.findByDisplayValue('https://portal.example/api/auth/sso/callback')).toBeTruthy();
    expect(screen.getByText('A secret is stored. Leave this empty to keep it.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Allowed email domains'), {
      target: { value: 'northwind.example, nw.example' },
    });
    fireEvent.click(screen.getByLabelText('Require SSO: password login is refused for this organisation’s users'));
    fireEvent.click(screen.getByRole('button', { name: 'Save SSO settings' }));
    await waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [url, init] = fetchSpy.mock.calls.find(([, i]) => i?.method === 'PUT') as [string, RequestInit];
    expect(url).toBe('/api/Sso/Settings');
    expect(JSON.parse(String(init.body))).toEqual({
      Enabled: true,
      Protocol: 'oidc',
      IssuerUrl: 'https://idp.northwind.example',
      ClientId: 'portal',
      AllowedDomains: ['northwind.example', 'nw.example'],
      RequireSso: true,
      AccountCreation: 'invitation',
    });
    fetchSpy.mockRestore();
  });

  it('shows every refused line, and the connection test’s answer (super admin: any organisation)', async () => {
    signIn('SuperAdmin');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      if (init?.method === 'PUT')
        return json(
          {
            status: 409,
            title: 'SSO settings not saved',
            errorMessage: ['AllowedDomains: northwind.example already signs in with another organisation'],
          },
          409,
        );
      if (String(url).endsWith('/Test')) return json({ Ok: true, Issuer: 'https://idp.northwind.example' });
      return json(STORED);
    });
    renderSection(3);
    fireEvent.click(await screen.findByRole('button', { name: 'Save SSO settings' }));
    expect((await screen.findByText(/already signs in with another organisation/)).textContent).toBe(
      'SSO settings not saved\nnorthwind.example already signs in with another organisation',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('The connection works: https://idp.northwind.example')).toBeTruthy();
    expect(fetchSpy.mock.calls.map(([u]) => u)).toEqual(
      expect.arrayContaining(['/api/Sso/Settings/3', '/api/Sso/Settings/3/Test']),
    );
    fetchSpy.mockRestore();
  });

  it('shows the TXT record of a pending domain and verifies it; the customer admin cannot approve', async () => {
    signIn('CustomerAdmin');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      if (String(url).endsWith('/Verify'))
        return json({ ...STORED, Domains: [{ ...PENDING, Status: 'verified', ProvedBy: 'dns' }] });
      return json(STORED);
    });
    renderSection();
    expect(await screen.findByText('_portal-challenge.northwind.example')).toBeTruthy();
    expect(screen.getByText(PENDING.RecordValue)).toBeTruthy();
    expect(screen.getByText('Pending: does nothing yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve northwind.example without DNS' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify northwind.example' }));
    expect(await screen.findByText('Verified by DNS')).toBeTruthy();
    expect(fetchSpy.mock.calls.find(([, i]) => i?.method === 'POST')?.[0]).toBe(
      '/api/Sso/Settings/Domains/northwind.example/Verify',
    );
    fetchSpy.mockRestore();
  });

  it('labels the domain list as text, not as a heading that would skip levels', async () => {
    signIn('CustomerAdmin');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(STORED));
    renderSection();
    const label = await screen.findByText('Domain proof');
    expect(label.closest('h1, h2, h3, h4, h5, h6, [role="heading"]')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Domain proof' })).toBeNull();
    fetchSpy.mockRestore();
  });

  it('shows why a domain is not verified yet, and lets the super admin approve it', async () => {
    signIn('SuperAdmin');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      if (String(url).endsWith('/Verify'))
        return json(
          {
            status: 400,
            title: 'Domain not verified',
            errorMessage: ['Domain: No TXT record at _portal-challenge.northwind.example carries it yet.'],
          },
          400,
        );
      if (String(url).endsWith('/Approve'))
        return json({ ...STORED, Domains: [{ ...PENDING, Status: 'verified', ProvedBy: 'operator' }] });
      return json(STORED);
    });
    renderSection(3);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify northwind.example' }));
    expect(await screen.findByText(/No TXT record at _portal-challenge.northwind.example/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve northwind.example without DNS' }));
    expect(await screen.findByText('Approved by the operator')).toBeTruthy();
    expect(fetchSpy.mock.calls.map(([u]) => u)).toEqual(
      expect.arrayContaining([
        '/api/Sso/Settings/3/Domains/northwind.example/Verify',
        '/api/Sso/Settings/3/Domains/northwind.example/Approve',
      ]),
    );
    fetchSpy.mockRestore();
  });

  it('chooses the protocol: OpenID Connect shows the client fields, SAML shows the SAML section instead, and saves the choice', async () => {
    signIn('CustomerAdmin');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      if (String(url).includes('/Saml')) return json(SAML);
      return json(init?.method === 'PUT' ? { ...STORED, ...JSON.parse(String(init.body)) } : STORED);
    });
    renderSection();
    const oidc = await screen.findByRole('radio', { name: 'OpenID Connect' });
    expect((oidc as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radiogroup', { name: 'Protocol of your identity provider' })).toBeTruthy();
    expect(screen.getByLabelText('Issuer URL')).toBeTruthy();
    expect(screen.queryByRole('region', { name: SAML_REGION })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'SAML 2.0' }));
    expect(await screen.findByRole('region', { name: SAML_REGION })).toBeTruthy();
    expect(screen.queryByLabelText('Issuer URL')).toBeNull();
    expect(screen.queryByLabelText('Client secret')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Test connection' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save SSO settings' }));
    await waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [, init] = fetchSpy.mock.calls.find(([, i]) => i?.method === 'PUT') as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ Protocol: 'saml', AllowedDomains: ['northwind.example'] });
    // The saved settings become the form again once the answer is in: switch only after that.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save SSO settings' })).toHaveProperty('disabled', false),
    );

    // Back to OpenID Connect: the client fields return and the SAML section goes.
    fireEvent.click(screen.getByRole('radio', { name: 'OpenID Connect' }));
    expect(await screen.findByLabelText('Issuer URL')).toBeTruthy();
    expect(screen.queryByRole('region', { name: SAML_REGION })).toBeNull();
    fetchSpy.mockRestore();
  });

  it('shows the SAML section at once for an organisation stored with SAML (super admin)', async () => {
    signIn('SuperAdmin');
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url) => json(String(url).includes('/Saml') ? SAML : { ...STORED, Protocol: 'saml' }));
    renderSection(3);
    expect(await screen.findByRole('region', { name: SAML_REGION })).toBeTruthy();
    expect(((await screen.findByRole('radio', { name: 'SAML 2.0' })) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Redirect URI to register at the provider')).toBeNull();
    fetchSpy.mockRestore();
  });
});
