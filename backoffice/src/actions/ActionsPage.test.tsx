import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { structureViolations } from '../test-axe';
import { action, calls, mockApi, renderActions } from './actionsTestKit';

const actions = () => [
  action(1, {
    Title: 'Monthly open Q&A',
    OwnerUserId: 21,
    OwnerName: 'Rita Owner',
    Status: 'InProgress',
    DueDate: '2026-01-31',
    Overdue: true,
    TargetAreas: ['Culture'],
  }),
  action(2, { Title: 'Workload review', Status: 'Done', TargetQuestionIds: [11] }),
  action(3, { Title: 'Team charters', OwnerUserId: 22, OwnerName: 'Bo Other' }),
];

const rowTitles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => vi.unstubAllGlobals());

describe("the customer admin's actions list", () => {
  it('lists every action with its owner, status and due date, overdue said in words', async () => {
    mockApi(actions());
    renderActions('CustomerAdmin', '/inquiry-logs/actions/5');
    expect(await screen.findByRole('heading', { name: 'Actions · Annual health check 2026' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Monthly open Q&A' });
    expect(rowTitles()).toEqual(['Monthly open Q&A', 'Workload review', 'Team charters']);
    const first = screen.getAllByRole('row')[1];
    expect(within(first).getByText('Rita Owner')).toBeTruthy();
    expect(within(first).getByText('In progress')).toBeTruthy();
    expect(within(first).getByText('Overdue')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 actions · 1 overdue');
    expect(screen.getByRole('link', { name: 'New action' }).getAttribute('href')).toBe(
      '/inquiry-logs/actions/5/create',
    );
  });

  it('names the targeted questions by the titles the API gives, beside the areas', async () => {
    mockApi(actions());
    renderActions('CustomerAdmin', '/inquiry-logs/actions/5');
    await screen.findByRole('link', { name: 'Workload review' });
    expect(screen.getByRole('columnheader', { name: 'Questions' })).toBeTruthy();
    const cells = within(screen.getAllByRole('row')[2])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(4)).toEqual(['Workload is manageable (API)', 'People']);
  });

  it('filters by owner, status, area and due date', async () => {
    const { fetch } = mockApi(actions());
    renderActions('CustomerAdmin', '/inquiry-logs/actions/5');
    await screen.findByRole('link', { name: 'Monthly open Q&A' });
    await choose('Owner', 'Bo Other');
    await waitFor(() => expect(rowTitles()).toEqual(['Team charters']));
    await choose('Owner', 'Any');
    await choose('Status', 'Done');
    await waitFor(() => expect(rowTitles()).toEqual(['Workload review']));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    // Workload review targets a People question: the area filter follows the question's area.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Workload review' })).toBeTruthy());
    await choose('Area', 'People');
    await waitFor(() => expect(rowTitles()).toEqual(['Workload review']));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await choose('Due date', 'Overdue');
    await waitFor(() => expect(rowTitles()).toEqual(['Monthly open Q&A']));
    expect(screen.getByRole('status').textContent).toBe('1 action · 1 overdue');
    // The server filters: each choice is a query of the list call (owner, status, area, overdue).
    const queries = fetch.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .filter((u) => u.pathname.endsWith('/Inquiry/5/Actions'))
      .map((u) => u.search);
    expect(queries).toEqual(
      expect.arrayContaining(['?pageSize=-1', '?pageSize=-1&owner=22', '?pageSize=-1&status=Done']),
    );
    expect(queries).toEqual(expect.arrayContaining(['?pageSize=-1&area=People', '?pageSize=-1&overdue=true']));
  });

  it('keeps the due-soon and no-due-date filters in the browser, which the API has not', async () => {
    const { fetch } = mockApi(actions());
    renderActions('CustomerAdmin', '/inquiry-logs/actions/5?due=none');
    await screen.findByRole('link', { name: 'Workload review' });
    expect(rowTitles()).toEqual(['Workload review', 'Team charters']);
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/Inquiry/5/Actions'))).toEqual([
      expect.stringMatching(/\/Inquiry\/5\/Actions\?pageSize=-1$/),
    ]);
  });

  it('says where actions come from when the inquiry has none, and that none match when a filter leaves none', async () => {
    mockApi([]);
    renderActions('CustomerAdmin', '/inquiry-logs/actions/5');
    expect(
      await screen.findByText(/^No actions for this inquiry yet\. Add one here, or use “Act on this”/),
    ).toBeTruthy();
    await choose('Status', 'Done');
    expect(await screen.findByText('No actions match.')).toBeTruthy();
  });

  it('shows cards, not a table, at phone width', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      })),
    );
    mockApi(actions());
    renderActions('CustomerAdmin', '/inquiry-logs/actions/5');
    expect(await screen.findByRole('article', { name: 'Monthly open Q&A' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
    const workload = screen.getByRole('article', { name: 'Workload review' });
    expect(within(workload).getByText('Questions: Workload is manageable (API)')).toBeTruthy();
  });

  it('passes the axe structure rules', async () => {
    mockApi(actions());
    renderActions('CustomerAdmin', '/inquiry-logs/actions/5');
    await screen.findByRole('link', { name: 'Monthly open Q&A' });
    expect(await structureViolations()).toEqual([]);
  });
});

describe('the board by status', () => {
  const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name} \\(`) });

  it('moves an action to another status from its menu, without dragging', async () => {
    const { fetch } = mockApi(actions());
    renderActions('CustomerAdmin', '/inquiry-logs/actions/5/board');
    await screen.findByRole('link', { name: 'Team charters' });
    expect(within(column('Not started')).getByRole('link', { name: 'Team charters' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move “Team charters”' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Move to Not started' })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Move to In progress' }));
    await waitFor(() =>
      expect(within(column('In progress')).getByRole('link', { name: 'Team charters' })).toBeTruthy(),
    );
    expect(within(column('Not started')).queryByRole('link', { name: 'Team charters' })).toBeNull();
    expect(calls(fetch, 'PUT', '/Actions/3')).toEqual([{ Status: 'InProgress' }]);
    expect(await screen.findByText('“Team charters” moved to In progress')).toBeTruthy();
  });

  it('passes the axe structure rules', async () => {
    mockApi(actions());
    renderActions('CustomerAdmin', '/inquiry-logs/actions/5/board');
    await screen.findByRole('link', { name: 'Team charters' });
    expect(await structureViolations()).toEqual([]);
  });
});

describe("the operator's read-only view", () => {
  it('lists and boards the actions without create or move', async () => {
    const { fetch } = mockApi(actions());
    renderActions('SuperAdmin', '/monitor-activity/actions/5/board');
    await screen.findByRole('link', { name: 'Team charters' });
    // The rights are read asynchronously: give them time to arrive before looking for what they would show.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New action' })).toBeNull();
    expect(screen.getByRole('link', { name: 'List' }).getAttribute('href')).toBe('/monitor-activity/actions/5');
    expect(calls(fetch, 'PUT', '/Actions/3')).toEqual([]);
  });

  it('has no create screen', async () => {
    mockApi(actions());
    renderActions('SuperAdmin', '/monitor-activity/actions/5/create');
    // No route: nothing of the form is drawn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('textbox', { name: /Title/ })).toBeNull();
  });
});
