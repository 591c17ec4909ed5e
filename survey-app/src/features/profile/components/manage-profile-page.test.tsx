import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import ManageProfilePage from './manage-profile-page';

const PROFILE = {
  Id: 3,
  CustomerName: 'Northwind Traders',
  FirstName: 'Alice',
  LastName: 'Morgan',
  Email: 'alice@example.test',
  Designation: 'Analyst',
  IsAdmin: false,
  Active: true,
};
const routes = [
  { path: '/customerUser/manage-profile', element: <ManageProfilePage /> },
  { path: '/customerUser/dashboard', element: <h1>Staff dashboard</h1> },
];
let calls: [string, RequestInit | undefined][];

beforeEach(() => {
  signIn('CustomerUser');
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return init?.method === 'PUT'
        ? jsonResponse({ ...PROFILE, ...JSON.parse(String(init.body)) })
        : jsonResponse(PROFILE);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('manage profile', () => {
  it('shows the profile, requires the names, saves the three editable fields and renames the session', async () => {
    renderRoutes(routes, '/customerUser/manage-profile');
    const first = (await screen.findByLabelText(/^First Name/)) as HTMLInputElement;
    expect(first.value).toBe('Alice');
    expect((screen.getByLabelText('Organization Name') as HTMLInputElement).value).toBe('Northwind Traders');
    expect(calls[0][0]).toBe('/api/CustomerUser/Profile/3');

    fireEvent.change(first, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is mandatory')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(calls).toHaveLength(1);

    fireEvent.change(first, { target: { value: 'Alicia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Staff dashboard' })).toBeTruthy();
    expect(calls[1][0]).toBe('/api/CustomerUser/Profile/3');
    expect(JSON.parse(String(calls[1][1]!.body))).toEqual({
      FirstName: 'Alicia',
      LastName: 'Morgan',
      Designation: 'Analyst',
      Language: null,
    });
    expect(localStorage.getItem('name')).toBe('Alicia Morgan');
  });

  it('saves the Language field with the profile and switches the interface to it', async () => {
    renderRoutes(routes, '/customerUser/manage-profile');
    const language = (await screen.findByLabelText('Language')) as HTMLSelectElement;
    expect(language.value).toBe('');
    fireEvent.change(language, { target: { value: 'de' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Staff dashboard' })).toBeTruthy();
    expect(JSON.parse(String(calls[1][1]!.body))).toMatchObject({ Language: 'de' });
    expect(localStorage.getItem('language')).toBe('de');
    expect(await screen.findByText('Profil gespeichert')).toBeTruthy();
  });

  it('offers no password change to a session opened by an invitation link (it has no password yet)', async () => {
    signIn('CustomerUser', { scp: 'invitation' });
    renderRoutes(routes, '/customerUser/manage-profile');
    await screen.findByLabelText(/^First Name/);
    expect(screen.queryByRole('button', { name: 'Change Password' })).toBeNull();
  });
});
