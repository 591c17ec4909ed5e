import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResultArea } from '@portal/contracts';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import { structureViolations } from '../../../test/axe';
import type { TeamGroupDto, TeamInsightsDto } from '../api/get-team-insights';
import { TeamPage } from './team-page';

const area = (Area: ResultArea, Performance: number | null, Withheld = false) => ({
  Area,
  Performance,
  Importance: 4,
  Gap: 0.5,
  Withheld,
});
const question = (Id: number, Title: string, Area: ResultArea, Performance: number | null, Withheld = false) => ({
  Id,
  IsCustomQuestion: false,
  Title,
  Area,
  Performance,
  Importance: 4,
  Withheld,
});
const group = (Manager: string, N: number, culture: number, Name: string | null = null): TeamGroupDto => ({
  Manager,
  Name,
  N,
  Areas: [area('Culture', culture), area('People', 3.2), area('Process', 2.45), area('Structure', 4.1)],
  Questions: [question(1, 'Roles are clear', 'Culture', culture), question(2, 'We plan ahead', 'Process', null, true)],
});

const TEAM: TeamInsightsDto = {
  Gated: false,
  MinRespondents: 5,
  CompletedForms: 30,
  Needed: 0,
  Message: null,
  SnapshotTakenAt: '2026-11-20T10:00:00Z',
  SnapshotForms: 30,
  InquiryId: 5,
  Published: true,
  Manager: 'alice@example.test',
  ManagerName: 'Alice Morgan',
  Access: 'Manager',
  RolledUp: false,
  Team: group('', 17, 3.9),
  // Named as the directory names them; an address the directory holds no name for shows as the address.
  DirectReports: [group('bob@example.test', 6, 4.4, 'Bob Lee'), group('carol@example.test', 5, 3.1)],
  // The manager with a direct report whose team of two answered: counted together, never alone.
  RestOfTeam: group('', 6, 2.8),
};

const HIERARCHY = {
  People: 9,
  Roots: [
    {
      Id: 1,
      Email: 'alice@example.test',
      FirstName: 'Alice',
      LastName: 'Morgan',
      Reports: [
        { Id: 2, Email: 'bob@example.test', FirstName: 'Bob', LastName: 'Lee', Reports: [] },
        {
          Id: 3,
          Email: 'carol@example.test',
          FirstName: 'Carol',
          LastName: 'Diaz',
          Reports: [{ Id: 4, Email: 'dan@example.test', FirstName: 'Dan', LastName: 'Ko', Reports: [] }],
        },
      ],
    },
  ],
};

function mockApi(team: (url: string) => Response = () => jsonResponse(TEAM)) {
  const fetch = vi.fn(async (url: string) => {
    if (url.includes('/api/Insights/Team/5')) return team(url);
    if (url.endsWith('/api/People/Hierarchy')) return jsonResponse(HIERARCHY);
    return jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const routes = [
  { path: '/customerUser/dashboard/my-team/:inquiryId', element: <TeamPage role="CustomerUser" /> },
  { path: '/customerAdmin/dashboard/view-insights/:inquiryId/my-team', element: <TeamPage role="CustomerAdmin" /> },
];
const openAsUser = (search = '') => {
  signIn('CustomerUser');
  return renderRoutes(routes, `/customerUser/dashboard/my-team/5${search}`);
};
const openAsAdmin = (search = '') => {
  signIn('CustomerAdmin');
  return renderRoutes(routes, `/customerAdmin/dashboard/view-insights/5/my-team${search}`);
};
const teamCalls = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/Insights/Team/'));

afterEach(() => vi.unstubAllGlobals());

describe('My team', () => {
  it("opens on the whole team's areas with their scores and N, a lead sentence and the method", async () => {
    mockApi();
    openAsUser();
    const cards = await screen.findAllByRole('heading', { level: 3 });
    expect(cards.map((h) => h.textContent)).toEqual(['Culture', 'People', 'Process', 'Structure']);
    const culture = cards[0].closest('li')!;
    expect(culture.textContent).toContain('3.90');
    expect(culture.textContent).toContain('n = 17');
    expect(
      screen.getByText(
        'Across the 17 people of this team who answered, Structure scores highest (4.10) and Process lowest (2.45), on a scale of 1 to 5.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('How this is calculated')).toBeTruthy();
    expect(screen.getByText('Results of everyone under you in this inquiry, you included.')).toBeTruthy();
    expect(screen.getByText(/^These figures are the snapshot of .*2026, of 30 completed forms\.$/)).toBeTruthy();
  });

  it('shows each direct report as a column beside the whole team, and the rest of the team with why', async () => {
    mockApi();
    openAsUser('?tab=heatmap');
    const table = await screen.findByRole('table');
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(heads).toEqual([
      'Area / question',
      'Overalln = 17',
      'Bob Leen = 6',
      'carol@example.testn = 5',
      'Rest of the teamn = 6',
    ]);
    const culture = within(table).getByRole('row', { name: /Culture/ });
    expect(
      within(culture)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3.90', '4.40', '3.10', '2.80']);
    expect(screen.getByText(/whose team has fewer than 5 people who answered, counted together/)).toBeTruthy();
  });

  it('says so when no direct report can be shown alone, and shows the whole team alone', async () => {
    mockApi(() => jsonResponse({ ...TEAM, DirectReports: [], RestOfTeam: null }));
    openAsUser('?tab=heatmap');
    expect(await screen.findByText(/No direct report leads a team large enough to be shown on its own/)).toBeTruthy();
    const heads = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(heads).toEqual(['Area / question', 'Overalln = 17']);
    expect(screen.queryByText('Rest of the team')).toBeNull();
  });

  it('lists the questions with their scores, a withheld one in words', async () => {
    mockApi();
    openAsUser('?tab=items');
    const item = await screen.findByText('We plan ahead');
    expect(item.closest('li')!.textContent).toContain('Not enough answers');
    expect(screen.getByText('Roles are clear').closest('li')!.textContent).toContain('3.90');
  });

  it('says the team is counted in a larger group when it is rolled up, with no figures', async () => {
    mockApi(() => jsonResponse({ ...TEAM, RolledUp: true, Team: null, DirectReports: [], RestOfTeam: null }));
    openAsUser();
    expect(await screen.findByText('This team is counted in a larger group')).toBeTruthy();
    expect(screen.getByText(/Fewer than 5 people of this team answered/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the results are not shared with a user who has nobody under them (403)', async () => {
    mockApi(() =>
      jsonResponse(
        { status: 403, title: 'Forbidden', errorMessage: ['You have no people under you in this inquiry'] },
        403,
      ),
    );
    openAsUser();
    expect(await screen.findByText('These results are not shared with you')).toBeTruthy();
    expect(screen.getByText(/Nobody reports to you in this inquiry/)).toBeTruthy();
  });

  it('says when no one under the manager answered, and when the results are not published', async () => {
    mockApi(() => jsonResponse({ ...TEAM, Team: null, DirectReports: [], RestOfTeam: null }));
    const first = openAsUser();
    expect(await screen.findByText('No answers from this team')).toBeTruthy();
    first.unmount();
    mockApi(() => jsonResponse({ ...TEAM, Published: false, Team: null, DirectReports: [], RestOfTeam: null }));
    openAsUser();
    expect(await screen.findByText('Results not published yet')).toBeTruthy();
  });

  it('offers a customer user no manager picker and never names a manager', async () => {
    const fetch = mockApi();
    openAsUser('?manager=bob@example.test');
    await screen.findAllByRole('heading', { level: 3 });
    expect(screen.queryByLabelText('Whose team')).toBeNull();
    expect(teamCalls(fetch)).toEqual(['/api/Insights/Team/5']);
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/People/Hierarchy'))).toBe(false);
  });

  it("lets a customer admin choose whose team among the directory's managers", async () => {
    const fetch = mockApi((url) =>
      jsonResponse({
        ...TEAM,
        Access: 'Admin',
        Manager: url.includes('manager=') ? 'carol@example.test' : '',
        ManagerName: url.includes('manager=') ? 'Carol Diaz' : null,
      }),
    );
    openAsAdmin();
    const picker = await screen.findByLabelText('Whose team');
    await within(picker).findByRole('option', { name: 'Carol Diaz (carol@example.test)' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['The whole organisation', 'Alice Morgan (alice@example.test)', 'Carol Diaz (carol@example.test)']);
    expect(screen.getByText('Results of the whole organisation.')).toBeTruthy();
    fireEvent.change(picker, { target: { value: 'carol@example.test' } });
    await vi.waitFor(() => expect(teamCalls(fetch)).toContain('/api/Insights/Team/5?manager=carol%40example.test'));
    expect(teamCalls(fetch)[0]).toBe('/api/Insights/Team/5');
    expect(await screen.findByText('Results of the team of Carol Diaz.')).toBeTruthy();
  });

  it('tells a customer admin when the person chosen has no team in the inquiry (400)', async () => {
    mockApi(() =>
      jsonResponse(
        {
          status: 400,
          title: 'Bad Request',
          errorMessage: ['manager: Nobody invited to this inquiry reports to this person'],
        },
        400,
      ),
    );
    openAsAdmin('?manager=dan@example.test');
    expect(await screen.findByText('This person has no team in this inquiry')).toBeTruthy();
  });

  it.each(['overview', 'heatmap', 'items'])('the %s tab passes the structure rules of axe', async (tab) => {
    mockApi();
    openAsAdmin(`?tab=${tab}`);
    await screen.findByRole('heading', { level: 2, name: /glance|By direct report|Questions/ });
    expect(await structureViolations()).toEqual([]);
  });
});
