import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { signIn } from '../test-session';
import { RespondentList } from './RespondentList';

const ROWS = [
  { id: 11, RespondentId: 11, Id: 31, FirstName: 'Ann', LastName: 'Done', Email: 'ann@example.com', status: 'completed' },
  { id: 12, RespondentId: 12, Id: null, FirstName: '', LastName: '', Email: 'new@example.com', status: 'pending' },
];

function renderAt(path: string) {
  const getList = vi.fn().mockResolvedValue({ data: ROWS, total: 2 });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={{ getList } as unknown as DataProvider} authProvider={authProvider}>
        <Routes>
          <Route path="/monitor-activity/view-respondents/:inquiryId" element={<RespondentList back="/monitor-activity" />} />
          <Route path="/inquiry-logs/view-respondents/:inquiryId" element={<RespondentList back="/inquiry-logs" />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return getList;
}

describe('RespondentList', { timeout: 60_000 }, () => {
  it('gives the operator each respondent\'s answers by user id, none while the form is pending', async () => {
    signIn('SuperAdmin');
    const getList = renderAt('/monitor-activity/view-respondents/5');
    expect(await screen.findByText('ann@example.com', {}, { timeout: 10_000 })).toBeTruthy();
    expect(getList.mock.calls[0][1].filter).toEqual({ inquiryId: '5' });
    expect(screen.getByLabelText('Completed')).toBeTruthy();
    expect(screen.getByLabelText('Pending')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'View Open Ended Answers' })).toHaveLength(2), { timeout: 10_000 });
    const openEnded = screen.getAllByRole('link', { name: 'View Open Ended Answers' });
    expect(openEnded[0].getAttribute('href')).toBe('/monitor-activity/view-respondents/5/view-open-ended/31');
    expect(openEnded[1].getAttribute('aria-disabled')).toBe('true');
    expect(screen.getAllByRole('link', { name: 'View Documents' })[0].getAttribute('href')).toBe('/monitor-activity/view-respondents/5/uploaded-answers/31');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fireEvent.click(screen.getAllByRole('button', { name: 'View Survey Form' })[0]);
    expect(assign).toHaveBeenCalledWith('/superAdmin/monitor-activity/view-respondents/5/view-survey-form/31');
    vi.unstubAllGlobals();
  });

  it('shows a customer admin the list and the states only', async () => {
    signIn('CustomerAdmin');
    renderAt('/inquiry-logs/view-respondents/5');
    expect(await screen.findByText('ann@example.com', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByLabelText('Completed')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryAllByRole('link', { name: 'View Open Ended Answers' })).toHaveLength(0);
    expect(screen.queryByText('Actions')).toBeNull();
  });
});
