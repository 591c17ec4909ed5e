import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { dataProvider } from '../providers/dataProvider';
import { signIn } from '../test-session';
import { SamlSettingsSection, splitCertificates } from './SamlSettingsSection';

const PEM_A = '-----BEGIN CERTIFICATE-----\nMIIBaaa\n-----END CERTIFICATE-----';
const PEM_B = '-----BEGIN CERTIFICATE-----\nMIIBbbb\n-----END CERTIFICATE-----';
const STORED = {
  CustomerId: 3,
  IdpEntityId: 'https://sts.windows.net/tenant/',
  IdpSsoUrl: 'https://login.microsoftonline.com/tenant/saml2',
  IdpCertificates: [PEM_A],
  Certificates: [
    { Subject: 'CN=Microsoft Azure Federated SSO Certificate', ValidTo: '2029-03-01T00:00:00.000Z', Sha256: 'AB:CD' },
  ],
  Complete: true,
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
        <SamlSettingsSection customerId={customerId} />
      </AdminContext>
    </MemoryRouter>,
  );

describe('SamlSettingsSection', { timeout: 60_000 }, () => {
  it('splits pasted PEM blocks, and keeps bare base64 as one certificate', () => {
    expect(splitCertificates(`${PEM_A}\n\n${PEM_B}\n`)).toEqual([PEM_A, PEM_B]);
    expect(splitCertificates('  MIIBccc  ')).toEqual(['MIIBccc']);
    expect(splitCertificates('  ')).toEqual([]);
  });

  it('shows the portal’s values and the stored certificate, and saves the certificates as a list', async () => {
    signIn('CustomerAdmin');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(STORED));
    renderSection();
    expect(await screen.findByDisplayValue('https://portal.example/api/auth/saml/acs')).toBeTruthy();
    expect((screen.getByLabelText('Identifier (entity ID) to enter at the provider') as HTMLInputElement).value).toBe(
      STORED.SpEntityId,
    );
    expect(
      screen.getByText('CN=Microsoft Azure Federated SSO Certificate, valid until 2029-03-01, SHA-256 AB:CD'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the portal’s SAML metadata' }).getAttribute('href')).toBe(
      STORED.MetadataUrl,
    );
    fireEvent.change(screen.getByLabelText('Signing certificates'), { target: { value: `${PEM_A}\n${PEM_B}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Save SAML settings' }));
    await waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [url, init] = fetchSpy.mock.calls.find(([, i]) => i?.method === 'PUT') as [string, RequestInit];
    expect(url).toBe('/api/Sso/Saml');
    expect(JSON.parse(String(init.body))).toEqual({
      IdpEntityId: STORED.IdpEntityId,
      IdpSsoUrl: STORED.IdpSsoUrl,
      IdpCertificates: [PEM_A, PEM_B],
    });
    fetchSpy.mockRestore();
  });

  it('sends the metadata XML when given, and shows every refused line (super admin: any organisation)', async () => {
    signIn('SuperAdmin');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? json(
            {
              status: 400,
              title: 'SAML settings not saved',
              errorMessage: ['MetadataXml: The metadata has no signing certificate'],
            },
            400,
          )
        : json(STORED),
    );
    renderSection(3);
    fireEvent.change(await screen.findByLabelText('Identity provider metadata XML (optional)'), {
      target: { value: '<md:EntityDescriptor/>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save SAML settings' }));
    expect((await screen.findByText(/no signing certificate/)).textContent).toBe(
      'SAML settings not saved\nThe metadata has no signing certificate',
    );
    const [url, init] = fetchSpy.mock.calls.find(([, i]) => i?.method === 'PUT') as [string, RequestInit];
    expect(url).toBe('/api/Sso/Saml/3');
    expect(JSON.parse(String(init.body)).MetadataXml).toBe('<md:EntityDescriptor/>');
    fetchSpy.mockRestore();
  });
});
