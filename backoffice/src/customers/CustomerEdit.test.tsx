import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { dataProvider } from '../providers/dataProvider';
import { signIn } from '../test-session';
import { CustomerEdit } from './CustomerEdit';

const CUSTOMER = {
  Id: 7,
  CustomerId: 7,
  CustomerName: 'Northwind Traders',
  Industry: 'Retail',
  Website: 'https://northwind.example',
  Address: '1 Road',
  State: 'North',
  City: 'Town',
  Country: 'Land',
  IsActive: true,
  InvitationsPerDay: null,
  Language: null,
};

const SSO = {
  CustomerId: 7,
  Enabled: false,
  IssuerUrl: '',
  ClientId: '',
  HasClientSecret: false,
  Protocol: 'oidc',
  AllowedDomains: [],
  Domains: [],
  RequireSso: false,
  AccountCreation: 'invitation',
  RedirectUri: 'http://localhost/api/auth/sso/callback',
};
const SAML = {
  CustomerId: 7,
  IdpEntityId: '',
  IdpSsoUrl: '',
  IdpCertificates: [],
  Certificates: [],
  Complete: false,
  SpEntityId: 'http://localhost/api/auth/saml/metadata/k',
  AcsUrl: 'http://localhost/api/auth/saml/acs',
  MetadataUrl: 'http://localhost/api/auth/saml/metadata/k',
  NameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('CustomerEdit', { timeout: 60_000 }, () => {
  it('shows a customer without a saved language as English and sends the chosen default invitation language', async () => {
    signIn('SuperAdmin');
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url, init) =>
        json(
          String(url).includes('/Sso/Saml/')
            ? SAML
            : String(url).includes('/Sso/')
              ? SSO
              : init?.method === 'PUT'
                ? { ...CUSTOMER, Language: 'es' }
                : CUSTOMER,
        ),
      );
    render(
      <MemoryRouter initialEntries={['/customers/edit/7']}>
        <AdminContext dataProvider={dataProvider}>
          <Routes>
            <Route path="/customers/edit/:id" element={<CustomerEdit />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    const select = await screen.findByRole('combobox', { name: /Default invitation language/ });
    await waitFor(() => expect(select.textContent).toContain('English'));
    fireEvent.mouseDown(select);
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Spanish' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [url, init] = fetchSpy.mock.calls.find(([, i]) => i?.method === 'PUT') as [string, RequestInit];
    // The super admin's SSO section below the form loads the organisation's settings and sends nothing.
    expect(fetchSpy.mock.calls.some(([u]) => u === '/api/Sso/Settings/7')).toBe(true);
    expect(url).toBe('/api/Customer/7');
    expect(JSON.parse(String(init.body))).toMatchObject({
      Language: 'es',
      Website: 'https://northwind.example',
      IsActive: true,
    });
  });
});
