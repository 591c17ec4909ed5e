import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { signIn } from '../test-session';
import { AppNotification } from '../common/AppNotification';
import { RespondentList } from './RespondentList';

const ROWS = [
  {
    id: 11,
    RespondentId: 11,
    Id: 31,
    FirstName: 'Ann',
    LastName: 'Done',
    Email: 'ann@example.com',
    status: 'completed',
  },
  { id: 12, RespondentId: 12, Id: null, FirstName: '', LastName: '', Email: 'new@example.com', status: 'pending' },
  {
    id: 13,
    RespondentId: 13,
    Id: 33,
    FirstName: 'Dan',
    LastName: 'Draft',
    Email: 'dan@example.com',
    status: 'saveasdraft',
  },
];

const chasing = () => ({
  remindRespondent: vi.fn(() => new Promise((resolve) => setTimeout(() => resolve({ Message: 'ok' }), 30))),
  resendInvitation: vi.fn().mockResolvedValue({ Message: 'ok' }),
  removeRespondent: vi.fn().mockResolvedValue({ Message: 'ok' }),
  sendReminders: vi.fn().mockResolvedValue({ InquiryId: 5, Sent: 2, Skipped: 1, Completed: 1, Message: 'x' }),
});

function renderAt(path: string, methods: Record<string, unknown> = {}) {
  const getList = vi.fn().mockResolvedValue({ data: ROWS, total: 3 });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={{ getList, ...methods } as unknown as DataProvider} authProvider={authProvider}>
        <Routes>
          <Route
            path="/monitor-activity/view-respondents/:inquiryId"
            element={<RespondentList back="/monitor-activity" />}
          />
          <Route path="/inquiry-logs/view-respondents/:inquiryId" element={<RespondentList back="/inquiry-logs" />} />
        </Routes>
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
  return getList;
}

describe('RespondentList', { timeout: 60_000 }, () => {
  it("gives the operator each respondent's answers by user id, none while the form is pending", async () => {
    signIn('SuperAdmin');
    const getList = renderAt('/monitor-activity/view-respondents/5');
    expect(await screen.findByText('ann@example.com', {}, { timeout: 10_000 })).toBeTruthy();
    expect(getList.mock.calls[0][1].filter).toEqual({ inquiryId: '5' });
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'View Open Ended Answers' })).toHaveLength(3), {
      timeout: 10_000,
    });
    const openEnded = screen.getAllByRole('link', { name: 'View Open Ended Answers' });
    expect(openEnded[0].getAttribute('href')).toBe('/monitor-activity/view-respondents/5/view-open-ended/31');
    expect(openEnded[1].getAttribute('aria-disabled')).toBe('true');
    expect(screen.getAllByRole('link', { name: 'View Documents' })[0].getAttribute('href')).toBe(
      '/monitor-activity/view-respondents/5/uploaded-answers/31',
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fireEvent.click(screen.getAllByRole('button', { name: 'View Survey Form' })[0]);
    expect(assign).toHaveBeenCalledWith('/superAdmin/monitor-activity/view-respondents/5/view-survey-form/31');
    vi.unstubAllGlobals();
  });

  it('shows a customer admin each state in words and no answers of anyone', async () => {
    signIn('CustomerAdmin');
    renderAt('/inquiry-logs/view-respondents/5', chasing());
    expect(await screen.findByText('ann@example.com', {}, { timeout: 10_000 })).toBeTruthy();
    for (const state of ['Completed', 'Pending', 'Saved as Draft']) expect(screen.getByText(state)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryAllByRole('link', { name: 'View Open Ended Answers' })).toHaveLength(0);
  });

  it('offers Remind and Remove to people who have not completed, Resend only before sign-up; a double click reminds once', async () => {
    signIn('CustomerAdmin');
    const methods = chasing();
    renderAt('/inquiry-logs/view-respondents/5', methods);
    expect(await screen.findByText('ann@example.com', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Remind' })).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Resend invitation' })).toHaveLength(1);
    const [remindPending] = screen.getAllByRole('button', { name: 'Remind' });
    fireEvent.click(remindPending);
    fireEvent.click(remindPending);
    await waitFor(() => expect(screen.getByText('A reminder was sent to new@example.com')).toBeTruthy());
    expect(methods.remindRespondent).toHaveBeenCalledTimes(1);
    expect(methods.remindRespondent.mock.calls[0].slice(0, 2)).toEqual(['5', 12]);
    fireEvent.click(screen.getByRole('button', { name: 'Resend invitation' }));
    await waitFor(() => expect(methods.resendInvitation).toHaveBeenCalledWith('5', 12, expect.any(String)));
    // Remove asks first; cancelling removes nobody.
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[1]);
    expect(await screen.findByText('Remove dan@example.com?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(methods.removeRespondent).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[1]);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(methods.removeRespondent).toHaveBeenCalledWith('5', 13));
  });

  it('reminds everyone who has not completed after a confirmation and says how many', async () => {
    signIn('CustomerAdmin');
    const methods = chasing();
    renderAt('/inquiry-logs/view-respondents/5', methods);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remind all who have not completed' }, { timeout: 10_000 }),
    );
    expect(await screen.findByText('Send reminders?')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send reminders' });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByText('Reminders sent: 2. Skipped (reminded in the last 24 hours): 1.')).toBeTruthy();
    expect(methods.sendReminders).toHaveBeenCalledTimes(1);
  });

  it('lets the operator remind and re-invite but not remove', async () => {
    signIn('SuperAdmin');
    renderAt('/monitor-activity/view-respondents/5', chasing());
    expect(await screen.findByText('ann@example.com', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Remind' })).toHaveLength(2));
    expect(screen.queryAllByRole('button', { name: 'Remove' })).toHaveLength(0);
  });
});
