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

  const inSetup = (over: Record<string, unknown>) => ({
    id: 7,
    Id: 7,
    InquiryTypeId: 3,
    Description: 'Culture baseline',
    InquiryTypeName: 'Health',
    Progress: 10,
    Status: 'Draft',
    RespondentsAdded: false,
    Participants: 0,
    CompletedForms: 0,
    ...over,
  });
  const stepTexts = async () =>
    within(await screen.findByRole('list', {}, LOADED))
      .getAllByRole('listitem')
      .map((s) => s.textContent);
  const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

  it("keeps the setup steps above a draft inquiry's card, and the card leads to the intake it lacks", async () => {
    signIn('CustomerAdmin');
    localStorage.setItem('firstTimeLogin', 'false');
    renderDashboard([inSetup({})], '/customerAdmin');
    expect(await screen.findByRole('article', { name: 'Culture baseline' }, LOADED)).toBeTruthy();
    expect(await stepTexts()).toEqual([
      'DoneComplete the company profile',
      'DoneCreate your first inquiry',
      'To doAnswer the intake questions',
      'To doAdd respondents',
    ]);
    const card = within(screen.getByRole('article', { name: 'Culture baseline' }));
    expect(card.getByText('In setup: respondents not invited yet')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Next: Answer the intake questions' }).getAttribute('href')).toBe(
      '/customerAdmin/inquiry-logs/inquiry-types/3/inquiry/7',
    );
    expect(card.queryByRole('link', { name: 'Add custom questions (optional)' })).toBeNull();
    expect(card.getByRole('link', { name: 'Preview the form' }).getAttribute('href')).toBe(
      '/customerAdmin/inquiry-logs/preview/7',
    );
    expect(hrefOf('Answer the intake questions')).toBe('/customerAdmin/inquiry-logs/inquiry-types/3/inquiry/7');
  });

  it('ticks the intake once answered and leads on to custom questions and respondents', async () => {
    signIn('CustomerAdmin');
    localStorage.setItem('firstTimeLogin', 'false');
    renderDashboard([inSetup({ Progress: 20, Status: 'Open' })], '/customerAdmin');
    expect(await stepTexts()).toEqual([
      'DoneComplete the company profile',
      'DoneCreate your first inquiry',
      'DoneAnswer the intake questions',
      'To doAdd respondents',
    ]);
    const card = within(screen.getByRole('article', { name: 'Culture baseline' }));
    expect(card.getByRole('link', { name: 'Next: Add respondents' }).getAttribute('href')).toBe(
      '/customerAdmin/inquiry-logs/manage-respondents/7',
    );
    expect(card.getByRole('link', { name: 'Add custom questions (optional)' }).getAttribute('href')).toBe(
      '/customerAdmin/inquiry-logs/custom-metrics/inquiry/7/create',
    );
    expect(hrefOf('Add respondents')).toBe('/customerAdmin/inquiry-logs/manage-respondents/7');
  });

  it('judges the steps on the inquiry still in setup, and drops them once an inquiry collects answers', async () => {
    signIn('CustomerAdmin');
    localStorage.setItem('firstTimeLogin', 'false');
    const first = render(
      <MemoryRouter>
        <AdminContext
          dataProvider={
            {
              getList: vi.fn().mockResolvedValue({
                data: [inSetup({}), inSetup({ id: 5, Id: 5, Description: 'Older', Progress: 20, Status: 'Open' })],
                total: 2,
              }),
            } as unknown as DataProvider
          }
          authProvider={authProvider}
        >
          <Dashboard />
        </AdminContext>
      </MemoryRouter>,
    );
    // The newest inquiry is the one being set up: its intake is still open.
    expect((await stepTexts())[2]).toBe('To doAnswer the intake questions');
    first.unmount();
    renderDashboard(
      [inSetup({}), inSetup({ id: 5, Id: 5, Description: 'Collecting', Status: 'Open', RespondentsAdded: true })],
      '/customerAdmin',
    );
    const collecting = await screen.findByRole('article', { name: 'Collecting' }, LOADED);
    expect(screen.queryByText('Get started')).toBeNull();
    expect(within(collecting).queryByText('In setup: respondents not invited yet')).toBeNull();
    expect(within(collecting).queryByRole('link', { name: /^Next:/ })).toBeNull();
    // A second inquiry still in setup keeps its own way back into its setup.
    expect(
      within(screen.getByRole('article', { name: 'Culture baseline' })).getByRole('link', {
        name: 'Next: Answer the intake questions',
      }),
    ).toBeTruthy();
  });

  it("gives the operator's cards the form preview and no setup steps", async () => {
    signIn('SuperAdmin');
    renderDashboard([inSetup({ CustomerName: 'Northwind' })], '/superAdmin');
    const card = within(await screen.findByRole('article', { name: 'Culture baseline' }, LOADED));
    expect(card.getByRole('link', { name: 'Preview the form' }).getAttribute('href')).toBe(
      '/superAdmin/monitor-activity/preview/7',
    );
    expect(card.queryByRole('link', { name: /^Next:/ })).toBeNull();
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
