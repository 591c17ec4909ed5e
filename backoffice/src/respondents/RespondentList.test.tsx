import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, HttpError, type DataProvider } from 'react-admin';
import { apiErrorMessage } from '../providers/http';
import { i18nProvider } from '../i18n/i18nProvider';
import { authProvider } from '../providers/authProvider';
import { signIn } from '../test-session';
import { AppNotification } from '../common/AppNotification';
import { RespondentList } from './RespondentList';

const INVITED = { InvitedAt: '2026-11-01T09:00:00.000Z', LastRemindedAt: null, NextReminderAt: null };
const ROWS = [
  {
    id: 11,
    RespondentId: 11,
    Id: 31,
    FirstName: 'Ann',
    LastName: 'Done',
    Email: 'ann@example.com',
    status: 'completed',
    ...INVITED,
  },
  {
    id: 12,
    RespondentId: 12,
    Id: null,
    FirstName: '',
    LastName: '',
    Email: 'new@example.com',
    status: 'pending',
    ...INVITED,
  },
  {
    id: 13,
    RespondentId: 13,
    Id: 33,
    FirstName: 'Dan',
    LastName: 'Draft',
    Email: 'dan@example.com',
    status: 'saveasdraft',
    ...INVITED,
  },
];

const chasing = () => ({
  remindRespondent: vi.fn(() => new Promise((resolve) => setTimeout(() => resolve({ Message: 'ok' }), 30))),
  resendInvitation: vi.fn().mockResolvedValue({ Message: 'ok' }),
  removeRespondent: vi.fn().mockResolvedValue({ Message: 'ok' }),
  sendReminders: vi.fn().mockResolvedValue({
    InquiryId: 5,
    Sent: 2,
    Skipped: 1,
    SkippedRemindedRecently: 1,
    SkippedInvitedRecently: 0,
    Completed: 1,
    Message: 'x',
  }),
});

function renderAt(path: string, methods: Record<string, unknown> = {}, rows: unknown[] = ROWS) {
  const getList = vi.fn().mockResolvedValue({ data: rows, total: rows.length });
  const getOne = vi.fn().mockResolvedValue({ data: { id: 5, Id: 5, Description: 'Staff survey' } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={{ getList, getOne, ...methods } as unknown as DataProvider}
        authProvider={authProvider}
      >
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

  it('shows Remind as not available, and why, while a reminder may not go yet', async () => {
    signIn('CustomerAdmin');
    const methods = chasing();
    const soon = new Date(Date.now() + 20 * 3_600_000).toISOString();
    const rows = [
      { ...ROWS[1], LastRemindedAt: new Date(Date.now() - 4 * 3_600_000).toISOString(), NextReminderAt: soon },
      { ...ROWS[2], InvitedAt: new Date(Date.now() - 4 * 3_600_000).toISOString(), NextReminderAt: soon },
      { ...ROWS[0], id: 14, RespondentId: 14, Email: 'due@example.com', status: 'pending', Id: 34 },
    ];
    renderAt('/inquiry-logs/view-respondents/5', methods, rows);
    expect(await screen.findByText('new@example.com', {}, { timeout: 10_000 })).toBeTruthy();
    const reminded = await screen.findByRole('button', { name: /^Remind: Reminded in the last 24 hours/ });
    const invited = screen.getByRole('button', { name: /^Remind: Invited in the last 24 hours/ });
    expect((reminded as HTMLButtonElement).disabled).toBe(true);
    expect((invited as HTMLButtonElement).disabled).toBe(true);
    const due = screen.getByRole('button', { name: 'Remind' });
    expect((due as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(due);
    await waitFor(() => expect(methods.remindRespondent).toHaveBeenCalledTimes(1));
    expect(methods.remindRespondent.mock.calls[0].slice(0, 2)).toEqual(['5', 14]);
  });

  it('shows the server refusal of a reminder in the interface language: what was refused and why', async () => {
    signIn('CustomerAdmin');
    await i18nProvider.changeLocale('fr');
    const refusal = {
      status: 409,
      title: 'Reminder not sent',
      errorMessage: ['This respondent was invited in the last 24 hours: no reminder is sent yet'],
    };
    const methods = {
      ...chasing(),
      remindRespondent: vi.fn().mockRejectedValue(new HttpError(apiErrorMessage(refusal, 'Conflict'), 409, refusal)),
    };
    try {
      renderAt('/inquiry-logs/view-respondents/5', methods);
      fireEvent.click((await screen.findAllByRole('button', { name: 'Relancer' }, { timeout: 10_000 }))[0]);
      const toast = await screen.findByRole('alert');
      expect(toast.textContent).toContain('Relance non envoyée');
      expect(toast.textContent).toContain(
        'Ce répondant a été invité au cours des dernières 24 heures : aucune relance n’est encore envoyée',
      );
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('says how many were skipped because they were invited in the last 24 hours', async () => {
    signIn('CustomerAdmin');
    const methods = {
      ...chasing(),
      sendReminders: vi.fn().mockResolvedValue({
        InquiryId: 5,
        Sent: 1,
        Skipped: 3,
        SkippedRemindedRecently: 1,
        SkippedInvitedRecently: 2,
        Completed: 0,
        Message: 'x',
      }),
    };
    renderAt('/inquiry-logs/view-respondents/5', methods);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remind all who have not completed' }, { timeout: 10_000 }),
    );
    expect(
      await screen.findByText(
        'Everyone who has not completed the form gets a reminder mail. People reminded or invited in the last 24 hours are skipped.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send reminders' }));
    expect(
      await screen.findByText(
        'Reminders sent: 1. Skipped (reminded in the last 24 hours): 1. Skipped (invited in the last 24 hours): 2.',
      ),
    ).toBeTruthy();
  });

  it('lets the operator remind and re-invite but not remove', async () => {
    signIn('SuperAdmin');
    renderAt('/monitor-activity/view-respondents/5', chasing());
    expect(await screen.findByText('ann@example.com', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Remind' })).toHaveLength(2));
    expect(screen.queryAllByRole('button', { name: 'Remove' })).toHaveLength(0);
  });
});
