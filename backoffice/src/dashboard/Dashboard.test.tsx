import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { signIn } from '../test-session';
import { Dashboard } from './Dashboard';

const NO_INQUIRIES = 'No Inquiries to show on dashboard.';

// The identity, the permissions and the list answer one after another: slow on a loaded machine.
const LOADED = { timeout: 10_000 };

const INQUIRIES = [
  {
    id: 4,
    Id: 4,
    Description: 'Staff survey',
    InquiryTypeName: 'Health',
    Progress: 100,
    Status: 'Published',
    CustomerName: 'Northwind',
  },
];

function renderDashboard(rows: unknown[], basename = '') {
  const getList = vi.fn().mockResolvedValue({ data: rows, total: rows.length });
  render(
    <MemoryRouter initialEntries={[`${basename}/dashboard`]}>
      <AdminContext
        dataProvider={{ getList } as unknown as DataProvider}
        authProvider={authProvider}
        basename={basename}
      >
        <Dashboard />
      </AdminContext>
    </MemoryRouter>,
  );
  return getList;
}

describe('Dashboard', { timeout: 60_000 }, () => {
  it("shows the operator every customer's inquiries with the organisation, and no profile dialog", async () => {
    signIn('SuperAdmin');
    localStorage.setItem('firstTimeLogin', 'true');
    const getList = renderDashboard(INQUIRIES);
    expect(await screen.findByText('Staff survey', {}, LOADED)).toBeTruthy();
    expect(getList.mock.calls.at(-1)![1]).toMatchObject({
      pagination: { page: 1, perPage: -1 },
      filter: { scope: 'admin' },
    });
    expect(screen.getByText('Northwind')).toBeTruthy();
    expect(screen.queryByText('Company Profile Setup')).toBeNull();
  });

  it('shows a customer admin their own inquiries and, on a first login, the company profile dialog', async () => {
    signIn('CustomerAdmin');
    localStorage.setItem('firstTimeLogin', 'true');
    const getList = renderDashboard(INQUIRIES);
    expect(await screen.findByText('Staff survey', {}, LOADED)).toBeTruthy();
    expect(getList.mock.calls.at(-1)![1].filter).toEqual({});
    expect(screen.queryByText('Northwind')).toBeNull();
    expect(await screen.findByText('Company Profile Setup', {}, LOADED)).toBeTruthy();
  });

  it('keeps the dialog closed once the profile is set up, and says when there are no inquiries', async () => {
    signIn('CustomerAdmin');
    localStorage.setItem('firstTimeLogin', 'false');
    renderDashboard([]);
    expect(await screen.findByText(NO_INQUIRIES, {}, LOADED)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Company Profile Setup')).toBeNull());
  });

  it('shows a customer admin with no inquiry the setup steps under the empty text, the profile ticked, the next one a link', async () => {
    signIn('CustomerAdmin');
    localStorage.setItem('firstTimeLogin', 'false');
    renderDashboard([], '/customerAdmin');
    expect(await screen.findByText(NO_INQUIRIES, {}, LOADED)).toBeTruthy();
    const steps = within(await screen.findByRole('list', {}, LOADED)).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'DoneComplete the company profile',
      'To doCreate your first inquiry',
      'To doAnswer the intake questions',
      'To doAdd respondents',
    ]);
    expect(screen.getByRole('link', { name: 'Create your first inquiry' }).getAttribute('href')).toBe(
      '/customerAdmin/inquiry-logs/create',
    );
  });

  it('leaves the profile step open on a first login, and shows the operator no setup steps', async () => {
    signIn('CustomerAdmin');
    localStorage.setItem('firstTimeLogin', 'true');
    const first = render(
      <MemoryRouter>
        <AdminContext
          dataProvider={{ getList: vi.fn().mockResolvedValue({ data: [], total: 0 }) } as unknown as DataProvider}
          authProvider={authProvider}
        >
          <Dashboard />
        </AdminContext>
      </MemoryRouter>,
    );
    const profile = await screen.findByText('Complete the company profile', {}, LOADED);
    await waitFor(() => expect(within(profile.closest('li')!).getByTitle('To do')).toBeTruthy(), LOADED);
    first.unmount();
    signIn('SuperAdmin');
    renderDashboard([]);
    expect(await screen.findByText(NO_INQUIRIES, {}, LOADED)).toBeTruthy();
    expect(screen.queryByText('Get started')).toBeNull();
  });

  // Last in the file: the session it ends stays ending for the rest of the module.
  it('shows no empty state while a session the server refused is ending', async () => {
    signIn('CustomerAdmin');
    localStorage.setItem('firstTimeLogin', 'false');
    const getList = vi.fn().mockRejectedValue({ status: 401, message: 'Session timeout' });
    render(
      <MemoryRouter>
        <AdminContext dataProvider={{ getList } as unknown as DataProvider} authProvider={authProvider}>
          <Dashboard />
        </AdminContext>
      </MemoryRouter>,
    );
    await waitFor(() => expect(getList).toHaveBeenCalled(), LOADED);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), LOADED);
    expect(screen.queryByText(NO_INQUIRIES)).toBeNull();
  });
});
