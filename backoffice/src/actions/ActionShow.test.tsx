import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { structureViolations } from '../test-axe';
import { action, calls, mockApi, renderActions } from './actionsTestKit';

const qa = () =>
  action(1, {
    Title: 'Monthly open Q&A',
    Description: 'Leadership answers questions every month.',
    OwnerUserId: 21,
    OwnerName: 'Rita Owner',
    DueDate: '2026-01-31',
    Overdue: true,
    TargetQuestionIds: [12],
    TargetAreas: ['Culture'],
    Updates: [
      {
        Id: 1,
        Note: 'First session booked',
        Status: null,
        AuthorUserId: 21,
        AuthorName: 'Rita Owner',
        CreatedAt: '2026-01-10T09:00:00.000Z',
      },
    ],
  });

afterEach(() => vi.unstubAllGlobals());

describe("an action's page", () => {
  it('shows the fields, the targeted questions by title and the progress updates', async () => {
    mockApi([qa()]);
    renderActions('CustomerAdmin', '/inquiry-logs/actions/5/view/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Monthly open Q&A' })).toBeTruthy();
    expect(screen.getByText('Rita Owner', { selector: 'dd' })).toBeTruthy();
    // In the interface language, as the API names them (not the Trend read's English titles).
    expect(await screen.findByText('Decisions are explained (API)')).toBeTruthy();
    const updates = screen.getByRole('list', { name: 'Progress updates' });
    expect(within(updates).getByText('First session booked')).toBeTruthy();
  });

  it('adds a progress update with a note and a new status; a note is required', async () => {
    const { fetch } = mockApi([qa()]);
    renderActions('CustomerAdmin', '/inquiry-logs/actions/5/view/1');
    await screen.findByRole('heading', { level: 1, name: 'Monthly open Q&A' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add update' }));
    expect(await screen.findByText('Write what happened')).toBeTruthy();
    expect(calls(fetch, 'POST', '/Actions/1/Updates')).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /Note/ }), { target: { value: '  40 people came  ' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'New status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Done' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add update' }));

    const updates = screen.getByRole('list', { name: 'Progress updates' });
    await waitFor(() => expect(within(updates).getByText('40 people came')).toBeTruthy());
    expect(calls(fetch, 'POST', '/Actions/1/Updates')).toEqual([{ Note: '40 people came', Status: 'Done' }]);
    expect(within(updates).getByText(/status set to Done/)).toBeTruthy();
    // The page's status follows the update, and the note box is empty for the next one.
    expect(within(screen.getByText('Status', { selector: 'dt' }).parentElement!).getByText('Done')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Note/ }) as HTMLTextAreaElement).value).toBe('');
  });

  it('deletes after a dialog that names the action', async () => {
    const { fetch, store } = mockApi([qa()]);
    renderActions('CustomerAdmin', '/inquiry-logs/actions/5/view/1');
    await screen.findByRole('heading', { level: 1, name: 'Monthly open Q&A' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the action “Monthly open Q&A”?' });
    expect(within(dialog).getByText(/its 1 progress update are deleted/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls(fetch, 'DELETE', '/Actions/1')).toHaveLength(1));
    expect(store.actions).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'Actions · Annual health check 2026' })).toBeTruthy();
  });

  it('is read only for the operator: no update form, edit or delete', async () => {
    mockApi([qa()]);
    renderActions('SuperAdmin', '/monitor-activity/actions/5/view/1');
    await screen.findByRole('heading', { level: 1, name: 'Monthly open Q&A' });
    expect(screen.getByText('First session booked')).toBeTruthy();
    // The rights are read asynchronously: give them time to arrive before looking for what they would show.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('button', { name: 'Add update' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByText('No', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/monitor-activity/actions/5');
  });

  it('passes the axe structure rules', async () => {
    mockApi([qa()]);
    renderActions('CustomerAdmin', '/inquiry-logs/actions/5/view/1');
    await screen.findByText('Decisions are explained (API)');
    expect(await structureViolations()).toEqual([]);
  });
});

describe('create and edit', () => {
  it('creates an action with an owner among the organisation, a due date and targets', async () => {
    const { fetch } = mockApi([]);
    renderActions('CustomerAdmin', '/inquiry-logs/actions/5/create');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A title is required')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Workload review' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Owner' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rita Owner' }));
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2026-06-30' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'People' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Questions' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Workload is manageable' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 1, name: 'Workload review' });
    expect(calls(fetch, 'POST', '/Inquiry/5/Actions')).toEqual([
      {
        Title: 'Workload review',
        Description: '',
        OwnerUserId: 21,
        DueDate: '2026-06-30',
        Status: 'NotStarted',
        TargetQuestionIds: [11],
        TargetAreas: ['People'],
      },
    ]);
  });

  it('edits every field of an action', async () => {
    const { fetch } = mockApi([qa()]);
    renderActions('CustomerAdmin', '/inquiry-logs/actions/5/edit/1');
    const title = await screen.findByRole('textbox', { name: /Title/ });
    expect((title as HTMLInputElement).value).toBe('Monthly open Q&A');
    fireEvent.change(title, { target: { value: 'Fortnightly open Q&A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 1, name: 'Fortnightly open Q&A' });
    expect(calls(fetch, 'PUT', '/Actions/1')[0]).toMatchObject({
      Title: 'Fortnightly open Q&A',
      OwnerUserId: 21,
      TargetQuestionIds: [12],
      TargetAreas: ['Culture'],
    });
  });
});

describe('sharing with respondents', () => {
  it('lets a customer admin share an action with the respondents of the series', async () => {
    const { fetch } = mockApi([qa()]);
    renderActions('CustomerAdmin', '/inquiry-logs/actions/5/view/1');
    const share = await screen.findByRole('switch', { name: 'Show it to the respondents of the series' });
    expect((share as HTMLInputElement).checked).toBe(false);
    fireEvent.click(share);
    await waitFor(() => expect((share as HTMLInputElement).checked).toBe(true));
    expect(calls(fetch, 'PUT', '/Actions/1/Shared')).toEqual([{ Shared: true }]);
  });
});
