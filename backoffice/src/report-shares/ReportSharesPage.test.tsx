import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { canAccess } from '../providers/canAccess';
import { signIn } from '../test-session';
import { structureViolations } from '../test-axe';
import { AppNotification } from '../common/AppNotification';
import type { ReportShare } from './shareMethods';
import { i18nProvider } from '../i18n/i18nProvider';
import { fieldRefusals } from './fieldRefusals';
import { HttpError } from 'react-admin';
import { reportSharesRoute } from '.';

const share = (id: number, overrides: Partial<ReportShare> = {}): ReportShare => ({
  Id: id,
  InquiryId: 5,
  Email: 'maria.lopez@example.com',
  Scope: 'Team',
  ManagerEmail: 'lead@example.com',
  CreatedAt: '2026-03-02T10:00:00.000Z',
  SharedBy: 'Nora Admin',
  ...overrides,
});

const HIERARCHY = {
  People: 3,
  Roots: [
    {
      Id: 1,
      Email: 'lead@example.com',
      FirstName: 'Lena',
      LastName: 'Lead',
      Reports: [{ Id: 2, Email: 'maria.lopez@example.com', FirstName: 'Maria', LastName: 'Lopez', Reports: [] }],
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API of inquiry 5's shares: POST adds one (or refuses an unknown user as the server does), DELETE closes one. */
function mockApi(shares: ReportShare[]) {
  const store = { shares: [...shares] };
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url.endsWith('/People/Hierarchy')) return json(HIERARCHY);
    if (url.endsWith('/Inquiry/5/ReportShares') && method === 'GET') return json(store.shares);
    if (url.endsWith('/Inquiry/5/ReportShares') && method === 'POST') {
      if (body.Email === 'nobody@example.com')
        return json(
          { status: 400, title: 'Bad Request', errorMessage: ['Email: No user of this organisation has this address'] },
          400,
        );
      const made = share(100, { ...body, ManagerEmail: body.ManagerEmail ?? null });
      store.shares.push(made);
      return json(made);
    }
    const one = /\/ReportShares\/(\d+)$/.exec(url);
    if (one && method === 'DELETE') {
      const found = store.shares.find((s) => s.Id === Number(one[1]));
      store.shares = store.shares.filter((s) => s !== found);
      return json(found);
    }
    return json({ status: 404, title: 'Not Found', errorMessage: ['Not Found'] }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const inquiries = {
  getOne: async () => ({ data: { id: 5, Description: 'Annual health check 2026' } }),
} as unknown as DataProvider;

function renderPage(role: 'CustomerAdmin' | 'SuperAdmin') {
  signIn(role);
  return render(
    <MemoryRouter initialEntries={['/inquiry-logs/report-shares/5']}>
      <AdminContext dataProvider={inquiries} authProvider={authProvider}>
        <Routes>
          <Route path="/inquiry-logs/*" element={<Routes>{reportSharesRoute('/inquiry-logs')}</Routes>} />
        </Routes>
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const sent = (fetch: ReturnType<typeof mockApi>, method: string) =>
  fetch.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).includes('/ReportShares'))
    .map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined }));

afterEach(async () => {
  await i18nProvider.changeLocale('en');
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Share results', () => {
  it('lists who has access by name and scope, says managers read their own team, and is axe clean', async () => {
    mockApi([share(1), share(2, { Email: 'lead@example.com', Scope: 'Organisation', ManagerEmail: null })]);
    renderPage('CustomerAdmin');
    expect(await screen.findByText('Maria Lopez')).toBeTruthy();
    expect(screen.getByText('Team of Lena Lead')).toBeTruthy();
    expect(screen.getAllByText('Organisation').length).toBeGreaterThan(0);
    expect(screen.getAllByText('by Nora Admin')).toHaveLength(2);
    expect(screen.getByText(/Managers read the results of their own team without a share/)).toBeTruthy();
    expect(await structureViolations()).toEqual([]);
  });

  it('shares a team with a person and shows the new share', async () => {
    const fetch = mockApi([]);
    renderPage('CustomerAdmin');
    expect(await screen.findByText('Nobody has been given access yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Email address/), {
      target: { value: ' maria.lopez@example.com ' },
    });
    fireEvent.change(screen.getByLabelText(/^Manager/), { target: { value: 'lead@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(sent(fetch, 'POST')).toHaveLength(1));
    expect(sent(fetch, 'POST')[0].body).toEqual({
      Email: 'maria.lopez@example.com',
      Scope: 'Team',
      ManagerEmail: 'lead@example.com',
    });
    expect(await screen.findByText('Team of Lena Lead')).toBeTruthy();
  });

  it('shares the organisation without a manager, and shows a refused address on its field', async () => {
    const fetch = mockApi([]);
    renderPage('CustomerAdmin');
    const email = await screen.findByLabelText(/^Email address/);
    fireEvent.click(screen.getByLabelText('Organisation'));
    expect(screen.queryByLabelText(/^Manager/)).toBeNull();
    fireEvent.change(email, { target: { value: 'nobody@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('No user of this organisation has this address')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(sent(fetch, 'POST')[0].body).toEqual({ Email: 'nobody@example.com', Scope: 'Organisation' });
  });

  it('revokes after a dialog that names the person', async () => {
    const fetch = mockApi([share(7)]);
    renderPage('CustomerAdmin');
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke the access of Maria Lopez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke access?' });
    expect(within(dialog).getByText('Maria Lopez will no longer read these results.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(sent(fetch, 'DELETE').map((c) => c.url)).toEqual(['/api/Inquiry/5/ReportShares/7']));
    expect(await screen.findByText('Nobody has been given access yet.')).toBeTruthy();
  });

  it('gives the customer admin sharing and revoking; the operator has no share screen, as the API allows them no change', () => {
    for (const action of ['list', 'create', 'delete'])
      expect(canAccess('CustomerAdmin', { resource: 'report-shares', action })).toBe(true);
    for (const action of ['list', 'create', 'delete']) {
      expect(canAccess('SuperAdmin', { resource: 'report-shares', action })).toBe(false);
      expect(canAccess('CustomerUser', { resource: 'report-shares', action })).toBe(false);
    }
  });

  it('shows the shares without the form or revoke buttons to a role that may not change them', async () => {
    mockApi([share(1)]);
    renderPage('SuperAdmin');
    expect(await screen.findByText('lead@example.com', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it("puts the API's refusals on their fields in the interface language, other lines apart", async () => {
    await i18nProvider.changeLocale('fr');
    const refusal = new HttpError('Bad Request', 400, {
      status: 400,
      title: 'Bad Request',
      errorMessage: [
        'Email: No user of this organisation has this address',
        'ManagerEmail: Nobody invited to this inquiry reports to this person',
        'Something else',
      ],
    });
    expect(fieldRefusals(refusal, ['Email', 'ManagerEmail'])).toEqual({
      byField: {
        Email: 'Aucun utilisateur de l’organisation n’a cette adresse',
        ManagerEmail: 'Personne parmi les invités de cette enquête ne rend compte à cette personne',
      },
      rest: ['Something else'],
    });
  });
});
